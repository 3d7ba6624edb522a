import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { establishConnection } from '@portal/contract/calls/customer-service/establish-connection';
import { staffResponse } from '@portal/contract/calls/customer-service/staff-response';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { consolePageGet } from '@portal/contract/calls/console/page-get';
import { consolePagePublish } from '@portal/contract/calls/console/page-publish';
import { consolePageSaveDraft } from '@portal/contract/calls/console/page-save-draft';
import { submitFeedback } from '@portal/contract/calls/feedback/submit-feedback';
import { getChatSettings, saveChatSettings } from '@portal/contract/calls/operator/chat-settings';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';
import { openDatabase } from '../src/db/client.ts';
import { isConnectionLost } from '../src/db/connection-lost.ts';
import { chatMessages } from '../src/db/schema/chat.ts';
import { feedbackItems } from '../src/db/schema/feedback.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import type { SmsProvider } from '../src/providers/sms/sms-provider.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { startCuttingProxy } from './support/cutting-proxy.ts';
import { postgresAdminUrl } from './support/postgres-database.ts';
import { nextAddress } from './support/raw-caller.ts';
import { logInStaff } from './support/staff-login.ts';
import type { TestServer } from './support/test-app.ts';
import { startTwoInstances } from './support/two-instances.ts';

/**
 * PostgreSQL cuts every connection of the portal's database (pg_terminate_backend, as a restart
 * or a failover does) while 50 clients write feedback and chat messages through two instances:
 * each write acknowledged is stored, each other one got a coded "busy, retry" reply (not a hang,
 * not a 500), and both instances serve again within 5 s, without a restart.
 */
const CLIENTS = 50;
const CUT_AT_MS = 1_000;
const LOAD_MS = 4_000;
const RECOVERY_MS = 5_000;
/** Each chat client's pace: under the message rate limit (60 a minute) for the whole run. */
const CHAT_PAUSE_MS = 120;

/** The codes the SMS provider "sent", by phone: read without the database, which may be cut. */
const sentCodes = new Map<string, string>();
const memorySms: SmsProvider = {
  name: 'outbox',
  async send(phone, text) {
    sentCodes.set(phone, text.match(/\d{6}/)![0]);
  },
};

let pair: Awaited<ReturnType<typeof startTwoInstances>>;
let admin: pg.Client;
let databaseName: string;
let operatorOnA: BrowserSession;
beforeAll(async () => {
  pair = await startTwoInstances({
    postgres: true,
    // Every client acts from its own address: the per-address limits are not what is tested.
    config: { TRUST_PROXY_HOPS: 1, HANDSHAKE_RATE_PER_MINUTE: 10_000 },
    build: { sms: { captchaGate: { consume: async () => true }, provider: memorySms } },
  });
  databaseName = new URL(pair.shared.url!).pathname.slice(1);
  admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  operatorOnA = browserSession(pair.a, undefined, { 'x-forwarded-for': nextAddress() });
  await logInStaff(pair.a, operatorOnA, DEMO_STAFF[2]!);
  const settings = await operatorOnA.call(getChatSettings, {});
  await operatorOnA.call(saveChatSettings, { ...settings, serviceHours: { start: '00:00', end: '24:00' } });
});
afterAll(async () => {
  await admin?.end();
  await pair?.close();
});

/** Ends every connection to the portal's database but this test's own (on another database). */
async function cutEveryConnection(): Promise<number> {
  const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
  return rowCount ?? 0;
}

interface Outcome {
  client: number;
  at: number;
  kind: 'chat' | 'feedback' | 'sms';
  ok: boolean;
  id?: string | number;
  status?: number;
  code?: number;
}

/** A tab on `server` from an address of its own. */
function tab(server: TestServer) {
  return browserSession(server, undefined, { 'x-forwarded-for': nextAddress() });
}

/**
 * One write and what came of it; a coded failure is recorded, anything else (no answer in 10 s,
 * a reply that is not the portal's) fails the test.
 */
async function attempt(outcomes: Outcome[], base: Omit<Outcome, 'ok' | 'at'>, started: number, write: () => Promise<string | number | undefined>) {
  const at = Date.now() - started;
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in 10 s')), 10_000).unref());
  try {
    const id = await Promise.race([write(), timeout]);
    outcomes.push({ ...base, at, ok: true, id });
    return true;
  } catch (err) {
    if (!(err instanceof CallError)) throw err;
    outcomes.push({ ...base, at, ok: false, status: err.status, code: err.code });
    return false;
  }
}

/** A customer with a waiting conversation, who then writes to it until `until`. */
async function chatClient(client: number, server: TestServer) {
  const customer = tab(server);
  const { uuid } = await customer.call(establishConnection, { channelCode: '1', sessionNumber: `cut-session-${client}`, clientUid: `slider-cut-${client}-${Date.now()}` });
  return async (outcomes: Outcome[], started: number, until: number) => {
    for (let n = 1; Date.now() < until; n++) {
      await attempt(outcomes, { client, kind: 'chat' }, started, async () => (await customer.call(staffResponse, { uuid: uuid!, question: `第${client}位客户的第${n}条消息`, msgType: 'text' })).id);
      await new Promise((r) => setTimeout(r, CHAT_PAUSE_MS));
    }
  };
}

let phoneCounter = 0;
/** Visitors one after another, each asking for an SMS code and sending feedback with it, until `until`. */
async function feedbackClient(client: number, server: TestServer) {
  return async (outcomes: Outcome[], started: number, until: number) => {
    while (Date.now() < until) {
      // A new visitor each time: the per-tab SMS allowance is not what is tested.
      const visitor = tab(server);
      const phone = `1390000${String(++phoneCounter).padStart(4, '0')}`;
      const sent = await attempt(outcomes, { client, kind: 'sms' }, started, async () => {
        await visitor.call(getSmsVerificationCode, { phone, type: 'sms_feedback', terminalName: 'PC', captchaVerification: 'passed' });
        return undefined;
      });
      if (!sent) continue;
      const form = { feedbackTitle: '断线时的反馈', feedbackDetail: `客户${client}`, feedbackType: 0 as const, linkman: '王经理', linkInfo: phone, msgCode: sentCodes.get(phone)!, terminalName: 'PC' as const, consent: true as const };
      await attempt(outcomes, { client, kind: 'feedback' }, started, async () => (await visitor.call(submitFeedback, form)).id);
    }
  };
}

describe('PostgreSQL cuts every connection under 50 writing clients', () => {
  it('keeps every acknowledged write, answers the rest with a coded error, and serves again within 5 s', async () => {
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => (i < CLIENTS / 2 ? chatClient : feedbackClient)(i, i % 2 === 0 ? pair.a : pair.b)),
    );
    const outcomes: Outcome[] = [];
    const started = Date.now();
    const writing = Promise.all(clients.map((write) => write(outcomes, started, started + CUT_AT_MS + LOAD_MS)));
    await new Promise((r) => setTimeout(r, CUT_AT_MS));
    const cutAt = Date.now() - started;
    const cut = await cutEveryConnection();
    await writing;

    const failures = outcomes.filter((o) => !o.ok);
    expect(cut).toBeGreaterThan(0);
    // The rest were told to retry.
    for (const f of failures) expect({ status: f.status, code: f.code }).toEqual({ status: 503, code: ERRORS.DATABASE_UNAVAILABLE.code });
    // Every acknowledged write is stored.
    const db = pair.shared.db;
    const messageIds = outcomes.filter((o) => o.ok && o.kind === 'chat').map((o) => o.id as number);
    const feedbackIds = outcomes.filter((o) => o.ok && o.kind === 'feedback').map((o) => o.id as string);
    expect((await db.select({ id: chatMessages.id }).from(chatMessages).where(inArray(chatMessages.id, messageIds))).length).toBe(messageIds.length);
    expect((await db.select({ id: feedbackItems.id }).from(feedbackItems).where(inArray(feedbackItems.id, feedbackIds))).length).toBe(feedbackIds.length);
    // Every failure came within 5 s of the cut, and every client wrote again after it.
    for (const f of failures) expect(f.at - cutAt).toBeLessThan(RECOVERY_MS);
    for (let client = 0; client < CLIENTS; client++) {
      const last = outcomes.filter((o) => o.client === client).at(-1);
      expect(last?.ok, `client ${client}`).toBe(true);
    }
  }, 60_000);

  it('serves no page cached from before the cut: a publish the other instance could not hear is seen once it listens again', async () => {
    const visitorOnB = tab(pair.b);
    const menuLabel = async () => (await visitorOnB.call(getPageData, { pageCode: 'index' })).pageContent.headerData.menulist![0]!.label;
    const before = await menuLabel();
    const { published, summary } = await operatorOnA.call(consolePageGet, { pageCode: 'index' });
    published.pageContent.headerData.menulist![0]!.label = '断线期间发布';
    await operatorOnA.call(consolePageSaveDraft, { pageCode: 'index', baseVersion: summary.publishedVersion, json: JSON.stringify(published) });

    await cutEveryConnection();
    // Published while B's LISTEN connection is down (it reconnects after a second): B misses the notice.
    await retried(() => operatorOnA.call(consolePagePublish, { pageCode: 'index', note: '断线期间发布' }));
    await vi.waitFor(async () => expect(await retried(menuLabel)).toBe('断线期间发布'), { timeout: RECOVERY_MS, interval: 50 });
    expect(before).not.toBe('断线期间发布');
  });
});

describe('a pooled connection the database ends', () => {
  it('inside a transaction fails that transaction only: the process lives and the pool gets its place back', async () => {
    // One connection: a place lost to the pool would leave nothing for the next query.
    const database = openDatabase({ databaseUrl: pair.shared.url!, dataDir: '', poolSize: 1 });
    try {
      await database.ping();
      // Cut while the transaction holds its connection between two statements: nobody listens
      // on a checked-out connection but itself.
      const held = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await cutEveryConnection();
        await new Promise((r) => setTimeout(r, 100));
        await tx.execute(sql`select 1`);
      });
      await expect(held).rejects.toSatisfy(isConnectionLost);
      await database.ping();
    } finally {
      await database.close();
    }
  });

  it('as BEGIN is sent on it fails that transaction only, and the pool gets its place back', async () => {
    const target = new URL(pair.shared.url!);
    const relay = await startCuttingProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaRelay = new URL(pair.shared.url!);
    viaRelay.port = String(relay.port);
    // One connection, kept idle in the pool after the ping; drizzle hands back a transaction's
    // connection only once BEGIN succeeded, so a place lost here leaves no connection at all.
    const database = openDatabase({ databaseUrl: viaRelay.toString(), dataDir: '', poolSize: 1 });
    try {
      await database.ping();
      relay.cutOnNextSend();
      await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toSatisfy(isConnectionLost);
      await database.ping();
    } finally {
      await database.close();
      await relay.close();
    }
  });
});

/** A call made again while it is answered "busy, retry", as the portal's pages do. */
async function retried<T>(call: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof CallError) || err.code !== ERRORS.DATABASE_UNAVAILABLE.code || i >= 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
