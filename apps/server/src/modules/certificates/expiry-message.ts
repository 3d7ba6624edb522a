import { CERT_EXPIRY_WARN_DAYS } from '@portal/contract/limits';
import { beijingDate } from '../../lib/china-time.ts';

const DAY_MS = 86_400_000;
/** Dates as the portal shows them (yyyy-mm-dd, China time). */

/**
 * §3 `certExpireMsg`: said after login (§4) while the user's earliest-ending valid certificate
 * ends within CERT_EXPIRY_WARN_DAYS; null otherwise.
 */
export function certExpiryMessage(notAfter: Date | null | undefined, now = Date.now()): string | null {
  if (!notAfter) return null;
  const left = notAfter.getTime() - now;
  if (left <= 0 || left > CERT_EXPIRY_WARN_DAYS * DAY_MS) return null;
  const days = Math.ceil(left / DAY_MS);
  return `您的数字证书将于${beijingDate(notAfter)}到期（剩余${days}天），请尽快联系企业主管更新证书，以免影响证书登录和签名。`;
}
