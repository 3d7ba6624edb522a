import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZSm2Field } from '../auth/fields.ts';

/**
 * Change the login password (SM2, rule 1). Other sessions of the user end with reason
 * PASSWORD_CHANGED; this one stays.
 */
export const modifyPassword = defineCall({
  method: 'POST',
  path: '/pwd/modifyPassword',
  sealed: true,
  access: 'user',
  request: z.object({ oldPassword: ZSm2Field, newPassword: ZSm2Field }),
  response: z.object({ changed: z.boolean() }),
});
