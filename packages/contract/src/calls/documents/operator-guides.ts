import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { DOC_FIELD_MESSAGES as M, DOC_LIMITS as L, ZPublishState } from './fields.ts';
import { ZGuideColumn, ZGuideId } from './guide-calls.ts';

export const ZGuideAdmin = z.object({
  id: z.int(),
  column: ZGuideColumn,
  title: z.string(),
  summary: z.string(),
  bodyHtml: z.string(),
  status: ZPublishState,
  sort: z.int(),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export type GuideAdmin = z.infer<typeof ZGuideAdmin>;

/** Every guide of a section in any state, in the visitors' order. */
export const operatorGuideList = defineCall({
  method: 'POST',
  path: '/operator/guides/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ column: ZGuideColumn }),
  response: z.object({ items: z.array(ZGuideAdmin) }),
});

/** Creates (no `id`) or changes a guide; the HTML is sanitised (§5) before it is stored. */
export const operatorGuideSave = defineCall({
  method: 'POST',
  path: '/operator/guides/save',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    id: z.optional(ZGuideId),
    column: ZGuideColumn,
    title: ZText.check(z.trim(), z.minLength(1, M.guideTitleRequired), z.maxLength(L.guideTitleMax, M.guideTitleTooLong)),
    summary: z._default(ZMultilineText.check(z.trim(), z.maxLength(L.summaryMax, M.summaryTooLong)), ''),
    bodyHtml: ZMultilineText.check(z.trim(), z.minLength(1, M.guideBodyRequired), z.maxLength(L.guideBodyMax, M.guideBodyTooLong)),
    sort: z._default(z.int().check(z.minimum(0), z.maximum(9999)), 0),
  }),
  response: z.object({ guide: ZGuideAdmin }),
});

export const operatorGuideSetStatus = defineCall({
  method: 'POST',
  path: '/operator/guides/status',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZGuideId, status: z.enum(['published', 'offline']) }),
  response: z.object({ guide: ZGuideAdmin }),
});
