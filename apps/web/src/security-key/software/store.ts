import type { KeyCertType } from '@portal/contract/security-key/key-api';
import type { KeyMaterial } from './key-material.ts';

/**
 * The software key's IndexedDB: one record per device ("key") and the wrapping key.
 * IndexedDB stores WebCrypto keys by structured clone, so non-extractable keys stay
 * non-extractable at rest: no page script can read their bytes, only use them.
 */
export interface SoftDevice {
  /** Key serial number (what GetAllKeySN reports). */
  serial: string;
  /** Provider name (§3 cspName), one of the six providers of §9. */
  cspName: string;
  certType: KeyCertType;
  createdAt: string;
  material?: KeyMaterial | undefined;
  /** The installed certificate, PEM. */
  certificatePem?: string | undefined;
}

const DB_NAME = 'portal-soft-key';
const DEVICES = 'devices';
const META = 'meta';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(DEVICES, { keyPath: 'serial' });
      req.result.createObjectStore(META);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB open failed'));
  });
}

async function run<T>(store: string, mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = op(db.transaction(store, mode).objectStore(store));
      req.onsuccess = () => resolve(req.result as T);
      req.onerror = () => reject(req.error ?? new Error('indexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

export const softKeyStore = {
  list: () => run<SoftDevice[]>(DEVICES, 'readonly', (s) => s.getAll()),
  get: (serial: string) => run<SoftDevice | undefined>(DEVICES, 'readonly', (s) => s.get(serial)),
  put: (device: SoftDevice) => run<unknown>(DEVICES, 'readwrite', (s) => s.put(device)),
  remove: (serial: string) => run<unknown>(DEVICES, 'readwrite', (s) => s.delete(serial)),
  getMeta: <T>(key: string) => run<T | undefined>(META, 'readonly', (s) => s.get(key)),
  putMeta: (key: string, value: unknown) => run<unknown>(META, 'readwrite', (s) => s.put(value, key)),
};
