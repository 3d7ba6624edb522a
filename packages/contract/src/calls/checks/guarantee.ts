import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZGuaranteeNo, ZGuaranteeStatus, ZGuaranteeType, ZVerifyCode } from './fields.ts';

/**
 * Domestic guarantee check (§7 `/guarantee/selectGuarantee`, issue 24): open to visitors, as a
 * beneficiary checking a paper guarantee is rarely a customer. The verification code printed on
 * the guarantee is the secret: a wrong code and an unknown number get the same answer
 * (GUARANTEE_NOT_MATCHED), and failures are counted per address (GUARANTEE_CHECK_LOCKED).
 */
export const selectGuarantee = defineCall({
  method: 'POST',
  path: '/guarantee/selectGuarantee',
  sealed: true,
  access: 'public',
  answers: ['GUARANTEE_NOT_MATCHED'],
  request: z.object({ guaranteeNo: ZGuaranteeNo, verifyCode: ZVerifyCode }),
  response: z.object({
    guaranteeNo: z.string(),
    type: ZGuaranteeType,
    /** The issuing branch. */
    issuer: z.string(),
    applicant: z.string(),
    beneficiary: z.string(),
    /** Minor units (fen, cent); JPY has none but is stored ×100 alike. */
    amountMinor: z.number(),
    currency: z.string(),
    issuedOn: z.string(),
    validFrom: z.string(),
    validUntil: z.string(),
    status: ZGuaranteeStatus,
    /** The day a cancellation or claim was recorded. */
    statusOn: z.nullable(z.string()),
    checkedAt: z.string(),
  }),
});
