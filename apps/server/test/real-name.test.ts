import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { phoneLogin } from '@portal/contract/calls/auth/phone-login';
import { scanFaceTicket } from '@portal/contract/calls/face/scan-ticket';
import { submitFacePhoto } from '@portal/contract/calls/face/submit-photo';
import { queryUserInfo } from '@portal/contract/calls/personal/query-user-info';
import { beforeRealNameAuth } from '@portal/contract/calls/real-name/before-auth';
import { cancelRealNameAuth } from '@portal/contract/calls/real-name/cancel-auth';
import { checkRealNameFaceResult } from '@portal/contract/calls/real-name/check-face-recognition-result';
import { getUserThreeElement } from '@portal/contract/calls/real-name/get-user-three-element';
import { getRealNameVerifyQrCodeStatus } from '@portal/contract/calls/real-name/get-verify-qr-code-status';
import { getRealNameVerifyQrCode } from '@portal/contract/calls/real-name/get-verify-qr-code';
import { realNamePhoneAuth } from '@portal/contract/calls/real-name/phone-auth';
import { realNameAuthState } from '@portal/contract/calls/real-name/phone-auth-service';
import { sendRealNamePhoneCode } from '@portal/contract/calls/real-name/send-phone-code';
import { weakNameBind } from '@portal/contract/calls/real-name/weak-name-bind';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { ERRORS } from '@portal/contract/errors';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { loadConfig } from '../src/config.ts';
import { faceChecks } from '../src/db/schema/face.ts';
import { realNameAuths } from '../src/db/schema/identity-verification.ts';
import { users } from '../src/db/schema/identity.ts';
import { THREE_ELEMENT_CHECKS_PER_USER_PER_DAY } from '../src/modules/real-name/service.ts';
import { hit } from '../src/modules/security/rate-limit-repo.ts';
import { httpThreeElementProvider } from '../src/providers/three-element/http.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { asPhoneSends } from './support/faces.ts';
import { liveFaceOf, STRANGER_JPEG } from './support/registry-faces.ts';
import { latestSms, latestSmsCode } from './support/sms-outbox.ts';
import { recordStatements } from './support/statement-recorder.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let smsClock = Date.now();
const DAY_MS = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 }, { sms: { captchaGate: { consume: async () => true }, now: () => new Date(smsClock) } });
});
afterAll(() => server.close());

/** Registry people (registry-data.ts) nobody has registered yet. */
const ZHANG = { realName: '张伟', docType: '0' as const, docNumber: '310104199001011110', phone: '13900138002' };
const LIU = { realName: '刘芳', docType: '0' as const, docNumber: '320102198512122220', phone: '13900138003' };
const CHEN = { realName: '陈静', docType: '0' as const, docNumber: '440106199203033336', phone: '13900138004' };
const HK = { realName: '陈家豪', docType: 'A' as const, docNumber: 'K1234567(8)', phone: '13900138020' };
type Person = typeof ZHANG | typeof HK;

let serial = 0;
let addresses = 0;
/** A tab from an address of its own: the per-address limits of one test do not reach the next. */
const newTab = (s = server, ua?: string) => browserSession(s, ua, { 'x-forwarded-for': `10.21.0.${++addresses}` });
/** A fresh weak personal customer with a phone of their own, logged in. */
async function weakCustomer(phone = `1371000${String(1000 + ++serial)}`, realName = '待实名'): Promise<BrowserSession & { userId: string }> {
  const user = await server.app.users.register({ userType: 'personal', realName, loginName: `rn_user${serial}_${phone.slice(-4)}`, phone, password: 'Old@2026x' });
  const tab = newTab();
  smsClock += DAY_MS;
  await tab.call(getSmsVerificationCode, { phone, type: 'login', captchaVerification: 'passed-slider-check-0001' });
  const smsCode = await latestSmsCode(server.app.database.db, phone);
  tab.setToken((await tab.call(phoneLogin, { phone, smsCode })).token);
  return Object.assign(tab, { userId: user.id });
}

const identity = (tab: BrowserSession, p: Person) => ({
  realName: tab.secret(p.realName),
  docType: p.docType,
  docNumber: tab.secret(p.docNumber),
  phone: tab.secret(p.phone),
});

const authRows = (userId: string) => server.app.database.db.select().from(realNameAuths).where(eq(realNameAuths.userId, userId));

/** The phone's part: scan the QR code and send a face picture. */
async function phoneTakesPicture(ticket: string, face: Buffer) {
  const phone = newTab(server, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1');
  const scanned = await phone.call(scanFaceTicket, { ticket });
  const image = (await asPhoneSends(face)).toString('base64');
  await phone.call(submitFacePhoto, { ticket, mimeType: 'image/jpeg', image });
  return scanned;
}

/** A real_name code sent to `phone` from this tab (a minute after the last, so the resend wait has passed). */
async function codeSentTo(tab: BrowserSession, phone: string): Promise<string> {
  smsClock += 61_000;
  await tab.call(sendRealNamePhoneCode, { phone: tab.secret(phone) });
  return latestSmsCode(server.app.database.db, phone);
}

/** Step 1's input, with the code of the phone when it is not the account's own (beforeAuth says so). */
async function withCode(tab: BrowserSession, p: Person) {
  const input = identity(tab, p);
  const { phoneCodeRequired } = await tab.call(beforeRealNameAuth, input);
  return phoneCodeRequired ? { ...input, smsCode: await codeSentTo(tab, p.phone) } : input;
}

/** Steps 1 and 2 through to a verified authentication. */
async function verify(tab: BrowserSession, p: Person) {
  await tab.call(realNamePhoneAuth, await withCode(tab, p));
  const { verifyToken, ticket } = await tab.call(getRealNameVerifyQrCode, {});
  await phoneTakesPicture(ticket, await liveFaceOf(p.docNumber));
  return tab.call(checkRealNameFaceResult, { verifyToken });
}

describe('real-name authentication', { timeout: 60_000 }, () => {
  it('verifies a weak person through the three elements and the face check; the weak flag disappears', async () => {
    const tab = await weakCustomer(ZHANG.phone);
    expect((await tab.call(getUserStatus, {})).sessionStatus).toBe('D000000001');
    expect(await tab.call(realNameAuthState, {})).toEqual({ open: null, verified: null });

    // Their own phone, proven at registration: no code needed.
    expect(await tab.call(beforeRealNameAuth, identity(tab, ZHANG))).toEqual({ ok: true, phoneCodeRequired: false });
    expect(await authRows(tab.userId)).toEqual([]);
    const passed = await tab.call(realNamePhoneAuth, identity(tab, ZHANG));
    expect(passed).toMatchObject({ realName: '张伟', docMasked: '310***********1110', phoneMasked: '139****8002', status: 'phone_passed' });
    expect((await tab.call(realNameAuthState, {})).open).toMatchObject({ status: 'phone_passed' });

    const { verifyToken, ticket } = await tab.call(getRealNameVerifyQrCode, {});
    expect(await tab.call(getRealNameVerifyQrCodeStatus, { verifyToken })).toEqual({ status: 'waiting' });
    const early = await failure(tab.call(checkRealNameFaceResult, { verifyToken }));
    expect(early.code).toBe(ERRORS.FACE_NOT_VERIFIED.code);
    const scanned = await phoneTakesPicture(ticket, await liveFaceOf(ZHANG.docNumber));
    expect(scanned).toMatchObject({ purpose: 'real_name' });
    expect(await tab.call(getRealNameVerifyQrCodeStatus, { verifyToken })).toEqual({ status: 'verified' });

    const done = await tab.call(checkRealNameFaceResult, { verifyToken });
    expect(done).toMatchObject({ status: 'verified', method: 'phone3+face', realName: '张伟' });
    expect(done.verifiedAt).not.toBeNull();
    expect((await tab.call(getUserStatus, {})).sessionStatus).not.toBe('D000000001');
    expect(await tab.call(queryUserInfo, {})).toMatchObject({ realName: '张伟', weak: false });
    expect(await tab.call(getUserThreeElement, {})).toMatchObject({ verified: { realName: '张伟', docMasked: '310***********1110', phoneMasked: '139****8002' } });

    // The number is stored sealed, digested and masked: never in clear.
    const [row] = await authRows(tab.userId);
    expect(JSON.stringify(row)).not.toContain(ZHANG.docNumber);
    // Spent: the same face check does not verify twice; a verified person does not start again.
    expect((await failure(tab.call(checkRealNameFaceResult, { verifyToken }))).code).toBe(ERRORS.REAL_NAME_NOT_OPEN.code);
    expect((await failure(tab.call(beforeRealNameAuth, identity(tab, ZHANG)))).code).toBe(ERRORS.REAL_NAME_ALREADY_VERIFIED.code);
    expect(await tab.call(weakNameBind, {})).toEqual({ realName: '张伟', weak: false });
  });

  it("proves a phone that is not the account's own with the code sent to it; without it or with a wrong one, nothing is stored", async () => {
    const tab = await weakCustomer();
    expect(await tab.call(beforeRealNameAuth, identity(tab, LIU))).toEqual({ ok: true, phoneCodeRequired: true });
    const at = async (call: Promise<unknown>) => {
      const err = await failure(call);
      return { code: err.code, field: err.field };
    };
    expect(await at(tab.call(realNamePhoneAuth, identity(tab, LIU)))).toEqual({ code: ERRORS.REAL_NAME_PHONE_CODE_REQUIRED.code, field: 'smsCode' });
    // No code was sent to that phone yet: a guessed one proves nothing.
    expect(await at(tab.call(realNamePhoneAuth, { ...identity(tab, LIU), smsCode: '123456' }))).toEqual({ code: ERRORS.SMS_CODE_EXPIRED.code, field: 'smsCode' });
    const code = await codeSentTo(tab, LIU.phone);
    expect(await latestSms(server.app.database.db, LIU.phone)).toContain('实名认证');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await at(tab.call(realNamePhoneAuth, { ...identity(tab, LIU), smsCode: wrong }))).toEqual({ code: ERRORS.SMS_CODE_WRONG.code, field: 'smsCode' });
    // The code proves this phone only: named with another registry person's phone, it is no proof.
    expect(await at(tab.call(realNamePhoneAuth, { ...identity(tab, CHEN), smsCode: code }))).toEqual({ code: ERRORS.SMS_CODE_EXPIRED.code, field: 'smsCode' });
    expect(await authRows(tab.userId)).toEqual([]);
    // Sending needs a login, like every call of the flow.
    expect((await failure(newTab().call(sendRealNamePhoneCode, { phone: tab.secret(LIU.phone) }))).status).toBe(401);
  });

  it('keeps the phone code for a form corrected after a mismatch, and spends it at the match', async () => {
    const tab = await weakCustomer();
    const at = async (call: Promise<unknown>) => {
      const err = await failure(call);
      return { code: err.code, field: err.field };
    };
    const code = await codeSentTo(tab, LIU.phone);
    expect(await at(tab.call(realNamePhoneAuth, { ...identity(tab, { ...LIU, realName: '刘芬' }), smsCode: code }))).toEqual({
      code: ERRORS.REAL_NAME_MISMATCH.code,
      field: 'phone',
    });
    expect(await tab.call(realNamePhoneAuth, { ...identity(tab, LIU), smsCode: code })).toMatchObject({ status: 'phone_passed', phoneMasked: '139****8003' });
    await tab.call(cancelRealNameAuth, {});
    expect(await at(tab.call(realNamePhoneAuth, { ...identity(tab, LIU), smsCode: code }))).toEqual({ code: ERRORS.SMS_CODE_EXPIRED.code, field: 'smsCode' });
  });

  it("refuses a stranger's face and another registry person's at the phone, stores each decision, then passes the person's own", async () => {
    const p = { realName: '马超', docType: '0' as const, docNumber: '430102198709092024', phone: '13900138012' };
    const tab = await weakCustomer(p.phone);
    await tab.call(realNamePhoneAuth, identity(tab, p));
    const { verifyToken, ticket } = await tab.call(getRealNameVerifyQrCode, {});
    const decision = async () => {
      const [row] = await server.app.database.db.select().from(faceChecks).where(eq(faceChecks.userId, tab.userId));
      return row!;
    };
    for (const face of [STRANGER_JPEG, await liveFaceOf(ZHANG.docNumber)]) {
      const err = await failure(phoneTakesPicture(ticket, face));
      expect({ code: err.code, field: err.field, message: err.message }).toEqual({ code: ERRORS.FACE_NO_MATCH.code, field: 'image', message: ERRORS.FACE_NO_MATCH.msg });
      expect(await decision()).toMatchObject({ decisionProvider: 'local', decisionMatch: false, decisionReason: 'NO_MATCH', subjectName: '马超', subjectDocType: '0' });
      expect((await decision()).decisionScore).toBeGreaterThan(0.45);
    }
    expect(await tab.call(getRealNameVerifyQrCodeStatus, { verifyToken })).toEqual({ status: 'scanned' });
    expect((await failure(tab.call(checkRealNameFaceResult, { verifyToken }))).code).toBe(ERRORS.FACE_NOT_VERIFIED.code);
    // The claimed document is stored sealed with the check, never in clear.
    expect(JSON.stringify(await decision())).not.toContain(p.docNumber);

    await phoneTakesPicture(ticket, await liveFaceOf(p.docNumber));
    expect(await decision()).toMatchObject({ decisionMatch: true, decisionReason: null });
    expect((await decision()).decisionScore).toBeLessThan(0.45);
    expect(await tab.call(checkRealNameFaceResult, { verifyToken })).toMatchObject({ status: 'verified', realName: '马超' });
  });

  it('says at once, before any QR code, that a person without a reference photo cannot do the face step online', async () => {
    const p = { realName: '胡军', docType: '0' as const, docNumber: '500103199404044047', phone: '13900138014' };
    const tab = await weakCustomer(p.phone);
    await tab.call(realNamePhoneAuth, identity(tab, p));
    const err = await failure(tab.call(getRealNameVerifyQrCode, {}));
    expect({ code: err.code, message: err.message }).toEqual({ code: ERRORS.FACE_NO_REFERENCE.code, message: ERRORS.FACE_NO_REFERENCE.msg });
    expect((await tab.call(realNameAuthState, {})).open).toMatchObject({ status: 'phone_passed' });
  });

  it('refuses a wrong check digit and a wrong pattern at the document field, storing nothing', async () => {
    const tab = await weakCustomer();
    const wrongDigit = { ...LIU, docNumber: '320102198512122221' };
    for (const call of [beforeRealNameAuth, realNamePhoneAuth] as const) {
      const err = await failure(tab.call(call, identity(tab, wrongDigit)));
      expect({ code: err.code, field: err.field, message: err.message }).toEqual({
        code: ERRORS.REAL_NAME_DOC_INVALID.code,
        field: 'docNumber',
        message: VALIDATION_MESSAGES.mainlandIdChecksum,
      });
    }
    const passport = await failure(tab.call(beforeRealNameAuth, identity(tab, { ...LIU, docType: '9' as never, docNumber: '12' })));
    expect(passport).toMatchObject({ field: 'docNumber', message: VALIDATION_MESSAGES.passport });
    const phone = await failure(tab.call(beforeRealNameAuth, identity(tab, { ...LIU, phone: '12345' })));
    expect(phone.field).toBe('phone');
    const name = await failure(tab.call(beforeRealNameAuth, identity(tab, { ...LIU, realName: 'x' })));
    expect(name.field).toBe('realName');
    expect(await authRows(tab.userId)).toEqual([]);
  });

  it('answers a three-element mismatch at the phone field without saying which element, storing nothing', async () => {
    const tab = await weakCustomer();
    const wrongPhone = { ...LIU, phone: '13900138099' };
    const wrongName = { ...LIU, realName: '刘芬' };
    const errs = [await failure(tab.call(realNamePhoneAuth, await withCode(tab, wrongPhone))), await failure(tab.call(realNamePhoneAuth, await withCode(tab, wrongName)))];
    for (const err of errs) expect({ code: err.code, field: err.field, message: err.message }).toEqual({ code: ERRORS.REAL_NAME_MISMATCH.code, field: 'phone', message: ERRORS.REAL_NAME_MISMATCH.msg });
    expect(await authRows(tab.userId)).toEqual([]);
    // A registry person with a Hong Kong card matches too.
    expect(await tab.call(realNamePhoneAuth, await withCode(tab, HK))).toMatchObject({ docType: 'A', status: 'phone_passed' });
  });

  it('binds one document to one user: a second user is refused at beforeAuth, phoneAuth and at the end', async () => {
    const first = await weakCustomer();
    await verify(first, CHEN);
    const second = await weakCustomer();
    for (const call of [beforeRealNameAuth, realNamePhoneAuth] as const) {
      const err = await failure(second.call(call, identity(second, CHEN)));
      expect({ code: err.code, field: err.field }).toEqual({ code: ERRORS.REAL_NAME_DOC_BOUND.code, field: 'docNumber' });
    }
    expect(await authRows(second.userId)).toEqual([]);

    // Two people racing with the same document: the second to finish is refused.
    const a = await weakCustomer();
    const b = await weakCustomer();
    const p = { realName: '杨洋', docType: '0' as const, docNumber: '510107198907074443', phone: '13900138005' };
    await a.call(realNamePhoneAuth, await withCode(a, p));
    await b.call(realNamePhoneAuth, await withCode(b, p));
    const qa = await a.call(getRealNameVerifyQrCode, {});
    const qb = await b.call(getRealNameVerifyQrCode, {});
    await phoneTakesPicture(qa.ticket, await liveFaceOf(p.docNumber));
    await phoneTakesPicture(qb.ticket, await liveFaceOf(p.docNumber));
    await a.call(checkRealNameFaceResult, { verifyToken: qa.verifyToken });
    const late = await failure(b.call(checkRealNameFaceResult, { verifyToken: qb.verifyToken }));
    expect(late.code).toBe(ERRORS.REAL_NAME_DOC_BOUND.code);
    const [bUser] = await server.app.database.db.select({ weak: users.weak }).from(users).where(eq(users.id, b.userId));
    expect(bUser?.weak).toBe(true);
  });

  it('cancels: the open authentication is withdrawn and its face check no longer finishes it', async () => {
    const tab = await weakCustomer();
    const p = { realName: '赵磊', docType: '0' as const, docNumber: '330106198011115556', phone: '13900138006' };
    await tab.call(realNamePhoneAuth, await withCode(tab, p));
    const { verifyToken, ticket } = await tab.call(getRealNameVerifyQrCode, {});
    // A refreshed QR code keeps the same check; the old ticket stops working.
    const refreshed = await tab.call(getRealNameVerifyQrCode, { verifyToken });
    expect(refreshed.verifyToken).toBe(verifyToken);
    expect(refreshed.ticket).not.toBe(ticket);
    await tab.call(cancelRealNameAuth, {});
    expect(await tab.call(realNameAuthState, {})).toEqual({ open: null, verified: null });
    expect((await failure(tab.call(cancelRealNameAuth, {}))).code).toBe(ERRORS.REAL_NAME_NOT_OPEN.code);
    await phoneTakesPicture(refreshed.ticket, await liveFaceOf(p.docNumber));
    expect((await failure(tab.call(checkRealNameFaceResult, { verifyToken }))).code).toBe(ERRORS.REAL_NAME_NOT_OPEN.code);
    // Starting again: the face check of the abandoned attempt does not count for the new one.
    await tab.call(realNamePhoneAuth, await withCode(tab, p));
    expect((await failure(tab.call(checkRealNameFaceResult, { verifyToken }))).code).toBe(ERRORS.REAL_NAME_QR_EXPIRED.code);
    expect((await failure(tab.call(weakNameBind, {}))).code).toBe(ERRORS.REAL_NAME_NOT_VERIFIED.code);
  });

  it('tells an expired QR code apart, and the next QR code starts a new face check', async () => {
    const tab = await weakCustomer();
    const p = { realName: '徐强', docType: '0' as const, docNumber: '120101198202029991', phone: '13900138010' };
    await tab.call(realNamePhoneAuth, await withCode(tab, p));
    const first = await tab.call(getRealNameVerifyQrCode, {});
    await phoneTakesPicture(first.ticket, await liveFaceOf(p.docNumber));
    await server.app.database.db.update(faceChecks).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(faceChecks.userId, tab.userId));
    expect(await tab.call(getRealNameVerifyQrCodeStatus, { verifyToken: first.verifyToken })).toEqual({ status: 'expired' });
    const err = await failure(tab.call(checkRealNameFaceResult, { verifyToken: first.verifyToken }));
    expect({ code: err.code, message: err.message }).toEqual({ code: ERRORS.REAL_NAME_QR_EXPIRED.code, message: '二维码已过期，请刷新二维码后重新扫码' });
    expect((await tab.call(realNameAuthState, {})).open).toMatchObject({ status: 'phone_passed' });
    const next = await tab.call(getRealNameVerifyQrCode, { verifyToken: first.verifyToken });
    expect(next.verifyToken).not.toBe(first.verifyToken);
    await phoneTakesPicture(next.ticket, await liveFaceOf(p.docNumber));
    expect((await tab.call(checkRealNameFaceResult, { verifyToken: next.verifyToken })).status).toBe('verified');
  });

  it('caps the three-element checks of one user a day (429620), before asking the provider', async () => {
    const tab = await weakCustomer();
    for (let i = 0; i < THREE_ELEMENT_CHECKS_PER_USER_PER_DAY; i++) await hit(server.app.database.db, `real-name-3e:${tab.userId}`, DAY_MS);
    const err = await failure(tab.call(realNamePhoneAuth, await withCode(tab, { realName: '孙婷', docType: '0', docNumber: '610102199312121016', phone: '13900138011' })));
    expect({ code: err.code, status: err.status }).toEqual({ code: ERRORS.REAL_NAME_DAILY_LIMIT.code, status: 429 });
    expect(await authRows(tab.userId)).toEqual([]);
  });

  it('answers the QR status poll as cheaply as userStatus: one indexed read of the face check, no writes', async () => {
    const tab = await weakCustomer();
    const p = { realName: '吴敏', docType: '0' as const, docNumber: '350102199108088884', phone: '13900138009' };
    await tab.call(realNamePhoneAuth, await withCode(tab, p));
    const { verifyToken } = await tab.call(getRealNameVerifyQrCode, {});
    await tab.call(getRealNameVerifyQrCodeStatus, { verifyToken }); // the session read is now kept, as userStatus keeps it
    // Every statement the database receives while the tab polls three times.
    const statements = await recordStatements(server.app.database.db, async () => {
      for (let i = 0; i < 3; i++) expect(await tab.call(getRealNameVerifyQrCodeStatus, { verifyToken })).toEqual({ status: 'waiting' });
    });
    // Besides the envelope's replay guard, which every sealed call writes (userStatus too, on PostgreSQL).
    expect(statements.filter((text) => /^\s*(insert|update|delete)/i.test(text) && !/"envelope_nonces"/.test(text))).toEqual([]);
    expect(statements.filter((text) => /"face_checks"/.test(text))).toHaveLength(3);
    expect(statements.filter((text) => /"sessions"/.test(text))).toEqual([]);
  });

  it('refuses visitors, and never lets one customer see or finish another customer\'s authentication', async () => {
    const visitor = newTab();
    const calls = [
      () => visitor.call(beforeRealNameAuth, identity(visitor, LIU)),
      () => visitor.call(realNamePhoneAuth, identity(visitor, LIU)),
      () => visitor.call(realNameAuthState, {}),
      () => visitor.call(getRealNameVerifyQrCode, {}),
      () => visitor.call(getRealNameVerifyQrCodeStatus, { verifyToken: 'a'.repeat(43) }),
      () => visitor.call(checkRealNameFaceResult, { verifyToken: 'a'.repeat(43) }),
      () => visitor.call(cancelRealNameAuth, {}),
      () => visitor.call(getUserThreeElement, {}),
      () => visitor.call(weakNameBind, {}),
    ];
    for (const call of calls) expect((await failure(call())).status).toBe(401);

    const owner = await weakCustomer();
    const p = { realName: '黄丽', docType: '0' as const, docNumber: '420102199505056665', phone: '13900138007' };
    await owner.call(realNamePhoneAuth, await withCode(owner, p));
    const { verifyToken, ticket } = await owner.call(getRealNameVerifyQrCode, {});
    await phoneTakesPicture(ticket, await liveFaceOf(p.docNumber));

    const other = await weakCustomer();
    expect(await other.call(realNameAuthState, {})).toEqual({ open: null, verified: null });
    expect(await other.call(getRealNameVerifyQrCodeStatus, { verifyToken })).toEqual({ status: 'expired' });
    expect((await failure(other.call(checkRealNameFaceResult, { verifyToken }))).code).toBe(ERRORS.REAL_NAME_NOT_OPEN.code);
    expect((await failure(other.call(cancelRealNameAuth, {}))).code).toBe(ERRORS.REAL_NAME_NOT_OPEN.code);
    expect(await other.call(getUserThreeElement, {})).toEqual({ verified: null });
    // Even with an open authentication of its own, another's token does not finish it.
    await other.call(realNamePhoneAuth, await withCode(other, { realName: '周杰', docType: '0', docNumber: '370102198606067778', phone: '13900138008' }));
    expect((await failure(other.call(checkRealNameFaceResult, { verifyToken }))).code).toBe(ERRORS.REAL_NAME_QR_EXPIRED.code);
    expect((await owner.call(realNameAuthState, {})).open).toMatchObject({ realName: '黄丽', status: 'phone_passed' });
    expect((await owner.call(checkRealNameFaceResult, { verifyToken })).status).toBe('verified');
  });
});

describe('THREE_ELEMENT_PROVIDER=http', () => {
  let service: Server;
  let url = '';
  const seen: { auth?: string | undefined; body?: unknown }[] = [];
  let reply: (body: Record<string, string>) => { status: number; body: string; delayMs?: number } = () => ({ status: 200, body: '{"result":"match"}' });
  beforeAll(async () => {
    service = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        const body = JSON.parse(text) as Record<string, string>;
        seen.push({ auth: req.headers.authorization, body });
        const out = reply(body);
        setTimeout(() => res.writeHead(out.status, { 'content-type': 'application/json' }).end(out.body), out.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(service.address() as AddressInfo).port}/verify`;
  });
  afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())));

  it('needs a URL when chosen', () => {
    expect(() => loadConfig({ THREE_ELEMENT_PROVIDER: 'http' })).toThrow(/THREE_ELEMENT_HTTP_URL: required when THREE_ELEMENT_PROVIDER=http/);
    expect(loadConfig({ THREE_ELEMENT_PROVIDER: 'http', THREE_ELEMENT_HTTP_URL: 'http://127.0.0.1:9/v' }).THREE_ELEMENT_HTTP_TIMEOUT_MS).toBe(5_000);
  });

  it('posts the elements with the bearer token and reads match, mismatch, and failures as 502620', async () => {
    const provider = httpThreeElementProvider({ url, token: 'tok-3e', timeoutMs: 300 });
    const person = { realName: '张伟', docType: '0', docNumber: ZHANG.docNumber, phone: ZHANG.phone };
    reply = (body) => ({ status: 200, body: JSON.stringify({ result: body.phone === ZHANG.phone ? 'match' : 'mismatch' }) });
    expect(await provider.check(person)).toBe('match');
    expect(seen.at(-1)).toEqual({ auth: 'Bearer tok-3e', body: person });
    expect(await provider.check({ ...person, phone: '13900000000' })).toBe('mismatch');
    for (const out of [{ status: 500, body: '{}' }, { status: 200, body: '{"result":"maybe"}' }, { status: 200, body: 'not json' }, { status: 200, body: '{"result":"match"}', delayMs: 1_000 }]) {
      reply = () => out;
      await expect(provider.check(person)).rejects.toMatchObject({ code: ERRORS.REAL_NAME_SERVICE_FAILED.code });
    }
  });

  it('drives phoneAuth end to end through a server configured for it', async () => {
    reply = () => ({ status: 503, body: '' });
    const httpServer = await startTestServer({ THREE_ELEMENT_PROVIDER: 'http', THREE_ELEMENT_HTTP_URL: url, THREE_ELEMENT_HTTP_TIMEOUT_MS: 500 }, { sms: { captchaGate: { consume: async () => true } } });
    try {
      await httpServer.app.users.register({ userType: 'personal', realName: '待实名', loginName: 'rn_http_user', phone: '13710009999', password: 'Old@2026x' });
      const tab = newTab(httpServer);
      await tab.call(getSmsVerificationCode, { phone: '13710009999', type: 'login', captchaVerification: 'passed-slider-check-0001' });
      tab.setToken((await tab.call(phoneLogin, { phone: '13710009999', smsCode: await latestSmsCode(httpServer.app.database.db, '13710009999') })).token);
      const err = await failure(tab.call(realNamePhoneAuth, identity(tab, { ...ZHANG, phone: '13710009999' })));
      expect({ code: err.code, status: err.status }).toEqual({ code: ERRORS.REAL_NAME_SERVICE_FAILED.code, status: 502 });
      reply = () => ({ status: 200, body: '{"result":"match"}' });
      expect(await tab.call(realNamePhoneAuth, identity(tab, { ...ZHANG, phone: '13710009999' }))).toMatchObject({ status: 'phone_passed', phoneMasked: '137****9999' });
    } finally {
      await httpServer.close();
    }
  });
});
