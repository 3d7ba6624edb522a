import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZRedirectUrl } from '../auth/fields.ts';
import { ZLoginPageView } from './fields.ts';

/**
 * The login page for a return address (§7 /loginPage/selectPage): the enabled configuration
 * with the longest route prefix that the address starts with, else the default page.
 */
export const selectLoginPage = defineCall({
  method: 'POST',
  path: '/loginPage/selectPage',
  sealed: true,
  request: z.object({ redirectUrl: ZRedirectUrl }),
  response: ZLoginPageView,
});
