import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The partner assertion: `base64url(JSON claims) + "." + hex HMAC-SM3(secret, first part)`.
 * Claims: `iss` (partner id), `sub` (the partner's user id), `iat` and `exp` (epoch seconds),
 * `jti` (single use). A partner implements this in a few lines with any SM3 library.
 */
export interface AssertionClaims {
  iss: string;
  sub: string;
  iat: number;
  exp: number;
  jti: string;
}

/** The longest an assertion may live: long enough for a redirect, too short to be collected. */
export const MAX_ASSERTION_SECONDS = 300;

function mac(secret: string, body: string): string {
  return createHmac('sm3', secret).update(body).digest('hex');
}

export function signAssertion(secret: string, claims: AssertionClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The claims of a well-formed assertion (signature not yet checked), or undefined. */
export function readAssertion(assertion: string): { body: string; signature: string; claims: AssertionClaims } | undefined {
  const [body, signature, extra] = assertion.split('.');
  if (!body || !signature || extra !== undefined || !/^[0-9a-f]{64}$/.test(signature)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AssertionClaims;
    const ok =
      typeof claims.iss === 'string' &&
      typeof claims.sub === 'string' &&
      claims.sub.length > 0 &&
      claims.sub.length <= 128 &&
      Number.isInteger(claims.iat) &&
      Number.isInteger(claims.exp) &&
      typeof claims.jti === 'string' &&
      claims.jti.length >= 8 &&
      claims.jti.length <= 64;
    return ok ? { body, signature, claims } : undefined;
  } catch {
    return undefined;
  }
}

export function signatureValid(secret: string, body: string, signature: string): boolean {
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
