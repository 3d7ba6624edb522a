import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZRealNameIdentity } from './fields.ts';

/**
 * §7 `/realName/beforeAuth` (SM2): checks step 1 before anything costs money or is stored: the
 * name, the document number by its type (mainland ID with its check digit), the phone, that
 * the caller is not verified already and that the document is not verified for another user.
 * Writes nothing; a field-level error names the field (`realName`, `docNumber`, `phone`).
 * `phoneCodeRequired`: the phone is not the account's own (proven at registration), so phoneAuth
 * needs the code that `/realName/sendPhoneCode` sends to it (issue 35).
 */
export const beforeRealNameAuth = defineCall({
  method: 'POST',
  path: '/realName/beforeAuth',
  sealed: true,
  access: 'user',
  request: ZRealNameIdentity,
  response: z.object({ ok: z.literal(true), phoneCodeRequired: z.boolean() }),
});
