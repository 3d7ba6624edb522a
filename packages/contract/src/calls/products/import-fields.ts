import * as z from 'zod/mini';
import { ZImportRowError, type ImportRowError } from '../common/import-report.ts';

/** What an import brings in: the forex board or products. */
export const ZImportKind = z.enum(['forex', 'products']);
export type ImportKind = z.infer<typeof ZImportKind>;

export const IMPORT_LIMITS = {
  maxFileBytes: 2 * 1024 * 1024,
  maxRows: 2000,
  /** Reasons listed in a reply; the count of bad rows is always complete. */
  maxReported: 500,
} as const;

/** The columns of each import, in template order. `required` columns must hold a value. */
export const IMPORT_COLUMNS = {
  forex: [
    { key: 'curCode', title: '币种代码', required: true, example: 'USD' },
    { key: 'curName', title: '币种名称', required: true, example: '美元' },
    { key: 'unit', title: '单位', required: true, example: '100' },
    { key: 'buyRate', title: '现汇买入价', required: true, example: '716.5200' },
    { key: 'cashBuyRate', title: '现钞买入价', required: false, example: '710.6800' },
    { key: 'sellRate', title: '现汇卖出价', required: true, example: '719.5300' },
    { key: 'cashSellRate', title: '现钞卖出价', required: false, example: '719.5300' },
    { key: 'middleRate', title: '中间价', required: true, example: '718.0200' },
    { key: 'quotedAt', title: '报价时间', required: true, example: '2026-03-02 09:30:00' },
  ],
  products: [
    { key: 'productCode', title: '产品编号', required: true, example: 'CK-XD-009' },
    { key: 'type', title: '产品类型', required: true, example: '对公存款' },
    { key: 'name', title: '产品名称', required: true, example: '单位协定存款' },
    { key: 'summary', title: '产品简介', required: false, example: '基本户日终余额超过约定额度的部分按协定利率计息' },
    { key: 'tags', title: '产品标签', required: false, example: '活期;高流动性' },
    { key: 'attrs', title: '产品要素', required: false, example: '起存金额:50万元;参考利率:协定利率' },
    { key: 'detailHtml', title: '产品详情', required: false, example: '<p>适合日常结算资金较多的企业。</p>' },
    { key: 'sort', title: '排序', required: false, example: '10' },
    { key: 'status', title: '状态', required: false, example: '已发布' },
  ],
} as const satisfies Record<ImportKind, ReadonlyArray<{ key: string; title: string; required: boolean; example: string }>>;

export const IMPORT_KIND_NAMES: Record<ImportKind, string> = { forex: '外汇牌价', products: '产品' };

/** One problem of one row: the spreadsheet's row number (the header is row 1), column title, reason. */
export { ZImportRowError, type ImportRowError };

export const ZImportReport = z.object({
  kind: ZImportKind,
  fileName: z.string(),
  /** Data rows read (blank rows skipped). */
  totalRows: z.int(),
  /** Rows stored (created or replaced). */
  imported: z.int(),
  /** Rows refused. */
  failedRows: z.int(),
  /** The first problems found, by row and then column (at most `maxReported`). */
  errors: z.array(ZImportRowError),
  /** Every problem found; more than `errors.length` when the list was cut at `maxReported`. */
  errorCount: z.optional(z.int()),
});
export type ImportReport = z.infer<typeof ZImportReport>;
