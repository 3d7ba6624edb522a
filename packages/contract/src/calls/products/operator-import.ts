import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZImportTemplateFile } from '../common/import-report.ts';
import { IMPORT_LIMITS, ZImportKind, ZImportReport } from './import-fields.ts';

/**
 * Console: imports bank-internal data from one CSV (UTF-8 or GBK) or XLSX file. The header row
 * is checked first (a missing or unknown column refuses the whole file, naming the columns);
 * then every row is validated. Good rows land in one transaction, bad rows come back in the
 * report with row number, column and reason.
 */
export const operatorImport = defineCall({
  method: 'POST',
  path: '/operator/products/import',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  upload: { maxFiles: 1, maxFileBytes: IMPORT_LIMITS.maxFileBytes },
  request: z.object({ kind: ZImportKind }),
  response: ZImportReport,
});

/** Console: the template of an import (header row and one example row) as CSV or XLSX, base64. */
export const operatorImportTemplate = defineCall({
  method: 'POST',
  path: '/operator/products/importTemplate',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ kind: ZImportKind, format: z.enum(['csv', 'xlsx']) }),
  response: ZImportTemplateFile,
});
