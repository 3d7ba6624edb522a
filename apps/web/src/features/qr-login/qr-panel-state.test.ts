import { describe, expect, it } from 'vitest';
import { QR_LOGIN_STATUSES } from '@portal/contract/calls/qr-login/fields';
import { expiredLocally, isPolling, overlayOf, stateAfterPoll } from './qr-panel-state.ts';

describe('QR login panel state', () => {
  it('polls only while a phone can still act on the code', () => {
    expect(QR_LOGIN_STATUSES.filter((s) => isPolling(s))).toEqual(['waiting', 'scanned']);
    expect(isPolling('loading')).toBe(false);
    expect(isPolling('failed')).toBe(false);
  });

  it('treats a code another tab collected as expired', () => {
    expect(stateAfterPoll('used')).toBe('expired');
    expect(stateAfterPoll('scanned')).toBe('scanned');
  });

  it('expires on the local clock at the expiry instant', () => {
    expect(expiredLocally(1_000, 999)).toBe(false);
    expect(expiredLocally(1_000, 1_000)).toBe(true);
  });

  it('covers the code once scanned, and offers a refresh only when a new code is needed', () => {
    expect(overlayOf('waiting')).toBeNull();
    expect(overlayOf('scanned')).toMatchObject({ text: '已扫码，请在手机上确认', refresh: false });
    expect(overlayOf('expired')).toMatchObject({ text: '二维码已失效，点击刷新', refresh: true });
    expect(overlayOf('cancelled')?.refresh).toBe(true);
    expect(overlayOf('failed')?.refresh).toBe(true);
    expect(overlayOf('confirmed')?.refresh).toBe(false);
  });
});
