import * as z from 'zod/mini';

/** Net-value history ranges of the fund screen (§7 getFundByProCode). */
export const FUND_RANGES = [
  { range: '1m', label: '近1月', months: 1 },
  { range: '3m', label: '近3月', months: 3 },
  { range: '6m', label: '近6月', months: 6 },
  { range: '1y', label: '近1年', months: 12 },
] as const;
export type FundRange = (typeof FUND_RANGES)[number]['range'];
export const ZFundRange = z.enum(['1m', '3m', '6m', '1y']);

export const FUND_TYPES = ['货币型', '债券型', '混合型', '股票型', '指数型', 'QDII'] as const;
export const RISK_LEVELS = [
  { level: 'R1', name: '低风险' },
  { level: 'R2', name: '中低风险' },
  { level: 'R3', name: '中风险' },
  { level: 'R4', name: '中高风险' },
  { level: 'R5', name: '高风险' },
] as const;
export const ZRiskLevel = z.enum(['R1', 'R2', 'R3', 'R4', 'R5']);
export const FUND_CODE_RE = /^[0-9]{6}$/;
export const ZFundCode = z.string().check(z.trim(), z.regex(FUND_CODE_RE, '基金代码应为6位数字'));

/** A fund with its latest published net value. Values are decimal strings (4 places), never floats in transit. */
export const ZFundSummary = z.object({
  proCode: z.string(),
  name: z.string(),
  fundType: z.string(),
  riskLevel: z.string(),
  company: z.string(),
  /** yyyy-mm-dd of the latest net value; null for a fund without any. */
  navDate: z.nullable(z.string()),
  nav: z.nullable(z.string()),
  accNav: z.nullable(z.string()),
  /** Change of the latest net value against the one before, in percent with 2 places. */
  dayChangePct: z.nullable(z.string()),
  /** Growth of the accumulated net value over one year, in percent with 2 places. */
  yearReturnPct: z.nullable(z.string()),
});
export type FundSummary = z.infer<typeof ZFundSummary>;

export const ZNavPoint = z.object({ date: z.string(), nav: z.string(), accNav: z.string() });
export type NavPoint = z.infer<typeof ZNavPoint>;
