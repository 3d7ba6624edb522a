import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';
import { DOC_FIELD_MESSAGES as M, DOC_FILE_NAME_RE, DOC_LIMITS as L, ZDocCategory, ZDocId, ZPaging, ZPublishState } from './fields.ts';

const text = (max: number, long: string) => ZText.check(z.trim(), z.maxLength(max, long));

/** A document as the console shows it: everything but the file bytes. */
export const ZDocAdmin = z.object({
  id: z.int(),
  category: ZDocCategory,
  title: z.string(),
  summary: z.string(),
  keywords: z.string(),
  version: z.nullable(z.string()),
  meta: z.record(z.string(), z.string()),
  fileName: z.nullable(z.string()),
  fileSize: z.nullable(z.int()),
  /** Characters of search text kept for the document. */
  bodyTextLength: z.int(),
  status: ZPublishState,
  sort: z.int(),
  publishedAt: z.nullable(z.string()),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export type DocAdmin = z.infer<typeof ZDocAdmin>;

/** Operators' list of every document in any state. */
export const operatorDocList = defineCall({
  method: 'POST',
  path: '/operator/documents/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({
    category: z.optional(ZDocCategory),
    keyword: z.optional(text(L.keywordMax, M.keywordTooLong)),
    ...ZPaging,
  }),
  response: z.object({ total: z.int(), items: z.array(ZDocAdmin) }),
});

/** One document with its search text, for the editor. */
export const operatorDocGet = defineCall({
  method: 'POST',
  path: '/operator/documents/get',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZDocId }),
  response: z.object({ doc: ZDocAdmin, bodyText: z.string() }),
});

/**
 * Creates (no `id`) or changes a document. The file comes as the one file part `file`: required
 * when creating, optional when changing (keeps the current file). The server checks it by its
 * bytes and size (at most 20 MB): a PDF (%PDF-) for manuals; for a driver entry a PDF
 * installation guide or the vendor's installer (exe, msi, zip, deb), which sets
 * meta.packageKind. Saving never changes the publish state.
 */
export const operatorDocSave = defineCall({
  method: 'POST',
  path: '/operator/documents/save',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  upload: { maxFiles: 1, maxFileBytes: L.pdfMaxBytes },
  request: z.object({
    id: z.optional(ZDocId),
    category: ZDocCategory,
    title: ZText.check(z.trim(), z.minLength(1, M.titleRequired), z.maxLength(L.titleMax, M.titleTooLong)),
    summary: z._default(ZMultilineText.check(z.trim(), z.maxLength(L.summaryMax, M.summaryTooLong)), ''),
    keywords: z._default(text(L.keywordsMax, M.keywordsTooLong), ''),
    version: z._default(text(L.versionMax, M.versionTooLong), ''),
    /** Name the download gets; defaults to the uploaded file's name. */
    fileName: z.optional(
      ZText.check(z.trim(), z.maxLength(L.fileNameMax, M.fileNameInvalid), z.regex(DOC_FILE_NAME_RE, M.fileNameInvalid)),
    ),
    bodyText: z._default(ZMultilineText.check(z.maxLength(L.bodyTextMax, M.bodyTextTooLong)), ''),
    meta: z._default(z.record(ZText.check(z.maxLength(40)), text(L.metaValueMax, M.metaTooLong)), {}),
    sort: z._default(z.int().check(z.minimum(0), z.maximum(9999)), 0),
  }),
  response: z.object({ doc: ZDocAdmin }),
});

/** Publishes a document (visitors see it at once) or takes it offline. */
export const operatorDocSetStatus = defineCall({
  method: 'POST',
  path: '/operator/documents/status',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZDocId, status: z.enum(['published', 'offline']) }),
  response: z.object({ doc: ZDocAdmin }),
});
