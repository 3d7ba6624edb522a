import type { MonthFigures } from './repo.ts';

/**
 * Every calendar month the period touches, in order, with the income and expense of its
 * matching rows (zero for a month without any), so the chart shows the whole period.
 */
export function monthsOfPeriod(beginDate: string, endDate: string, figures: readonly MonthFigures[]): Array<{ month: string; income: number; expense: number }> {
  const byMonth = new Map(figures.map((f) => [f.month, f]));
  const months: Array<{ month: string; income: number; expense: number }> = [];
  let [year, month] = beginDate.split('-').map(Number) as [number, number];
  const last = endDate.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    const f = byMonth.get(key);
    months.push({ month: key, income: f?.incomeFen ?? 0, expense: f?.expenseFen ?? 0 });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
