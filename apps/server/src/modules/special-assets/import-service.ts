import { ASSET_STATUS_LABELS, ASSET_TYPE_LABELS, type AssetStatus, type AssetType } from '@portal/contract/calls/special-assets/fields';
import { ASSET_IMPORT_COLUMNS, ASSET_IMPORT_LIMITS, ZAssetEdit, type AssetEdit, type AssetImportTitle } from '@portal/contract/calls/special-assets/staff-calls';
import type { Db } from '../../db/client.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { readSheet } from '../products/read-sheet.ts';
import { ID_PREFIX } from './id-prefix.ts';
import * as staff from './staff-repo.ts';
import { importTemplateFile } from '../../lib/import-template.ts';
import { beijingDate } from '../ledger/china-date.ts';
import { matchTemplateColumns } from '../../lib/template-columns.ts';

type RowError = { row: number; column: string; reason: string };

const byLabel = <T extends string>(labels: Record<T, string>, value: string): T | undefined =>
  (Object.keys(labels) as T[]).find((k) => labels[k] === value || k === value);

/** 元 with up to two decimals to fen; '' is null. */
function fenOf(text: string): number | null | 'bad' {
  const t = text.replace(/,/g, '').trim();
  if (t === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return 'bad';
  return Math.round(Number(t) * 100);
}

/**
 * The operators' CSV/XLSX import of assets (issue 25). All or nothing: one bad row refuses the
 * file with every problem listed; an existing 资产编号 is replaced, an empty one gets a new id.
 */
export function createSpecialAssetImport(db: Db, changed: () => Promise<void>) {
  function rowOf(index: Map<string, number>, cells: string[], row: number, errors: RowError[]): { row: number; assetId: string; edit: AssetEdit } | undefined {
    const cell = (title: AssetImportTitle) => (cells[index.get(title)!] ?? '').trim();
    const bad = (column: string, reason: string) => errors.push({ row, column, reason });
    const type = byLabel<AssetType>(ASSET_TYPE_LABELS, cell('资产类型'));
    if (!type) bad('资产类型', '须为 债权资产、抵债房产、机器设备 或 股权资产');
    const status = byLabel<AssetStatus>(ASSET_STATUS_LABELS, cell('状态') || '挂牌中');
    if (!status) bad('状态', '须为 挂牌中、洽谈中、已成交 或 已撤牌');
    const money = (name: '本金(元)' | '利息(元)' | '挂牌价(元)') => {
      const v = fenOf(cell(name));
      if (v === 'bad') bad(name, '须为金额（元，最多两位小数）');
      return v === 'bad' ? null : v;
    };
    const principalFen = money('本金(元)');
    const interestFen = money('利息(元)');
    const listingPriceFen = money('挂牌价(元)');
    if (listingPriceFen === null && !errors.some((e) => e.row === row && e.column === '挂牌价(元)')) bad('挂牌价(元)', '请填写挂牌价');
    const areaText = cell('面积(平方米)');
    const areaM2 = areaText === '' ? null : Number(areaText);
    if (areaM2 !== null && !(areaM2 > 0)) bad('面积(平方米)', '须为大于 0 的数字');
    const assetId = cell('资产编号').toUpperCase();
    if (assetId && !/^[A-Z]{2}\d{8}$/.test(assetId)) bad('资产编号', '格式为两位字母加八位数字，新增资产可留空');
    if (!type || !status || errors.some((e) => e.row === row)) return undefined;
    const parsed = ZAssetEdit.safeParse({
      title: cell('资产名称'),
      type,
      province: cell('省份'),
      city: cell('城市'),
      industry: cell('行业'),
      debtor: cell('债务人'),
      principalFen,
      interestFen,
      listingPriceFen,
      areaM2,
      collateral: cell('抵质押物'),
      litigation: cell('诉讼情况'),
      disposal: cell('处置方式'),
      location: cell('资产位置'),
      description: cell('资产描述'),
      orgId: cell('处置机构编号').toUpperCase(),
      status,
      featured: ['是', 'Y', 'y', '1'].includes(cell('推荐')),
      contactName: cell('联系人'),
      contactPhone: cell('联系电话'),
      documents: [],
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const key = String(issue.path[0] ?? '');
      bad(ASSET_IMPORT_COLUMNS.find((c) => c.key === key)?.title ?? key, issue.message);
      return undefined;
    }
    return { row, assetId, edit: parsed.data };
  }

  return {
    async run(editor: Editor, file: { name: string; bytes: Buffer }) {
      const sheet = await readSheet(file.bytes, ASSET_IMPORT_LIMITS.maxRows);
      const index = matchTemplateColumns(ASSET_IMPORT_COLUMNS, sheet.header.map((h) => h.trim()), 'ASSET_IMPORT_BAD_HEADER');
      const errors: RowError[] = [];
      const good = sheet.rows.map((r) => rowOf(index, r.cells, r.row, errors)).filter((g) => g !== undefined);
      for (const orgId of new Set(good.map((g) => g.edit.orgId))) {
        if (!(await staff.orgExists(db, orgId))) {
          for (const g of good) if (g.edit.orgId === orgId) errors.push({ row: g.row, column: '处置机构编号', reason: '该处置机构未登记，请先在机构管理中新增' });
        }
      }
      const report = { fileName: file.name, totalRows: sheet.rows.length, imported: 0, created: 0, updated: 0, failedRows: 0 };
      if (errors.length > 0) {
        const failedRows = new Set(errors.map((e) => e.row)).size;
        return { ...report, failedRows, errors: errors.sort((x, y) => x.row - y.row).slice(0, ASSET_IMPORT_LIMITS.maxReported) };
      }
      const today = beijingDate();
      await db.transaction(async (tx) => {
        for (const g of good) {
          const before = g.assetId ? await staff.assetRow(tx, g.assetId) : undefined;
          const id = g.assetId || (await staff.nextAssetId(tx, ID_PREFIX[g.edit.type]));
          await staff.upsertAsset(tx, id, g.edit, before?.source ?? 'import', before?.listedOn ?? today);
          if (before) report.updated += 1;
          else report.created += 1;
        }
        await recordAudit(tx, editor, {
          entity: 'specialAsset',
          entityKey: file.name,
          action: 'import',
          summary: `导入特色资产 ${file.name}：新增 ${report.created} 条，更新 ${report.updated} 条`,
          after: { rows: good.length },
        });
      });
      await changed();
      return { ...report, imported: good.length, errors: [] };
    },

    template: (format: 'csv' | 'xlsx') => importTemplateFile('特色资产导入模板', '特色资产', ASSET_IMPORT_COLUMNS, format),
  };
}
