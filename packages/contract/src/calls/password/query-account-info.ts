import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZResetLoginName } from './fields.ts';

/**
 * §7 `/resetPwd/queryAccountInfo`: the masked name and phone of an account, so the person
 * resetting sees which account they are about to prove is theirs. Nothing unmasked leaves.
 */
export const queryResetAccountInfo = defineCall({
  method: 'POST',
  path: '/resetPwd/queryAccountInfo',
  sealed: true,
  request: z.object({ loginName: ZResetLoginName }),
  response: z.object({
    maskedRealName: z.nullable(z.string()),
    maskedPhone: z.string(),
    /** False when the account has no name on record, so the face check cannot be used. */
    faceAvailable: z.boolean(),
  }),
});
