import { isPrivateAddress, parseIpv4 } from '../../../validate/ip-address.ts';

/**
 * The callback address an enterprise gives for notifications (issue 26 point 5), checked alike by
 * the form and the server. Production: `https://` only, never a private, loopback, link-local or
 * reserved address (the bank's servers must not be steered at its own network). Outside
 * production, private hosts are allowed and so is `http://127.0.0.1` (a developer's local
 * receiver). A DNS name is checked as written; what it resolves to is the sender's check, with
 * the same predicate (validate/ip-address.ts).
 */
export type CallbackUrlProblem = 'format' | 'private';

export const CALLBACK_URL_MAX = 500;

/** Whether the host is this machine or a network the public cannot reach. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  // An address literal; a DNS name is judged by what it resolves to, at connection time (callback-sender.ts).
  if (host.startsWith('[') || parseIpv4(host)) return isPrivateAddress(host);
  return false;
}

/** Why `value` is not an acceptable callback address, or null when it is (an empty value means none). */
export function callbackUrlProblem(value: string, production: boolean): CallbackUrlProblem | null {
  if (value === '') return null;
  if (value.length > CALLBACK_URL_MAX || /\s/.test(value)) return 'format';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'format';
  }
  if (url.username || url.password || !url.hostname) return 'format';
  if (url.protocol === 'http:') return !production && url.hostname === '127.0.0.1' ? null : 'format';
  if (url.protocol !== 'https:') return 'format';
  return production && isPrivateHost(url.hostname) ? 'private' : null;
}
