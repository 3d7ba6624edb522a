/** Day arithmetic on yyyy-mm-dd strings (UTC noon-free: dates only, no clocks). */
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * 86_400_000);
}

/** The same day `years` later (29 February becomes 28 February). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + years, m - 1, d));
  if (next.getUTCMonth() !== m - 1) next.setUTCDate(0);
  return fromUtc(next.getTime());
}

export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1 + months, d));
  if (next.getUTCDate() !== d) next.setUTCDate(0);
  return fromUtc(next.getTime());
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(toUtc(date)).getUTCDay();
}

export const isWorkday = (date: string) => weekday(date) !== 0 && weekday(date) !== 6;

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/** The instant of a Beijing wall-clock time on `date` (UTC+8, no daylight saving). */
export function beijingInstant(date: string, secondsOfDay: number): Date {
  return new Date(toUtc(date) - 8 * 3_600_000 + secondsOfDay * 1000);
}
