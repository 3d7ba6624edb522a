import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { getTime } from '@portal/contract/calls/common/get-time';
import { getSystemParam } from '@portal/contract/calls/system/param';
import { CallError, memoryKeyStore } from '@portal/contract/envelope/client';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { API_PREFIX, HEADER, seal } from '@portal/contract/envelope/protocol';
import { sm2EncryptField, sm2GenerateKeyPair } from '@portal/contract/envelope/sm2-fields';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { stampedHeaders } from './support/stamped-headers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sends a hand-built sealed POST so each check of §4.4 can be broken on purpose. */
async function rawSealed(
  body: unknown,
  tamper: {
    path?: string;
    timestamp?: number;
    nonce?: string;
    sign?: string;
    keyId?: string;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const client = server.client();
  const key = await client.handshake();
  const path = tamper.path ?? `${API_PREFIX}/page/getPageData`;
  const text = tamper.rawBody ?? JSON.stringify(seal(jsCipher, key.keyHex, body));
  const res = await fetch(server.origin + path, {
    method: 'POST',
    headers: { ...stampedHeaders(key, 'POST', path, text, tamper), ...tamper.headers },
    body: text,
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; field?: string; iv?: string } };
}

describe('call envelope', () => {
  it('performs key discovery and handshake, then decrypts a sealed reply', async () => {
    const page = await server.client().call(getPageData, { pageCode: 'index' });
    expect(page.pageInfo.pageCode).toBe('index');
    expect(page.pageContent.headerData.menulist?.length).toBeGreaterThan(0);
  });

  it('encrypts replies on the wire: the page content never appears in clear text', async () => {
    const res = await rawSealed({ pageCode: 'index' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.iv).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(res.body)).not.toContain('pageContent');
  });

  it('compresses a public document before sealing only when the client asks for it', async () => {
    const plain = await rawSealed({ pageCode: 'index' });
    expect(plain.body).not.toHaveProperty('enc');
    const deflated = await rawSealed({ pageCode: 'index' }, { headers: { [HEADER.acceptEncoding]: 'deflate-raw' } });
    expect(deflated.body).toMatchObject({ code: 200, enc: 'deflate-raw' });
    expect(JSON.stringify(deflated.body).length).toBeLessThan(JSON.stringify(plain.body).length / 2);
    const client = server.client();
    const page = await client.call(getPageData, { pageCode: 'index' });
    const direct = (await (await fetch(`${server.origin}/qjmh/pageCode/index.json`)).json()) as { data: unknown };
    expect(page).toEqual(direct.data);
  });

  it('answers unsigned getTime with the server clock in plain JSON', async () => {
    const before = Date.now();
    const t = await server.client().call(getTime, {});
    expect(t).toBeGreaterThanOrEqual(before - 1000);
    expect(t).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('re-handshakes once and retries when the server does not know the key', async () => {
    const keyStore = memoryKeyStore();
    keyStore.save({ keyId: 'forgotten-key', keyHex: '00112233445566778899aabbccddeeff' });
    const client = server.client({ keyStore });
    const param = await client.call(getSystemParam, { key: 'pc_color_switch' });
    expect(param.key).toBe('pc_color_switch');
    expect(keyStore.load()?.keyId).not.toBe('forgotten-key');
  });

  it('rejects an unknown key with 401001', async () => {
    const res = await rawSealed({ pageCode: 'index' }, { keyId: 'nope' });
    expect(res.body.code).toBe(401001);
  });

  it('rejects a bad signature with 401002', async () => {
    const res = await rawSealed({ pageCode: 'index' }, { sign: 'ab'.repeat(32) });
    expect(res.body.code).toBe(401002);
  });

  it('rejects a timestamp outside five minutes with 401003', async () => {
    const res = await rawSealed({ pageCode: 'index' }, { timestamp: Date.now() - 6 * 60 * 1000 });
    expect(res.body.code).toBe(401003);
  });

  it('rejects a replayed nonce with 401004', async () => {
    const nonce = crypto.randomUUID();
    const first = await rawSealed({ pageCode: 'index' }, { nonce });
    expect(first.body.code).toBe(200);
    const client = server.client();
    const key = await client.handshake();
    // Same nonce under a fresh, correct signature is still a replay.
    const path = `${API_PREFIX}/page/getPageData`;
    const body = JSON.stringify(seal(jsCipher, key.keyHex, { pageCode: 'index' }));
    const res = await fetch(server.origin + path, { method: 'POST', headers: stampedHeaders(key, 'POST', path, body, { nonce }), body });
    expect(((await res.json()) as { code: number }).code).toBe(401004);
  });

  it('rejects a body that is not a sealed envelope with 400001', async () => {
    const res = await rawSealed(null, { rawBody: JSON.stringify({ pageCode: 'index' }) });
    expect(res.body.code).toBe(400001);
  });

  it('rejects a schema violation with 400100, the field and a Chinese message', async () => {
    const res = await rawSealed({ pageCode: '../../etc/passwd' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400100, field: 'pageCode' });
    expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it("passes the server's own validation message and field to the caller", async () => {
    const err = await server
      .client()
      .call(getPageData, { pageCode: '../etc' })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 400100, field: 'pageCode', message: '页面编码只能包含字母、数字、下划线和连字符' });
  });

  it('rejects an unknown page code with 404100 through the client', async () => {
    const err = await server
      .client()
      .call(getPageData, { pageCode: 'no-such-page' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CallError);
    expect((err as CallError).code).toBe(404100);
    expect((err as CallError).message).toBe('页面不存在或已下线');
  });

  it('rejects malformed JSON with 400002 and a body over 1 MB with 413001, then keeps serving', async () => {
    const bad = await fetch(`${server.origin}${API_PREFIX}/page/getPageData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"iv": ',
    });
    expect(((await bad.json()) as { code: number }).code).toBe(400002);
    const big = await fetch(`${server.origin}${API_PREFIX}/page/getPageData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ iv: '0'.repeat(32), data: 'A'.repeat(1_100_000) }),
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { code: number }).code).toBe(413001);
    const page = await server.client().call(getPageData, { pageCode: 'index' });
    expect(page.pageInfo.pageCode).toBe('index');
  });

  it('decrypts SM2-encrypted secret fields with the server key and refuses foreign ones', async () => {
    const { publicKey } = server.app.envelopeKeys;
    expect(server.app.envelopeKeys.decryptField(sm2EncryptField('Passw0rd!', publicKey))).toBe('Passw0rd!');
    const other = sm2GenerateKeyPair();
    expect(() => server.app.envelopeKeys.decryptField(sm2EncryptField('x', other.publicKey))).toThrow(
      expect.objectContaining({ code: 400100 }),
    );
  });

  it('answers an unknown API path with a coded 404', async () => {
    const res = await fetch(`${server.origin}${API_PREFIX}/no/such/call`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404001 });
  });
});
