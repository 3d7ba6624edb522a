import type { CallResponse } from '@portal/contract/call';
import { ANALYTICS_PERIOD_MAX_DAYS, type analyticsReport } from '@portal/contract/calls/insight/analytics-report';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repo from './repo.ts';

type Report = CallResponse<typeof analyticsReport>;

const DAY_MS = 24 * 3600_000;
/** Bank time is UTC+8 all year (no daylight saving), so a day starts at 16:00 UTC the day before. */
const BANK_OFFSET = '+08:00';
const TOP = 10;
const TOP_CALLS = 20;
const TOP_CODES = 3;

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00${BANK_OFFSET}`);
}

/** The period of whole bank days from `from` to `to` inclusive; refuses a reversed or too long one. */
export function periodOf(from: string, to: string) {
  const start = dayStart(from);
  const last = dayStart(to);
  // A calendar date that does not exist (2026-02-30) parses to another day or to nothing.
  if (Number.isNaN(start.getTime()) || bankDay(start) !== from) throw new AppError('ANALYTICS_BAD_PERIOD', { field: 'from' });
  if (Number.isNaN(last.getTime()) || bankDay(last) !== to) throw new AppError('ANALYTICS_BAD_PERIOD', { field: 'to' });
  const days = Math.round((last.getTime() - start.getTime()) / DAY_MS) + 1;
  if (days < 1 || days > ANALYTICS_PERIOD_MAX_DAYS) throw new AppError('ANALYTICS_BAD_PERIOD', { field: 'to' });
  const dayList = Array.from({ length: days }, (_, i) => bankDay(new Date(start.getTime() + i * DAY_MS)));
  return { start, end: new Date(last.getTime() + DAY_MS), days: dayList };
}

/** yyyy-mm-dd of an instant in bank time. */
export function bankDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** A share in [0, 1] with four decimals, or null when there is nothing to divide by. */
function share(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

/** Calls and failures per call path with its most frequent error codes, worst first. */
function callErrorRows(counts: Array<{ path: string; code: number; calls: number }>): Report['callErrors'] {
  const byPath = new Map<string, { calls: number; failures: number; codes: Map<number, number> }>();
  for (const c of counts) {
    const entry = byPath.get(c.path) ?? { calls: 0, failures: 0, codes: new Map<number, number>() };
    entry.calls += c.calls;
    if (c.code !== 200) {
      entry.failures += c.calls;
      entry.codes.set(c.code, (entry.codes.get(c.code) ?? 0) + c.calls);
    }
    byPath.set(c.path, entry);
  }
  return [...byPath.entries()]
    .map(([path, e]) => ({
      path,
      calls: e.calls,
      failures: e.failures,
      rate: share(e.failures, e.calls) ?? 0,
      topCodes: [...e.codes.entries()]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, TOP_CODES)
        .map(([code, count]) => ({ code, count })),
    }))
    .sort((a, b) => b.failures - a.failures || b.rate - a.rate || b.calls - a.calls || a.path.localeCompare(b.path))
    .slice(0, TOP_CALLS);
}

/** Everything the analytics screen shows for a period, each figure one SQL aggregation. */
export async function buildReport(db: Db, from: string, to: string): Promise<Report> {
  const period = periodOf(from, to);
  const [types, perDay, menus, banners, calls, clientErrors, logins, pages] = await Promise.all([
    repo.countsByType(db, period),
    repo.pageViewsByDay(db, period),
    repo.topMenus(db, period, TOP),
    repo.bannerStats(db, period, TOP),
    repo.callCounts(db, period),
    repo.clientErrors(db, period, TOP),
    repo.loginsByMethod(db, period),
    repo.topPages(db, period, TOP),
  ]);
  const callErrors = callErrorRows(calls);
  const n = (type: string) => types.get(type) ?? 0;
  return {
    from,
    to,
    totals: {
      pageViews: n('page_view'),
      menuClicks: n('menu_click'),
      bannerShows: n('banner_show'),
      bannerClicks: n('banner_click'),
      logins: n('login'),
      apiErrors: n('api_error'),
      calls: calls.reduce((s, c) => s + c.calls, 0),
      failures: calls.reduce((s, c) => s + (c.code === 200 ? 0 : c.calls), 0),
    },
    pageViewsByDay: period.days.map((day) => ({ day, views: perDay.get(day) ?? 0 })),
    topMenus: menus,
    banners: banners.map((b) => ({ ...b, rate: share(b.clicks, b.shows) })),
    callErrors,
    clientErrors,
    logins,
    topPages: pages,
  };
}
