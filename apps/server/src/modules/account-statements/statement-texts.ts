import { ACCOUNT_TYPES } from '@portal/contract/codes';
import { fenToYuan } from '@portal/contract/calls/account-flow/filters';
import type { StatementAccount } from './repo.ts';

/** Every word a printed or exported statement shows, in one place. */
export const STATEMENT_TEXTS = {
  title: '账户交易明细',
  enterprise: '企业名称',
  account: '账号',
  accountType: '账户类型',
  currency: '币种',
  branch: '开户网点',
  period: '查询期间',
  openingBalance: '期初余额',
  closingBalance: '期末余额',
  rows: '交易笔数',
  incomeCount: '收入笔数',
  incomeTotal: '收入合计',
  expenseCount: '支出笔数',
  expenseTotal: '支出合计',
  printedAt: '打印时间',
  noRows: '本期间无符合条件的交易',
  columns: ['记账日期', '起息日期', '流水号', '对方户名', '对方账号', '摘要', '渠道', '收入金额', '支出金额', '余额'],
  totalsLine: (incomeCount: number, income: number, expenseCount: number, expense: number) =>
    `收入 ${incomeCount} 笔，合计 ${money(income)}；支出 ${expenseCount} 笔，合计 ${money(expense)}`,
  pageOf: (n: number, m: number) => `第 ${n} 页 / 共 ${m} 页`,
  fileStem: '账户流水',
  batchStem: '账户流水批量',
} as const;

/** §3: an account is shown as "account (name)". */
export const accountLabel = (a: Pick<StatementAccount, 'accountNo' | 'accountName'>) => `${a.accountNo} (${a.accountName})`;

export const accountTypeName = (code: string) => ACCOUNT_TYPES[code as keyof typeof ACCOUNT_TYPES] ?? code;

/** 1234567 fen -> "12,345.67". */
export function money(fen: number): string {
  const [whole = '0', part = '00'] = fenToYuan(fen).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  return `${sign}${whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part}`;
}


/** 账户流水_<account>_<begin>_<end>.<ext>; a batch names its first account and the count. */
export function statementFileName(accountNos: readonly string[], period: { beginDate?: string | undefined; endDate?: string | undefined }, ext: 'xlsx' | 'pdf'): string {
  const compact = (d: string | undefined, fallback: string) => (d ? d.replaceAll('-', '') : fallback);
  const span = `${compact(period.beginDate, '开户')}_${compact(period.endDate, '至今')}`;
  if (accountNos.length === 1) return `${STATEMENT_TEXTS.fileStem}_${accountNos[0]}_${span}.${ext}`;
  return `${STATEMENT_TEXTS.batchStem}_${accountNos.length}个账户_${span}.${ext}`;
}
