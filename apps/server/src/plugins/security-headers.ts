import type { FastifyInstance } from 'fastify';

const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/** The headers of every call's reply (the poll lane writes them too). */
export function apiSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  return {
    // §7: every call is answered with no-store.
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    ...(options.hsts ? HSTS : {}),
  };
}

/**
 * Security headers of every reply, from tables computed once. @fastify/helmet rebuilt its
 * middleware and re-parsed the CSP on every request (18 % of a trivial call's CPU).
 *
 * Calls and JSON documents get the short set an API needs (OWASP REST guidance): never cached,
 * never framed, never sniffed. Pages and static files get the full browser set with the CSP
 * the web app runs under. Every byte here is written on every call, so the API set stays lean.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  const hsts = options.hsts ? HSTS : {};
  const apiHeaders = Object.entries(apiSecurityHeaders(options));
  const documentHeaders = Object.entries({
    'content-security-policy': [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      // antd injects its CSS-in-JS styles at run time.
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "connect-src 'self'",
      "font-src 'self' data:",
      "object-src 'none'",
      // 账户流水 打印 shows the server's PDF in a hidden frame of an object URL and prints it
      // (issue 37): blob: frames are allowed, and nothing else beyond default-src's own origin.
      "frame-src 'self' blob:",
      // The audio captcha plays its recording from a data: URL (issue 38 point 4).
      "media-src 'self' data:",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join('; '),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    ...hsts,
  });
  app.addHook('onRequest', (req, reply, done) => {
    const headers = req.url.startsWith('/qjmh/') ? apiHeaders : documentHeaders;
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
