import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openApiCredentials,
  openApiIssueCredential,
  openApiRevokeCredential,
  openApiRotateSecret,
  openApiSetIpAllowList,
  openApiSetPublicKey,
  openApiUsage,
} from '@portal/contract/calls/open-platform/sandbox/credentials';
import { operatorOpenApiUsage } from '@portal/contract/calls/open-platform/sandbox/usage-console';
import { OPEN_API_SANDBOX_PREFIX } from '@portal/contract/open-platform/apis';
import { SANDBOX_OPENAPI } from '@portal/contract/open-platform/openapi';
import { signSandboxRequest, sm2KeyPair, type SandboxSignMethod } from '@portal/contract/open-platform/sandbox-signing';
import { ERRORS } from '@portal/contract/errors';
import { openApiAdmins, openApiCredentials as credentialsTable, openSandboxCalls, openSandboxAccounts, ledgerTransactions as realTransactions } from '../src/db/schema/index.ts';
import { isSealed } from '../src/modules/security/key-wrap.ts';
import { SANDBOX_CHANNEL } from '../src/modules/open-platform/sandbox/sandbox-cache.ts';
import { usageRecorderOf } from '../src/modules/open-platform/sandbox/gateway-routes.ts';
import { failure } from './support/call-failure.ts';
import { insertApprovedApplication } from './support/open-platform-grants.ts';
import { rightsWorld } from './support/rights-world.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 26 points 2, 3 and 5: sandbox credentials, the signed sandbox API, and its usage.
 * Approval is read through grantedApiCodes; the approved applications are inserted directly.
 */

let server: TestServer;
let world: Awaited<ReturnType<typeof rightsWorld>>;
const db = () => server.app.database.db;
let appId = '';
let secret = '';
let accountNo = '';

interface Sent {
  status: number;
  body: { code: number; msg: string; field?: string; data?: Record<string, unknown> };
  headers: Headers;
}

async function send(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: string; signMethod?: SandboxSignMethod; key?: string; appId?: string; timestamp?: string; nonce?: string; tamper?: (h: Record<string, string>) => void } = {},
): Promise<Sent> {
  const url = OPEN_API_SANDBOX_PREFIX + path;
  const signed = signSandboxRequest({
    appId: options.appId ?? appId,
    method,
    url,
    body: options.body ?? '',
    signMethod: options.signMethod ?? 'HMAC-SM3',
    key: options.key ?? secret,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    ...(options.nonce ? { nonce: options.nonce } : {}),
  });
  const headers: Record<string, string> = { ...signed.headers, ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) };
  options.tamper?.(headers);
  const res = await fetch(server.origin + url, { method, headers, body: options.body });
  return { status: res.status, body: (await res.json()) as Sent['body'], headers: res.headers };
}

const recorded = async (where = eq(openSandboxCalls.appId, appId)) => {
  await usageRecorderOf(server.app)!.flush();
  return db().select().from(openSandboxCalls).where(where);
};

beforeAll(async () => {
  server = await startTestServer();
  world = await rightsWorld(server, 'sbx');
}, 60_000);
afterAll(() => server.close());

describe('credentials', () => {
  it('no granted sandbox API: no keys', async () => {
    const err = await failure(world.director.call(openApiIssueCredential, { environment: 'sandbox' }));
    expect(err.code).toBe(ERRORS.OPEN_SANDBOX_NOT_GRANTED.code);
  });

  it('an approved application gives sandbox keys at once; the secret is shown once and stored sealed; test accounts appear', async () => {
    await insertApprovedApplication(db(), world.mine, world.users.director.id, ['account.list', 'account.balance', 'account.transactions', 'payment.transfer', 'payment.status', 'payroll.batch']);
    const issued = await world.director.call(openApiIssueCredential, { environment: 'sandbox' });
    appId = issued.credential.appId;
    secret = issued.appSecret;
    expect(appId).toMatch(/^SBX[0-9A-F]{16}$/);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const overview = await world.director.call(openApiCredentials, {});
    expect(JSON.stringify(overview)).not.toContain(secret);
    expect(overview.credentials.map((c) => c.appId)).toEqual([appId]);
    expect(overview.testAccounts).toHaveLength(3);
    accountNo = overview.testAccounts[0]!.accountNo;
    const [row] = await db().select().from(credentialsTable).where(eq(credentialsTable.appId, appId));
    expect(isSealed(row!.secretSealed)).toBe(true);
    expect(row!.secretSealed).not.toContain(secret);
    // A second active sandbox credential is refused; production needs the second approval.
    expect((await failure(world.director.call(openApiIssueCredential, { environment: 'sandbox' }))).code).toBe(ERRORS.OPEN_CREDENTIAL_EXISTS.code);
    expect((await failure(world.director.call(openApiIssueCredential, { environment: 'production' }))).code).toBe(ERRORS.OPEN_PRODUCTION_NOT_GRANTED.code);
  });

  it('an inquirer may not manage keys; another enterprise sees none of them (IDOR)', async () => {
    expect((await failure(world.inquirer.call(openApiCredentials, {}))).code).toBe(ERRORS.OPEN_API_MANAGER_REQUIRED.code);
    // Named an API administrator by the director, the same user may.
    await db().insert(openApiAdmins).values({ enterpriseId: world.mine, userId: world.users.inquirer.id, grantedBy: world.users.director.id });
    expect((await world.inquirer.call(openApiCredentials, {})).credentials.map((c) => c.appId)).toEqual([appId]);
    await db().delete(openApiAdmins).where(eq(openApiAdmins.userId, world.users.inquirer.id));
    expect((await failure(world.otherDirector.call(openApiCredentials, { memberCustomerId: world.mine }))).code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
    expect((await world.otherDirector.call(openApiCredentials, {})).credentials).toEqual([]);
    // One call at a time: a refusal waiting unobserved would be an unhandled rejection.
    for (const call of [
      () => world.otherDirector.call(openApiRotateSecret, { appId }),
      () => world.otherDirector.call(openApiRevokeCredential, { appId }),
      () => world.otherDirector.call(openApiSetIpAllowList, { appId, ipAllowList: [] }),
    ]) {
      expect((await failure(call())).code).toBe(ERRORS.OPEN_CREDENTIAL_NOT_FOUND.code);
    }
    expect((await failure(world.otherDirector.call(openApiUsage, { memberCustomerId: world.mine }))).code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
  });

  it('refuses a public key off the curve and a bad allow-list entry, naming the field', async () => {
    const err = await failure(world.director.call(openApiSetPublicKey, { appId, publicKey: `04${'1'.repeat(128)}` }));
    expect([err.code, err.field]).toEqual([ERRORS.OPEN_PUBLIC_KEY_INVALID.code, 'publicKey']);
    const bad = await failure(world.director.call(openApiSetIpAllowList, { appId, ipAllowList: ['10.0.0.1/40'] }));
    expect([bad.code, bad.field]).toEqual([ERRORS.OPEN_IP_LIST_INVALID.code, 'ipAllowList']);
  });
});

describe('the sandbox API', () => {
  it('serves the balance with an HMAC-SM3 signature, and with SM2 once a public key is uploaded', async () => {
    const r = await send('GET', `/accounts/${accountNo}/balance`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ accountNo, currency: 'CNY' });
    expect(String(r.body.data!.balance)).toMatch(/^\d+\.\d{2}$/);

    const pair = sm2KeyPair();
    const noKey = await send('GET', `/accounts/${accountNo}/balance`, { signMethod: 'SM2', key: pair.privateKey });
    expect([noKey.status, noKey.body.code]).toEqual([401, ERRORS.SANDBOX_PUBLIC_KEY_MISSING.code]);
    await world.director.call(openApiSetPublicKey, { appId, publicKey: pair.publicKey });
    const sm2 = await send('GET', `/accounts?x=1`, { signMethod: 'SM2', key: pair.privateKey });
    expect(sm2.status).toBe(200);
    expect((sm2.body.data!.accounts as unknown[]).length).toBe(3);
    const wrongKey = await send('GET', '/accounts', { signMethod: 'SM2', key: sm2KeyPair().privateKey });
    expect([wrongKey.status, wrongKey.body.code]).toEqual([401, ERRORS.SANDBOX_SIGNATURE_INVALID.code]);
  });

  it('the documented client example (docs/open-platform/sandbox-client.mjs) signs and reads the balance', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['docs/open-platform/sandbox-client.mjs'], {
      env: { ...process.env, SANDBOX_ORIGIN: server.origin, APP_ID: appId, APP_SECRET: secret, ACCOUNT_NO: accountNo },
    });
    expect(stdout).toMatch(/^200 /);
    expect(stdout).toContain(`"accountNo": "${accountNo}"`);
  });

  it('refuses a bad signature, a timestamp outside ±5 minutes (past or future), a replayed nonce and an unknown app id, with coded bodies', async () => {
    const bad = await send('GET', `/accounts/${accountNo}/balance`, { key: 'not-the-secret' });
    expect([bad.status, bad.body.code]).toEqual([401, ERRORS.SANDBOX_SIGNATURE_INVALID.code]);
    const tampered = await send('GET', `/accounts/${accountNo}/balance`, { tamper: (h) => (h['x-nonce'] = `${h['x-nonce']}0`) });
    expect(tampered.body.code).toBe(ERRORS.SANDBOX_SIGNATURE_INVALID.code);
    const stale = await send('GET', `/accounts/${accountNo}/balance`, { timestamp: String(Date.now() - 6 * 60_000) });
    expect([stale.status, stale.body.code]).toEqual([401, ERRORS.SANDBOX_TIMESTAMP_STALE.code]);
    // The window is ±5 minutes: a request dated ahead of it is refused too, one within it is served.
    const ahead = await send('GET', `/accounts/${accountNo}/balance`, { timestamp: String(Date.now() + 6 * 60_000) });
    expect([ahead.status, ahead.body.code]).toEqual([401, ERRORS.SANDBOX_TIMESTAMP_STALE.code]);
    expect((await send('GET', `/accounts/${accountNo}/balance`, { timestamp: String(Date.now() + 4 * 60_000) })).status).toBe(200);
    const nonce = `replay-${Date.now()}`;
    expect((await send('GET', `/accounts/${accountNo}/balance`, { nonce })).status).toBe(200);
    const replay = await send('GET', `/accounts/${accountNo}/balance`, { nonce });
    expect([replay.status, replay.body.code]).toEqual([401, ERRORS.SANDBOX_NONCE_REPLAYED.code]);
    const unknown = await send('GET', `/accounts/${accountNo}/balance`, { appId: 'SBX0000000000000000' });
    expect([unknown.status, unknown.body.code]).toEqual([401, ERRORS.SANDBOX_APP_UNKNOWN.code]);
    const missing = await send('GET', '/accounts', { tamper: (h) => delete h['x-signature'] });
    expect([missing.status, missing.body.code, missing.body.field]).toEqual([400, ERRORS.SANDBOX_HEADER_MISSING.code, 'x-signature']);
    expect(JSON.stringify([bad, stale, replay, unknown].map((r) => r.body))).not.toMatch(/at .*\.ts|stack/);
  });

  it('refuses malformed JSON and schema violations with a coded 400 naming the field, and moves no money', async () => {
    const before = await db().select().from(openSandboxAccounts).where(eq(openSandboxAccounts.accountNo, accountNo));
    const notJson = await send('POST', '/payments', { body: '{"requestNo": ' });
    expect([notJson.status, notJson.body.code, notJson.body.field]).toEqual([400, ERRORS.SANDBOX_BODY_NOT_JSON.code, 'body']);
    const badAmount = await send('POST', '/payments', { body: JSON.stringify({ requestNo: 'REQ-100001', fromAccountNo: accountNo, toAccountNo: '6222020200000001', toAccountName: '收款方', amount: '12.345' }) });
    expect([badAmount.status, badAmount.body.code, badAmount.body.field]).toEqual([400, ERRORS.SANDBOX_BAD_REQUEST.code, 'amount']);
    const badQuery = await send('GET', `/accounts/${accountNo}/transactions?pageSize=1000`);
    expect([badQuery.status, badQuery.body.field]).toEqual([400, 'pageSize']);
    const after = await db().select().from(openSandboxAccounts).where(eq(openSandboxAccounts.accountNo, accountNo));
    expect(after[0]!.balanceFen).toBe(before[0]!.balanceFen);
  });

  it('a transfer debits the sandbox account only, is idempotent on requestNo, and its status is queryable', async () => {
    const realBefore = await db().select({ n: count() }).from(realTransactions);
    const body = JSON.stringify({ requestNo: 'REQ-200001', fromAccountNo: accountNo, toAccountNo: '6222020200000001', toAccountName: '上海申江贸易有限公司', amount: '100.50', purpose: '货款' });
    const before = (await send('GET', `/accounts/${accountNo}/balance`)).body.data!.balance as string;
    const paid = await send('POST', '/payments', { body });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'SUCCESS', amount: '100.50' });
    const again = await send('POST', '/payments', { body });
    expect(again.body.data!.paymentId).toBe(paid.body.data!.paymentId);
    const after = (await send('GET', `/accounts/${accountNo}/balance`)).body.data!.balance as string;
    expect(Math.round((Number(before) - Number(after)) * 100)).toBe(10050);
    const twice = JSON.stringify({ requestNo: 'REQ-200002', fromAccountNo: accountNo, toAccountNo: '6222020200000001', toAccountName: '上海申江贸易有限公司', amount: '1.00' });
    const [one, two] = await Promise.all([send('POST', '/payments', { body: twice }), send('POST', '/payments', { body: twice })]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.data!.paymentId).toBe(two.body.data!.paymentId);
    const reused = await send('POST', '/payments', { body: twice.replace('"1.00"', '"2.00"') });
    expect([reused.status, reused.body.code, reused.body.field]).toEqual([409, ERRORS.SANDBOX_REQUEST_NO_REUSED.code, 'requestNo']);
    const status = await send('GET', `/payments/${paid.body.data!.paymentId as string}`);
    expect(status.body.data!.status).toBe('SUCCESS');
    const page = await send('GET', `/accounts/${accountNo}/transactions?pageSize=5&pageNo=1`);
    expect((page.body.data!.transactions as Array<{ amount: string }>).slice(0, 2).map((t) => t.amount)).toEqual(['1.00', '100.50']);
    expect(await db().select({ n: count() }).from(realTransactions)).toEqual(realBefore);
  });

  it('an API not granted is refused; one granted but not in the sandbox answers 501 coded', async () => {
    const notGranted = await send('GET', '/invoices');
    expect([notGranted.status, notGranted.body.code]).toEqual([403, ERRORS.SANDBOX_API_NOT_GRANTED.code]);
    const notYet = await send('POST', '/payroll/batches', { body: '{}' });
    expect([notYet.status, notYet.body.code]).toEqual([501, ERRORS.SANDBOX_NOT_IMPLEMENTED.code]);
    const nowhere = await send('GET', '/nowhere');
    expect([nowhere.status, nowhere.body.code]).toEqual([404, ERRORS.SANDBOX_NOT_FOUND.code]);
  });

  it('the IP allow-list refuses other addresses; empty allows any', async () => {
    await world.director.call(openApiSetIpAllowList, { appId, ipAllowList: ['203.0.113.0/24'] });
    const refused = await send('GET', '/accounts');
    expect([refused.status, refused.body.code]).toEqual([403, ERRORS.SANDBOX_IP_NOT_ALLOWED.code]);
    await world.director.call(openApiSetIpAllowList, { appId, ipAllowList: ['127.0.0.1', '::1'] });
    expect((await send('GET', '/accounts')).status).toBe(200);
    await world.director.call(openApiSetIpAllowList, { appId, ipAllowList: [] });
    expect((await send('GET', '/accounts')).status).toBe(200);
  });

  it('answers 429 with Retry-After past the key’s per-minute limit', async () => {
    // Changed behind the service's back, so announced as the service would (sandbox-cache.ts).
    const setLimit = async (n: number) => {
      await db().update(credentialsTable).set({ rateLimitPerMinute: n }).where(eq(credentialsTable.appId, appId));
      await db().execute(sql`select pg_notify(${SANDBOX_CHANNEL}, ${`cred:${appId}`})`);
    };
    await setLimit(0);
    // The notice reaches the service's cache asynchronously: calls pass until it has.
    let limited!: Sent;
    await expect.poll(async () => (limited = await send('GET', '/accounts')).status).toBe(429);
    expect([limited.status, limited.body.code]).toEqual([429, ERRORS.SANDBOX_RATE_LIMITED.code]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    await setLimit(600);
    await expect.poll(async () => (await send('GET', '/accounts')).status).toBe(200);
  });

  it('a rotated secret stops the old one at once; a revoked credential refuses every call', async () => {
    const old = secret;
    const rotated = await world.director.call(openApiRotateSecret, { appId });
    secret = rotated.appSecret;
    expect(secret).not.toBe(old);
    expect((await send('GET', '/accounts', { key: old })).body.code).toBe(ERRORS.SANDBOX_SIGNATURE_INVALID.code);
    expect((await send('GET', '/accounts')).status).toBe(200);
    await world.director.call(openApiRevokeCredential, { appId });
    const revoked = await send('GET', '/accounts');
    expect([revoked.status, revoked.body.code]).toEqual([401, ERRORS.SANDBOX_CREDENTIAL_REVOKED.code]);
    expect((await failure(world.director.call(openApiRotateSecret, { appId }))).code).toBe(ERRORS.OPEN_CREDENTIAL_REVOKED.code);
    // The key's record names every change and who made it, newest first; the refused rotation left none.
    const { events } = await world.director.call(openApiCredentials, {});
    const ofThisKey = events.filter((e) => e.appId === appId).map((e) => e.action);
    expect(ofThisKey.slice(0, 2)).toEqual(['revoked', 'rotated']);
    expect(ofThisKey.at(-1)).toBe('issued');
    expect(ofThisKey.filter((a) => a === 'revoked')).toHaveLength(1);
    expect(new Set(events.map((e) => e.actor)).size).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toContain(secret);
  });

  it('serves its OpenAPI document, whose operation ids are the API codes', async () => {
    const res = await fetch(`${server.origin}${OPEN_API_SANDBOX_PREFIX}/openapi.json`);
    const doc = (await res.json()) as typeof SANDBOX_OPENAPI & { paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.paths['/accounts/{accountNo}/balance']!.get!.operationId).toBe('account.balance');
  });
});

describe('usage', () => {
  it('records every call with status and error code: no error is recorded as a success', async () => {
    const rows = await recorded();
    const failures = rows.filter((r) => r.httpStatus >= 400);
    expect(failures.length).toBeGreaterThan(10);
    expect(failures.every((r) => r.errorCode !== null)).toBe(true);
    expect(rows.filter((r) => r.httpStatus < 400).every((r) => r.errorCode === null)).toBe(true);
    const codes = new Set(failures.map((r) => r.errorCode));
    for (const e of [ERRORS.SANDBOX_SIGNATURE_INVALID, ERRORS.SANDBOX_TIMESTAMP_STALE, ERRORS.SANDBOX_NONCE_REPLAYED, ERRORS.SANDBOX_BODY_NOT_JSON, ERRORS.SANDBOX_RATE_LIMITED, ERRORS.SANDBOX_CREDENTIAL_REVOKED]) {
      expect(codes).toContain(e.code);
    }
    // The unknown app id belongs to nobody: nothing was recorded for it.
    expect(await recorded(eq(openSandboxCalls.appId, 'SBX0000000000000000'))).toEqual([]);
    expect(await recorded(and(eq(openSandboxCalls.appId, appId), isNull(openSandboxCalls.errorCode), eq(openSandboxCalls.httpStatus, 401)))).toEqual([]);
  });

  it('the enterprise sees its own calls per API per day with error rate and latency; the operator sees all enterprises', async () => {
    const mine = await world.director.call(openApiUsage, { days: 7 });
    const balance = mine.byApi.find((b) => b.apiCode === 'account.balance')!;
    expect(balance.calls).toBeGreaterThan(3);
    expect(balance.errors).toBeGreaterThan(0);
    expect(balance.p95Ms).toBeGreaterThanOrEqual(balance.p50Ms);
    expect(mine.perDay.some((d) => d.apiCode === 'account.balance' && d.calls > 0)).toBe(true);
    expect(mine.recent.every((r) => r.enterpriseId === world.mine)).toBe(true);
    expect((await world.otherDirector.call(openApiUsage, {})).recent).toEqual([]);
    const all = await world.ops.call(operatorOpenApiUsage, { days: 7 });
    expect(all.enterprises.find((e) => e.enterpriseId === world.mine)?.enterpriseName).toBe('鼎信权益测试有限公司');
    expect((await failure(world.director.call(operatorOpenApiUsage, {}))).code).toBeGreaterThan(0);
  });
});
