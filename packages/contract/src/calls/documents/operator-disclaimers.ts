import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { ZDisclaimerId } from '../disclaimer/get-disclaimer-info.ts';
import { DOC_FIELD_MESSAGES as M, DOC_LIMITS as L } from './fields.ts';

export const ZDisclaimerAdmin = z.object({ msgId: z.string(), title: z.string(), content: z.string(), updatedAt: z.string() });
export type DisclaimerAdmin = z.infer<typeof ZDisclaimerAdmin>;

/** Every agreement pages can name in `disclaimersID`. */
export const operatorDisclaimerList = defineCall({
  method: 'POST',
  path: '/operator/disclaimers/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ items: z.array(ZDisclaimerAdmin) }),
});

/**
 * Creates (`create: true`, the id must be new) or changes an agreement. The HTML is sanitised
 * (§5) before it is stored; pages that name it show the new text within seconds.
 */
export const operatorDisclaimerSave = defineCall({
  method: 'POST',
  path: '/operator/disclaimers/save',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    msgId: ZDisclaimerId,
    create: z._default(z.boolean(), false),
    title: ZText.check(z.trim(), z.minLength(1, M.disclaimerTitleRequired), z.maxLength(L.disclaimerTitleMax, M.disclaimerTitleTooLong)),
    content: ZMultilineText.check(z.trim(), z.minLength(1, M.disclaimerBodyRequired), z.maxLength(L.disclaimerBodyMax, M.disclaimerBodyTooLong)),
  }),
  response: z.object({ disclaimer: ZDisclaimerAdmin }),
});
