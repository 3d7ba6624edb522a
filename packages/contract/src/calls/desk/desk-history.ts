import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZConversationSummary, ZOptionalDay } from './fields.ts';

/**
 * Search of ended conversations: by customer name or message text, by day range. Agents search
 * their own; operators everyone's.
 */
export const deskHistory = defineCall({
  method: 'POST',
  path: '/staff/desk/history',
  sealed: true,
  access: 'staff',
  roles: ['agent', 'operator'],
  request: z.object({
    keyword: ZText.check(z.trim(), z.maxLength(50)),
    /** yyyy-mm-dd, China time; empty for no bound. */
    from: ZOptionalDay,
    to: ZOptionalDay,
    pageNo: z.int().check(z.minimum(1)),
    pageSize: z.int().check(z.minimum(1), z.maximum(50)),
  }),
  response: z.object({ total: z.int(), items: z.array(ZConversationSummary) }),
});
