import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZAntiFakeCode } from './fields.ts';

/**
 * E-seal anti-fake code query (§7 `/signVerify/signatureVerification`, issue 24): open to
 * visitors, by the 16-character code printed on an electronic receipt or document. Misses are
 * counted per address (SEAL_CHECK_LOCKED), as someone scanning for codes misses.
 */
export const signatureVerification = defineCall({
  method: 'POST',
  path: '/signVerify/signatureVerification',
  sealed: true,
  access: 'public',
  answers: ['SEAL_CODE_NOT_FOUND'],
  request: z.object({ antiFakeCode: ZAntiFakeCode }),
  response: z.object({
    antiFakeCode: z.string(),
    sealOwner: z.string(),
    sealName: z.string(),
    docType: z.string(),
    docTypeName: z.string(),
    docNo: z.string(),
    docTitle: z.string(),
    sealedAt: z.string(),
    certSerial: z.string(),
    certValidFrom: z.string(),
    certValidUntil: z.string(),
    sealRevokedAt: z.nullable(z.string()),
    valid: z.boolean(),
    verdict: z.enum(['valid', 'sealRevoked', 'certExpired']),
  }),
});
