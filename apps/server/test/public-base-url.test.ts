import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getQrCode } from '@portal/contract/calls/qr-login/get-qr-code';
import { loadConfig, publicBaseUrl, testConfig, TEST_MASTER_KEY } from '../src/config.ts';
import { qrImage } from '../src/modules/qr-login/qr-image.ts';
import { serverSecret } from '../src/modules/security/server-secret.ts';
import { LOCAL_WEB_BANK_PAGE } from '../src/modules/wy-qrqm/local-web-bank-page.ts';
import { WEB_BANK_CREATE_PATH, WEB_BANK_KEY_SECRET, webBankSign } from '../src/modules/wy-qrqm/web-bank-signature.ts';
import { runNode } from './support/run-node.ts';
import { insertEnterprise } from './support/statement-ledger.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 37, defect 6: every link the portal hands out starts with the configured PUBLIC_BASE_URL,
 * never with the Host (or X-Forwarded-Host) a request named: a web bank calling from its own
 * network, or anyone forging the header, cannot put another address in a QR code. Production
 * does not start without the address; a value that is not a bare http(s) origin is refused.
 */

const PUBLIC = 'https://portal.example.bank';
/** What a caller may claim: an internal address, a forwarded host and protocol of its choosing. */
const FORGED = { host: 'evil.example:666', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

/** A production environment complete but for what `extra` changes. */
const productionEnv = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  ALLOW_LOCAL_PROVIDERS: 'true',
  MASTER_KEY: TEST_MASTER_KEY,
  PUBLIC_BASE_URL: PUBLIC,
  ...extra,
});

describe('PUBLIC_BASE_URL in the configuration', () => {
  it('keeps the origin alone: lower-case host, no default port, no trailing slash', () => {
    const value = (v: string) => loadConfig({ PUBLIC_BASE_URL: v }).PUBLIC_BASE_URL;
    expect(value('https://Portal.Example.bank/')).toBe(PUBLIC);
    expect(value(' https://portal.example.bank:443 ')).toBe(PUBLIC);
    expect(value('http://10.20.30.40:8080/')).toBe('http://10.20.30.40:8080');
    expect(value('https://[2001:db8::1]:8443')).toBe('https://[2001:db8::1]:8443');
    expect(loadConfig(productionEnv({ PUBLIC_BASE_URL: 'https://portal.example.bank/' })).PUBLIC_BASE_URL).toBe(PUBLIC);
  });

  it('refuses anything but a bare http(s) origin, saying what it wants in Chinese and English', () => {
    for (const bad of [
      'portal.example.bank',
      '//portal.example.bank',
      'ftp://portal.example.bank',
      'javascript:alert(1)',
      'https://portal.example.bank/portal',
      'https://portal.example.bank//',
      'https://portal.example.bank/?from=qr',
      'https://portal.example.bank/#/',
      'https://admin:secret@portal.example.bank',
      'https://',
    ]) {
      expect(() => loadConfig({ PUBLIC_BASE_URL: bad }), bad).toThrow(
        /配置有误 \/ Invalid configuration:\n {2}PUBLIC_BASE_URL: 必须是以 http:\/\/ 或 https:\/\/ 开头的对外地址.* \/ must be an absolute http:\/\/ or https:\/\/ origin without path, query or fragment/,
      );
    }
  });

  it('is required in production (empty counts as unset), and only there', () => {
    const required = /PUBLIC_BASE_URL: 生产环境必须设置 PUBLIC_BASE_URL（.*）\/ PUBLIC_BASE_URL is required in production/;
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_LOCAL_PROVIDERS: 'true', MASTER_KEY: TEST_MASTER_KEY })).toThrow(required);
    expect(() => loadConfig(productionEnv({ PUBLIC_BASE_URL: '' }))).toThrow(required);
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_BASE_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: '' }).PUBLIC_BASE_URL).toBeUndefined();
  });

  it('outside production without it, links carry the address the server listens on', () => {
    const unset = testConfig({ PORT: 8080 });
    expect(publicBaseUrl(unset)).toBe('http://localhost:8080');
    expect(publicBaseUrl(unset, { address: '0.0.0.0', family: 'IPv4', port: 8080 })).toBe('http://localhost:8080');
    expect(publicBaseUrl(unset, { address: '::', family: 'IPv6', port: 9000 })).toBe('http://localhost:9000');
    expect(publicBaseUrl(unset, { address: '127.0.0.1', family: 'IPv4', port: 41234 })).toBe('http://127.0.0.1:41234');
    expect(publicBaseUrl(unset, { address: '::1', family: 'IPv6', port: 41234 })).toBe('http://[::1]:41234');
    // Configured, it wins over whatever the server listens on.
    expect(publicBaseUrl(testConfig({ PUBLIC_BASE_URL: PUBLIC }), { address: '127.0.0.1', family: 'IPv4', port: 41234 })).toBe(PUBLIC);
  });

  it('refuses to start the server process in production without it, naming it in Chinese and English', async () => {
    const run = await runNode('apps/server/src/main.ts', [], {
      env: { ...productionEnv(), PUBLIC_BASE_URL: '', PORT: '0', DATA_DIR: join(tmpdir(), `never-${randomUUID()}`) },
      timeoutMs: 90_000,
    });
    expect(run.code).toBe(1);
    const lines = run.stderr.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}PUBLIC_BASE_URL: 生产环境必须设置 PUBLIC_BASE_URL（.*）\/ PUBLIC_BASE_URL is required in production: .*https:\/\/portal\.example\.bank/));
    // Nothing else was wrong: the message names only it.
    expect(lines.filter((line) => /^ {2}[A-Z_]+: /.test(line))).toHaveLength(1);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).not.toContain('门户已启动');
  }, 120_000);
});

/**
 * `fetch` as a client that names its own Host and forwarded headers (Node's fetch would replace
 * Host with the address it connects to, so this one speaks plain HTTP).
 */
function forgedFetch(headers: Record<string, string>): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const sent = Object.fromEntries(new Headers(init.headers).entries());
      const req = request(String(input), { method: init.method ?? 'GET', headers: { ...sent, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const replyHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) for (const v of [value ?? []].flat()) replyHeaders.append(name, v);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: replyHeaders }));
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(typeof init.body === 'string' ? init.body : undefined);
    });
}

describe('links made from a request with a foreign or forged Host', () => {
  const CREDIT_CODE = '91440300MAPUBURL01';
  let server: TestServer;
  beforeAll(async () => {
    // One trusted proxy hop: even a forwarded host a proxy would pass on is not where links point.
    server = await startTestServer({ PUBLIC_BASE_URL: PUBLIC, TRUST_PROXY_HOPS: 1 });
    await insertEnterprise(server.app.database.db, 'E-PUBURL-1', '公网地址测试有限公司', CREDIT_CODE);
  }, 120_000);
  afterAll(() => server.close());

  it('a QR-login code points the phone at PUBLIC_BASE_URL, in its link and in its picture', async () => {
    const desktop = server.client({ fetch: forgedFetch(FORGED) });
    const code = await desktop.call(getQrCode, {});
    expect(code.qrUrl).toMatch(new RegExp(`^${PUBLIC}/#/m/qrLogin\\?token=[A-Za-z0-9_-]{43}$`));
    expect(code.image).toBe(await qrImage(code.qrUrl));
    expect(code.image).not.toBe(await qrImage(code.qrUrl.replace(PUBLIC, 'http://evil.example:666')));
  });

  it("a web bank's wyQrqm code points the director at PUBLIC_BASE_URL, in its link and in its picture", async () => {
    const key = await serverSecret(server.app.database.db, WEB_BANK_KEY_SECRET);
    const body = JSON.stringify({ creditCode: CREDIT_CODE, title: '付款放行', details: [{ label: '收款人', value: '深圳市测试供应商有限公司' }], amountFen: 100_00, requestRef: 'FK-PUBURL-1' });
    const ts = String(Date.now());
    const res = await forgedFetch(FORGED)(`${server.origin}${WEB_BANK_CREATE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webbank-timestamp': ts, 'x-webbank-sign': webBankSign(key, ts, body) },
      body,
    });
    const reply = (await res.json()) as { code: number; data: { qrUrl: string; image: string } };
    expect(reply.code).toBe(200);
    expect(reply.data.qrUrl).toMatch(new RegExp(`^${PUBLIC}/#/qywy/wyQrqm\\?token=[A-Za-z0-9_-]{43}$`));
    expect(reply.data.image).toBe(await qrImage(reply.data.qrUrl));
  });

  it('the demo web bank, calling the server from inside (Host localhost:80), shows PUBLIC_BASE_URL too', async () => {
    const html = await (await forgedFetch(FORGED)(`${server.origin}${LOCAL_WEB_BANK_PAGE}/pay?creditCode=${CREDIT_CODE}`)).text();
    expect(html).toMatch(new RegExp(`<code>${PUBLIC}/#/qywy/wyQrqm\\?token=[A-Za-z0-9_-]{43}</code>`));
    expect(html).not.toMatch(/localhost|evil\.example/);
  });
});
