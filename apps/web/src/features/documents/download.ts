import { API_TIMEOUT_MS } from '@portal/contract/limits';
import { downloadBlob } from '@portal/contract/envelope/blob-download';
import type { operatorDocDownload, pdfDownload } from '@portal/contract/calls/documents/pdf-download';
import { createEnvelopeClient, type KeyStore, type SessionKey } from '@portal/contract/envelope/client';
import { WEB_APP_ID } from '../../api/client.ts';
import { readTimeDiff, SESSION_KEYS } from '../../api/session-storage.ts';

/** The tab's agreed envelope key, the same one `callApi` uses (session storage). */
const tabKeyStore: KeyStore = {
  load() {
    try {
      const raw = sessionStorage.getItem(SESSION_KEYS.envelopeKey);
      return raw ? (JSON.parse(raw) as SessionKey) : null;
    } catch {
      return null;
    }
  },
  save: (key) => sessionStorage.setItem(SESSION_KEYS.envelopeKey, JSON.stringify(key)),
  clear: () => sessionStorage.removeItem(SESSION_KEYS.envelopeKey),
};

const options = {
  baseUrl: '',
  appId: WEB_APP_ID,
  now: () => Date.now() + readTimeDiff(),
  token: () => sessionStorage.getItem(SESSION_KEYS.token) ?? '',
  timeoutMs: API_TIMEOUT_MS,
};

/** Only its handshake and key store are used: a blob reply is not the JSON envelope `callApi` opens. */
const keyClient = createEnvelopeClient({ ...options, keyStore: tabKeyStore });

/**
 * Downloads a document (§7 blob download) and hands it to the browser as a file named by the
 * server's content-disposition. Throws the call's CallError on failure.
 */
export async function saveDocument(def: typeof pdfDownload | typeof operatorDocDownload, id: number): Promise<string> {
  const file = await downloadBlob(keyClient, options, def, { id });
  const url = URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return file.fileName;
}

/** 1.2 MB / 356 KB */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
