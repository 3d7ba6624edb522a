import { describe, expect, it } from 'vitest';
import { CREDENTIAL_EXPIRY_NOTICE_DAYS, CREDENTIAL_VALIDITY_DAYS } from '@portal/contract/open-platform/credential-validity';
import { expiryShown } from './validity.ts';

const DAY = 86_400_000;
const now = Date.parse('2026-11-26T02:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();

describe('expiryShown', () => {
  it('a year of validity, a notice window of 30 days', () => {
    expect([CREDENTIAL_VALIDITY_DAYS, CREDENTIAL_EXPIRY_NOTICE_DAYS]).toEqual([365, 30]);
  });

  it('gives the last day in Beijing time, and no tag outside the notice window', () => {
    // 2027-11-26 17:00 UTC is already the 27th in Beijing.
    expect(expiryShown({ expiresAt: '2027-11-26T17:00:00.000Z', status: 'active' }, now)).toEqual({ date: '2027-11-27', tag: null });
    expect(expiryShown({ expiresAt: at(now + 30 * DAY + 1), status: 'active' }, now).tag).toBeNull();
  });

  it('即将到期 within the last 30 days, 已过期 from the instant of expiry', () => {
    expect(expiryShown({ expiresAt: at(now + 30 * DAY), status: 'active' }, now).tag).toEqual({ text: '即将到期', color: 'orange' });
    expect(expiryShown({ expiresAt: at(now + 1), status: 'active' }, now).tag).toEqual({ text: '即将到期', color: 'orange' });
    expect(expiryShown({ expiresAt: at(now), status: 'active' }, now).tag).toEqual({ text: '已过期', color: 'red' });
    expect(expiryShown({ expiresAt: at(now - 5 * DAY), status: 'active' }, now).tag).toEqual({ text: '已过期', color: 'red' });
  });

  it('a revoked key keeps its date but no expiry tag', () => {
    expect(expiryShown({ expiresAt: at(now - DAY), status: 'revoked' }, now)).toEqual({ date: '2026-11-25', tag: null });
  });
});
