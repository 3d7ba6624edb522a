import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { phoneLogin } from '@portal/contract/calls/auth/phone-login';
import { cancelQrCode } from '@portal/contract/calls/qr-login/cancel-qr-code';
import { confirmQrCode } from '@portal/contract/calls/qr-login/confirm-qr-code';
import { getQrCode } from '@portal/contract/calls/qr-login/get-qr-code';
import { getQrCodeStatus } from '@portal/contract/calls/qr-login/get-qr-code-status';
import { scanQrCode } from '@portal/contract/calls/qr-login/scan-qr-code';
import { queryLoginHistory } from '@portal/contract/calls/personal/login-history';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { ERRORS } from '@portal/contract/errors';
import { qrLogins, sessions } from '../src/db/schema/sessions.ts';
import { rowKeyOf } from '../src/modules/qr-login/keys.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { latestSmsCode } from './support/sms-outbox.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { failure } from './support/call-failure.ts';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1';
const DEMO_PERSON_PHONE = '13800138001';
const DEMO_CORP_PHONE = '13800138002';

let server: TestServer;
/** The SMS module's clock (tests move it instead of waiting). */
let smsClock = Date.now();
/** Each send moves the SMS clock a day on: past the resend gate and the daily per-phone budgets. */
const DAY_MS = 24 * 60 * 60 * 1000;
// The slider captcha has its own tests; here every presented verification counts as passed.
beforeAll(async () => {
  server = await startTestServer({}, { sms: { captchaGate: { consume: async () => true }, now: () => new Date(smsClock) } });
});
afterAll(() => server.close());

/** A phone browser logged in by SMS code, as the customer who owns `phone`. */
async function loggedInPhone(phone: string): Promise<BrowserSession> {
  const tab = browserSession(server, PHONE_UA);
  smsClock += DAY_MS;
  await tab.call(getSmsVerificationCode, { phone, type: 'login', captchaVerification: 'passed-slider-check-0001' });
  const reply = await tab.call(phoneLogin, { phone, smsCode: await latestSmsCode(server.app.database.db, phone) });
  tab.setToken(reply.token);
  return tab;
}

function tokenOf(qrUrl: string): string {
  return new URL(qrUrl.replace('/#/', '/')).searchParams.get('token') ?? '';
}

async function desktopWithCode() {
  const desktop = browserSession(server);
  const code = await desktop.call(getQrCode, {});
  return { desktop, code, token: tokenOf(code.qrUrl) };
}

async function qrSessionsOf(loginName: string) {
  const user = await server.app.users.findLiveByPhone(loginName === 'demo_person' ? DEMO_PERSON_PHONE : DEMO_CORP_PHONE);
  return server.app.database.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.principalId, user!.id), eq(sessions.method, 'qr')));
}

describe('QR-code login', () => {
  it('gives the desktop a PNG of the phone page on its own origin, with a poll key the picture does not contain', async () => {
    const { code, token } = await desktopWithCode();
    expect(code.image).toMatch(/^data:image\/png;base64,/);
    expect(code.qrUrl).toBe(`${server.origin}/#/m/qrLogin?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(code.pollKey).not.toBe(token);
    expect(code.qrUrl).not.toContain(code.pollKey);
    expect(code.expiresAt - Date.now()).toBeGreaterThan(110_000);
    // The table keeps neither secret.
    const rows = await server.app.database.db.select().from(qrLogins).where(eq(qrLogins.token, rowKeyOf(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(code.pollKey);
  });

  it('logs the desktop in only after the phone confirms, exactly once', async () => {
    const { desktop, code, token } = await desktopWithCode();
    const phone = await loggedInPhone(DEMO_PERSON_PHONE);
    const before = (await qrSessionsOf('demo_person')).length;

    expect(await desktop.call(getQrCodeStatus, { pollKey: code.pollKey })).toEqual({ status: 'waiting', login: null });

    const scanned = await phone.call(scanQrCode, { token });
    expect(scanned).toMatchObject({ status: 'scanned', device: 'Chrome 156 / Windows', ip: '127.0.0.1' });
    expect(Math.abs(scanned.requestedAt - Date.now())).toBeLessThan(10_000);
    expect(await desktop.call(getQrCodeStatus, { pollKey: code.pollKey })).toEqual({ status: 'scanned', login: null });
    // Scanned is not logged in.
    expect((await desktop.call(getUserStatus, {})).result).toBeNull();
    expect(await qrSessionsOf('demo_person')).toHaveLength(before);

    await phone.call(confirmQrCode, { token });
    const done = await desktop.call(getQrCodeStatus, { pollKey: code.pollKey, redirectUrl: '#/center' });
    expect(done.status).toBe('confirmed');
    expect(done.login?.userInfo.loginName).toBe('demo_person');
    expect(done.login?.redirectUrl).toBe('#/center');
    desktop.setToken(done.login!.token);
    expect((await desktop.call(getUserStatus, {})).result?.loginName).toBe('demo_person');
    const history = await desktop.call(queryLoginHistory, {});
    expect(history.list[0]).toMatchObject({ method: 'qr', success: true, device: 'Chrome 156 / Windows' });

    // The next poll finds the code spent and starts nothing.
    expect(await desktop.call(getQrCodeStatus, { pollKey: code.pollKey })).toEqual({ status: 'used', login: null });
    expect(await qrSessionsOf('demo_person')).toHaveLength(before + 1);
    // One live session per customer: the desktop's login takes over the phone's.
    expect((await phone.call(getUserStatus, {})).endReason).toBe('TAKEN_OVER');
    // A spent code cannot be confirmed again.
    const phoneAgain = await loggedInPhone(DEMO_PERSON_PHONE);
    expect((await failure(phoneAgain.call(confirmQrCode, { token }))).code).toBe(ERRORS.QR_CODE_FINISHED.code);
  });

  it('gives nothing to someone who photographed the QR and polls with what it shows', async () => {
    const { code, token } = await desktopWithCode();
    const phone = await loggedInPhone(DEMO_PERSON_PHONE);
    await phone.call(scanQrCode, { token });
    await phone.call(confirmQrCode, { token });

    const thief = browserSession(server);
    expect(await thief.call(getQrCodeStatus, { pollKey: token })).toEqual({ status: 'expired', login: null });
    expect(thief.cookies.size).toBe(0);
    expect((await thief.call(getUserStatus, {})).result).toBeNull();
    // The rightful desktop still collects its login.
    const desktop = browserSession(server);
    expect((await desktop.call(getQrCodeStatus, { pollKey: code.pollKey })).login?.userInfo.loginName).toBe('demo_person');
  });

  it('refuses visitors on the phone side', async () => {
    const { token } = await desktopWithCode();
    const visitor = browserSession(server, PHONE_UA);
    for (const call of [scanQrCode, confirmQrCode, cancelQrCode]) {
      expect((await failure(visitor.call(call, { token }))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    }
  });

  it('lets only the customer who scanned confirm, and refuses a second scanner', async () => {
    const { desktop, code, token } = await desktopWithCode();
    const owner = await loggedInPhone(DEMO_PERSON_PHONE);
    const other = await loggedInPhone(DEMO_CORP_PHONE);
    await owner.call(scanQrCode, { token });
    expect((await failure(other.call(scanQrCode, { token }))).code).toBe(ERRORS.QR_CODE_TAKEN.code);
    expect((await failure(other.call(confirmQrCode, { token }))).code).toBe(ERRORS.QR_CODE_TAKEN.code);
    expect(await desktop.call(getQrCodeStatus, { pollKey: code.pollKey })).toEqual({ status: 'scanned', login: null });
    // Opening the page again on the same phone is fine.
    await expect(owner.call(scanQrCode, { token })).resolves.toMatchObject({ status: 'scanned' });
  });

  it('cancels from the phone: the desktop sees it and the code cannot be confirmed', async () => {
    const { desktop, code, token } = await desktopWithCode();
    const phone = await loggedInPhone(DEMO_PERSON_PHONE);
    await phone.call(scanQrCode, { token });
    await expect(phone.call(cancelQrCode, { token })).resolves.toEqual({ cancelled: true });
    expect(await desktop.call(getQrCodeStatus, { pollKey: code.pollKey })).toEqual({ status: 'cancelled', login: null });
    expect((await failure(phone.call(confirmQrCode, { token }))).code).toBe(ERRORS.QR_CODE_FINISHED.code);
    expect((await desktop.call(getUserStatus, {})).result).toBeNull();
  });

  it('refuses an expired code with a clear message, and the desktop sees it expired', async () => {
    const { desktop, code, token } = await desktopWithCode();
    const phone = await loggedInPhone(DEMO_PERSON_PHONE);
    await phone.call(scanQrCode, { token });
    await server.app.database.db
      .update(qrLogins)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(qrLogins.token, rowKeyOf(token)));
    const err = await failure(phone.call(confirmQrCode, { token }));
    expect(err.code).toBe(ERRORS.QR_CODE_EXPIRED.code);
    expect(err.message).toBe('二维码已失效，请在电脑上刷新二维码后重新扫描');
    expect((await failure(phone.call(scanQrCode, { token }))).code).toBe(ERRORS.QR_CODE_EXPIRED.code);
    expect(await desktop.call(getQrCodeStatus, { pollKey: code.pollKey })).toEqual({ status: 'expired', login: null });
  });

  it('lets a code confirmed just before expiry be collected for a short while, then no more', async () => {
    const { desktop, code, token } = await desktopWithCode();
    const phone = await loggedInPhone(DEMO_PERSON_PHONE);
    await phone.call(scanQrCode, { token });
    await phone.call(confirmQrCode, { token });
    await server.app.database.db
      .update(qrLogins)
      .set({ expiresAt: sql`now() - interval '31 seconds'` })
      .where(eq(qrLogins.token, rowKeyOf(token)));
    expect(await desktop.call(getQrCodeStatus, { pollKey: code.pollKey })).toEqual({ status: 'expired', login: null });
  });

  it('refuses a made-up code', async () => {
    const phone = await loggedInPhone(DEMO_PERSON_PHONE);
    const err = await failure(phone.call(scanQrCode, { token: 'A'.repeat(43) }));
    expect(err.code).toBe(ERRORS.QR_CODE_INVALID.code);
    expect((await failure(phone.call(scanQrCode, { token: 'short' }))).code).toBe(ERRORS.VALIDATION.code);
  });
});
