import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { wyQrqmDecide, wyQrqmDetail } from '@portal/contract/calls/wy-qrqm/wy-qrqm';
import { ERRORS } from '@portal/contract/errors';
import { rateLimitCounters } from '../src/db/schema/security.ts';
import { webBankConfirmations } from '../src/db/schema/workspace.ts';
import { serverSecret } from '../src/modules/security/server-secret.ts';
import { WEB_BANK_CREATE_PATH, WEB_BANK_KEY_SECRET, WEB_BANK_STATUS_PATH, webBankSign } from '../src/modules/wy-qrqm/web-bank-signature.ts';
import { LOCAL_WEB_BANK_PAGE } from '../src/modules/wy-qrqm/local-web-bank-page.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { insertCustomer, insertEnterprise, seatDirector, seatInquirer, type LedgerUser } from './support/statement-ledger.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 25 point 3, 网银扫码确认: the enterprise web bank opens a signed confirmation request, the
 * QR leads its director to the portal page, who confirms or rejects once before it expires; the
 * web bank's poll sees the answer. Other enterprises' directors and the enterprise's own
 * inquirers see nothing, and a request answered or expired cannot be answered again.
 */

const MINE = 'E-WY-1';
const THEIRS = 'E-WY-2';
const MY_CODE = '91440300MAWYQRQM01';

let server: TestServer;
let director: BrowserSession;
let inquirer: BrowserSession;
let otherDirector: BrowserSession;
let key: string;

const db = () => server.app.database.db;

async function logIn(user: LedgerUser): Promise<BrowserSession> {
  const tab = browserSession(server);
  const login = await tab.call(passwordLogin, { loginName: user.loginName, password: tab.secret(user.password), captchaVerification: await passSliderCaptcha(server) });
  tab.setToken(login.token);
  return tab;
}

/** The web bank's signed call, as the bank's other system sends it (`skewMs`: its clock ahead or behind). */
async function webBank(path: string, body: unknown, sign = (ts: string, text: string) => webBankSign(key, ts, text), skewMs = 0) {
  const text = JSON.stringify(body);
  const ts = String(Date.now() + skewMs);
  const res = await fetch(`${server.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-webbank-timestamp': ts, 'x-webbank-sign': sign(ts, text) }, body: text });
  return (await res.json()) as { code: number; msg: string; data?: Record<string, unknown> };
}

const PAYMENT = {
  creditCode: MY_CODE,
  title: '付款放行',
  details: [
    { label: '收款人', value: '深圳市测试供应商有限公司' },
    { label: '收款账号', value: '6222 0000 1111 2222' },
  ],
  amountFen: 12_345_600,
  requestRef: 'FK20261126000123',
};

async function openRequest() {
  const reply = await webBank(WEB_BANK_CREATE_PATH, PAYMENT);
  expect(reply.code).toBe(200);
  const data = reply.data as { pollKey: string; qrUrl: string; image: string; expiresAt: number };
  const token = new URL(data.qrUrl.replace('/#/', '/')).searchParams.get('token')!;
  return { ...data, token };
}

beforeAll(async () => {
  server = await startTestServer();
  await insertEnterprise(db(), MINE, '扫码确认测试有限公司', MY_CODE);
  await insertEnterprise(db(), THEIRS, '别家贸易有限公司', '91440300MAWYQRQM02');
  const d1 = await insertCustomer(db(), 'wy_director', '孙主管');
  const q1 = await insertCustomer(db(), 'wy_inquirer', '钱查询');
  const d2 = await insertCustomer(db(), 'wy_other', '赵别家');
  await seatDirector(db(), d1.id, MINE);
  await seatDirector(db(), d2.id, THEIRS);
  await seatInquirer(db(), q1.id, MINE, [], d1.id);
  director = await logIn(d1);
  inquirer = await logIn(q1);
  otherDirector = await logIn(d2);
  key = await serverSecret(db(), WEB_BANK_KEY_SECRET);
}, 120_000);
afterAll(() => server.close());
beforeEach(() => db().delete(rateLimitCounters));

describe('网银扫码确认', () => {
  it('the director reads the operation and confirms it once; the web bank sees who confirmed', async () => {
    const request = await openRequest();
    expect(request.qrUrl).toMatch(/\/#\/qywy\/wyQrqm\?token=[A-Za-z0-9_-]{43}$/);
    expect(request.image).toMatch(/^data:image\/png;base64,/);
    expect((await webBank(WEB_BANK_STATUS_PATH, { pollKey: request.pollKey })).data).toMatchObject({ status: 'waiting', decidedBy: null });

    const shown = await director.call(wyQrqmDetail, { token: request.token });
    expect(shown).toMatchObject({ title: '付款放行', enterpriseName: '扫码确认测试有限公司', amountFen: 12_345_600, requestRef: 'FK20261126000123', status: 'waiting' });
    expect(shown.details).toEqual(PAYMENT.details);

    const confirmed = await director.call(wyQrqmDecide, { token: request.token, decision: 'confirm' });
    expect(confirmed).toMatchObject({ status: 'confirmed', decidedBy: 'wy_director' });
    const again = await failure(director.call(wyQrqmDecide, { token: request.token, decision: 'reject' }));
    expect(again.code).toBe(ERRORS.WYQRQM_FINISHED.code);
    expect(again.message).toBe('该操作已处理，不能重复确认');
    expect((await webBank(WEB_BANK_STATUS_PATH, { pollKey: request.pollKey })).data).toMatchObject({ status: 'confirmed', decidedBy: 'wy_director' });
  });

  it('a rejection ends the operation too', async () => {
    const request = await openRequest();
    expect((await director.call(wyQrqmDecide, { token: request.token, decision: 'reject' })).status).toBe('rejected');
    expect((await webBank(WEB_BANK_STATUS_PATH, { pollKey: request.pollKey })).data).toMatchObject({ status: 'rejected' });
  });

  it('only the enterprise own director may see or answer it', async () => {
    const request = await openRequest();
    for (const stranger of [otherDirector, inquirer]) {
      const seen = await failure(stranger.call(wyQrqmDetail, { token: request.token }));
      expect(seen.code).toBe(ERRORS.WYQRQM_NOT_DIRECTOR.code);
      expect((await failure(stranger.call(wyQrqmDecide, { token: request.token, decision: 'confirm' }))).code).toBe(ERRORS.WYQRQM_NOT_DIRECTOR.code);
    }
    const visitor = browserSession(server);
    expect((await failure(visitor.call(wyQrqmDetail, { token: request.token }))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    expect((await director.call(wyQrqmDetail, { token: request.token })).status).toBe('waiting');
  });

  it('an expired request shows as expired and cannot be answered', async () => {
    const request = await openRequest();
    await db().update(webBankConfirmations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(webBankConfirmations.requestRef, PAYMENT.requestRef));
    expect((await director.call(wyQrqmDetail, { token: request.token })).status).toBe('expired');
    const late = await failure(director.call(wyQrqmDecide, { token: request.token, decision: 'confirm' }));
    expect(late.code).toBe(ERRORS.WYQRQM_EXPIRED.code);
    expect((await webBank(WEB_BANK_STATUS_PATH, { pollKey: request.pollKey })).data).toMatchObject({ status: 'expired' });
  });

  it('refuses an unknown code, and a web bank request that is unsigned, replayed, dated outside ±5 minutes (either way) or for an unknown enterprise', async () => {
    const unknown = await failure(director.call(wyQrqmDetail, { token: 'A'.repeat(43) }));
    expect(unknown.code).toBe(ERRORS.WYQRQM_INVALID.code);
    expect((await failure(director.call(wyQrqmDetail, { token: 'short' }))).code).toBe(ERRORS.VALIDATION.code);

    expect((await webBank(WEB_BANK_CREATE_PATH, PAYMENT, () => 'f'.repeat(64))).code).toBe(ERRORS.WYQRQM_BAD_SIGNATURE.code);
    expect((await webBank(WEB_BANK_CREATE_PATH, PAYMENT, (ts, text) => webBankSign('another key', ts, text))).code).toBe(ERRORS.WYQRQM_BAD_SIGNATURE.code);
    // The same signed request a second time.
    const text = JSON.stringify(PAYMENT);
    const ts = String(Date.now());
    const headers = { 'content-type': 'application/json', 'x-webbank-timestamp': ts, 'x-webbank-sign': webBankSign(key, ts, text) };
    const first = await fetch(`${server.origin}${WEB_BANK_CREATE_PATH}`, { method: 'POST', headers, body: text });
    expect(((await first.json()) as { code: number }).code).toBe(200);
    const replay = await fetch(`${server.origin}${WEB_BANK_CREATE_PATH}`, { method: 'POST', headers, body: text });
    expect(((await replay.json()) as { code: number }).code).toBe(ERRORS.WYQRQM_BAD_SIGNATURE.code);

    // Signed, but dated outside the ±5 minute window, behind or ahead; inside it, ahead is fine.
    const sign = (ts: string, t: string) => webBankSign(key, ts, t);
    expect((await webBank(WEB_BANK_CREATE_PATH, { ...PAYMENT, requestRef: 'FK-SKEW-BEHIND' }, sign, -6 * 60_000)).code).toBe(ERRORS.WYQRQM_BAD_SIGNATURE.code);
    expect((await webBank(WEB_BANK_CREATE_PATH, { ...PAYMENT, requestRef: 'FK-SKEW-AHEAD' }, sign, 6 * 60_000)).code).toBe(ERRORS.WYQRQM_BAD_SIGNATURE.code);
    expect((await webBank(WEB_BANK_CREATE_PATH, { ...PAYMENT, requestRef: 'FK-SKEW-INSIDE' }, sign, 4 * 60_000)).code).toBe(200);

    expect((await webBank(WEB_BANK_CREATE_PATH, { ...PAYMENT, creditCode: '91440300MAWYQRQM09' })).code).toBe(ERRORS.WYQRQM_ENTERPRISE_UNKNOWN.code);
    expect((await webBank(WEB_BANK_CREATE_PATH, { ...PAYMENT, title: '' })).code).toBe(ERRORS.WYQRQM_BAD_REQUEST.code);
  });

  it('the demo web bank on this machine asks through the same signed calls and shows the answer', async () => {
    const html = await (await fetch(`${server.origin}${LOCAL_WEB_BANK_PAGE}/pay?creditCode=${MY_CODE}`)).text();
    const token = /wyQrqm\?token=([A-Za-z0-9_-]{43})/.exec(html)![1]!;
    // Its call reaches the server from inside (Host localhost:80); the link still names the address
    // the server listens on, PUBLIC_BASE_URL being unset here (issue 37, defect 6).
    expect(html).toContain(`<code>${server.origin}/#/qywy/wyQrqm?token=${token}</code>`);
    const statusPath = /href="([^"]*\/status\?[^"]*)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    expect(await (await fetch(`${server.origin}${statusPath}`)).text()).toContain('等待主管确认');
    await director.call(wyQrqmDecide, { token, decision: 'confirm' });
    expect(await (await fetch(`${server.origin}${statusPath}`)).text()).toContain('主管已确认');
  });
});
