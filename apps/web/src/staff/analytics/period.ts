import { formatDate } from '../../ui/format-date.ts';

export type PeriodPreset = 'today' | 'last7' | 'last30' | 'custom';
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 24 * 3600_000;

/** Today in China time (the server counts China-time days), as yyyy-mm-dd. */
export function chinaToday(now = new Date()): string {
  return formatDate(now.toISOString());
}

/** The period a preset stands for, ending today. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, now = new Date()): Period {
  const to = chinaToday(now);
  const days = preset === 'today' ? 1 : preset === 'last7' ? 7 : 30;
  const from = chinaToday(new Date(now.getTime() - (days - 1) * DAY_MS));
  return { from, to };
}

/** 0.1234 → "12.34%"; null (nothing to divide by) → the placeholder. */
export function percent(rate: number | null, placeholder: string): string {
  return rate === null ? placeholder : `${(rate * 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}
