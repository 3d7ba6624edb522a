import * as z from 'zod/mini';
import { ZRowId } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';

/** The two guide sections: /bankGuide (企业网银操作指南) and /appGuide (手机银行操作指南). */
export const GUIDE_COLUMNS = ['bankGuide', 'appGuide'] as const;
export type GuideColumn = (typeof GUIDE_COLUMNS)[number];
export const ZGuideColumn = z.enum(GUIDE_COLUMNS);

export const ZGuideId = ZRowId('指南编号不正确');

export const ZGuideTopic = z.object({ id: z.int(), title: z.string(), summary: z.string(), updatedAt: z.string() });
export type GuideTopic = z.infer<typeof ZGuideTopic>;

/** The published topics of one guide section, in the operators' order (the left list). */
export const guideTopics = defineCall({
  method: 'POST',
  path: '/portal/guide/topics',
  sealed: true,
  request: z.object({ column: ZGuideColumn }),
  response: z.object({ items: z.array(ZGuideTopic) }),
});

/** One published guide with its steps as sanitised HTML (the right pane). */
export const guideDetail = defineCall({
  method: 'POST',
  path: '/portal/guide/detail',
  sealed: true,
  request: z.object({ id: ZGuideId }),
  response: z.object({
    id: z.int(),
    column: ZGuideColumn,
    title: z.string(),
    summary: z.string(),
    bodyHtml: z.string(),
    updatedAt: z.string(),
  }),
});
