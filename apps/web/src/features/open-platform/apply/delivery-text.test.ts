import { describe, expect, it } from 'vitest';
import { deliveryText } from './delivery-text.ts';

const base = { attempts: 0, error: '', deliveredAt: null, nextAttemptAt: null };

describe('deliveryText', () => {
  it('names each status and what comes next, in Beijing time', () => {
    expect(deliveryText({ ...base, status: 'none' })).toEqual({ tag: '未推送（当时未设置回调地址）', detail: '' });
    expect(deliveryText({ ...base, status: 'pending' })).toEqual({ tag: '等待推送', detail: '将在数秒内推送' });
    expect(deliveryText({ ...base, status: 'pending', attempts: 2, error: '连接被拒绝', nextAttemptAt: '2026-11-26T02:10:00.000Z' })).toEqual({
      tag: '等待推送',
      detail: '已推送 2 次未成功：连接被拒绝；将于 2026-11-26 10:10 重试',
    });
    expect(deliveryText({ ...base, status: 'delivered', attempts: 1, deliveredAt: '2026-11-26T02:00:00.000Z' }).detail).toBe('2026-11-26 10:00 送达');
    expect(deliveryText({ ...base, status: 'delivered', attempts: 3, deliveredAt: '2026-11-26T02:00:00.000Z' }).detail).toBe('2026-11-26 10:00 送达（第 3 次推送）');
    expect(deliveryText({ ...base, status: 'failed', attempts: 6, error: '对方返回 HTTP 503' })).toEqual({ tag: '推送失败', detail: '已推送 6 次均未成功，不再重试：对方返回 HTTP 503' });
  });
});
