import { get } from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { buildApp } from '../src/app.ts';
import { loadConfig, testConfig } from '../src/config.ts';
import { createTestDatabase } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('health and static page JSON', () => {
  it('answers /healthz and /readyz', async () => {
    expect(await (await fetch(`${server.origin}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('serves /qjmh/pageCode/{code}.json with no-store headers', async () => {
    const res = await fetch(`${server.origin}/qjmh/pageCode/index.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { code: number; data: { pageInfo: { pageCode: string } } };
    expect(body.data.pageInfo.pageCode).toBe('index');
  });

  it('sends the page JSON compressed to a browser that accepts it, the same document as unencoded', async () => {
    const url = `${server.origin}/qjmh/pageCode/index.json`;
    // fetch asks for gzip, deflate and br and inflates; node:http shows the wire.
    const wire = await new Promise<{ encoding?: string; vary?: string; bytes: number }>((resolve, reject) => {
      get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, bytes }));
      }).on('error', reject);
    });
    const plain = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
    expect(wire).toMatchObject({ encoding: 'gzip', vary: 'accept-encoding' });
    expect(wire.bytes).toBeLessThan(plain.length / 2);
    expect(await (await fetch(url)).text()).toBe(plain);
  });

  it('answers an unknown page JSON with a coded 404', async () => {
    const res = await fetch(`${server.origin}/qjmh/pageCode/nothing-here.json`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 404100 });
  });

  it('serves the yqzlmh page on the yqzl channel', async () => {
    const page = await server.client().call(getPageData, { pageCode: 'yqzlmh' });
    expect(page.pageInfo.pageChannel).toBe('yqzl');
  });
});

describe('logging', () => {
  it('logs rejected calls with their code but never the payload', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({ ...testConfig(), LOG_LEVEL: 'info' }, { database, logStream: stream });
    const secret = 'TopSecretPassw0rd!';
    const res = await app.inject({
      method: 'POST',
      url: '/qjmh/api/page/getPageData',
      headers: { 'content-type': 'application/json', 'x-key-id': 'k', 'x-token': 'session-token-value' },
      payload: JSON.stringify({ password: secret }),
    });
    expect(res.json()).toMatchObject({ code: 401001 });
    await app.close();
    await database.close();
    const log = lines.join('');
    expect(log).toContain('401001');
    // Request-scoped lines keep the request id, though the child logger is made only on demand.
    expect(log).toMatch(/"reqId":"[^"]+"[^\n]*401001|401001[^\n]*"reqId"/);
    expect(log).not.toContain(secret);
    expect(log).not.toContain('session-token-value');
  });
});

describe('configuration', () => {
  it('lists every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SM2_PRIVATE_KEY: '' }).DATABASE_URL).toBeUndefined();
  });

  it('defaults to port 8080 and ./data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
  });
});

describe('security headers', () => {
  it('answers every call with no-store, no framing and no sniffing', async () => {
    const page = await fetch(`${server.origin}/qjmh/pageCode/index.json`);
    await page.arrayBuffer();
    const time = await fetch(`${server.origin}/qjmh/api/auth/common/getTime`);
    await time.arrayBuffer();
    const missing = await fetch(`${server.origin}/qjmh/api/no/such`);
    await missing.arrayBuffer();
    for (const res of [page, time, missing]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('serves pages under the browser CSP', async () => {
    const res = await fetch(`${server.origin}/healthz`);
    await res.arrayBuffer();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});

describe('stored rich text', () => {
  it('keeps only sanitised HTML in page documents', async () => {
    const { sanitizePage } = await import('../src/modules/content/service.ts');
    const page = await server.client().call(getPageData, { pageCode: 'index' });
    const dirty = {
      ...page,
      pageContent: {
        ...page.pageContent,
        footerData: { description: '<p onclick="steal()">©2026<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' },
      },
    };
    const clean = sanitizePage(dirty).pageContent.footerData.description ?? '';
    expect(clean).toContain('©2026');
    expect(clean).not.toMatch(/onclick|<script|javascript:alert/);
    expect(page.pageContent.footerData.description).toContain('版权所有');
  });
});

describe('contract coverage', () => {
  it('serves every call the contract defines', async () => {
    const { ALL_CALLS } = await import('@portal/contract/calls/index-of-calls');
    for (const [name, call] of Object.entries(ALL_CALLS)) {
      const res = await server.app.inject({ method: call.method, url: `/qjmh/api${call.path}` });
      expect(res.json<{ code: number }>().code, name).not.toBe(404001);
    }
  });
});
