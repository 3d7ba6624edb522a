import * as z from 'zod/mini';
import { ZRowId, ZText } from '../../validate/field-types.ts';
import { LIST_PAGE_SIZE } from '../../limits.ts';

const MB = 1024 * 1024;

/** Limits of the document centre and its console. */
export const DOC_LIMITS = {
  keywordMax: 30,
  titleMax: 60,
  summaryMax: 200,
  keywordsMax: 200,
  versionMax: 30,
  fileNameMax: 100,
  /** Search text an operator pastes for an uploaded PDF. */
  bodyTextMax: 200_000,
  pdfMaxBytes: 20 * MB,
  metaValueMax: 100,
  suggestionsMax: 8,
  pageSizeMax: 50,
  guideTitleMax: 60,
  guideBodyMax: 50_000,
  disclaimerTitleMax: 60,
  disclaimerBodyMax: 50_000,
} as const;

/** Chinese messages shown at the field and sent by the server. */
export const DOC_FIELD_MESSAGES = {
  keywordRequired: '请输入搜索关键词',
  keywordTooLong: `关键词不能超过${DOC_LIMITS.keywordMax}个字`,
  titleRequired: '请输入文档名称',
  titleTooLong: `文档名称不能超过${DOC_LIMITS.titleMax}个字`,
  summaryTooLong: `文档简介不能超过${DOC_LIMITS.summaryMax}个字`,
  keywordsTooLong: `关键词不能超过${DOC_LIMITS.keywordsMax}个字`,
  versionTooLong: `版本号不能超过${DOC_LIMITS.versionMax}个字`,
  fileNameInvalid: '下载文件名须以 .pdf（驱动安装包可为 .exe、.msi、.zip、.deb）结尾，且不能包含 / \\ : * ? " < > | 等字符',
  bodyTextTooLong: '检索正文过长',
  metaTooLong: `每项说明不能超过${DOC_LIMITS.metaValueMax}个字`,
  guideTitleRequired: '请输入指南标题',
  guideTitleTooLong: `指南标题不能超过${DOC_LIMITS.guideTitleMax}个字`,
  guideBodyRequired: '请输入指南正文',
  guideBodyTooLong: '指南正文过长',
  disclaimerTitleRequired: '请输入协议标题',
  disclaimerTitleTooLong: `协议标题不能超过${DOC_LIMITS.disclaimerTitleMax}个字`,
  disclaimerBodyRequired: '请输入协议正文',
  disclaimerBodyTooLong: '协议正文过长',
} as const;

/** Categories of documents: the manuals of /docCenter and the key drivers of /netshield. */
export const DOC_CATEGORIES = ['ebankManual', 'appManual', 'other', 'netshieldDriver'] as const;
export type DocCategory = (typeof DOC_CATEGORIES)[number];
export const ZDocCategory = z.enum(DOC_CATEGORIES);

export const DOC_CATEGORY_NAMES: Record<DocCategory, string> = {
  ebankManual: '企业网银手册',
  appManual: '手机银行手册',
  other: '接入与其他指南',
  netshieldDriver: '安全设备驱动',
};

/**
 * What a driver entry may hold besides its PDF installation guide: the vendor's installer, known
 * by its bytes (Windows exe and msi, zip, Debian package for UOS and Kylin).
 */
export const DRIVER_PACKAGE_EXTENSIONS = ['exe', 'msi', 'zip', 'deb'] as const;

/** A download name: no path or reserved characters, ending in an extension the portal serves. */
export const DOC_FILE_NAME_RE = /^[^/\\:*?"<>|\r\n]+\.(pdf|exe|msi|zip|deb)$/i;

/** draft: not yet shown; published: visitors see it; offline: taken down. */
export const PUBLISH_STATES = ['draft', 'published', 'offline'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];
export const ZPublishState = z.enum(PUBLISH_STATES);

export const ZDocId = ZRowId('文档编号不正确');

export const ZPaging = {
  pageNo: z._default(z.int().check(z.minimum(1)), 1),
  pageSize: z._default(z.int().check(z.minimum(1), z.maximum(DOC_LIMITS.pageSizeMax)), LIST_PAGE_SIZE),
};

export const ZSearchKeyword = ZText.check(z.trim(), z.minLength(1, DOC_FIELD_MESSAGES.keywordRequired), z.maxLength(DOC_LIMITS.keywordMax, DOC_FIELD_MESSAGES.keywordTooLong));

/** A document as visitors see it (no file bytes, no search text). */
export const ZDocSummary = z.object({
  id: z.int(),
  category: ZDocCategory,
  title: z.string(),
  summary: z.string(),
  keywords: z.string(),
  version: z.nullable(z.string()),
  /** Facts of a driver download: provider, driverVersion, minKeySnVersion, systems, releaseDate. */
  meta: z.record(z.string(), z.string()),
  fileName: z.nullable(z.string()),
  fileSize: z.nullable(z.int()),
  publishedAt: z.nullable(z.string()),
});
export type DocSummary = z.infer<typeof ZDocSummary>;

/** A piece of text with the ranges ([start, end) in UTF-16 units) that matched the keyword. */
export const ZHighlighted = z.object({
  text: z.string(),
  marks: z.array(z.tuple([z.int(), z.int()])),
});
export type Highlighted = z.infer<typeof ZHighlighted>;
