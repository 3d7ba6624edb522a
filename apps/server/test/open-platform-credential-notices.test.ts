import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiCredentials, openApiIssueCredential, openApiRotateSecret } from '@portal/contract/calls/open-platform/sandbox/credentials';
import { ERRORS } from '@portal/contract/errors';
import { OPEN_API_SANDBOX_PREFIX } from '@portal/contract/open-platform/apis';
import { CREDENTIAL_VALIDITY_MS } from '@portal/contract/open-platform/credential-validity';
import { signSandboxRequest } from '@portal/contract/open-platform/sandbox-signing';
import { openApiCredentials as credentialsTable, openApiNotifications, openApiServiceSettings, openSandboxCalls } from '../src/db/schema/index.ts';
import { beijingDate } from '../src/lib/china-time.ts';
import { createCallAlerts, sweepExpiringCredentials } from '../src/modules/open-platform/sandbox/credential-notices.ts';
import { callAlertsOf, usageRecorderOf } from '../src/modules/open-platform/sandbox/gateway-routes.ts';
import { SANDBOX_CHANNEL } from '../src/modules/open-platform/sandbox/sandbox-cache.ts';
import { insertApprovedApplication } from './support/open-platform-grants.ts';
import { rightsWorld } from './support/rights-world.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 26 point 5: a credential holds a year from issue or rotation and the sandbox refuses it
 * after; the enterprise is told once before (密钥即将到期) and at most once an hour when the
 * sandbox refuses its calls (调用异常告警), each only while its switch is on.
 */

let server: TestServer;
let world: Awaited<ReturnType<typeof rightsWorld>>;
const db = () => server.app.database.db;
let appId = '';
let secret = '';

async function send(key = secret): Promise<{ status: number; code: number }> {
  const url = `${OPEN_API_SANDBOX_PREFIX}/accounts`;
  const signed = signSandboxRequest({ appId, method: 'GET', url, body: '', signMethod: 'HMAC-SM3', key });
  const res = await fetch(server.origin + url, { headers: signed.headers });
  return { status: res.status, code: ((await res.json()) as { code: number }).code };
}

/** Changed behind the service's back, so announced as the service would (sandbox-cache.ts). */
async function setExpiry(at: ReturnType<typeof sql>) {
  await db().update(credentialsTable).set({ expiresAt: at }).where(eq(credentialsTable.appId, appId));
  await db().execute(sql`select pg_notify(${SANDBOX_CHANNEL}, ${`cred:${appId}`})`);
}

const notificationsOf = (kind: string) =>
  db()
    .select()
    .from(openApiNotifications)
    .where(and(eq(openApiNotifications.enterpriseId, world.mine), eq(openApiNotifications.kind, kind)));

const credentialRow = async () => (await db().select().from(credentialsTable).where(eq(credentialsTable.appId, appId)))[0]!;
const settled = () => callAlertsOf(server.app)!.settled();
const aboutAYearFromNow = (iso: string) => expect(Math.abs(new Date(iso).getTime() - (Date.now() + CREDENTIAL_VALIDITY_MS))).toBeLessThan(60_000);

beforeAll(async () => {
  server = await startTestServer();
  world = await rightsWorld(server, 'cvn');
  await insertApprovedApplication(db(), world.mine, world.users.director.id, ['account.list']);
  const issued = await world.director.call(openApiIssueCredential, { environment: 'sandbox' });
  appId = issued.credential.appId;
  secret = issued.appSecret;
}, 60_000);
afterAll(() => server.close());

describe('credential validity', () => {
  it('a new key is valid a year; successful calls raise no alert', async () => {
    const { credentials } = await world.director.call(openApiCredentials, {});
    aboutAYearFromNow(credentials.find((c) => c.appId === appId)!.expiresAt);
    for (let i = 0; i < 3; i++) expect(await send()).toEqual({ status: 200, code: 200 });
    await settled();
    expect(await notificationsOf('call_alert')).toEqual([]);
    expect((await credentialRow()).callAlertAt).toBeNull();
  });

  it('a burst of bad signatures records exactly one call alert, naming the app id and the reason', async () => {
    const refused = await Promise.all(Array.from({ length: 12 }, () => send('not-the-secret')));
    expect(new Set(refused.map((r) => `${r.status} ${r.code}`))).toEqual(new Set([`401 ${ERRORS.SANDBOX_SIGNATURE_INVALID.code}`]));
    await settled();
    const alerts = await notificationsOf('call_alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.title).toBe('沙箱调用异常告警');
    expect(alerts[0]!.body).toContain(appId);
    expect(alerts[0]!.body).toContain('请求签名校验失败');
    expect((await credentialRow()).callAlertAt).not.toBeNull();
    // Another instance (its own empty map) is held back by call_alert_at within the hour.
    const other = createCallAlerts(db(), (err) => {
      throw err;
    });
    const row = await credentialRow();
    other.refused({ credentialId: row.id, appId, enterpriseId: world.mine }, ERRORS.SANDBOX_RATE_LIMITED.code);
    await other.settled();
    expect(await notificationsOf('call_alert')).toHaveLength(1);
    // The key still works.
    expect((await send()).status).toBe(200);
  });

  it('an expired key is refused with its own code and recorded as a refusal; rotation renews it a year', async () => {
    await setExpiry(sql`now() - interval '1 minute'`);
    await expect.poll(async () => (await send()).code).toBe(ERRORS.SANDBOX_CREDENTIAL_EXPIRED.code);
    expect((await send()).status).toBe(401);
    await usageRecorderOf(server.app)!.flush();
    const calls = await db().select().from(openSandboxCalls).where(and(eq(openSandboxCalls.appId, appId), eq(openSandboxCalls.errorCode, ERRORS.SANDBOX_CREDENTIAL_EXPIRED.code)));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.httpStatus === 401)).toBe(true);
    const { credentials } = await world.director.call(openApiCredentials, {});
    expect(new Date(credentials.find((c) => c.appId === appId)!.expiresAt).getTime()).toBeLessThan(Date.now());

    await db().update(credentialsTable).set({ expiryNoticeAt: new Date() }).where(eq(credentialsTable.appId, appId));
    const rotated = await world.director.call(openApiRotateSecret, { appId });
    secret = rotated.appSecret;
    aboutAYearFromNow(rotated.credential.expiresAt);
    expect((await credentialRow()).expiryNoticeAt).toBeNull();
    // The rotation told the cache: the very next call holds.
    expect(await send()).toEqual({ status: 200, code: 200 });
  });
});

describe('密钥即将到期', () => {
  it('the sweep records one notice per validity, however often it runs (two at once included)', async () => {
    await setExpiry(sql`now() + interval '10 days'`);
    const expiresAt = (await credentialRow()).expiresAt;
    const before = (await notificationsOf('key_expiry')).length;
    const marked = await Promise.all([sweepExpiringCredentials(db()), sweepExpiringCredentials(db())]);
    expect(marked.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sweepExpiringCredentials(db())).toBe(0);
    const notices = await notificationsOf('key_expiry');
    expect(notices).toHaveLength(before + 1);
    const notice = notices.find((n) => n.body.includes(appId))!;
    expect(notice.title).toBe('沙箱应用密钥即将到期');
    expect(notice.body).toContain(beijingDate(expiresAt));
    expect(notice.body).toContain('轮换密钥');
    expect((await credentialRow()).expiryNoticeAt).not.toBeNull();
  });

  it('a key outside the window, or already expired, is not noticed', async () => {
    const rotated = await world.director.call(openApiRotateSecret, { appId });
    secret = rotated.appSecret;
    expect(await sweepExpiringCredentials(db())).toBe(0);
    await setExpiry(sql`now() - interval '1 day'`);
    expect(await sweepExpiringCredentials(db())).toBe(0);
    expect((await credentialRow()).expiryNoticeAt).toBeNull();
  });

  it('with the switches off: the key is marked but nothing is recorded, for expiry and for alerts', async () => {
    await db()
      .insert(openApiServiceSettings)
      .values({ enterpriseId: world.mine, notifyKeyExpiry: false, notifyCallAlert: false, updatedBy: world.users.director.id })
      .onConflictDoUpdate({ target: openApiServiceSettings.enterpriseId, set: { notifyKeyExpiry: false, notifyCallAlert: false } });
    const expiries = (await notificationsOf('key_expiry')).length;
    const alerts = (await notificationsOf('call_alert')).length;
    await setExpiry(sql`now() + interval '3 days'`);
    expect(await sweepExpiringCredentials(db())).toBe(1);
    expect(await notificationsOf('key_expiry')).toHaveLength(expiries);
    expect((await credentialRow()).expiryNoticeAt).not.toBeNull();

    await db().update(credentialsTable).set({ callAlertAt: null }).where(eq(credentialsTable.appId, appId));
    const fresh = createCallAlerts(db(), (err) => {
      throw err;
    });
    fresh.refused({ credentialId: (await credentialRow()).id, appId, enterpriseId: world.mine }, ERRORS.SANDBOX_IP_NOT_ALLOWED.code);
    await fresh.settled();
    expect(await notificationsOf('call_alert')).toHaveLength(alerts);
  });
});
