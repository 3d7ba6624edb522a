import { ASSET_STATUS_LABELS, ASSET_STATUSES, ASSET_TYPE_LABELS, ASSET_TYPES, type AssetStatus, type AssetType } from '@portal/contract/calls/special-assets/fields';
import { ASSET_IMPORT_COLUMNS, ASSET_IMPORT_LIMITS, ZAssetEdit, type AssetEdit, type AssetImportTitle } from '@portal/contract/calls/special-assets/staff-calls';
import type { Db } from '../../db/client.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { readSheet } from '../products/read-sheet.ts';
import { ID_PREFIX } from './id-prefix.ts';
import * as staff from './staff-repo.ts';
import { inArray } from 'drizzle-orm';
import { specialAssetOrgs } from '../../db/schema/special-assets.ts';
import { importTemplateFile } from '../../lib/import-template.ts';
import { beijingDate } from '../../lib/china-time.ts';
import { matchTemplateColumns } from '../../lib/template-columns.ts';

type RowError = { row: number; column: string; reason: string };
type GoodRow = { row: number; assetId: string; edit: AssetEdit };

const byLabel = <T extends string>(labels: Record<T, string>, value: string): T | undefined =>
  (Object.keys(labels) as T[]).find((k) => labels[k] === value || k === value);

/** 元 with up to two decimals to fen; '' is null. */
function fenOf(text: string): number | null | 'bad' {
  const t = text.replace(/,/g, '').trim();
  if (t === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return 'bad';
  return Math.round(Number(t) * 100);
}

const FEATURED_YES = ['是', 'Y', 'y', '1'];
const FEATURED_NO = ['否', 'N', 'n', '0', ''];
/** A contact phone: a mainland mobile, a landline with its area code (and extension), or a 400/800 hotline. */
const CONTACT_PHONE_RE = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/;
const TITLE_OF_KEY = new Map<string, string>(ASSET_IMPORT_COLUMNS.map((c) => [c.key, c.title]));
const ORDER_OF_TITLE = new Map<string, number>(ASSET_IMPORT_COLUMNS.map((c, i) => [c.title, i]));

/**
 * One row checked column by column: every problem of the row is reported (a bad cell does not
 * hide the others); the row is good only when it has none. The organisation is looked up later,
 * for every row at once.
 */
function readRow(index: Map<string, number>, cells: string[], row: number): { row: number; good?: GoodRow; orgId: string; errors: RowError[] } {
  const errors: RowError[] = [];
  const reported = new Set<string>();
  const cell = (title: AssetImportTitle) => (cells[index.get(title)!] ?? '').trim();
  const bad = (column: string, reason: string) => {
    reported.add(column);
    errors.push({ row, column, reason });
  };
  const type = byLabel<AssetType>(ASSET_TYPE_LABELS, cell('资产类型'));
  if (!type) bad('资产类型', cell('资产类型') ? `须为 ${Object.values(ASSET_TYPE_LABELS).join('、')}` : '请填写资产类型');
  const status = byLabel<AssetStatus>(ASSET_STATUS_LABELS, cell('状态') || '挂牌中');
  if (!status) bad('状态', `须为 ${Object.values(ASSET_STATUS_LABELS).join('、')}`);
  const money = (name: '本金(元)' | '利息(元)' | '挂牌价(元)') => {
    const v = fenOf(cell(name));
    if (v === 'bad') bad(name, '须为金额（元，最多两位小数）');
    return v === 'bad' ? null : v;
  };
  const principalFen = money('本金(元)');
  const interestFen = money('利息(元)');
  const listingPriceFen = money('挂牌价(元)');
  if (listingPriceFen === null && !reported.has('挂牌价(元)')) bad('挂牌价(元)', '请填写挂牌价');
  const areaText = cell('面积(平方米)');
  const areaM2 = areaText === '' ? null : Number(areaText);
  if (areaM2 !== null && !(areaM2 > 0)) bad('面积(平方米)', '须为大于 0 的数字');
  const assetId = cell('资产编号').toUpperCase();
  if (assetId && !/^[A-Z]{2}\d{8}$/.test(assetId)) bad('资产编号', '格式为两位字母加八位数字，新增资产可留空');
  const featuredText = cell('推荐');
  if (!FEATURED_YES.includes(featuredText) && !FEATURED_NO.includes(featuredText)) bad('推荐', '须为 是 或 否（留空为否）');
  const contactPhone = cell('联系电话');
  if (contactPhone && !CONTACT_PHONE_RE.test(contactPhone)) bad('联系电话', '须为手机号码或带区号的固定电话，如 13912345678、010-66108801');
  const orgId = cell('处置机构编号').toUpperCase();
  // Every other column through the form's own rules; a column already reported keeps its first reason.
  const parsed = ZAssetEdit.safeParse({
    title: cell('资产名称'),
    type: type ?? ASSET_TYPES[0],
    province: cell('省份'),
    city: cell('城市'),
    industry: cell('行业'),
    debtor: cell('债务人'),
    principalFen,
    interestFen,
    listingPriceFen: listingPriceFen ?? 0,
    areaM2: areaM2 !== null && areaM2 > 0 ? areaM2 : null,
    collateral: cell('抵质押物'),
    litigation: cell('诉讼情况'),
    disposal: cell('处置方式'),
    location: cell('资产位置'),
    description: cell('资产描述'),
    orgId,
    status: status ?? ASSET_STATUSES[0],
    featured: FEATURED_YES.includes(featuredText),
    contactName: cell('联系人'),
    contactPhone,
    documents: [],
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const column = TITLE_OF_KEY.get(key) ?? key;
      if (!reported.has(column)) bad(column, orgId === '' && key === 'orgId' ? '请填写处置机构编号' : issue.message);
    }
  }
  errors.sort((x, y) => (ORDER_OF_TITLE.get(x.column) ?? 99) - (ORDER_OF_TITLE.get(y.column) ?? 99));
  return { row, orgId: reported.has('处置机构编号') ? '' : orgId, errors, ...(parsed.success && errors.length === 0 ? { good: { row, assetId, edit: parsed.data } } : {}) };
}

/**
 * The operators' CSV/XLSX import of assets (issue 25). All or nothing: one bad row refuses the
 * file with every problem of every row listed (the reply lists the first `maxReported` and
 * counts them all); an existing 资产编号 is replaced, an empty one gets a new id.
 */
export function createSpecialAssetImport(db: Db, changed: () => Promise<void>) {
  /** The registered organisations among `ids`, in one query. */
  async function knownOrgs(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: specialAssetOrgs.orgId }).from(specialAssetOrgs).where(inArray(specialAssetOrgs.orgId, ids));
    return new Set(rows.map((r) => r.id));
  }

  return {
    async run(editor: Editor, file: { name: string; bytes: Buffer }) {
      const sheet = await readSheet(file.bytes, ASSET_IMPORT_LIMITS.maxRows);
      const index = matchTemplateColumns(ASSET_IMPORT_COLUMNS, sheet.header.map((h) => h.trim()), 'ASSET_IMPORT_BAD_HEADER');
      const checked = sheet.rows.map((r) => readRow(index, r.cells, r.row));
      const known = await knownOrgs([...new Set(checked.map((c) => c.orgId).filter(Boolean))]);
      const errors: RowError[] = [];
      let failedRows = 0;
      for (const c of checked) {
        if (c.orgId && !known.has(c.orgId)) {
          c.errors.push({ row: c.row, column: '处置机构编号', reason: `处置机构 ${c.orgId} 未登记，请先在机构管理中新增` });
          c.errors.sort((x, y) => (ORDER_OF_TITLE.get(x.column) ?? 99) - (ORDER_OF_TITLE.get(y.column) ?? 99));
        }
        if (c.errors.length > 0) failedRows += 1;
        for (const e of c.errors) errors.push(e);
      }
      const good = checked.flatMap((c) => (c.good && c.errors.length === 0 ? [c.good] : []));
      const report = { fileName: file.name, totalRows: sheet.rows.length, imported: 0, created: 0, updated: 0, failedRows: 0, errorCount: 0 };
      if (errors.length > 0) {
        // Rows come in sheet order and each row's problems in column order: no sort needed.
        return { ...report, failedRows, errorCount: errors.length, errors: errors.slice(0, ASSET_IMPORT_LIMITS.maxReported) };
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
