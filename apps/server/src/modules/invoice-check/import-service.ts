import { chinaToday } from '@portal/contract/calls/invoice-check/fields';
import { INVOICE_COLUMNS, INVOICE_IMPORT_LIMITS, type InvoiceImportReport, type InvoiceRowError } from '@portal/contract/calls/invoice-check/registry-import';
import type { Db } from '../../db/client.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { readSheet } from '../products/read-sheet.ts';
import { checkInvoiceColumns, validateInvoices, type InvoiceImportRow } from './import-rules.ts';
import * as repo from './repo.ts';
import { importTemplateFile } from '../../lib/import-template.ts';

/** The operators' invoice registry (issue 24): import, template, counts. */
export function createInvoiceImportService(db: Db) {
  async function store(rows: InvoiceImportRow[], fileName: string, editor: Editor) {
    const existing = await repo.existingKeys(db, rows);
    const updated = rows.filter((r) => existing.has(`${r.invoiceCode}/${r.invoiceNo}`)).length;
    await db.transaction(async (tx) => {
      for (const { row: _row, ...r } of rows) await repo.upsertInvoice(tx, { ...r, source: 'import' });
      await recordAudit(tx, editor, {
        entity: 'invoiceRegistry',
        entityKey: fileName,
        action: 'import',
        summary: `导入发票登记：新增${rows.length - updated}张、更新${updated}张（文件 ${fileName}）`,
        after: rows.map(({ row: _row, ...r }) => r),
      });
    });
    return { created: rows.length - updated, updated };
  }

  return {
    /** All or nothing: any bad row refuses the file, and the report lists every problem. */
    async run(file: { name: string; bytes: Buffer }, editor: Editor, now = new Date()): Promise<InvoiceImportReport> {
      const sheet = await readSheet(file.bytes, INVOICE_IMPORT_LIMITS.maxRows);
      const index = checkInvoiceColumns(sheet.header);
      const { good, errors, failedRows } = validateInvoices(sheet, index, chinaToday(now));
      const report = (errs: InvoiceRowError[], failed: number, stored = { created: 0, updated: 0 }): InvoiceImportReport => ({
        fileName: file.name,
        totalRows: sheet.rows.length,
        imported: stored.created + stored.updated,
        ...stored,
        failedRows: failed,
        errorCount: errs.length,
        errors: errs.sort((a, b) => a.row - b.row).slice(0, INVOICE_IMPORT_LIMITS.maxReported),
      });
      if (failedRows > 0) return report(errors, failedRows);
      return report([], 0, await store(good, file.name, editor));
    },

    template: (format: 'csv' | 'xlsx') => importTemplateFile('发票登记导入模板', '发票', INVOICE_COLUMNS, format),

    counts: () => repo.registryCounts(db),
  };
}
