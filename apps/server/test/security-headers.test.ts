import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../src/plugins/security-headers.ts';

/** The page CSP as directives: name → sources. */
function directives(csp: string): Map<string, string> {
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources.join(' ')]));
}

async function headersOf(url: string): Promise<Record<string, unknown>> {
  const app = Fastify();
  registerSecurityHeaders(app, { hsts: false });
  app.get('/*', async () => 'ok');
  const res = await app.inject({ url });
  await app.close();
  return res.headers;
}

describe('security headers', () => {
  it('lets pages frame object URLs (账户流水 打印, issue 37) and nothing more', async () => {
    const csp = directives(String((await headersOf('/index.html'))['content-security-policy']));
    expect(csp.get('default-src')).toBe("'self'");
    // The print frame holds the statement PDF under a blob: URL; same-origin frames as before.
    expect(csp.get('frame-src')).toBe("'self' blob:");
    // The PDF viewer runs without plugins being allowed: object-src stays closed.
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.has('child-src')).toBe(false);
  });

  it('lets pages play the audio captcha’s data: recording (issue 38 point 4), and no other media', async () => {
    const csp = directives(String((await headersOf('/index.html'))['content-security-policy']));
    expect(csp.get('media-src')).toBe("'self' data:");
  });

  it('keeps the calls’ CSP closed to every source', async () => {
    expect((await headersOf('/qjmh/api/x'))['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
