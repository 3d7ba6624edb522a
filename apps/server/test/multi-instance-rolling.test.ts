import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { establishConnection } from '@portal/contract/calls/customer-service/establish-connection';
import { searchAnswer } from '@portal/contract/calls/customer-service/search-answer';
import { getChatSettings, saveChatSettings } from '@portal/contract/calls/operator/chat-settings';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { CallError, createEnvelopeClient } from '@portal/contract/envelope/client';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { users } from '../src/db/schema/identity.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { SESSION_COOKIE } from '../src/modules/session/cookie.ts';
import { browserSession } from './support/browser-session.ts';
import { startLoadBalancer } from './support/load-balancer.ts';
import { postgresAdminUrl } from './support/postgres-database.ts';
import { logInStaff } from './support/staff-login.ts';
import { listenForTests, type TestServer } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

/**
 * A rolling restart (issue 19): of two instances behind a load balancer, one is stopped as
 * SIGTERM stops it (app.close(): no new connections, the requests under way answered, then its
 * database closed) and started again on the same database and port, while logged-in tabs poll
 * userStatus and customers poll searchAnswer without pause. No poll may fail: the balancer
 * (support/load-balancer.ts) sends what the stopping instance refuses or drops unanswered to
 * the other, and nothing the instance accepted may go unanswered.
 */
const STATUS_POLLERS = 8;
const CHAT_POLLERS = 8;
const BEFORE_MS = 1_000;
const DOWN_MS = 300;
const AFTER_MS = 1_500;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestServer;
let b: FastifyInstance;
let bPort: number;

/** The restarted instance as production starts it: its own pool from DATABASE_URL, closed with the app. */
async function startB(port: number): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ DATABASE_URL: database.url!, DB_POOL_SIZE: 2 }));
  await app.listen({ host: '127.0.0.1', port });
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase({ adminUrl: postgresAdminUrl() });
  a = await listenForTests(await buildApp(testConfig(), { database }));
  b = await startB(0);
  const address = b.server.address();
  bPort = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

/** Logged-in customers' sessions, made as a login makes them (one live session per customer). */
async function loggedInTabs(count: number) {
  const tabs: Array<{ cookie: string; token: string }> = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    await database.db.insert(users).values({
      id,
      userNo: String(8_100_000_000 + i),
      loginName: `rolling_${i}`,
      phone: `1370000${String(i).padStart(4, '0')}`,
      userType: 'personal',
      realName: '滚动重启',
      weak: false,
      passwordHash: 'not-a-password-hash',
    });
    const started = await a.app.sessions.start({ kind: 'user', principalId: id, method: 'test', ip: '127.0.0.1', device: 'test' });
    tabs.push({ cookie: `${SESSION_COOKIE}=${started.cookieValue}`, token: started.csrfToken });
  }
  return tabs;
}

describe('one of two instances restarted under a constant load of polls', () => {
  it('fails no poll, and both instances answer after the restart', async () => {
    const operator = browserSession(a);
    await logInStaff(a, operator, DEMO_STAFF[2]!);
    const settings = await operator.call(getChatSettings, {});
    await operator.call(saveChatSettings, { ...settings, serviceHours: { start: '00:00', end: '24:00' } });

    const balancer = await startLoadBalancer([new URL(a.origin).port, bPort].map(Number));
    const viaBalancer = (options: Parameters<TestServer['client']>[0] = {}) => createEnvelopeClient({ baseUrl: balancer.origin, appId: 'test', timeoutMs: 10_000, ...options });
    const statusPolls = (await loggedInTabs(STATUS_POLLERS)).map(({ cookie, token }) => {
      const client = viaBalancer({ token: () => token, fetch: (input, init = {}) => fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } }) });
      return () => client.call(getUserStatus, {});
    });
    const chatPolls = await Promise.all(
      Array.from({ length: CHAT_POLLERS }, async (_, i) => {
        const client = viaBalancer();
        const { uuid } = await client.call(establishConnection, { channelCode: '1', sessionNumber: `rolling-session-${i}`, clientUid: `slider-rolling-${i}-${Date.now()}` });
        return () => client.call(searchAnswer, { uuid: uuid!, after: 0 });
      }),
    );

    const failures: string[] = [];
    let polls = 0;
    let stopping = false;
    const pollers = [...statusPolls, ...chatPolls].map(async (poll) => {
      while (!stopping) {
        try {
          await poll();
          polls++;
        } catch (err) {
          failures.push(err instanceof CallError ? `${err.status ?? ''}/${err.code} ${err.message}` : String(err));
        }
      }
    });

    await new Promise((r) => setTimeout(r, BEFORE_MS));
    const beforeStop = balancer.answered();
    const stopStarted = Date.now();
    await b.close();
    const stopMs = Date.now() - stopStarted;
    await new Promise((r) => setTimeout(r, DOWN_MS));
    b = await startB(bPort);
    const afterRestart = balancer.answered();
    await new Promise((r) => setTimeout(r, AFTER_MS));
    stopping = true;
    await Promise.all(pollers);
    const atEnd = balancer.answered();
    await balancer.close();

    expect(failures).toEqual([]);
    expect(polls).toBeGreaterThan(0);
    // A graceful stop ends once the requests under way are answered, not at a timeout.
    expect(stopMs).toBeLessThan(5_000);
    expect(beforeStop.every((n) => n > 0)).toBe(true);
    // Both instances answered after the restart.
    expect(atEnd[0]! - afterRestart[0]!).toBeGreaterThan(0);
    expect(atEnd[1]! - afterRestart[1]!).toBeGreaterThan(0);
  }, 60_000);
});
