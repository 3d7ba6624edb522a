import { IMPORT_COLUMNS, type ImportKind, type ImportRowError } from '@portal/contract/calls/products/import-fields';
import { PRODUCT_CODE_RE, PRODUCT_LIMITS as L, PRODUCT_TYPES, type ProductType } from '@portal/contract/calls/products/fields';
import { PUBLISH_STATES, type PublishStatus } from '@portal/contract/calls/products/operator-fields';
import type { Sheet } from './read-sheet.ts';
import { matchTemplateColumns } from '../../lib/template-columns.ts';

type Column = (typeof IMPORT_COLUMNS)[ImportKind][number];

/** The header must hold exactly the template's columns (any order), else the file is refused before a row is read. */
export const checkColumns = (kind: ImportKind, header: string[]): Map<string, number> =>
  matchTemplateColumns(IMPORT_COLUMNS[kind], header, 'IMPORT_COLUMNS');

/** Reads one row's cells by column key and collects its problems. */
class RowReader {
  readonly errors: ImportRowError[] = [];
  constructor(
    private readonly kind: ImportKind,
    private readonly index: Map<string, number>,
    readonly row: number,
    private readonly cells: string[],
  ) {}

  private column(key: string): Column {
    return IMPORT_COLUMNS[this.kind].find((c) => c.key === key)!;
  }

  /** The cell's text; a required column left empty is reported here. */
  text(key: string): string {
    const col = this.column(key);
    const value = this.cells[this.index.get(col.title)!] ?? '';
    if (value === '' && col.required) this.fail(key, '不能为空');
    return value;
  }

  fail(key: string, reason: string): void {
    this.errors.push({ row: this.row, column: this.column(key).title, reason });
  }
}

const RATE_RE = /^\d{1,8}(\.\d{1,4})?$/;
const TIME_RE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
/** Quotes a little ahead of the server's clock are accepted (clock skew between systems). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** yyyy-mm-dd HH:mm[:ss] in Beijing time → instant; null when not a real date and time. */
export function parseBeijingTime(text: string): Date | null {
  const m = TIME_RE.exec(text);
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((v) => v ?? undefined) as string[];
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - 8, Number(mi), Number(s));
  const check = new Date(utc + 8 * 3600_000);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(s) > 59) return null;
  return new Date(utc);
}

export interface ForexImportRow {
  curCode: string;
  curName: string;
  unit: number;
  buyRate: string;
  cashBuyRate: string | null;
  sellRate: string;
  cashSellRate: string | null;
  middleRate: string;
  quotedAt: Date;
}

function forexRow(r: RowReader, now: Date): ForexImportRow | null {
  const curCode = r.text('curCode').toUpperCase();
  if (curCode && !/^[A-Z]{3}$/.test(curCode)) r.fail('curCode', '应为3位字母的币种代码，如 USD');
  const curName = r.text('curName');
  if (curName.length > 20) r.fail('curName', '不能超过20个字');
  const unitText = r.text('unit');
  const unit = Number(unitText);
  if (unitText && (!/^\d{1,5}$/.test(unitText) || unit < 1)) r.fail('unit', '应为正整数，如 100');
  const rate = (key: string) => {
    const v = r.text(key).replace(/,/g, '');
    if (v === '') return null;
    if (!RATE_RE.test(v) || Number(v) <= 0) {
      r.fail(key, '应为大于0的数字，最多4位小数');
      return null;
    }
    return v;
  };
  const buyRate = rate('buyRate');
  const cashBuyRate = rate('cashBuyRate');
  const sellRate = rate('sellRate');
  const cashSellRate = rate('cashSellRate');
  const middleRate = rate('middleRate');
  if (buyRate && sellRate && Number(buyRate) > Number(sellRate)) r.fail('buyRate', '现汇买入价不能高于现汇卖出价');
  else if (buyRate && sellRate && middleRate && (Number(middleRate) < Number(buyRate) || Number(middleRate) > Number(sellRate))) {
    r.fail('middleRate', '中间价应介于现汇买入价与现汇卖出价之间');
  }
  if (cashBuyRate && buyRate && Number(cashBuyRate) > Number(buyRate)) r.fail('cashBuyRate', '现钞买入价不能高于现汇买入价');
  const timeText = r.text('quotedAt');
  let quotedAt: Date | null = null;
  if (timeText) {
    quotedAt = parseBeijingTime(timeText);
    if (!quotedAt) r.fail('quotedAt', '格式应为 yyyy-mm-dd HH:mm:ss，如 2026-03-02 09:30:00');
    else if (quotedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) r.fail('quotedAt', '报价时间不能晚于当前时间');
  }
  if (r.errors.length) return null;
  return { curCode, curName, unit, buyRate: buyRate!, cashBuyRate, sellRate: sellRate!, cashSellRate, middleRate: middleRate!, quotedAt: quotedAt! };
}

export interface ProductImportRow {
  productCode: string;
  type: ProductType;
  name: string;
  summary: string;
  tags: string[];
  attrs: Array<{ label: string; value: string }>;
  detailHtml: string;
  sort: number;
  status: PublishStatus;
}

const LIST_SEPARATORS = /[;；、]/;

function productRow(r: RowReader): ProductImportRow | null {
  const productCode = r.text('productCode').toUpperCase();
  if (productCode && !PRODUCT_CODE_RE.test(productCode)) r.fail('productCode', '应为2~32位大写字母、数字或短横线，如 CK-DQ-001');
  const typeText = r.text('type');
  const type = PRODUCT_TYPES.find((t) => t.name === typeText || t.type === typeText)?.type;
  if (typeText && !type) r.fail('type', `无法识别的产品类型，应为：${PRODUCT_TYPES.map((t) => t.name).join('、')}`);
  const name = r.text('name');
  if (name.length > L.nameMax) r.fail('name', `不能超过${L.nameMax}个字`);
  const summary = r.text('summary');
  if (summary.length > L.summaryMax) r.fail('summary', `不能超过${L.summaryMax}个字`);
  const tags = r
    .text('tags')
    .split(LIST_SEPARATORS)
    .map((t) => t.trim())
    .filter(Boolean);
  if (tags.length > L.tagsMax) r.fail('tags', `最多${L.tagsMax}个标签`);
  else if (tags.some((t) => t.length > L.tagMax)) r.fail('tags', `每个标签不能超过${L.tagMax}个字`);
  const attrs: ProductImportRow['attrs'] = [];
  const attrText = r.text('attrs');
  for (const part of attrText.split(/[;；]/).map((p) => p.trim()).filter(Boolean)) {
    const m = /^([^:：]{1,10})[:：](.{1,40})$/.exec(part);
    if (!m) {
      r.fail('attrs', `“${part.slice(0, 20)}”格式不正确，应为“要素名:内容”（要素名1~${L.attrLabelMax}字，内容1~${L.attrValueMax}字），多项用分号分隔`);
      break;
    }
    attrs.push({ label: m[1]!.trim(), value: m[2]!.trim() });
  }
  if (attrs.length > L.attrsMax) r.fail('attrs', `最多${L.attrsMax}项产品要素`);
  const detailHtml = r.text('detailHtml');
  if (detailHtml.length > L.detailMax) r.fail('detailHtml', `不能超过${L.detailMax}个字符`);
  const sortText = r.text('sort');
  if (sortText && (!/^\d{1,4}$/.test(sortText))) r.fail('sort', '应为0~9999的整数');
  const statusText = r.text('status');
  const status = statusText === '' ? 'draft' : PUBLISH_STATES.find((s) => s.name === statusText || s.status === statusText)?.status;
  if (!status) r.fail('status', '应为：草稿、已发布、已下架');
  if (r.errors.length) return null;
  return { productCode, type: type!, name, summary, tags, attrs, detailHtml, sort: Number(sortText || 0), status: status! };
}

/** Every row checked: the good rows, and a reason for each problem of each bad row (a code twice in a file is a problem of the later row). */
export function validateRows<K extends ImportKind>(
  kind: K,
  sheet: Sheet,
  index: Map<string, number>,
  now: Date,
): { good: Array<K extends 'forex' ? ForexImportRow : ProductImportRow>; errors: ImportRowError[]; failedRows: number } {
  const good: Array<ForexImportRow | ProductImportRow> = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  let failedRows = 0;
  for (const { row, cells } of sheet.rows) {
    const reader = new RowReader(kind, index, row, cells);
    const parsed = kind === 'forex' ? forexRow(reader, now) : productRow(reader);
    const key = kind === 'forex' ? 'curCode' : 'productCode';
    const code = parsed ? (kind === 'forex' ? (parsed as ForexImportRow).curCode : (parsed as ProductImportRow).productCode) : null;
    if (code && firstRowOf.has(code)) reader.fail(key, `与第${firstRowOf.get(code)}行重复`);
    else if (code) firstRowOf.set(code, row);
    if (reader.errors.length) {
      failedRows++;
      errors.push(...reader.errors);
    } else good.push(parsed!);
  }
  return { good: good as never, errors, failedRows };
}
