import * as z from 'zod/mini';
import { defineCall } from '../../../call.ts';
import { ZMultilineText, ZRowId } from '../../../validate/field-types.ts';
import { ZConsultCategory, ZFeedbackKind, ZInboxStatus, ZQuestionText, ZReply } from './fields.ts';

/** The operators' console of the API catalogue: feedback and consultation inboxes. */

const paging = { pageNo: z._default(z.int().check(z.minimum(1)), 1) };
const ZItemId = z.string().check(z.regex(/^[0-9a-f-]{36}$/, '编号不正确'));

export const ZCatalogueFeedbackItem = z.object({
  id: z.string(),
  apiCode: z.string(),
  apiName: z.string(),
  kind: ZFeedbackKind,
  content: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  hasScreenshot: z.boolean(),
  status: ZInboxStatus,
  reply: z.string(),
  /** The official question the answer was published as, if it was. */
  questionId: z.nullable(z.int()),
  handledBy: z.nullable(z.string()),
  createdAt: z.string(),
});
export type CatalogueFeedbackItem = z.infer<typeof ZCatalogueFeedbackItem>;

export const operatorCatalogueFeedbackList = defineCall({
  method: 'POST',
  path: '/operator/openPlatform/catalogue/feedback/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ status: z.optional(ZInboxStatus), ...paging }),
  response: z.object({ total: z.int(), items: z.array(ZCatalogueFeedbackItem) }),
});

/**
 * Answers a feedback item. With `publishQuestion` the answer is published as an official Q&A of
 * the API (the question text defaults to the feedback's), which every visitor then sees. Audited.
 */
export const operatorCatalogueFeedbackAnswer = defineCall({
  method: 'POST',
  path: '/operator/openPlatform/catalogue/feedback/answer',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZItemId, reply: ZReply, publishQuestion: z.boolean(), question: z._default(ZQuestionText, '') }),
  response: z.object({ item: ZCatalogueFeedbackItem }),
});

/** The screenshot of a feedback item, as a blob download (attachment). */
export const operatorCatalogueFeedbackScreenshot = defineCall({
  method: 'POST',
  path: '/operator/openPlatform/catalogue/feedback/screenshot',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZItemId }),
  response: z.object({ fileName: z.string(), size: z.int() }),
});

export const ZConsultItem = z.object({
  id: z.string(),
  category: ZConsultCategory,
  companyName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  content: z.string(),
  source: z.string(),
  status: ZInboxStatus,
  note: z.string(),
  handledBy: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ConsultItem = z.infer<typeof ZConsultItem>;

export const operatorConsultList = defineCall({
  method: 'POST',
  path: '/operator/openPlatform/consult/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ status: z.optional(ZInboxStatus), ...paging }),
  response: z.object({ total: z.int(), items: z.array(ZConsultItem) }),
});

/** Marks a consultation handled (or back to new) with the operator's note. Audited. */
export const operatorConsultUpdate = defineCall({
  method: 'POST',
  path: '/operator/openPlatform/consult/update',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZItemId, status: ZInboxStatus, note: z._default(ZMultilineText.check(z.trim(), z.maxLength(200, '处理备注不能超过200个字')), '') }),
  response: z.object({ item: ZConsultItem }),
});

/** Takes an official question off the catalogue (answers stay stored). Audited. */
export const operatorQuestionWithdraw = defineCall({
  method: 'POST',
  path: '/operator/openPlatform/catalogue/question/withdraw',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ questionId: ZRowId('问题编号不正确') }),
  response: z.object({ ok: z.boolean() }),
});
