import { credentialValidity } from '@portal/contract/open-platform/credential-validity';
import { formatDate } from '../../../ui/format-date.ts';
import { MY_API_TEXTS as T } from './texts.ts';

export interface ExpiryShown {
  /** The last day of validity, yyyy-mm-dd in Beijing time. */
  date: string;
  /** A warning inside the notice window and after the end; none for a revoked key (already marked 已作废). */
  tag: { text: string; color: 'orange' | 'red' } | null;
}

/** What /yqzl/myApi shows of a credential's validity (credential-validity.ts in the contract). */
export function expiryShown(c: { expiresAt: string; status: string }, now: number = Date.now()): ExpiryShown {
  const date = formatDate(c.expiresAt);
  if (c.status !== 'active') return { date, tag: null };
  const validity = credentialValidity(c.expiresAt, now);
  if (validity === 'expired') return { date, tag: { text: T.expired, color: 'red' } };
  if (validity === 'expiring') return { date, tag: { text: T.expiring, color: 'orange' } };
  return { date, tag: null };
}
