import { MAC_COOKIE_NAME } from '@portal/contract/limits';

/** The `mac` cookie of §4, read before any check: with it a bank link opens at once. */
export function readMacCookie(cookie = document.cookie): string {
  const prefix = `${MAC_COOKIE_NAME}=`;
  const found = cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : '';
}

/** The `mac` cookie of §4: for this browser session, sent to the bank's web systems. */
export function storeMacCookie(mac: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${MAC_COOKIE_NAME}=${encodeURIComponent(mac)}; path=/; SameSite=Lax${secure}`;
}
