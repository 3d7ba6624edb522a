import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { DEVICE_COOKIE_VALUE_RE, DEVICE_TRUST_MS } from '../security/login-devices.ts';
import { readCookie } from '../session/cookie.ts';

/**
 * The device cookie of customer and staff logins (security/login-devices.ts has its entries):
 * HttpOnly, SameSite=Strict and on the API path like the session cookie, Secure in production,
 * and kept for as long as an entry is trusted.
 */
export const DEVICE_COOKIE = 'QJMH_DEVICE';
const COOKIE_PATH = '/qjmh/';

export function readDeviceCookie(req: { readonly headers: IncomingHttpHeaders }): string | undefined {
  return readCookie(req, DEVICE_COOKIE, DEVICE_COOKIE_VALUE_RE);
}

export function setDeviceCookie(reply: FastifyReply, value: string, options: { secure: boolean }): void {
  const secure = options.secure ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${DEVICE_TRUST_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
  );
}
