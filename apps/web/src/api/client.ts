import { API_TIMEOUT_MS } from '@portal/contract/limits';
import type { CallDef, CallRequest, CallResponse } from '@portal/contract/call';
import { CallError, TRANSPORT_ERROR_CODE, createEnvelopeClient, type KeyStore, type SessionKey } from '@portal/contract/envelope/client';
import type { DownloadedFile } from '@portal/contract/envelope/blob-download';
import { CORE_ERRORS } from '@portal/contract/errors-core';
import { ENVELOPE_KEY_META, ONLINE_CONTEXT } from '@portal/contract/envelope/protocol';
import { prepareSm2ForTab } from '@portal/contract/envelope/sm2-fields';
import { readTimeDiff, SESSION_KEYS } from './session-storage.ts';

/** Identifies this web front end in `x-app-id`. */
export const WEB_APP_ID = 'qjmh-pc';

const sessionKeyStore: KeyStore = {
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

const envelopeOptions = {
  baseUrl: '',
  appId: WEB_APP_ID,
  now: () => Date.now() + readTimeDiff(),
  token: () => sessionStorage.getItem(SESSION_KEYS.token) ?? '',
  timeoutMs: API_TIMEOUT_MS,
  context: () => (isDirectConnectionContext() ? ONLINE_CONTEXT : undefined),
  // The served index.html carries the server's public key (web-index.ts); the dev server's does not.
  serverKey: () => document.querySelector<HTMLMetaElement>(`meta[name="${ENVELOPE_KEY_META}"]`)?.content || undefined,
};

prepareSm2ForTab();
const envelope = createEnvelopeClient({ ...envelopeOptions, keyStore: sessionKeyStore });

type CallFailureListener = (def: CallDef, error: CallError) => void;
const failureListeners = new Set<CallFailureListener>();

/** Lets analytics record failed calls (§8 Transport: non-200 codes trigger an error event). */
export function onCallFailure(listener: CallFailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** The timeout-login address of §2, used when a direct-connection session times out (§8). */
export function timeoutLoginUrl(): string {
  let origin = window.location.origin;
  try {
    origin = window.top?.location.origin ?? origin;
  } catch {
    // A top window of another origin (the bank's desktop client) hides its origin: use ours.
  }
  return `${origin}/firm/main/login.do?type=TIMEOUT`;
}

/** A failed call as the app sees it: the direct-connection timeout redirect and the failure listeners. */
function failed(def: CallDef, err: unknown): CallError {
  const error = err instanceof CallError ? err : new CallError(TRANSPORT_ERROR_CODE, CORE_ERRORS.INTERNAL.msg);
  if (error.code === CORE_ERRORS.SESSION_TIMEOUT_DIRECT.code && isDirectConnectionContext()) {
    (window.top ?? window).location.href = timeoutLoginUrl();
  }
  for (const listener of failureListeners) listener(def, error);
  return error;
}

/**
 * Starts the key exchange when the tab has no key yet, so the first sealed calls find it ready.
 * Failures are left to the call that needs the key, which retries and reports them.
 */
export function prepareEnvelopeKey(): void {
  if (sessionKeyStore.load()) return;
  // In the next task: the SM2 multiplication is not added to the entry's evaluation, already long.
  setTimeout(() => envelope.handshake().catch(() => undefined), 0);
}

/** The one way the web app talks to the server: signed, encrypted, coded errors. */
export async function callApi<C extends CallDef>(def: C, input: CallRequest<C>): Promise<CallResponse<C>> {
  try {
    return await envelope.call(def, input);
  } catch (err) {
    throw failed(def, err);
  }
}

/**
 * A multipart upload call (ARCHITECTURE §4.3): the input sealed in `uploadData` with the SM3
 * digest of every file, the files beside it. Same key, handshake, retry and errors as `callApi`.
 */
export async function callUpload<C extends CallDef>(def: C, input: CallRequest<C>, files: readonly File[]): Promise<CallResponse<C>> {
  try {
    return await envelope.upload(def, input, files);
  } catch (err) {
    throw failed(def, err);
  }
}

/**
 * A blob download call (§7: a sealed POST answered with the file's bytes). Same key, handshake,
 * retry and errors as `callApi`. Its code loads with the first download, not with the shell.
 */
export async function callDownload<C extends CallDef>(def: C, input: CallRequest<C>): Promise<DownloadedFile> {
  try {
    const { downloadBlob } = await import('@portal/contract/envelope/blob-download');
    return await downloadBlob(envelope, envelopeOptions, def, input);
  } catch (err) {
    throw failed(def, err);
  }
}

const OPEN_PLATFORM_MARKERS = [
  '/yqzl/statusSet',
  '/yqzl/saasAD',
  '/yqzl/adminAuth',
  '/yqzl/apiApply',
  '/yqzl/myApi',
  '/yqzl/orderQuery',
  '/yqzl/testEnv',
];

/** §2: open-platform (online) pages are recognised by these hash segments. */
export function isDirectConnectionContext(hash = window.location.hash): boolean {
  return OPEN_PLATFORM_MARKERS.some((m) => hash.includes(m));
}
