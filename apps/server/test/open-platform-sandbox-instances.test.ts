import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiCredentials, openApiIssueCredential, openApiRevokeCredential, openApiRotateSecret } from '@portal/contract/calls/open-platform/sandbox/credentials';
import { OPEN_API_SANDBOX_PREFIX } from '@portal/contract/open-platform/apis';
import { signSandboxRequest } from '@portal/contract/open-platform/sandbox-signing';
import { ERRORS } from '@portal/contract/errors';
import { openApiCredentials as credentialsTable, openSandboxRateWindows } from '../src/db/schema/index.ts';
import { rateWindowsOf } from '../src/modules/open-platform/sandbox/gateway-routes.ts';
import { SANDBOX_CHANNEL } from '../src/modules/open-platform/sandbox/sandbox-cache.ts';
import { insertApprovedApplication } from './support/open-platform-grants.ts';
import { rightsWorld } from './support/rights-world.ts';
import type { TestServer } from './support/test-app.ts';
import { startTwoInstances } from './support/two-instances.ts';

/**
 * Issue 26 point 2 on two instances behind a load balancer, on PostgreSQL: a nonce used on one
 * is refused by the other, and a rotation or revocation made through one holds at once on the
 * other, whose credential cache the NOTIFY empties; a key's per-minute limit holds over both.
 */

let pair: Awaited<ReturnType<typeof startTwoInstances>>;
let world: Awaited<ReturnType<typeof rightsWorld>>;
let appId = '';
let secret = '';
let url = '';

async function call(server: TestServer, options: { nonce?: string; key?: string; as?: { appId: string; secret: string; url: string } } = {}) {
  const as = options.as ?? { appId, secret: options.key ?? secret, url };
  const signed = signSandboxRequest({ appId: as.appId, method: 'GET', url: as.url, signMethod: 'HMAC-SM3', key: as.secret, ...(options.nonce ? { nonce: options.nonce } : {}) });
  const res = await fetch(server.origin + as.url, { headers: signed.headers });
  return { status: res.status, code: ((await res.json()) as { code: number }).code, retryAfter: res.headers.get('retry-after') };
}

beforeAll(async () => {
  pair = await startTwoInstances({ postgres: true });
  world = await rightsWorld(pair.a, 'sbi');
  await insertApprovedApplication(pair.a.app.database.db, world.mine, world.users.director.id, ['account.balance']);
  const issued = await world.director.call(openApiIssueCredential, { environment: 'sandbox' });
  appId = issued.credential.appId;
  secret = issued.appSecret;
  const { testAccounts } = await world.director.call(openApiCredentials, {});
  url = `${OPEN_API_SANDBOX_PREFIX}/accounts/${testAccounts[0]!.accountNo}/balance`;
}, 90_000);
afterAll(() => pair.close());

describe('the sandbox on two instances', () => {
  it('refuses on one instance a nonce the other has seen', async () => {
    const nonce = `two-${Date.now()}`;
    expect(await call(pair.a, { nonce })).toMatchObject({ status: 200, code: 200 });
    expect(await call(pair.b, { nonce })).toMatchObject({ status: 401, code: ERRORS.SANDBOX_NONCE_REPLAYED.code });
  });

  it('a rotation and a revocation made through one instance hold at once on the other', async () => {
    expect((await call(pair.b)).status).toBe(200);
    const old = secret;
    secret = (await world.director.call(openApiRotateSecret, { appId })).appSecret;
    await expect.poll(async () => (await call(pair.b, { key: old })).code, { timeout: 5_000 }).toBe(ERRORS.SANDBOX_SIGNATURE_INVALID.code);
    expect((await call(pair.b)).status).toBe(200);
    await world.director.call(openApiRevokeCredential, { appId });
    await expect.poll(async () => (await call(pair.b)).code, { timeout: 5_000 }).toBe(ERRORS.SANDBOX_CREDENTIAL_REVOKED.code);
    expect((await call(pair.a)).code).toBe(ERRORS.SANDBOX_CREDENTIAL_REVOKED.code);
  });

  it('a key’s per-minute limit holds over both instances to within one flush period', async () => {
    // The other enterprise's key, limited to 10 a minute before its first call.
    const db = pair.a.app.database.db;
    await insertApprovedApplication(db, world.theirs, world.users.other.id, ['account.balance']);
    const issued = await world.otherDirector.call(openApiIssueCredential, { environment: 'sandbox' });
    const { testAccounts } = await world.otherDirector.call(openApiCredentials, {});
    const key = { appId: issued.credential.appId, secret: issued.appSecret, url: `${OPEN_API_SANDBOX_PREFIX}/accounts/${testAccounts[0]!.accountNo}/balance` };
    const limit = 10;
    await db.update(credentialsTable).set({ rateLimitPerMinute: limit }).where(eq(credentialsTable.appId, key.appId));
    await db.execute(sql`select pg_notify(${SANDBOX_CHANNEL}, ${`cred:${key.appId}`})`);
    const [row] = await db.select({ id: credentialsTable.id }).from(credentialsTable).where(eq(credentialsTable.appId, key.appId));
    // The calls below must fall in one minute.
    const into = Date.now() % 60_000;
    if (into > 45_000) await new Promise((r) => setTimeout(r, 60_000 - into + 100));

    // Calls alternate between the instances; both write their counts after every four calls
    // (the timer may also write sooner, which only tightens the bound).
    const flushPeriodCalls = 4;
    const settle = async () => {
      await rateWindowsOf(pair.a.app)!.settle();
      await rateWindowsOf(pair.b.app)!.settle();
    };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await call(i % 2 === 0 ? pair.a : pair.b, { as: key });
      if (r.status !== 200) expect([r.status, r.code]).toEqual([429, ERRORS.SANDBOX_RATE_LIMITED.code]);
      statuses.push(r.status);
      if (i % flushPeriodCalls === flushPeriodCalls - 1) await settle();
    }
    await settle();
    const admitted = statuses.filter((s) => s === 200).length;
    expect(admitted).toBeGreaterThanOrEqual(limit);
    expect(admitted).toBeLessThanOrEqual(limit + flushPeriodCalls);
    // The shared row holds every admitted call of both instances.
    const [shared] = await db.select({ calls: openSandboxRateWindows.calls }).from(openSandboxRateWindows).where(eq(openSandboxRateWindows.credentialId, row!.id));
    expect(shared?.calls).toBe(admitted);
    // Once the shared count is reached, either instance answers 429 with the seconds left in the minute.
    for (const server of [pair.a, pair.b]) {
      const r = await call(server, { as: key });
      expect([r.status, r.code]).toEqual([429, ERRORS.SANDBOX_RATE_LIMITED.code]);
      expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(r.retryAfter)).toBeLessThanOrEqual(60);
    }
    // Without the shared table each instance would have admitted 10 (20 in all).
    expect(statuses.slice(-10).every((s) => s === 429)).toBe(true);
  }, 90_000);
});
