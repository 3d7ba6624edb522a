import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZArticleAdmin, ZArticleContent, ZArticleId } from './article-fields.ts';

/** A new item, kept as a draft until it is published. */
export const operatorArticleCreate = defineCall({
  method: 'POST',
  path: '/operator/articles/create',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: ZArticleContent,
  response: z.object({ article: ZArticleAdmin }),
});

/** Changes an item's content; a published item shows the change to visitors at once. */
export const operatorArticleUpdate = defineCall({
  method: 'POST',
  path: '/operator/articles/update',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.extend(ZArticleContent, { id: ZArticleId }),
  response: z.object({ article: ZArticleAdmin }),
});
