import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZCaptchaVerification, ZRedirectUrl, ZSm2Field } from '../auth/fields.ts';

/**
 * Workspace login (/workspaceLogin, §7 `POST /auth/workspace/login`): the workspace front end
 * checks the password and hands the portal a one-time ticket (`st`) rather than a session, as
 * the bank's separate login front ends do; the portal's login check spends it (§4).
 */
export const workspaceLogin = defineCall({
  method: 'POST',
  path: '/auth/workspace/login',
  sealed: true,
  request: z.object({
    loginName: ZText.check(z.trim(), z.minLength(1, '请输入用户名或手机号'), z.maxLength(40)),
    password: ZSm2Field,
    captchaVerification: ZCaptchaVerification,
    redirectUrl: ZRedirectUrl,
  }),
  response: z.object({ st: z.string(), redirectUrl: z.string() }),
});

/** A ticket for the logged-in user to open the workspace in another window (`workSpaceGenerateSt`). */
export const workspaceGenerateSt = defineCall({
  method: 'POST',
  path: '/auth/workspace/workSpaceGenerateSt',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({ st: z.string() }),
});
