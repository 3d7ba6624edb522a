import { CHECK_IMPORT_COLUMNS, CHECK_IMPORT_KINDS, CHECK_IMPORT_LIMITS, type CheckImportKind, type CheckImportReport, type CheckImportRowError } from '@portal/contract/calls/checks/import-fields';
import type { Db } from '../../db/client.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { readSheet } from '../products/read-sheet.ts';
import { checkColumns, validateRows, type GuaranteeRow, type LetterEventRow, type LetterRow, type SealRow } from './import-rules.ts';
import * as repo from './repo.ts';
import { secretCodes } from './secret-codes.ts';
import { importTemplateFile } from '../../lib/import-template.ts';

/**
 * Operators' imports of the check registries (issue 24). All or nothing: any bad row refuses the
 * file and the report lists every problem; a good file is upserted by its key with one audit
 * line. Printed codes are stored and audited as digests only.
 */
export function createCheckImportService(db: Db) {
  const codes = secretCodes(db);

  /** The digests of the printed codes, computed before the transaction (the secret is read outside it). */
  async function digestsOf(kind: CheckImportKind, rows: unknown[]): Promise<Buffer[]> {
    if (kind === 'guarantees') return Promise.all((rows as GuaranteeRow[]).map((g) => codes.digest('guarantee', g.verifyCode)));
    if (kind === 'letters') return Promise.all((rows as LetterRow[]).map((l) => codes.digest('letter', l.queryCode)));
    return [];
  }

  async function store(kind: CheckImportKind, rows: unknown[], digests: Buffer[], tx: Db): Promise<{ created: number; updated: number; brief: unknown[] }> {
    if (kind === 'guarantees') {
      const list = rows as GuaranteeRow[];
      const existing = await repo.existingKeys(tx, 'guarantees', list.map((g) => g.guaranteeNo));
      for (const [i, { verifyCode: _code, ...g }] of list.entries()) await repo.upsertGuarantee(tx, { ...g, verifyDigest: digests[i]!, source: 'import' });
      const updated = list.filter((g) => existing.has(g.guaranteeNo)).length;
      return { created: list.length - updated, updated, brief: list.map((g) => ({ guaranteeNo: g.guaranteeNo, type: g.type, status: g.status, validUntil: g.validUntil })) };
    }
    if (kind === 'letters') {
      const list = rows as LetterRow[];
      const existing = await repo.existingKeys(tx, 'letters', list.map((l) => l.letterNo));
      for (const [i, { queryCode: _code, ...l }] of list.entries()) await repo.upsertLetter(tx, { ...l, queryDigest: digests[i]!, source: 'import' });
      const updated = list.filter((l) => existing.has(l.letterNo)).length;
      return { created: list.length - updated, updated, brief: list.map((l) => ({ letterNo: l.letterNo, auditFirm: l.auditFirm })) };
    }
    if (kind === 'letterEvents') {
      const list = rows as LetterEventRow[];
      const existing = await repo.existingEventKeys(tx, [...new Set(list.map((e) => e.letterNo))]);
      for (const { row: _row, ...e } of list) await repo.upsertLetterEvent(tx, e);
      const updated = list.filter((e) => existing.has(`${e.letterNo}|${e.channel}|${e.step}`)).length;
      return { created: list.length - updated, updated, brief: list.map((e) => ({ letterNo: e.letterNo, channel: e.channel, step: e.step })) };
    }
    const list = rows as SealRow[];
    const existing = await repo.existingKeys(tx, 'seals', list.map((s) => s.antiFakeCode));
    for (const s of list) await repo.upsertSeal(tx, { ...s, source: 'import' });
    const updated = list.filter((s) => existing.has(s.antiFakeCode)).length;
    return { created: list.length - updated, updated, brief: list.map((s) => ({ docNo: s.docNo, sealOwner: s.sealOwner })) };
  }

  /**
   * Progress rows of letters that are not registered, in one query: every row naming a
   * well-formed 询证函编号 is looked up, also a row with other problems (all of its problems are reported).
   */
  async function unknownLetters(rows: Array<{ row: number; letterNo: string }>): Promise<CheckImportRowError[]> {
    const numbers = [...new Set(rows.map((e) => e.letterNo).filter(Boolean))];
    if (numbers.length === 0) return [];
    const known = await repo.existingKeys(db, 'letters', numbers);
    return rows.filter((e) => e.letterNo && !known.has(e.letterNo)).map((e) => ({ row: e.row, column: '询证函编号', reason: `询证函 ${e.letterNo} 未登记，请先导入询证函` }));
  }

  return {
    counts: () => repo.counts(db),

    async run(kind: CheckImportKind, file: { name: string; bytes: Buffer }, editor: Editor, now = new Date()): Promise<CheckImportReport> {
      const sheet = await readSheet(file.bytes, CHECK_IMPORT_LIMITS.maxRows);
      const index = checkColumns(kind, sheet.header);
      const { good, errors, parsed } = validateRows(kind, sheet, index, now);
      const extra = kind === 'letterEvents' ? await unknownLetters(parsed as LetterEventRow[]) : [];
      const all = [...errors, ...extra];
      const failed = new Set(all.map((e) => e.row)).size;
      const titles: readonly string[] = CHECK_IMPORT_COLUMNS[kind].map((c) => c.title);
      const columnOrder = (title: string) => titles.indexOf(title);
      const report = (all: CheckImportRowError[], stored = { created: 0, updated: 0 }): CheckImportReport => ({
        kind,
        fileName: file.name,
        totalRows: sheet.rows.length,
        imported: stored.created + stored.updated,
        created: stored.created,
        updated: stored.updated,
        failedRows: failed,
        errorCount: all.length,
        // By row, then in the template's column order (a lookup's problem among the row's own).
        errors: all.sort((a, b) => a.row - b.row || columnOrder(a.column) - columnOrder(b.column)).slice(0, CHECK_IMPORT_LIMITS.maxReported),
      });
      if (failed > 0) return report(all);
      const digests = await digestsOf(kind, good);
      const stored = await db.transaction(async (tx) => {
        const result = await store(kind, good, digests, tx);
        await recordAudit(tx, editor, {
          entity: `check.${kind}`,
          entityKey: file.name,
          action: 'import',
          summary: `导入${CHECK_IMPORT_KINDS[kind]}：新增${result.created}条、更新${result.updated}条（文件 ${file.name}）`,
          after: result.brief,
        });
        return result;
      });
      return report([], stored);
    },

    /** The header row and one example row; the XLSX keeps every cell as text. */
    template: (kind: CheckImportKind, format: 'csv' | 'xlsx') =>
      importTemplateFile(`${CHECK_IMPORT_KINDS[kind]}导入模板`, CHECK_IMPORT_KINDS[kind], CHECK_IMPORT_COLUMNS[kind], format),
  };
}
