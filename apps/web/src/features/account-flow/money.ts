/**
 * Fen as yuan with thousands separators and two decimals: 123456789 -> "1,234,567.89".
 * Integer arithmetic throughout, so no float rounding creeps into a bank statement.
 */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** A short axis label: 12,345,678 fen -> "12.3万", 98,000 -> "980". */
export function shortYuan(fen: number): string {
  const yuan = fen / 100;
  if (Math.abs(yuan) >= 100_000_000) return `${(yuan / 100_000_000).toFixed(1)}亿`;
  if (Math.abs(yuan) >= 10_000) return `${(yuan / 10_000).toFixed(1)}万`;
  return Number.isInteger(yuan) || Math.abs(yuan) >= 10 ? String(Math.round(yuan)) : yuan.toFixed(1);
}

/** "account (name)" as §3 shows an account. */
export function accountLabel(a: { account: string; accountName: string }): string {
  return `${a.account}（${a.accountName}）`;
}
