import ExcelJS from 'exceljs';
import { ASSET_ACQUISITIONS, ASSET_KINDS, ASSET_STATUSES, CARBON_SOURCE_INFO, REDUCTION_PROJECT_TYPES, type AssetKind } from '@portal/contract/carbon/sources';
import type { ActivityRecord } from '@portal/contract/calls/carbon/fields';
import { beijingDateTime } from '../../lib/china-time.ts';
import { roundTonnes } from './decimal.ts';
import { GLOSSARY } from '@portal/contract/glossary';

/** Every amount of the workbook is in one unit (the glossary's). */
const T = GLOSSARY.carbonTonnes;

export interface CarbonWorkbookInput {
  enterpriseName: string;
  year: number;
  scope1: number;
  scope2: number;
  total: number;
  reduction: number;
  net: number;
  records: readonly ActivityRecord[];
  reductions: readonly { projectName: string; projectType: string; annualTonnes: string; startMonth: string; tonnesInYear: number }[];
  assets: readonly { kind: string; vintage: number; projectName: string; quantity: string; acquisition: string; acquiredOn: string; status: string }[];
  generatedAt: Date;
}

/** Column headers of the activity sheet (the tests find the rows under them). */
export const ACTIVITY_HEADERS = ['月份', '排放源', '范围', '活动数据', '单位', '排放因子（tCO₂/单位）', '因子年份', '因子来源', `排放量（${T}）`];

const TONNES = '#,##0.000';

function sheetWithHeader(book: ExcelJS.Workbook, name: string, headers: string[], widths: number[]) {
  const sheet = book.addWorksheet(name);
  sheet.columns = headers.map((header, i) => ({ header, width: widths[i] ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/**
 * The year's carbon account as a small workbook (at most 72 activity rows a year, so it is
 * built whole): 汇总, 月度排放, 减排项目, 碳资产. Quantities are numbers, so the file sums.
 */
export async function carbonWorkbook(input: CarbonWorkbookInput): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = input.generatedAt;
  const summary = book.addWorksheet('汇总');
  summary.columns = [{ width: 24 }, { width: 30 }];
  const lines: [string, string | number][] = [
    ['企业名称', input.enterpriseName],
    ['年度', input.year],
    [`范围一排放（${T}）`, roundTonnes(input.scope1)],
    [`范围二排放（${T}）`, roundTonnes(input.scope2)],
    [`排放总量（${T}）`, roundTonnes(input.total)],
    [`项目减排量（${T}）`, roundTonnes(input.reduction)],
    [`净排放量（${T}）`, roundTonnes(input.net)],
    ['导出时间（北京时间）', beijingDateTime(input.generatedAt)],
  ];
  for (const line of lines) summary.addRow(line);

  const activity = sheetWithHeader(book, '月度排放', ACTIVITY_HEADERS, [10, 12, 8, 16, 8, 20, 10, 60, 16]);
  for (const r of input.records) {
    const info = CARBON_SOURCE_INFO[r.source];
    activity.addRow([r.month, info.name, r.scope === 1 ? '范围一' : '范围二', Number(r.quantity), info.unit, r.factor, r.factorYear, r.factorSource, roundTonnes(r.tonnes)]);
  }
  activity.getColumn(9).numFmt = TONNES;

  const reductions = sheetWithHeader(book, '减排项目', ['项目名称', '项目类型', `年减排量（${T}）`, '开始月份', `本年计入（${T}）`], [30, 14, 18, 12, 18]);
  for (const r of input.reductions) {
    reductions.addRow([r.projectName, REDUCTION_PROJECT_TYPES[r.projectType as keyof typeof REDUCTION_PROJECT_TYPES] ?? r.projectType, Number(r.annualTonnes), r.startMonth, roundTonnes(r.tonnesInYear)]);
  }

  const assets = sheetWithHeader(book, '碳资产', ['资产类型', '年度', '项目名称', '数量（吨）', '取得方式', '取得日期', '状态'], [26, 8, 30, 14, 12, 12, 10]);
  for (const a of input.assets) {
    assets.addRow([
      ASSET_KINDS[a.kind as AssetKind] ?? a.kind,
      a.vintage,
      a.projectName,
      Number(a.quantity),
      ASSET_ACQUISITIONS[a.acquisition as keyof typeof ASSET_ACQUISITIONS] ?? a.acquisition,
      a.acquiredOn,
      ASSET_STATUSES[a.status as keyof typeof ASSET_STATUSES] ?? a.status,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
