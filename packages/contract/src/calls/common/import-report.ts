import * as z from 'zod/mini';

/**
 * What the operators' CSV/XLSX imports share: a template's columns, the template file, and the
 * report with one entry per problem (row, column, reason).
 */
export interface ImportColumn {
  key: string;
  /** The column's Chinese header in the template and in the file. */
  title: string;
  required: boolean;
  example: string;
  /** A column added after the template was first published: a file without it still imports. */
  optionalHeader?: boolean;
}

/** A template as a download: the file's bytes in base64. */
export const ZImportTemplateFile = z.object({ fileName: z.string(), mimeType: z.string(), base64: z.string() });

export const ZImportRowError = z.object({ row: z.int(), column: z.string(), reason: z.string() });
export type ImportRowError = z.infer<typeof ZImportRowError>;

/** The report of an import that stores a file whole or not at all (the registries). */
export const ZWholeFileImportReport = z.object({
  fileName: z.string(),
  totalRows: z.int(),
  /** Rows stored; 0 whenever a row failed (a file is imported whole or not at all). */
  imported: z.int(),
  created: z.int(),
  updated: z.int(),
  failedRows: z.int(),
  /** The first problems found, by row and then column (at most the import's `maxReported`). */
  errors: z.array(ZImportRowError),
  /** Every problem found; more than `errors.length` when the list was cut at `maxReported`. */
  errorCount: z.optional(z.int()),
});
