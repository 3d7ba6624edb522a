import { describe, expect, it } from 'vitest';
import { ERRORS } from '@portal/contract/errors';
import { httpInvoiceRegistry } from '../src/providers/invoice-registry/http.ts';
import { SAMPLE_INVOICES } from '../src/db/seed/invoices/invoice-data.ts';

/** The http invoice registry: what it sends, what it accepts, and that a bad reply is a failure, never "not found". */
const reply = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;

describe('http invoice registry', () => {
  it('posts code and number with the bearer token and reads the invoice', async () => {
    let sent: { url: string; init: RequestInit } | undefined;
    const fetchStub = (async (url: string, init: RequestInit) => {
      sent = { url, init };
      return new Response(JSON.stringify({ found: true, invoice: SAMPLE_INVOICES.special }), { status: 200 });
    }) as unknown as typeof fetch;
    const registry = httpInvoiceRegistry({ url: 'http://registry.test/find', token: 't0k', timeoutMs: 1000, fetch: fetchStub });
    expect(await registry.find('4403211130', '03581244')).toMatchObject({ sellerName: SAMPLE_INVOICES.special.sellerName, amountFen: 8_849_558 });
    expect(sent?.url).toBe('http://registry.test/find');
    expect(JSON.parse(String(sent?.init.body))).toEqual({ invoiceCode: '4403211130', invoiceNo: '03581244' });
    expect(new Headers(sent?.init.headers).get('authorization')).toBe('Bearer t0k');
  });

  it('answers not found only when the service says so', async () => {
    expect(await httpInvoiceRegistry({ url: 'http://r.test', timeoutMs: 1000, fetch: reply(200, { found: false }) }).find('', '1')).toBeNull();
  });

  it.each([
    ['a 500', reply(500, {})],
    ['another shape', reply(200, { found: true, invoice: { invoiceNo: '1' } })],
    ['an unknown status', reply(200, { found: true, invoice: { ...SAMPLE_INVOICES.special, status: 'lost' } })],
    ['no answer', (async () => { throw new TypeError('fetch failed'); }) as unknown as typeof fetch],
  ])('fails with 502710 on %s', async (_name, fetchStub) => {
    await expect(httpInvoiceRegistry({ url: 'http://r.test', timeoutMs: 1000, fetch: fetchStub }).find('4403211130', '03581244')).rejects.toMatchObject({ code: ERRORS.INVOICE_REGISTRY_FAILED.code });
  });
});
