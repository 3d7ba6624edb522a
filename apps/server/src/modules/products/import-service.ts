import { IMPORT_COLUMNS, IMPORT_KIND_NAMES, IMPORT_LIMITS, type ImportKind, type ImportReport } from '@portal/contract/calls/products/import-fields';
import { productTypeName } from '@portal/contract/calls/products/fields';
import { sanitizeHtml } from '@portal/contract/sanitize';
import type { Db } from '../../db/client.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { checkColumns, validateRows, type ForexImportRow, type ProductImportRow } from './import-rules.ts';
import { readSheet } from './read-sheet.ts';
import * as repo from './repo.ts';
import { importTemplateFile } from '../../lib/import-template.ts';


/** Data-import of bank-internal data (forex board, products) with its row-level report and one audit line. */
export function createImportService(db: Db) {
  async function storeForex(tx: Db, rows: ForexImportRow[], fileName: string, editor: Editor, summaryTail: string) {
    const codes = rows.map((r) => r.curCode);
    const before = await repo.forexByCodes(tx, codes);
    await repo.upsertForex(tx, rows.map((r) => ({ ...r, updatedAt: new Date() })));
    const added = rows.length - before.length;
    await recordAudit(tx, editor, {
      entity: 'forex',
      entityKey: fileName,
      action: 'import',
      summary: `导入外汇牌价：更新${before.length}个币种、新增${added}个币种${summaryTail}`,
      before: before.map((b) => ({ curCode: b.curCode, buyRate: b.buyRate, sellRate: b.sellRate, middleRate: b.middleRate, quotedAt: b.quotedAt })),
      after: rows.map((r) => ({ curCode: r.curCode, buyRate: r.buyRate, sellRate: r.sellRate, middleRate: r.middleRate, quotedAt: r.quotedAt })),
    });
  }

  async function storeProducts(tx: Db, rows: ProductImportRow[], fileName: string, editor: Editor, summaryTail: string) {
    const existing = new Map((await repo.productsByCodes(tx, rows.map((r) => r.productCode))).map((p) => [p.productCode, p]));
    const now = new Date();
    for (const r of rows) {
      const prior = existing.get(r.productCode);
      const values = {
        ...r,
        detailHtml: sanitizeHtml(r.detailHtml),
        // A product published before keeps its first publication time.
        publishedAt: r.status === 'published' ? (prior?.status === 'published' ? prior.publishedAt : now) : (prior?.publishedAt ?? null),
        updatedAt: now,
        updatedBy: editor.displayName,
      };
      if (prior) await repo.updateProduct(tx, r.productCode, values);
      else await repo.insertProduct(tx, values);
    }
    const brief = (p: { productCode: string; type: string; name: string; status: string }) => ({
      productCode: p.productCode,
      type: productTypeName(p.type),
      name: p.name,
      status: p.status,
    });
    await recordAudit(tx, editor, {
      entity: 'product',
      entityKey: fileName,
      action: 'import',
      summary: `导入产品：更新${existing.size}个、新增${rows.length - existing.size}个${summaryTail}`,
      before: [...existing.values()].map(brief),
      after: rows.map(brief),
    });
  }

  return {
    async run(kind: ImportKind, file: { name: string; bytes: Buffer }, editor: Editor, now = new Date()): Promise<ImportReport> {
      const sheet = await readSheet(file.bytes, IMPORT_LIMITS.maxRows);
      const index = checkColumns(kind, sheet.header);
      const { good, errors, failedRows } = validateRows(kind, sheet, index, now);
      const totalRows = sheet.rows.length;
      if (good.length > 0) {
        const tail = failedRows ? `；${totalRows}行中${failedRows}行未通过校验未导入（文件 ${file.name}）` : `（文件 ${file.name}，共${totalRows}行）`;
        await db.transaction(async (tx) => {
          if (kind === 'forex') await storeForex(tx, good as ForexImportRow[], file.name, editor, tail);
          else await storeProducts(tx, good as ProductImportRow[], file.name, editor, tail);
        });
      }
      return { kind, fileName: file.name, totalRows, imported: good.length, failedRows, errorCount: errors.length, errors: errors.slice(0, IMPORT_LIMITS.maxReported) };
    },

    /** The header row and one example row; the XLSX adds a sheet explaining every column. */
    template: (kind: ImportKind, format: 'csv' | 'xlsx') =>
      importTemplateFile(`${IMPORT_KIND_NAMES[kind]}导入模板`, IMPORT_KIND_NAMES[kind], IMPORT_COLUMNS[kind], format),
  };
}
