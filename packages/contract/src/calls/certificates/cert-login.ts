import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZRedirectUrl } from '../auth/fields.ts';
import { ZLoginReply } from '../session/session-user.ts';
import { ZCertSerial, ZKeySerial, ZSignature } from './fields.ts';

const ZChallenge = z.object({
  token: z.string(),
  /** The exact text the key signs (ASCII). */
  plainText: z.string(),
  expiresIn: z.int(),
});
const ZToken = ZText.check(z.minLength(1), z.maxLength(100));

/** §7 `/auth/certi/getLoginToken`: a one-time random challenge for a certificate login. */
export const getCertLoginToken = defineCall({
  method: 'POST',
  path: '/auth/certi/getLoginToken',
  sealed: true,
  request: z.object({}),
  response: ZChallenge,
});

/**
 * §7 `/auth/certi/getSignedToken`: the text to sign for a challenge still open (the format
 * stays the server's), without spending it.
 */
export const getCertSignedToken = defineCall({
  method: 'POST',
  path: '/auth/certi/getSignedToken',
  sealed: true,
  request: z.object({ token: ZToken }),
  response: ZChallenge,
});

/**
 * §7 `/auth/certi/verifyCustomerLogin`: the challenge signed by the key; the certificate (PEM
 * or base64 DER, as the key gives it) or its serial. Spends the challenge whatever the outcome.
 */
export const verifyCertLogin = defineCall({
  method: 'POST',
  path: '/auth/certi/verifyCustomerLogin',
  sealed: true,
  request: z.object({
    token: ZToken,
    certificate: z.optional(ZMultilineText.check(z.maxLength(8_000))),
    serialNumber: z.optional(ZCertSerial),
    signature: ZSignature,
    keySerial: z.optional(ZKeySerial),
    redirectUrl: ZRedirectUrl,
  }),
  response: ZLoginReply,
});
