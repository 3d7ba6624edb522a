import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { lookup as dnsLookup, LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPEN_API_AGREEMENT } from '@portal/contract/calls/open-platform/apply/agreement';
import { openApiApply } from '@portal/contract/calls/open-platform/apply/applications';
import { operatorOpenApiReview } from '@portal/contract/calls/open-platform/apply/review-console';
import { openApiServiceSetting, openApiServiceSettingSave } from '@portal/contract/calls/open-platform/apply/service-setting';
import { CALLBACK_HEADER, callbackHolds, signCallback, type CallbackPayload } from '@portal/contract/open-platform/callback-signing';
import { sm2KeyPair } from '@portal/contract/open-platform/sandbox-signing';
import { openApiNotifications } from '../src/db/schema/index.ts';
import { createCallbackSender, PrivateAddress, publicOnlyLookup, RETRY_DELAYS_SECONDS } from '../src/modules/open-platform/apply/callback-sender.ts';
import { recordNotification } from '../src/modules/open-platform/apply/notifications.ts';
import { rightsWorld } from './support/rights-world.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 26 point 5: the notifications an enterprise is sent are posted to its callback URL,
 * signed by the bank's key shown on /yqzl/serviceSetting; a refused or unreachable receiver is
 * tried again on a schedule and then given up, each try visible on the page; two instances never
 * post one notification twice; in production a name that resolves to this machine is refused.
 */

interface Received {
  path: string;
  body: string;
  headers: Record<string, string | undefined>;
}

let server: TestServer;
let world: Awaited<ReturnType<typeof rightsWorld>>;
let receiver: Server;
let port: number;
const received: Received[] = [];
/** What the receiver answers next: a status, or `hang` to never answer. */
let answer: number | 'hang' = 200;
const db = () => server.app.database.db;
const sender = () => createCallbackSender(db(), false);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => resolve(body));
  });
}

const settingWith = (callbackUrl: string) => ({
  callbackUrl,
  notifications: { review_result: true, key_expiry: true, call_alert: true },
  contacts: [],
});

async function approvedOrder(apiCode: string): Promise<void> {
  const { application } = await world.director.call(openApiApply, {
    apiCodes: [apiCode],
    purpose: '对接企业财务系统查询余额与明细',
    agreementAccepted: true,
    agreementVersion: OPEN_API_AGREEMENT.version,
  });
  await world.ops.call(operatorOpenApiReview, { id: application.id, stage: 'sandbox', decision: 'approve' });
}

const page = () => world.director.call(openApiServiceSetting, {});
/** Makes every waiting notification due now, as if its retry delay had passed. */
const timePasses = () => db().update(openApiNotifications).set({ deliveryDueAt: sql`now() - interval '1 second'` }).where(eq(openApiNotifications.deliveryStatus, 'pending'));

beforeAll(async () => {
  server = await startTestServer({ OPEN_API_CALLBACK_POLL_MS: 3_600_000 });
  world = await rightsWorld(server, 'ocb');
  receiver = createServer((req, res) => {
    void readBody(req).then((body) => {
      received.push({ path: req.url ?? '', body, headers: req.headers as Record<string, string | undefined> });
      if (answer !== 'hang') res.writeHead(answer).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await server.close();
});
beforeEach(() => {
  received.length = 0;
  answer = 200;
});

describe('notifications posted to the callback URL', () => {
  it('posts a review result once, signed by the key the page shows, and shows it delivered', async () => {
    await world.director.call(openApiServiceSettingSave, settingWith(`http://127.0.0.1:${port}/bank/notify?src=portal`));
    await approvedOrder('account.balance');
    expect((await page()).notifications[0]!.delivery).toMatchObject({ status: 'pending', attempts: 0 });

    expect(await sender().deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(received).toHaveLength(1);
    const post = received[0]!;
    const { callbackSigningKey, notifications } = await page();
    expect(callbackSigningKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(post.path).toBe('/bank/notify?src=portal');
    expect(post.headers['content-type']).toBe('application/json; charset=utf-8');
    const payload = JSON.parse(post.body) as CallbackPayload;
    expect(payload).toMatchObject({ notificationId: notifications[0]!.id, kind: 'review_result', title: notifications[0]!.title });
    expect(post.headers[CALLBACK_HEADER.notificationId]).toBe(payload.notificationId);
    const asPosted = { pathAndQuery: post.path, body: post.body, headers: post.headers };
    expect(callbackHolds(asPosted, callbackSigningKey)).toBe(true);
    // A changed body, another address or a stale post fails the receiver's check.
    expect(callbackHolds({ ...asPosted, body: post.body.replace('审核通过', '审核未通过') }, callbackSigningKey)).toBe(false);
    expect(callbackHolds({ ...asPosted, pathAndQuery: '/bank/notify' }, callbackSigningKey)).toBe(false);
    expect(callbackHolds(asPosted, callbackSigningKey, Date.now() + 10 * 60_000)).toBe(false);
    expect(notifications[0]!.delivery).toMatchObject({ status: 'delivered', attempts: 1, error: '', nextAttemptAt: null });

    // Nothing left to post: a second round sends nothing again.
    expect(await sender().deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(received).toHaveLength(1);
  });

  it('tries a refusing receiver again on the schedule, then gives up; each try is on the page', async () => {
    answer = 503;
    await approvedOrder('account.transactions');
    expect(await sender().deliverDue()).toEqual({ delivered: 0, failed: 1 });
    let delivery = (await page()).notifications[0]!.delivery;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, error: '对方返回 HTTP 503' });
    const wait = (Date.parse(delivery.nextAttemptAt!) - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(RETRY_DELAYS_SECONDS[0] - 5);
    expect(wait).toBeLessThanOrEqual(RETRY_DELAYS_SECONDS[0]);
    // Not due yet: nothing is posted.
    expect(await sender().deliverDue()).toEqual({ delivered: 0, failed: 0 });

    for (let attempt = 2; attempt <= RETRY_DELAYS_SECONDS.length + 1; attempt++) {
      await timePasses();
      expect(await sender().deliverDue()).toEqual({ delivered: 0, failed: 1 });
    }
    delivery = (await page()).notifications[0]!.delivery;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 6, error: '对方返回 HTTP 503', nextAttemptAt: null });
    // Each try was its own signed post of the same notification, with a new nonce.
    expect(new Set(received.map((r) => r.headers[CALLBACK_HEADER.notificationId])).size).toBe(1);
    expect(new Set(received.map((r) => r.headers[CALLBACK_HEADER.nonce])).size).toBe(6);
    await timePasses();
    expect(await sender().deliverDue()).toEqual({ delivered: 0, failed: 0 });
  });

  it('says why an unreachable or silent receiver failed, and delivers once it answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await world.director.call(openApiServiceSettingSave, settingWith(`http://127.0.0.1:${closedPort}/notify`));
    await recordNotification(db(), world.mine, { kind: 'call_alert', title: '沙箱调用异常告警', body: '测试' });
    await sender().deliverDue();
    expect((await page()).notifications[0]!.delivery).toMatchObject({ status: 'pending', attempts: 1, error: '连接被拒绝' });

    await world.director.call(openApiServiceSettingSave, settingWith(`http://127.0.0.1:${port}/notify`));
    answer = 'hang';
    await recordNotification(db(), world.mine, { kind: 'call_alert', title: '沙箱调用异常告警', body: '测试二' });
    const started = Date.now();
    await sender().deliverDue();
    expect(Date.now() - started).toBeLessThan(8_000);
    const [silent, refused] = (await page()).notifications;
    expect(silent!.delivery).toMatchObject({ status: 'pending', attempts: 1, error: '5 秒内未完成响应' });

    // The notification keeps the address it was recorded with; the silent one gets its answer on the next try.
    answer = 200;
    await timePasses();
    await sender().deliverDue();
    const after = (await page()).notifications;
    expect(after.find((n) => n.id === silent!.id)!.delivery).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(after.find((n) => n.id === refused!.id)!.delivery).toMatchObject({ status: 'pending', attempts: 2, error: '连接被拒绝' });
  }, 20_000);

  it('records without posting when no callback URL is set', async () => {
    await world.director.call(openApiServiceSettingSave, settingWith(''));
    await recordNotification(db(), world.mine, { kind: 'key_expiry', title: '沙箱应用密钥即将到期', body: '测试' });
    await timePasses();
    await sender().deliverDue();
    expect((await page()).notifications[0]!.delivery).toMatchObject({ status: 'none', attempts: 0 });
    expect(received.filter((r) => r.body.includes('沙箱应用密钥即将到期'))).toHaveLength(0);
  });

  it('two instances posting at once post each notification once', async () => {
    await db().update(openApiNotifications).set({ deliveryStatus: 'failed' }).where(eq(openApiNotifications.deliveryStatus, 'pending'));
    await world.director.call(openApiServiceSettingSave, settingWith(`http://127.0.0.1:${port}/notify`));
    for (let i = 0; i < 12; i++) await recordNotification(db(), world.mine, { kind: 'call_alert', title: `告警 ${i}`, body: '并发' });
    const [a, b] = await Promise.all([sender().deliverDue(), sender().deliverDue()]);
    expect(a.delivered + b.delivered).toBe(12);
    const ids = received.map((r) => r.headers[CALLBACK_HEADER.notificationId]);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toHaveLength(12);
  });

  it('in production, refuses a name that resolves to this machine when it connects', async () => {
    await world.director.call(openApiServiceSettingSave, settingWith(''));
    await db().update(openApiNotifications).set({ deliveryStatus: 'failed' }).where(eq(openApiNotifications.deliveryStatus, 'pending'));
    await recordNotification(db(), world.mine, { kind: 'call_alert', title: '生产环境告警', body: '解析' });
    // As if saved when the name still pointed elsewhere: the check at connection time refuses it.
    await db().update(openApiNotifications).set({ deliveryStatus: 'pending', deliveryUrl: `http://localhost:${port}/notify`, deliveryDueAt: new Date() }).where(eq(openApiNotifications.title, '生产环境告警'));
    expect(await createCallbackSender(db(), true).deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(received).toHaveLength(0);
    expect((await page()).notifications[0]!.delivery.error).toBe('回调地址解析到内部网络地址，已拒绝推送');
  });

  it('in production, refuses an address literal of this machine in an IPv6 form (stored before the form check knew it)', async () => {
    await db().update(openApiNotifications).set({ deliveryStatus: 'failed' }).where(eq(openApiNotifications.deliveryStatus, 'pending'));
    await recordNotification(db(), world.mine, { kind: 'call_alert', title: '映射地址告警', body: '字面量' });
    // ::ffff:7f00:1 is 127.0.0.1 to a dual-stack socket, and Node connects to a literal without a lookup.
    await db().update(openApiNotifications).set({ deliveryStatus: 'pending', deliveryUrl: `http://[::ffff:7f00:1]:${port}/notify`, deliveryDueAt: new Date() }).where(eq(openApiNotifications.title, '映射地址告警'));
    expect(await createCallbackSender(db(), true).deliverDue()).toEqual({ delivered: 0, failed: 1 });
    expect(received).toHaveLength(0);
    expect((await page()).notifications[0]!.delivery.error).toBe('回调地址解析到内部网络地址，已拒绝推送');
  });

  it('the connect-time lookup refuses a name whose address is a private IPv4 in any IPv6 form, and passes a public one', async () => {
    const answering =
      (...addresses: string[]) =>
      (_host: string, _options: object, callback: (err: null, all: LookupAddress[]) => void) =>
        callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
    const lookUp = (...addresses: string[]) =>
      new Promise<{ err: Error | null; address: string }>((resolve) =>
        publicOnlyLookup(answering(...addresses) as unknown as typeof dnsLookup)('callback.example.com', { family: 0 }, (err, address) =>
          resolve({ err, address: address as string }),
        ),
      );
    for (const address of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::7f00:1', '::127.0.0.1', '64:ff9b::a9fe:a9fe', '64:ff9b:1::808:808', '::ffff:0:a00:1', '2002:c0a8:101::1', 'fd00::1', '10.0.0.1']) {
      const { err } = await lookUp('2400:da00::6666', address);
      expect(err, address).toBeInstanceOf(PrivateAddress);
    }
    expect(await lookUp('2400:da00::6666', '::ffff:8.8.8.8')).toEqual({ err: null, address: '2400:da00::6666' });
  });

  it('the documented receiver (docs/open-platform/callback-receiver.mjs) takes a real post once and refuses a replay or a forgery', async () => {
    const { callbackSigningKey } = await page();
    const child = spawn(process.execPath, ['docs/open-platform/callback-receiver.mjs'], { env: { ...process.env, BANK_PUBLIC_KEY: callbackSigningKey, PORT: '0' } });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    try {
      await expect.poll(() => /listening on (\d+)/.exec(out)?.[1], { timeout: 10_000 }).toBeTruthy();
      const url = `http://127.0.0.1:${/listening on (\d+)/.exec(out)![1]}/notify`;
      await world.director.call(openApiServiceSettingSave, settingWith(url));
      await recordNotification(db(), world.mine, { kind: 'key_expiry', title: '生产应用密钥即将到期', body: '请轮换密钥' });
      expect(await sender().deliverDue()).toEqual({ delivered: 1, failed: 0 });
      await expect.poll(() => out, { timeout: 5_000 }).toContain('"title":"生产应用密钥即将到期"');

      const body = JSON.stringify({ notificationId: 'n-forged', kind: 'review_result', title: '伪造', body: '', applicationId: null, createdAt: new Date().toISOString() });
      const forged = signCallback(url, body, 'n-forged', sm2KeyPair().privateKey);
      expect((await fetch(url, { method: 'POST', headers: forged, body })).status).toBe(401);
      const { privateKey } = await sender().signingKey();
      const genuine = signCallback(url, body, 'n-forged', privateKey);
      expect((await fetch(url, { method: 'POST', headers: genuine, body })).status).toBe(204);
      expect((await fetch(url, { method: 'POST', headers: genuine, body })).status).toBe(401);
      // The receiver prints before it answers, but its output reaches this process on its own time.
      await expect.poll(() => out, { timeout: 5_000 }).toContain('refused: replayed nonce');
      expect(out.match(/"notificationId"/g)).toHaveLength(2);
      expect(out).toContain('refused: bad signature');
    } finally {
      child.kill();
    }
  });
});
