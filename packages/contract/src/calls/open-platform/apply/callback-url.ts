/**
 * The callback address an enterprise gives for notifications (issue 26 point 5), checked alike by
 * the form and the server. Production: `https://` only, never a private, loopback, link-local or
 * reserved address (the bank's servers must not be steered at its own network). Outside
 * production, private hosts are allowed and so is `http://127.0.0.1` (a developer's local
 * receiver). A DNS name is checked as written; what it resolves to is the sender's check.
 */
export type CallbackUrlProblem = 'format' | 'private';

export const CALLBACK_URL_MAX = 500;

function ipv4Parts(host: string): number[] | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const nums = parts.map(Number);
  return nums.every((n) => n <= 255) ? nums : null;
}

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a! >= 224
  );
}

function privateIpv6(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === '::' || h === '::1') return true;
  // IPv4-mapped (::ffff:a.b.c.d, as URL writes it ::ffff:7f00:1): judged as the IPv4 address.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(h);
  if (mapped) {
    const hi = parseInt(mapped[1]!, 16);
    const lo = parseInt(mapped[2]!, 16);
    return privateIpv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  }
  return /^f[cd]/.test(h) || /^fe[89ab]/.test(h) || h.startsWith('::ffff:');
}

/** Whether the host is this machine or a network the public cannot reach. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  if (host.startsWith('[')) return privateIpv6(host);
  const v4 = ipv4Parts(host);
  return v4 ? privateIpv4(v4) : false;
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
