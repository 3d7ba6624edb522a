import { sql } from 'drizzle-orm';
import type { TrackEvent } from '@portal/contract/calls/analytics/track';
import { ANALYTICS_TIME_ZONE } from '@portal/contract/calls/insight/analytics-report';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { callStats } from '../../db/schema/insight.ts';

export async function insertEvents(db: Db, events: TrackEvent[]): Promise<void> {
  await db.insert(analyticsEvents).values(
    events.map((e) => ({
      type: e.type,
      trackId: e.trackId || null,
      label: e.label || null,
      pageCode: e.pageCode,
      pageUrl: e.pageUrl,
      pageName: e.pageName || null,
      referrer: e.referrer || null,
      previousUrl: e.previousUrl || null,
      detail: e.detail ?? null,
      clientAt: new Date(e.at),
    })),
  );
}

export interface CallStatRow {
  minute: Date;
  path: string;
  code: number;
  calls: number;
}

export async function insertCallStats(db: Db, rows: CallStatRow[]): Promise<void> {
  if (rows.length) await db.insert(callStats).values(rows);
}

/** A period of whole days: received_at in [start, end). */
export interface Period {
  start: Date;
  end: Date;
}

const inPeriod = (p: Period) => sql`received_at >= ${p.start.toISOString()}::timestamptz and received_at < ${p.end.toISOString()}::timestamptz`;
const num = (v: unknown) => Number(v ?? 0);

export async function countsByType(db: Db, p: Period): Promise<Map<string, number>> {
  const rows = rowsOf<{ type: string; n: unknown }>(
    await db.execute(sql`select type, count(*) as n from analytics_events where ${inPeriod(p)} group by type`),
  );
  return new Map(rows.map((r) => [r.type, num(r.n)]));
}

export async function pageViewsByDay(db: Db, p: Period): Promise<Map<string, number>> {
  const rows = rowsOf<{ day: string; n: unknown }>(
    await db.execute(sql`
      select to_char(received_at at time zone ${ANALYTICS_TIME_ZONE}, 'YYYY-MM-DD') as day, count(*) as n
      from analytics_events where type = 'page_view' and ${inPeriod(p)}
      group by 1`),
  );
  return new Map(rows.map((r) => [r.day, num(r.n)]));
}

export async function topMenus(db: Db, p: Period, limit: number) {
  const rows = rowsOf<{ label: string; track_id: string | null; n: unknown }>(
    await db.execute(sql`
      select label, track_id, count(*) as n from analytics_events
      where type = 'menu_click' and label is not null and ${inPeriod(p)}
      group by label, track_id order by n desc, label limit ${limit}`),
  );
  return rows.map((r) => ({ label: r.label, trackId: r.track_id, clicks: num(r.n) }));
}

export async function bannerStats(db: Db, p: Period, limit: number) {
  const rows = rowsOf<{ track_id: string; label: string | null; shows: unknown; clicks: unknown }>(
    await db.execute(sql`
      select track_id, max(label) as label,
        count(*) filter (where type = 'banner_show') as shows,
        count(*) filter (where type = 'banner_click') as clicks
      from analytics_events
      where type in ('banner_show', 'banner_click') and track_id is not null and ${inPeriod(p)}
      group by track_id order by clicks desc, shows desc, track_id limit ${limit}`),
  );
  return rows.map((r) => ({ trackId: r.track_id, label: r.label ?? '', shows: num(r.shows), clicks: num(r.clicks) }));
}

export async function callCounts(db: Db, p: Period) {
  const rows = rowsOf<{ path: string; code: number; n: unknown }>(
    await db.execute(sql`
      select path, code, sum(calls) as n from call_stats
      where minute >= ${p.start.toISOString()}::timestamptz and minute < ${p.end.toISOString()}::timestamptz
      group by path, code`),
  );
  return rows.map((r) => ({ path: r.path, code: Number(r.code), calls: num(r.n) }));
}

export async function clientErrors(db: Db, p: Period, limit: number) {
  const rows = rowsOf<{ path: string; code: string; n: unknown }>(
    await db.execute(sql`
      select coalesce(detail->>'path', '') as path, coalesce(detail->>'code', '') as code, count(*) as n
      from analytics_events where type = 'api_error' and ${inPeriod(p)}
      group by 1, 2 order by n desc, path limit ${limit}`),
  );
  return rows.map((r) => ({ path: r.path, code: r.code, count: num(r.n) }));
}

export async function loginsByMethod(db: Db, p: Period) {
  const rows = rowsOf<{ method: string; n: unknown }>(
    await db.execute(sql`
      select coalesce(detail->>'method', '') as method, count(*) as n
      from analytics_events where type = 'login' and ${inPeriod(p)}
      group by 1 order by n desc`),
  );
  return rows.map((r) => ({ method: r.method, count: num(r.n) }));
}

export async function topPages(db: Db, p: Period, limit: number) {
  const rows = rowsOf<{ page_url: string; page_name: string | null; page_code: string; n: unknown }>(
    await db.execute(sql`
      select page_url, max(page_name) as page_name, max(page_code) as page_code, count(*) as n
      from analytics_events where type = 'page_view' and ${inPeriod(p)}
      group by page_url order by n desc, page_url limit ${limit}`),
  );
  return rows.map((r) => ({ pageUrl: r.page_url, pageName: r.page_name ?? '', pageCode: r.page_code, views: num(r.n) }));
}
