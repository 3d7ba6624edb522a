import * as z from 'zod/mini';
import { ZInt4, ZMultilineText } from '../../validate/field-types.ts';
import { ZPageCode, ZPageData } from '../../page-config.ts';

/** Limits of the page-configuration console. */
export const PAGE_CONSOLE_LIMITS = {
  /** The draft travels as the operator's JSON text so syntax errors can name line and column. */
  jsonMaxChars: 512 * 1024,
  noteMax: 200,
  versionPageSizeMax: 50,
} as const;

export const ZPageVersionNo = ZInt4();

/** One page in the console's list. */
export const ZPageSummary = z.object({
  pageCode: z.string(),
  pageName: z.string(),
  pageChannel: z.string(),
  /** Version visitors see now. */
  publishedVersion: z.int(),
  publishedAt: z.string(),
  /** Display name of whoever published it; null for the configuration the system was set up with. */
  publishedBy: z.nullable(z.string()),
  draft: z.nullable(
    z.object({
      baseVersion: z.int(),
      updatedAt: z.string(),
      updatedBy: z.string(),
      /** The draft started from a version older than the published one: publishing it is refused. */
      stale: z.boolean(),
    }),
  ),
});
export type PageSummary = z.infer<typeof ZPageSummary>;

/** A published version in the history. */
export const ZPageVersionInfo = z.object({
  version: z.int(),
  pageName: z.string(),
  note: z.string(),
  publishedAt: z.string(),
  publishedBy: z.nullable(z.string()),
});
export type PageVersionInfo = z.infer<typeof ZPageVersionInfo>;

export const ZPageCodeInput = z.object({ pageCode: ZPageCode });

/** The publish note: why this version went out (shown in the history). */
export const ZPublishNote = ZMultilineText.check(z.trim(), z.minLength(1, '请填写发布说明'), z.maxLength(PAGE_CONSOLE_LIMITS.noteMax, `发布说明不能超过${PAGE_CONSOLE_LIMITS.noteMax}个字`));

export { ZPageData };
