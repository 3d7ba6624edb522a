import { sm2 } from 'sm-crypto-v2';
import type { NotificationKind } from '../calls/open-platform/apply/service-setting.ts';
import { SANDBOX_HEADER, SANDBOX_SM2_USER_ID, SANDBOX_TIMESTAMP_WINDOW_MS, canonicalString, sm2Sign } from './sandbox-signing.ts';

/**
 * How the bank signs the notifications it posts to an enterprise's callback URL (issue 26
 * point 5): the mirror of how the enterprise signs its sandbox requests (sandbox-signing.ts).
 * The canonical string is the same (`POST`, the callback's path and sorted query, SM3 of the
 * body, `x-timestamp`, `x-nonce`), signed with SM2 (SM3, user id 1234567812345678, DER hex) by
 * the bank's notification key, whose public key /yqzl/serviceSetting shows. A receiver checks
 * the signature and the timestamp, and treats `notificationId` as the key of a notification:
 * a retried delivery carries the same id with a new nonce.
 */
export const CALLBACK_HEADER = {
  timestamp: SANDBOX_HEADER.timestamp,
  nonce: SANDBOX_HEADER.nonce,
  signMethod: SANDBOX_HEADER.signMethod,
  signature: SANDBOX_HEADER.signature,
  notificationId: 'x-notification-id',
} as const;

/** The JSON body of a notification post. */
export interface CallbackPayload {
  notificationId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The application (order) the notification is about, if any. */
  applicationId: string | null;
  /** When the bank recorded it (ISO 8601). */
  createdAt: string;
}

/** The path and query of a callback URL, as the canonical string names them. */
function callbackTarget(callbackUrl: string): string {
  const url = new URL(callbackUrl);
  return `${url.pathname}${url.search}`;
}

/** Headers of one delivery of `body` to `callbackUrl`, signed with the bank's key (64 hex). */
export function signCallback(
  callbackUrl: string,
  body: string,
  notificationId: string,
  privateKeyHex: string,
  now = Date.now(),
  nonce: string = crypto.randomUUID(),
): Record<string, string> {
  const timestamp = String(now);
  const canonical = canonicalString({ method: 'POST', url: callbackTarget(callbackUrl), body, timestamp, nonce });
  return {
    [CALLBACK_HEADER.timestamp]: timestamp,
    [CALLBACK_HEADER.nonce]: nonce,
    [CALLBACK_HEADER.signMethod]: 'SM2',
    [CALLBACK_HEADER.signature]: sm2Sign(canonical, privateKeyHex),
    [CALLBACK_HEADER.notificationId]: notificationId,
  };
}

/**
 * What a receiver does with a post: true when it was signed by the bank's key over this body
 * and this address, within five minutes of `now`. `pathAndQuery` is the path the post arrived at.
 */
export function callbackHolds(
  post: { pathAndQuery: string; body: string; headers: Record<string, string | undefined> },
  bankPublicKey: string,
  now = Date.now(),
): boolean {
  const timestamp = post.headers[CALLBACK_HEADER.timestamp] ?? '';
  const nonce = post.headers[CALLBACK_HEADER.nonce] ?? '';
  const signature = post.headers[CALLBACK_HEADER.signature] ?? '';
  if (!/^\d{1,16}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > SANDBOX_TIMESTAMP_WINDOW_MS) return false;
  if (!/^[0-9a-f]{16,200}$/.test(signature)) return false;
  const canonical = canonicalString({ method: 'POST', url: post.pathAndQuery, body: post.body, timestamp, nonce });
  try {
    return sm2.doVerifySignature(canonical, signature, bankPublicKey, { hash: true, der: true, userId: SANDBOX_SM2_USER_ID });
  } catch {
    return false;
  }
}
