import { CALL_ID_LENGTH, EXTENSION_CONNECT_WAIT_MS, EXTENSION_TIMEOUT_MS } from '@portal/contract/limits';
import { EXTENSION_ERROR_TEXT } from '@portal/contract/messages';
import {
  KEY_METHODS,
  KeyApiError,
  type KeyCertType,
  type KeyDriverInfo,
  type KeyReply,
  type KeyRequest,
  type SecurityKeyApi,
  type SelectCertificateOptions,
} from '@portal/contract/security-key/key-api';
import { normaliseDeviceCode } from '@portal/contract/security-key/key-messages';
import type { CsrSubject, KeyEnrolment } from './enrolment.ts';

/** The bank's key extension: the current id first, then the id of the older build (§4). */
export const EXTENSION_IDS = { current: 'nkdgfhdjmcajobfhiikkchnbdgnmbdpm', legacy: 'mjbhfbdnbnnkimhpgfcgogknmehnmkgk' } as const;

/** The part of a `chrome.runtime.Port` the bridge uses (a fake in tests). */
export interface KeyPort {
  postMessage(message: KeyRequest): void;
  onMessage: { addListener(listener: (message: KeyReply) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
  disconnect(): void;
}
/** Opens a port to an extension id; throws or returns null when it is not installed. */
export type KeyConnector = (extensionId: string) => KeyPort | null;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A random call id of §9's length, pairing a request with its reply. */
export function randomCallId(length = CALL_ID_LENGTH): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: KeyApiError) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface ExtensionTimings {
  timeoutMs: number;
  connectWaitMs: number;
}

/** The key API over the extension's message port. */
export class ExtensionKey implements SecurityKeyApi, KeyEnrolment {
  private readonly pending = new Map<string, Pending>();
  private removed = false;

  constructor(
    private readonly port: KeyPort,
    readonly extensionId: string,
    private readonly timings: ExtensionTimings = { timeoutMs: EXTENSION_TIMEOUT_MS, connectWaitMs: EXTENSION_CONNECT_WAIT_MS },
  ) {
    port.onMessage.addListener((reply) => this.settle(reply));
    port.onDisconnect.addListener(() => {
      this.removed = true;
      for (const [id, p] of this.pending) {
        clearTimeout(p.timer);
        p.reject(new KeyApiError('HK_EXTENSION_REMOVED', EXTENSION_ERROR_TEXT.removed));
        this.pending.delete(id);
      }
    });
  }

  private settle(reply: KeyReply): void {
    const p = this.pending.get(reply.id);
    if (!p) return;
    this.pending.delete(reply.id);
    clearTimeout(p.timer);
    const code = reply.errorCode;
    // A non-zero error code from the extension is a failure (§8).
    if (code !== 0 && code !== '0' && code !== '') {
      p.reject(new KeyApiError(typeof code === 'number' ? normaliseDeviceCode(code) : code));
      return;
    }
    p.resolve(reply.result);
  }

  /** One request/response round trip, failing after the §9 extension timeout. */
  call<T>(method: KeyRequest['method'], params: unknown[] = []): Promise<T> {
    if (this.removed) return Promise.reject(new KeyApiError('HK_EXTENSION_REMOVED', EXTENSION_ERROR_TEXT.removed));
    const id = randomCallId();
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new KeyApiError('INTERFACE_ERROR', `${method} timed out`));
      }, this.timings.timeoutMs);
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      this.port.postMessage({ id, method, params });
    });
  }

  getVersion = () => this.call<string>(KEY_METHODS.getVersion);
  getAllKeySN = () => this.call<string[]>(KEY_METHODS.getAllKeySN);
  getDriverVersion = (cspName: string) => this.call<KeyDriverInfo>(KEY_METHODS.getDriverVersion, [cspName]);
  selectCertificate = (options: SelectCertificateOptions = {}) =>
    this.call<string>(KEY_METHODS.selectCertificate, options.cspName ? [options.cspName] : []);
  getCertType = () => this.call<KeyCertType>(KEY_METHODS.getCertType);
  getCspName = () => this.call<string>(KEY_METHODS.getCspName);
  getDN = () => this.call<string>(KEY_METHODS.getDN);
  getCertContent = () => this.call<string>(KEY_METHODS.getCertContent);
  signData = (data: string) => this.call<string>(KEY_METHODS.signData, [data]);
  signP7Base64Message = (data: string) => this.call<string>(KEY_METHODS.signP7Base64Message, [data]);
  getMacAddress = () => this.call<string>(KEY_METHODS.getMacAddress);
  getCpuId = () => this.call<string>(KEY_METHODS.getCpuId);
  getLastErrorDesc = () => this.call<string>(KEY_METHODS.getLastErrorDesc);
  // Enrolment messages of the bank's extension (not listed in §7; named after its CSP calls).
  generateCsr = (serial: string, subject: CsrSubject) => this.call<string>('GenerateCSR' as KeyRequest['method'], [serial, subject]);
  renewalCsr = (serial: string, subject: CsrSubject) => this.call<string>('RenewalCSR' as KeyRequest['method'], [serial, subject]);
  installCertificate = (serial: string, pem: string) => this.call<void>('InstallCertificate' as KeyRequest['method'], [serial, pem]);

  /** Milliseconds this bridge waits after connecting before the first call. */
  get connectWaitMs(): number {
    return this.timings.connectWaitMs;
  }
}

/**
 * §4 extension negotiation: try the current extension id, then the legacy one; connect, wait
 * 500 ms, read the version. Resolves with the bridge and the version, or rejects with
 * HK_EXTENSION_MISSING ("Extension does not exist!") when neither answers.
 */
export async function negotiateExtension(
  connect: KeyConnector,
  timings: ExtensionTimings = { timeoutMs: EXTENSION_TIMEOUT_MS, connectWaitMs: EXTENSION_CONNECT_WAIT_MS },
): Promise<{ key: ExtensionKey; version: string }> {
  for (const extensionId of [EXTENSION_IDS.current, EXTENSION_IDS.legacy]) {
    let port: KeyPort | null = null;
    try {
      port = connect(extensionId);
    } catch {
      port = null;
    }
    if (!port) continue;
    const key = new ExtensionKey(port, extensionId, timings);
    await sleep(timings.connectWaitMs);
    try {
      return { key, version: await key.getVersion() };
    } catch {
      port.disconnect();
    }
  }
  throw new KeyApiError('HK_EXTENSION_MISSING', EXTENSION_ERROR_TEXT.missing);
}

/** The browser's connector: `chrome.runtime.connect` (Chrome, Edge; Firefox via the polyfill). */
export const chromeConnector: KeyConnector = (extensionId) => {
  const runtime = (globalThis as { chrome?: { runtime?: { connect?: (id: string) => KeyPort } } }).chrome?.runtime;
  return runtime?.connect ? runtime.connect(extensionId) : null;
};
