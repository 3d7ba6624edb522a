import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { trackEvents, type TrackEvent } from '@portal/contract/calls/analytics/track';
import { analyticsReport } from '@portal/contract/calls/insight/analytics-report';
import { ERRORS } from '@portal/contract/errors';
import { analyticsEvents } from '../src/db/schema/analytics.ts';
import { callStats } from '../src/db/schema/insight.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { bankDay } from '../src/modules/analytics/report.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let operator: BrowserSession;
let lastAddress = 0;
const tab = () => browserSession(server, undefined, { 'x-forwarded-for': `192.0.2.${++lastAddress}` });
const staff = (loginName: string) => DEMO_STAFF.find((s) => s.loginName === loginName)!;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
  operator = tab();
  await logInStaff(server, operator, staff('operator01'));
});
afterAll(() => server.close());

const event = (e: Partial<TrackEvent> & Pick<TrackEvent, 'type'>): TrackEvent => ({
  pageCode: 'index',
  pageUrl: '#/index',
  at: Date.now(),
  ...e,
});

describe('analytics events', () => {
  it('stores page views with the router-history fields and type-specific details', async () => {
    const visitor = tab();
    const reply = await visitor.call(trackEvents, {
      events: [
        event({
          type: 'page_view',
          label: '文档中心',
          pageCode: 'index',
          pageUrl: '#/docCenter?marker=rh1',
          pageName: '文档中心',
          referrer: '#/page1?pageCode=fwzc',
          previousUrl: '#/index',
        }),
        event({ type: 'login', pageUrl: '#/login?marker=rh1', detail: { method: 'sms' } }),
        event({ type: 'api_error', pageUrl: '#/index?marker=rh1', trackId: '400100', label: 'POST /auth/login/phone', detail: { path: '/auth/login/phone', code: 400100 } }),
      ],
    });
    expect(reply).toEqual({ accepted: 3 });
    const rows = await server.app.database.db
      .select()
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.pageUrl} like '%marker=rh1'`)
      .orderBy(analyticsEvents.id);
    expect(rows.map((r) => ({ type: r.type, pageName: r.pageName, referrer: r.referrer, previousUrl: r.previousUrl, detail: r.detail }))).toEqual([
      { type: 'page_view', pageName: '文档中心', referrer: '#/page1?pageCode=fwzc', previousUrl: '#/index', detail: null },
      { type: 'login', pageName: null, referrer: null, previousUrl: null, detail: { method: 'sms' } },
      { type: 'api_error', pageName: null, referrer: null, previousUrl: null, detail: { path: '/auth/login/phone', code: 400100 } },
    ]);
  });

  it('refuses a batch holding a bad event, naming the event and field, and stores none of it', async () => {
    const visitor = tab();
    const before = await count();
    const cases: Array<[TrackEvent, string]> = [
      [event({ type: 'api_error', detail: { code: 500000 } }), 'events.1.detail.path'],
      [event({ type: 'login', detail: { method: 'telepathy' } }), 'events.1.detail.method'],
      [event({ type: 'banner_click', label: '无编号横幅' }), 'events.1.trackId'],
      [event({ type: 'page_view', pageUrl: 'https://evil.example/' }), 'events.1.pageUrl'],
      [event({ type: 'page_view', at: Date.now() - 30 * 24 * 3600_000 }), 'events.1.at'],
    ];
    for (const [bad, field] of cases) {
      const err = await failure(visitor.call(trackEvents, { events: [event({ type: 'page_view' }), bad] }));
      expect({ code: err.code, field: err.field, msg: err.message }).toEqual({ code: ERRORS.ANALYTICS_BAD_EVENT.code, field, msg: ERRORS.ANALYTICS_BAD_EVENT.msg });
    }
    const tooMany = await failure(visitor.call(trackEvents, { events: Array.from({ length: 51 }, () => event({ type: 'page_view' })) }));
    expect({ code: tooMany.code, field: tooMany.field }).toEqual({ code: ERRORS.VALIDATION.code, field: 'events' });
    expect(await count()).toBe(before);
  });

  it('limits batches per address', async () => {
    const visitor = tab();
    for (let i = 0; i < 120; i++) await visitor.call(trackEvents, { events: [event({ type: 'page_view' })] });
    expect((await failure(visitor.call(trackEvents, { events: [event({ type: 'page_view' })] }))).code).toBe(ERRORS.RATE_LIMITED.code);
    expect(await tab().call(trackEvents, { events: [event({ type: 'page_view' })] })).toEqual({ accepted: 1 });
  });
});

async function count(): Promise<number> {
  const [row] = await server.app.database.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents);
  return row!.n;
}

/** An event received at a given bank time, as if sent then. */
function at(day: string, time: string, e: Partial<typeof analyticsEvents.$inferInsert> & { type: string }) {
  const when = new Date(`${day}T${time}+08:00`);
  return { pageCode: 'index', pageUrl: '#/index', clientAt: when, receivedAt: when, ...e };
}

describe('the analytics report', () => {
  // A period long ago, so nothing else the tests send falls into it.
  const from = '2025-03-10';
  const to = '2025-03-12';

  beforeAll(async () => {
    const db = server.app.database.db;
    const pv = (day: string, time: string, url: string, name: string) => at(day, time, { type: 'page_view', pageUrl: url, pageName: name, label: name });
    await db.insert(analyticsEvents).values([
      // 00:30 bank time is still the 10th although it is the 9th in UTC.
      pv('2025-03-10', '00:30:00', '#/index', '首页'),
      pv('2025-03-10', '09:00:00', '#/index', '首页'),
      pv('2025-03-12', '23:59:00', '#/docCenter', '文档中心'),
      // Outside the period on either side.
      pv('2025-03-09', '23:59:59', '#/index', '首页'),
      pv('2025-03-13', '00:00:00', '#/index', '首页'),
      at('2025-03-10', '10:00:00', { type: 'menu_click', label: '企业金融', trackId: 'menu_qyjr' }),
      at('2025-03-11', '10:00:00', { type: 'menu_click', label: '企业金融', trackId: 'menu_qyjr' }),
      at('2025-03-11', '11:00:00', { type: 'menu_click', label: '文档中心', trackId: 'menu_wdzx' }),
      ...Array.from({ length: 8 }, (_, i) => at('2025-03-11', `12:0${i}:00`, { type: 'banner_show', trackId: 'idx_banner_green', label: '绿色金融 共建低碳未来' })),
      at('2025-03-11', '12:30:00', { type: 'banner_click', trackId: 'idx_banner_green', label: '绿色金融 共建低碳未来' }),
      at('2025-03-11', '12:31:00', { type: 'banner_click', trackId: 'idx_banner_green', label: '绿色金融 共建低碳未来' }),
      at('2025-03-11', '12:00:00', { type: 'banner_show', trackId: 'idx_banner_yqzl', label: '银企直联 数智赋能' }),
      at('2025-03-11', '13:00:00', { type: 'login', detail: { method: 'password' } }),
      at('2025-03-11', '13:01:00', { type: 'login', detail: { method: 'password' } }),
      at('2025-03-12', '13:02:00', { type: 'login', detail: { method: 'qr' } }),
      at('2025-03-12', '14:00:00', { type: 'api_error', detail: { path: '/auth/login/password', code: 400100 } }),
    ]);
    const minute = (day: string, time: string) => new Date(`${day}T${time}+08:00`);
    await db.insert(callStats).values([
      { minute: minute('2025-03-10', '09:00:00'), path: '/auth/login/password', code: 200, calls: 40 },
      { minute: minute('2025-03-11', '09:00:00'), path: '/auth/login/password', code: 400100, calls: 6 },
      { minute: minute('2025-03-11', '09:01:00'), path: '/auth/login/password', code: 400100, calls: 2 },
      { minute: minute('2025-03-11', '09:01:00'), path: '/auth/login/password', code: 429001, calls: 2 },
      { minute: minute('2025-03-12', '09:00:00'), path: '/system/param', code: 200, calls: 100 },
      { minute: minute('2025-03-14', '09:00:00'), path: '/system/param', code: 500000, calls: 9 },
    ]);
  });

  it('aggregates the period in bank days', async () => {
    const report = await operator.call(analyticsReport, { from, to });
    expect(report.pageViewsByDay).toEqual([
      { day: '2025-03-10', views: 2 },
      { day: '2025-03-11', views: 0 },
      { day: '2025-03-12', views: 1 },
    ]);
    expect(report.totals).toEqual({ pageViews: 3, menuClicks: 3, bannerShows: 9, bannerClicks: 2, logins: 3, apiErrors: 1, calls: 150, failures: 10 });
    expect(report.topMenus).toEqual([
      { label: '企业金融', trackId: 'menu_qyjr', clicks: 2 },
      { label: '文档中心', trackId: 'menu_wdzx', clicks: 1 },
    ]);
    expect(report.banners).toEqual([
      { trackId: 'idx_banner_green', label: '绿色金融 共建低碳未来', shows: 8, clicks: 2, rate: 0.25 },
      { trackId: 'idx_banner_yqzl', label: '银企直联 数智赋能', shows: 1, clicks: 0, rate: 0 },
    ]);
    expect(report.callErrors).toEqual([
      {
        path: '/auth/login/password',
        calls: 50,
        failures: 10,
        rate: 0.2,
        topCodes: [
          { code: 400100, count: 8 },
          { code: 429001, count: 2 },
        ],
      },
      { path: '/system/param', calls: 100, failures: 0, rate: 0, topCodes: [] },
    ]);
    expect(report.clientErrors).toEqual([{ path: '/auth/login/password', code: '400100', count: 1 }]);
    expect(report.logins).toEqual([
      { method: 'password', count: 2 },
      { method: 'qr', count: 1 },
    ]);
    expect(report.topPages).toEqual([
      { pageUrl: '#/index', pageName: '首页', pageCode: 'index', views: 2 },
      { pageUrl: '#/docCenter', pageName: '文档中心', pageCode: 'index', views: 1 },
    ]);
  });

  it('counts the calls the server answered today, failures by code', async () => {
    const visitor = tab();
    await visitor.call(trackEvents, { events: [event({ type: 'page_view' })] });
    await failure(visitor.call(trackEvents, { events: [event({ type: 'login', detail: { method: 'x' } })] }));
    const today = bankDay(new Date());
    const report = await operator.call(analyticsReport, { from: today, to: today });
    const track = report.callErrors.find((c) => c.path === '/analytics/track');
    expect(track?.failures).toBeGreaterThanOrEqual(1);
    expect(track?.calls).toBeGreaterThan(track!.failures);
    expect(track?.topCodes.map((c) => c.code)).toContain(ERRORS.ANALYTICS_BAD_EVENT.code);
    // Written to the table, one row per minute, path and code.
    const rows = await server.app.database.db.select().from(callStats).where(eq(callStats.path, '/analytics/track'));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('counts addresses that match no call under one name, and calls declared before the analytics module', async () => {
    expect((await fetch(`${server.origin}/qjmh/api/no/such/call/${Date.now()}`, { method: 'POST' })).status).toBe(404);
    await fetch(`${server.origin}/qjmh/api/auth/common/getTime`);
    await server.app.callStats.flush();
    const unknown = await server.app.database.db.select().from(callStats).where(eq(callStats.path, '(unknown)'));
    expect(unknown.map((r) => r.code)).toContain(ERRORS.NOT_FOUND.code);
    const time = await server.app.database.db.select().from(callStats).where(eq(callStats.path, '/auth/common/getTime'));
    expect(time.reduce((n, r) => n + r.calls, 0)).toBeGreaterThanOrEqual(1);
  });

  it('refuses a reversed, too long or impossible period', async () => {
    for (const [period, field] of [
      [{ from: '2025-03-12', to: '2025-03-10' }, 'to'],
      [{ from: '2024-01-01', to: '2025-03-10' }, 'to'],
      [{ from: '2025-02-30', to: '2025-03-10' }, 'from'],
    ] as const) {
      const err = await failure(operator.call(analyticsReport, period));
      expect({ code: err.code, field: err.field }).toEqual({ code: ERRORS.ANALYTICS_BAD_PERIOD.code, field });
    }
  });

  it('is for operators only', async () => {
    expect((await failure(tab().call(analyticsReport, { from, to }))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const agent = tab();
    await logInStaff(server, agent, staff('agent01'));
    expect((await failure(agent.call(analyticsReport, { from, to }))).code).toBe(ERRORS.WRONG_ROLE.code);
  });
});
