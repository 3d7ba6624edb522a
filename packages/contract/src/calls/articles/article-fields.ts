import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { ARTICLE_KINDS } from './article-columns.ts';

/** Limits of an article as operators write it (issue 5), checked in the console and on the server. */
export const ARTICLE_LIMITS = {
  titleMax: 100,
  summaryMax: 300,
  bodyMax: 100_000,
  urlMax: 2048,
  sourceMax: 40,
  tagMax: 12,
  tagsMax: 8,
  keywordMax: 50,
  columnMax: 32,
  /** Largest page a public list serves. */
  pageSizeMax: 50,
  /** Titles the home notice module may ask for. */
  simpleMax: 20,
} as const;

/** Chinese messages of the article editor (shown at the field and sent by the server). */
export const ARTICLE_FIELD_MESSAGES = {
  titleRequired: '请输入标题',
  titleTooLong: `标题不能超过${ARTICLE_LIMITS.titleMax}个字`,
  summaryTooLong: `摘要不能超过${ARTICLE_LIMITS.summaryMax}个字`,
  bodyTooLong: `正文不能超过${ARTICLE_LIMITS.bodyMax}个字符`,
  urlInvalid: '地址须以 http://、https:// 或站内路径 / 开头',
  urlTooLong: `地址不能超过${ARTICLE_LIMITS.urlMax}个字符`,
  sourceTooLong: `来源不能超过${ARTICLE_LIMITS.sourceMax}个字`,
  tagTooLong: `每个标签不能超过${ARTICLE_LIMITS.tagMax}个字`,
  tagsTooMany: `标签最多${ARTICLE_LIMITS.tagsMax}个`,
  publishedAtInvalid: '发布时间格式不正确',
  kindInvalid: '请选择内容类型',
  keywordTooLong: `搜索内容不能超过${ARTICLE_LIMITS.keywordMax}个字`,
} as const;

/** http(s) addresses or site paths (`/static/…`); never `//host`, `javascript:` or `data:`. */
export const MEDIA_URL = /^(?:https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i;

export function isAllowedMediaUrl(url: string): boolean {
  return MEDIA_URL.test(url);
}

const ZUrl = z.nullish(
  ZText.check(z.trim(), z.maxLength(ARTICLE_LIMITS.urlMax, ARTICLE_FIELD_MESSAGES.urlTooLong), z.refine((v) => v === '' || isAllowedMediaUrl(v), ARTICLE_FIELD_MESSAGES.urlInvalid)),
);

export const ZArticleKind = z.enum(ARTICLE_KINDS, ARTICLE_FIELD_MESSAGES.kindInvalid);
export const ZArticleStatus = z.enum(['draft', 'published', 'offline']);
export type ArticleStatus = z.infer<typeof ZArticleStatus>;

/** What an operator writes. Body HTML is sanitised on the server before it is stored (§5). */
export const ZArticleContent = z.object({
  kind: ZArticleKind,
  column: ZText.check(z.trim(), z.maxLength(ARTICLE_LIMITS.columnMax)),
  title: ZText.check(z.trim(), z.minLength(1, ARTICLE_FIELD_MESSAGES.titleRequired), z.maxLength(ARTICLE_LIMITS.titleMax, ARTICLE_FIELD_MESSAGES.titleTooLong)),
  summary: ZMultilineText.check(z.trim(), z.maxLength(ARTICLE_LIMITS.summaryMax, ARTICLE_FIELD_MESSAGES.summaryTooLong)),
  bodyHtml: ZMultilineText.check(z.maxLength(ARTICLE_LIMITS.bodyMax, ARTICLE_FIELD_MESSAGES.bodyTooLong)),
  coverUrl: ZUrl,
  mediaUrl: ZUrl,
  source: z.nullish(ZText.check(z.trim(), z.maxLength(ARTICLE_LIMITS.sourceMax, ARTICLE_FIELD_MESSAGES.sourceTooLong))),
  tags: z
    .array(ZText.check(z.trim(), z.minLength(1), z.maxLength(ARTICLE_LIMITS.tagMax, ARTICLE_FIELD_MESSAGES.tagTooLong)))
    .check(z.maxLength(ARTICLE_LIMITS.tagsMax, ARTICLE_FIELD_MESSAGES.tagsTooMany)),
  isTop: z.boolean(),
  /** When visitors may see it once published (ISO time); empty means at publication. */
  publishedAt: z.nullish(z.iso.datetime({ offset: true, message: ARTICLE_FIELD_MESSAGES.publishedAtInvalid })),
});
export type ArticleContent = z.input<typeof ZArticleContent>;

export const ZArticleId = z.int().check(z.minimum(1), z.maximum(2_147_483_647));

/** One row of a public list. */
export const ZArticleItem = z.object({
  id: z.int(),
  kind: z.string(),
  column: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.nullable(z.string()),
  mediaUrl: z.nullable(z.string()),
  source: z.nullable(z.string()),
  tags: z.array(z.string()),
  isTop: z.boolean(),
  publishedAt: z.string(),
});
export type ArticleItem = z.infer<typeof ZArticleItem>;

/** A neighbour in the same list, for the previous / next links under a detail. */
export const ZArticleLink = z.nullable(z.object({ id: z.int(), title: z.string() }));

export const ZArticleList = z.object({ total: z.int(), pageNo: z.int(), pageSize: z.int(), list: z.array(ZArticleItem) });

/** One row as the console shows and edits it. */
export const ZArticleAdmin = z.object({
  id: z.int(),
  kind: z.string(),
  column: z.string(),
  title: z.string(),
  summary: z.string(),
  bodyHtml: z.string(),
  coverUrl: z.nullable(z.string()),
  mediaUrl: z.nullable(z.string()),
  source: z.nullable(z.string()),
  tags: z.array(z.string()),
  isTop: z.boolean(),
  status: ZArticleStatus,
  publishedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export type ArticleAdmin = z.infer<typeof ZArticleAdmin>;

/** Paging of the public lists: missing or 0 means page 1 of LIST_PAGE_SIZE (§5), normalised on the server. */
export const PUBLIC_PAGING = {
  pageNo: z.nullish(z.int().check(z.gte(0))),
  pageSize: z.nullish(z.int().check(z.gte(0), z.lte(ARTICLE_LIMITS.pageSizeMax, `每页最多${ARTICLE_LIMITS.pageSizeMax}条`))),
};
