import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { API_PREFIX, ENVELOPE_KEY_META, HANDSHAKE_PATH } from '@portal/contract/envelope/protocol';
import { sm2PublicKeyOf } from '@portal/contract/envelope/sm2-fields';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * The served index.html carries the envelope's public key (issue 36): a new tab agrees its key
 * in one round trip instead of two, and a page served before a key change still works.
 */
let webDist: string;
let server: TestServer;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-index-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>门户</title></head><body></body></html>');
  server = await startTestServer({ WEB_DIST: webDist });
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

const metaKey = (html: string) => new RegExp(`<meta name="${ENVELOPE_KEY_META}" content="([0-9a-f]+)" />`).exec(html)?.[1];

/** A client whose requests to the handshake are counted by method. */
function countingClient(serverKey: string | undefined) {
  const handshakes: string[] = [];
  const client = server.client({
    serverKey: () => serverKey,
    fetch: (input, init) => {
      if (String(input).endsWith(API_PREFIX + HANDSHAKE_PATH)) handshakes.push(init?.method ?? 'GET');
      return fetch(input, init);
    },
  });
  return { client, handshakes };
}

describe('the served index.html', () => {
  it('carries the key the discovery call hands out, at / and /index.html, compressed and revalidated', async () => {
    const discovered = ((await (await fetch(`${server.origin}${API_PREFIX}${HANDSHAKE_PATH}`)).json()) as { data: { publicKey: string } }).data.publicKey;
    for (const path of ['/', '/index.html']) {
      const page = await fetch(`${server.origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const html = await page.text();
      expect(html).toContain('<title>门户</title>');
      expect(metaKey(html)).toBe(discovered);
      const again = await fetch(`${server.origin}${path}`, { headers: { 'if-none-match': page.headers.get('etag')! } });
      expect(again.status).toBe(304);
    }
    // Brotli for browsers that take it, the same page.
    const { request } = await import('node:http');
    const brotli = await new Promise<Buffer>((done, fail) => {
      request(`${server.origin}/`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part)).on('end', () => done(Buffer.concat(parts)));
      })
        .on('error', fail)
        .end();
    });
    expect(metaKey(brotliDecompressSync(brotli).toString())).toBe(discovered);
  });

  it('lets a tab agree its key without discovery, and one holding a stale key fall back to it', async () => {
    const html = await (await fetch(`${server.origin}/`)).text();
    const fresh = countingClient(metaKey(html));
    await fresh.client.call(getPageData, { pageCode: 'index' });
    expect(fresh.handshakes).toEqual(['POST']);

    // A key the server never had (as after a rotation past its grace period).
    const stale = countingClient(sm2PublicKeyOf('1'.repeat(64)));
    await stale.client.call(getPageData, { pageCode: 'index' });
    expect(stale.handshakes).toEqual(['POST', 'GET', 'POST']);

    const none = countingClient(undefined);
    await none.client.call(getPageData, { pageCode: 'index' });
    expect(none.handshakes).toEqual(['GET', 'POST']);
  });
});
