import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
// The original sm-crypto library named in ARCHITECTURE §4, not the one the contract uses.
import smCrypto from 'sm-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * A second, minimal client written from the text of ARCHITECTURE §4 alone. It imports nothing
 * from packages/contract, so it proves the envelope is a protocol and not just our code.
 */
class MinimalClient {
  private keyHex = '';
  private keyId = '';
  constructor(private readonly origin: string) {}

  async handshake() {
    const discovery = (await (await fetch(`${this.origin}/qjmh/api/auth/common/handshake`)).json()) as {
      code: number;
      data: { publicKey: string };
    };
    this.keyHex = randomBytes(16).toString('hex');
    const encrypted = smCrypto.sm2.doEncrypt(this.keyHex, discovery.data.publicKey, 1);
    const res = (await (
      await fetch(`${this.origin}/qjmh/api/auth/common/handshake`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: encrypted }),
      })
    ).json()) as { code: number; data: { keyId: string; expiresIn: number } };
    this.keyId = res.data.keyId;
    return res;
  }

  async post(path: string, value: unknown) {
    const key = Buffer.from(this.keyHex, 'hex');
    const iv = randomBytes(16);
    const cipher = createCipheriv('sm4-cbc', key, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]).toString('base64');
    const body = JSON.stringify({ iv: iv.toString('hex'), data });
    const timestamp = String(Date.now());
    const nonce = randomUUID();
    const token = '';
    const signature = createHmac('sm3', key)
      .update(`POST\n${path}\n${timestamp}\n${nonce}\n${token}\n${body}`, 'utf8')
      .digest('hex');
    const res = await fetch(this.origin + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-app-id': 'independent',
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-key-id': this.keyId,
        'x-token': token,
        'x-sign': signature,
      },
      body,
    });
    const reply = (await res.json()) as { code: number; msg: string; data: string; iv?: string };
    if (reply.code !== 200 || !reply.iv) return reply;
    const decipher = createDecipheriv('sm4-cbc', key, Buffer.from(reply.iv, 'hex'));
    const plain = Buffer.concat([decipher.update(Buffer.from(reply.data, 'base64')), decipher.final()]);
    return { ...reply, data: JSON.parse(plain.toString('utf8')) as unknown };
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('an independent client written from ARCHITECTURE §4', () => {
  it('completes the handshake', async () => {
    const res = await new MinimalClient(server.origin).handshake();
    expect(res.code).toBe(200);
    expect(res.data.expiresIn).toBeGreaterThan(0);
  });

  it('calls getPageData and reads the decrypted reply', async () => {
    const client = new MinimalClient(server.origin);
    await client.handshake();
    const reply = await client.post('/qjmh/api/page/getPageData', { pageCode: 'index' });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({ pageInfo: { pageCode: 'index' } });
  });

  it('gets a coded, unencrypted error for an unknown page', async () => {
    const client = new MinimalClient(server.origin);
    await client.handshake();
    const reply = await client.post('/qjmh/api/page/getPageData', { pageCode: 'missing' });
    expect(reply).toMatchObject({ code: 404100 });
    expect(reply.iv).toBeUndefined();
  });
});
