import * as z from 'zod/mini';
import { defineCall } from '../../../call.ts';
import { ZDocSummary } from '../../documents/fields.ts';
import { ZText } from '../../../validate/field-types.ts';
import { CATALOGUE_MESSAGES, CATALOGUE_LIMITS, ZCatalogueApi, ZDocSection, ZOpenApiCode, ZOpenApiTypeCode, ZQuestionId } from './fields.ts';

/**
 * The API catalogue (§7 Products, `/yqzl/product/*`, issue 26 point 1): public, like the
 * document centre. Codes are those of `open-platform/apis.ts`.
 */

/** `type`: the API categories with how many APIs each holds. */
export const catalogueTypes = defineCall({
  method: 'POST',
  path: '/yqzl/product/type',
  sealed: true,
  request: z.object({}),
  response: z.object({ types: z.array(z.object({ code: z.string(), name: z.string(), apiCount: z.int() })) }),
});

/** `menu`: the APIs of one category (all categories when `type` is absent), in catalogue order. */
export const catalogueMenu = defineCall({
  method: 'POST',
  path: '/yqzl/product/menu',
  sealed: true,
  request: z.object({ type: z.optional(ZOpenApiTypeCode) }),
  response: z.object({ menu: z.array(z.object({ code: z.string(), name: z.string(), apis: z.array(ZCatalogueApi) })) }),
});

export interface CatalogueTreeNode {
  key: string;
  title: string;
  /** `type`, `api` or `section` (an anchor of an API's page). */
  kind: 'type' | 'api' | 'section';
  children?: CatalogueTreeNode[] | undefined;
}
const ZTreeNode: z.ZodMiniType<CatalogueTreeNode> = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(['type', 'api', 'section']),
  get children() {
    return z.optional(z.array(ZTreeNode));
  },
});

/** `platform/tree`: the whole platform as a tree: categories → APIs → their documentation sections. */
export const cataloguePlatformTree = defineCall({
  method: 'POST',
  path: '/yqzl/product/platform/tree',
  sealed: true,
  request: z.object({}),
  response: z.object({ tree: z.array(ZTreeNode) }),
});

/** `platform/config`: one API's page: its facts and its documentation sections. */
export const cataloguePlatformConfig = defineCall({
  method: 'POST',
  path: '/yqzl/product/platform/config',
  sealed: true,
  request: z.object({ apiCode: ZOpenApiCode }),
  response: z.object({
    api: z.extend(ZCatalogueApi, { typeName: z.string() }),
    /** Where the sandbox serves it (the production gateway is the bank's, not this server). */
    sandboxUrl: z.string(),
    sections: z.array(ZDocSection),
    version: z.string(),
    updatedAt: z.string(),
  }),
});

/** `file`: the API's published files (documents of the document centre); download each with `pdf/download`. */
export const catalogueFiles = defineCall({
  method: 'POST',
  path: '/yqzl/product/file',
  sealed: true,
  request: z.object({ apiCode: ZOpenApiCode }),
  response: z.object({ files: z.array(ZDocSummary) }),
});

export const ZOfficialQuestion = z.object({ id: z.int(), apiCode: z.string(), question: z.string(), answerCount: z.int(), publishedAt: z.string() });
export type OfficialQuestion = z.infer<typeof ZOfficialQuestion>;

/** `question/selectOfficialList`: the bank's published questions of an API, optionally filtered by a keyword. */
export const catalogueOfficialQuestions = defineCall({
  method: 'POST',
  path: '/yqzl/product/question/selectOfficialList',
  sealed: true,
  request: z.object({
    apiCode: ZOpenApiCode,
    keyword: z._default(ZText.check(z.trim(), z.maxLength(CATALOGUE_LIMITS.keywordMax, CATALOGUE_MESSAGES.keywordTooLong)), ''),
  }),
  response: z.object({ questions: z.array(ZOfficialQuestion) }),
});

export const ZOfficialAnswer = z.object({ id: z.int(), body: z.string(), answeredBy: z.string(), publishedAt: z.string() });

/** `answer/selectList`: the published answers of a question. */
export const catalogueAnswers = defineCall({
  method: 'POST',
  path: '/yqzl/product/answer/selectList',
  sealed: true,
  request: z.object({ questionId: ZQuestionId }),
  response: z.object({ question: z.string(), answers: z.array(ZOfficialAnswer) }),
});
