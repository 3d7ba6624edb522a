import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/** The session cookie: HttpOnly, SameSite=Strict, on the API path only, Secure in production. */
export const SESSION_COOKIE = 'QJMH_SID';
const COOKIE_PATH = '/qjmh/';
const VALUE_RE = /^[A-Za-z0-9_-]{43}$/;

/** The value of the request's cookie `name` when it has the shape `valueRe` allows, otherwise nothing. */
export function readCookie(req: { readonly headers: IncomingHttpHeaders }, name: string, valueRe: RegExp): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return valueRe.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export function readSessionCookie(req: { readonly headers: IncomingHttpHeaders }): string | undefined {
  return readCookie(req, SESSION_COOKIE, VALUE_RE);
}

export function setSessionCookie(reply: FastifyReply, value: string, options: { secure: boolean; maxAgeSeconds: number }) {
  const secure = options.secure ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${options.maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`,
  );
}

export function clearSessionCookie(reply: FastifyReply, options: { secure: boolean }) {
  const secure = options.secure ? '; Secure' : '';
  reply.header('set-cookie', `${SESSION_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Strict${secure}`);
}
