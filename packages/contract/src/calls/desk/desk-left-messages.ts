import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';

/** Messages customers left outside service hours, newest first; `handleId` marks one handled. */
export const deskLeftMessages = defineCall({
  method: 'POST',
  path: '/staff/desk/leftMessages',
  sealed: true,
  access: 'staff',
  roles: ['agent'],
  request: z.object({ handleId: z.optional(ZText.check(z.maxLength(64))) }),
  response: z.object({
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        phone: z.string(),
        content: z.string(),
        createdAt: z.string(),
        handledAt: z.nullable(z.string()),
        handledBy: z.nullable(z.string()),
      }),
    ),
  }),
});
