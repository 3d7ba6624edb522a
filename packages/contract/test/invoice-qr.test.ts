import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZInvoiceQuery, INVOICE_MESSAGES } from '../src/calls/invoice-check/fields.ts';
import { basisOf } from '../src/calls/invoice-check/kinds.ts';
import { parseInvoiceQr } from '../src/calls/invoice-check/qr-fields.ts';

describe('invoice QR fields', () => {
  it('reads an ordinary invoice: version, type, code, number, amount, date, check code', () => {
    expect(parseInvoiceQr('01,10,044032300111,12873645,2830.19,20250602,61837204958173620415,A1B2,')).toEqual({
      ok: true,
      fields: { version: '01', typeCode: '10', invoiceCode: '044032300111', invoiceNo: '12873645', amount: '2830.19', invoiceDate: '2025-06-02', checkCode: '61837204958173620415' },
    });
  });

  it('reads a special invoice without check code, normalising the amount to two decimals', () => {
    const parsed = parseInvoiceQr(' 01,01,4403211130,03581244,88495.5,20250315,,C3D4 ');
    expect(parsed).toMatchObject({ ok: true, fields: { typeCode: '01', amount: '88495.50', checkCode: '' } });
  });

  it('reads a fully-digital invoice: no code, a 20-digit number', () => {
    expect(parseInvoiceQr('01,32,,25442000000115720394,1886.79,20250918,,B1C2,')).toMatchObject({ ok: true, fields: { invoiceCode: '', invoiceNo: '25442000000115720394' } });
  });

  it.each([
    ['a web address', 'https://example.com/pay?id=1'],
    ['another version', '02,10,044032300111,12873645,2830.19,20250602,61837204958173620415,'],
    ['an unknown type', '01,99,044032300111,12873645,2830.19,20250602,61837204958173620415,'],
    ['a 9-digit code', '01,10,044032300,12873645,2830.19,20250602,61837204958173620415,'],
    ['a fully-digital invoice with a code', '01,32,044032300111,25442000000115720394,1.00,20250918,,'],
    ['an impossible date', '01,10,044032300111,12873645,2830.19,20250230,61837204958173620415,'],
    ['a bad amount', '01,10,044032300111,12873645,12.345,20250602,61837204958173620415,'],
    ['a short check code', '01,10,044032300111,12873645,1.00,20250602,1234,'],
    ['too few fields', '01,10,044032300111,12873645'],
  ])('refuses %s', (_name, text) => {
    expect(parseInvoiceQr(text).ok).toBe(false);
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => typeof parseInvoiceQr(text).ok === 'boolean'));
  });
});

describe('what the check asks', () => {
  it('asks the amount of special and fully-digital invoices, the check code of ordinary ones', () => {
    expect(basisOf('4403211130', '03581244')).toBe('amount');
    expect(basisOf('4403211630', '03581244')).toBe('checkCode');
    expect(basisOf('044032300113', '03581244')).toBe('amount');
    expect(basisOf('044032300111', '12873645')).toBe('checkCode');
    expect(basisOf('', '25442000000115720394')).toBe('amount');
  });

  it('reports a missing check code or amount at its field', () => {
    const ordinary = ZInvoiceQuery.safeParse({ invoiceCode: '044032300111', invoiceNo: '12873645', invoiceDate: '2025-06-02', amount: '', checkCode: '' });
    expect(ordinary.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['checkCode', INVOICE_MESSAGES.checkCode]]);
    const special = ZInvoiceQuery.safeParse({ invoiceCode: '4403211130', invoiceNo: '03581244', invoiceDate: '2025-03-15', amount: '', checkCode: '' });
    expect(special.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['amount', INVOICE_MESSAGES.amount]]);
    const digital = ZInvoiceQuery.safeParse({ invoiceCode: '4403211130', invoiceNo: '25442000000115720394', invoiceDate: '2025-09-18', amount: '1.00', checkCode: '' });
    expect(digital.error?.issues.map((i) => i.message)).toContain(INVOICE_MESSAGES.invoiceCodeForbidden);
  });
});
