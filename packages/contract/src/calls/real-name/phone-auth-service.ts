import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZRealNameSummary } from './fields.ts';

/**
 * §7 `/realName/phoneAuthService`: where the caller's own real-name authentication stands, so
 * `/realAuth` resumes at the right step after a reload and the center shows the status.
 * `open` is the unfinished one waiting for the face check, `verified` the one that counts.
 */
export const realNameAuthState = defineCall({
  method: 'POST',
  path: '/realName/phoneAuthService',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({ open: z.nullable(ZRealNameSummary), verified: z.nullable(ZRealNameSummary) }),
});
