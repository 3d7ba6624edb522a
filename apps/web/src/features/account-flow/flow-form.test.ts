import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import fc from 'fast-check';
import { FLOW_MESSAGES } from '@portal/contract/calls/account-flow/filters';
import { checkForm, defaultForm, singleRequest, slotOf } from './flow-form.ts';
import { formatFen, shortYuan } from './money.ts';

describe('formatFen', () => {
  it('writes yuan with thousands separators and two decimals', () => {
    expect(formatFen(0)).toBe('0.00');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(123_456_789)).toBe('1,234,567.89');
    expect(formatFen(-100_000)).toBe('-1,000.00');
  });

  it('agrees with the locale formatting for every amount up to a trillion yuan', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), (fen) => {
        const expected = (Math.abs(fen) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        expect(formatFen(fen)).toBe(`${fen < 0 ? '-' : ''}${expected}`);
      }),
    );
  });

  it('shortens axis labels', () => {
    expect(shortYuan(12_345_678)).toBe('12.3万');
    expect(shortYuan(98_000)).toBe('980');
    expect(shortYuan(50)).toBe('0.5');
  });
});

describe('the flow form', () => {
  const today = dayjs('2026-11-26');
  const valid = { ...defaultForm(today), account: '6217000010000001', accounts: ['6217000010000001'] };

  it('starts with the last 30 days, both ends included, and every other condition open', () => {
    expect(defaultForm(today)).toMatchObject({ beginDate: '2026-10-28', endDate: '2026-11-26', borrowTag: '2', minAmount: '', maxAmount: '', keyword: '' });
  });

  it('leaves blank conditions out of the request', () => {
    expect(singleRequest({ ...valid, keyword: '  ' }, 3)).toEqual({ account: valid.account, beginDate: '2026-10-28', endDate: '2026-11-26', borrowTag: '2', pageNo: 3 });
  });

  it('puts each of the contract’s messages at the field the user corrects', () => {
    expect(checkForm('single', valid)).toEqual({});
    expect(checkForm('single', { ...valid, account: '' })).toEqual({ account: FLOW_MESSAGES.account });
    expect(checkForm('batch', { ...valid, accounts: [] })).toEqual({ account: FLOW_MESSAGES.accounts });
    expect(checkForm('single', { ...valid, beginDate: '2026-11-26', endDate: '2026-11-01' })).toEqual({ period: FLOW_MESSAGES.dateReversed });
    expect(checkForm('single', { ...valid, beginDate: '2025-11-01', endDate: '2026-11-26' })).toEqual({ period: FLOW_MESSAGES.dateRangeTooLong });
    expect(checkForm('single', { ...valid, minAmount: '500', maxAmount: '20' })).toEqual({ amount: FLOW_MESSAGES.amountReversed });
    expect(checkForm('single', { ...valid, minAmount: '1.234' })).toEqual({ amount: FLOW_MESSAGES.amount });
    expect(checkForm('single', { ...valid, keyword: '字'.repeat(41) })).toEqual({ keyword: FLOW_MESSAGES.keyword });
  });

  it('maps a server field to its slot', () => {
    expect(slotOf('accounts.2')).toBe('account');
    expect(slotOf('endDate')).toBe('period');
    expect(slotOf('maxAmount')).toBe('amount');
    expect(slotOf('pageNo')).toBe('other');
    expect(slotOf(undefined)).toBe('other');
  });
});
