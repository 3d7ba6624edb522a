import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZLoginPage, ZLoginPageCode, ZLoginPageInput } from './fields.ts';

/** Operators' list of login-page configurations. */
export const listLoginPages = defineCall({
  method: 'POST',
  path: '/operator/loginPages/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ items: z.array(ZLoginPage) }),
});

/** Creates or replaces one login page (`isNew` refuses an existing code instead of overwriting it). */
export const saveLoginPage = defineCall({
  method: 'POST',
  path: '/operator/loginPages/save',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ page: ZLoginPageInput, isNew: z.boolean() }),
  response: z.object({ page: ZLoginPage }),
});

/** Deletes a login page; the default page (empty prefix) cannot be deleted, only edited. */
export const deleteLoginPage = defineCall({
  method: 'POST',
  path: '/operator/loginPages/delete',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ code: ZLoginPageCode }),
  response: z.object({ deleted: z.boolean() }),
});
