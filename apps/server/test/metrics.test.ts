import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { searchAnswer } from '@portal/contract/calls/customer-service/search-answer';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import { ERRORS, SUCCESS_CODE } from '@portal/contract/errors';
import { buildApp } from '../src/app.ts';
import { loadConfig, testConfig } from '../src/config.ts';
import { chatConversations } from '../src/db/schema/chat.ts';
import { users } from '../src/db/schema/identity.ts';
import { DEMO_CUSTOMERS } from '../src/db/seed/demo-accounts.ts';
import { browserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format's samples (comments skipped). */
function parse(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!m) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]));
      return { name: m[1]!, labels, value: Number(m[3]) };
    });
}

/** The sum of the samples named `name` whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

const STATUS_CALL = getUserStatus.path;
const CHAT_CALL = searchAnswer.path;

describe('/metrics on a server (open outside production)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const res = await fetch(`${server.origin}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    return { text, samples: parse(text) };
  };

  it('counts each call by code and status and times it, the polls answered before Fastify included', async () => {
    const before = (await scrape()).samples;
    const tab = browserSession(server);
    // Over real connections: the poll lane answers these two, never Fastify.
    await tab.call(getUserStatus, {});
    await tab.call(getUserStatus, {});
    const missing = await failure(tab.call(searchAnswer, { uuid: randomUUID(), after: 0 }));
    expect(missing.code).toBe(ERRORS.CHAT_NOT_FOUND.code);
    // A call Fastify routes, and an API address that is no call.
    expect((await fetch(`${server.origin}${API_PREFIX}/auth/common/getTime`)).status).toBe(200);
    expect((await fetch(`${server.origin}${API_PREFIX}/no/such/call`)).status).toBe(404);

    const after = (await scrape()).samples;
    const moved = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);
    const requests = 'portal_requests_total';
    expect(moved(requests, { call: STATUS_CALL, code: String(SUCCESS_CODE), status: '200' })).toBe(2);
    expect(moved(requests, { call: CHAT_CALL, code: String(ERRORS.CHAT_NOT_FOUND.code), status: '404' })).toBe(1);
    expect(moved(requests, { call: '/auth/common/getTime', status: '200' })).toBe(1);
    expect(moved(requests, { call: '(unknown)', code: String(ERRORS.NOT_FOUND.code), status: '404' })).toBe(1);

    const duration = 'portal_request_duration_seconds';
    expect(moved(`${duration}_count`, { call: STATUS_CALL })).toBe(2);
    expect(moved(`${duration}_count`, { call: CHAT_CALL })).toBe(1);
    expect(moved(`${duration}_bucket`, { call: STATUS_CALL, le: '+Inf' })).toBe(2);
    expect(moved(`${duration}_sum`, { call: STATUS_CALL })).toBeGreaterThan(0);
    // Buckets are cumulative, ending with the count.
    const buckets = after.filter((s) => s.name === `${duration}_bucket` && s.labels.call === STATUS_CALL).map((s) => s.value);
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    expect(buckets.at(-1)).toBe(total(after, `${duration}_count`, { call: STATUS_CALL }));
  });

  it('reports the event loop, the chat queue and, on PostgreSQL, the pool', async () => {
    const waitingBefore = total((await scrape()).samples, 'portal_chat_queue_length');
    const id = randomUUID();
    await server.app.database.db.insert(chatConversations).values({
      id,
      channelCode: '1',
      sessionNumber: `metrics-${id}`,
      customerKey: `visitor:metrics-${id}`,
      customerName: '访客',
      state: 'queued',
    });
    const { samples } = await scrape();
    expect(total(samples, 'portal_chat_queue_length')).toBe(waitingBefore + 1);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true);
    const pool = samples.find((s) => s.name === 'portal_db_pool_connections');
    if (server.app.database.kind === 'postgres') {
      expect(pool?.value).toBeGreaterThan(0);
      expect(total(samples, 'portal_db_pool_max_connections')).toBeGreaterThan(0);
      expect(samples.some((s) => s.name === 'portal_db_pool_waiting_requests')).toBe(true);
    } else {
      // The embedded database has no pool to report.
      expect(pool).toBeUndefined();
    }
    await server.app.database.db.delete(chatConversations).where(eq(chatConversations.id, id));
  });

  it('names calls, codes and statuses only: no user, phone, token or cookie in any label', async () => {
    const tab = browserSession(server);
    const [demo] = DEMO_CUSTOMERS;
    const login = await tab.call(passwordLogin, { loginName: demo.loginName, password: tab.secret(demo.password), captchaVerification: await passSliderCaptcha(server) });
    tab.setToken(login.token);
    await tab.call(getUserStatus, {});
    const [user] = await server.app.database.db.select().from(users).where(eq(users.loginName, demo.loginName));
    const { text, samples } = await scrape();
    for (const secret of [user!.id, user!.phone, demo.loginName, login.token, ...tab.cookies.values()]) {
      expect(secret && text.includes(secret), `the scrape holds ${secret}`).toBe(false);
    }
    for (const s of samples.filter((x) => x.name.startsWith('portal_'))) {
      for (const [name, value] of Object.entries(s.labels)) {
        if (name === 'call') expect(value).toMatch(/^(\/[A-Za-z0-9_./-]+|\(unknown\))$/);
        else if (name === 'le') expect(value).toMatch(/^(\d+(\.\d+)?|\+Inf)$/);
        else expect([name, value]).toEqual([expect.stringMatching(/^(code|status)$/), expect.stringMatching(/^\d{1,9}$/)]);
      }
    }
  });
});

describe('who may read /metrics', () => {
  const TOKEN = 'm'.repeat(40);
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: FastifyInstance[] = [];
  const build = async (overrides: Parameters<typeof testConfig>[0]) => {
    const app = await buildApp(testConfig(overrides), { database });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('with METRICS_TOKEN set, only a caller bearing it', async () => {
    const app = await build({ METRICS_TOKEN: TOKEN, NODE_ENV: 'production' });
    for (const authorization of [undefined, `Bearer ${'x'.repeat(40)}`, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json()).toEqual({ code: ERRORS.METRICS_TOKEN_REQUIRED.code, msg: ERRORS.METRICS_TOKEN_REQUIRED.msg });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE portal_requests_total counter');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('in production without METRICS_TOKEN, nobody: there is no /metrics', async () => {
    const app = await build({ NODE_ENV: 'production' });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('portal_requests_total');
  });

  it('refuses a token too short to be a secret', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
  });
});
