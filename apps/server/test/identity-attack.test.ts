import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { register } from '@portal/contract/calls/auth/register';
import { entpAuthService } from '@portal/contract/calls/enterprise-auth/auth-service';
import { getEntpVerifyQrCode } from '@portal/contract/calls/enterprise-auth/face-check';
import { submitEnterpriseCredentials } from '@portal/contract/calls/enterprise-auth/submit-credentials';
import { scanFaceTicket } from '@portal/contract/calls/face/scan-ticket';
import { submitFacePhoto } from '@portal/contract/calls/face/submit-photo';
import { getResetVerifyQrCode } from '@portal/contract/calls/password/get-verify-qr-code';
import { resetPasswordByFace } from '@portal/contract/calls/password/modify-pwd';
import { verifyResetUserInfo } from '@portal/contract/calls/password/verify-user-info';
import { beforeRealNameAuth } from '@portal/contract/calls/real-name/before-auth';
import { checkRealNameFaceResult } from '@portal/contract/calls/real-name/check-face-recognition-result';
import { getRealNameVerifyQrCode } from '@portal/contract/calls/real-name/get-verify-qr-code';
import { realNamePhoneAuth } from '@portal/contract/calls/real-name/phone-auth';
import { sendRealNamePhoneCode } from '@portal/contract/calls/real-name/send-phone-code';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import type { IdDocumentType } from '@portal/contract/codes';
import { ERRORS } from '@portal/contract/errors';
import { REGISTER_APP_ID, SMS_MAX_WRONG_ATTEMPTS } from '@portal/contract/limits';
import { realNameAuths } from '../src/db/schema/identity-verification.ts';
import { userEnterprises } from '../src/db/schema/identity.ts';
import { DEMO_CUSTOMERS } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { asPhoneSends } from './support/faces.ts';
import { documentPicture } from './support/identity-applications.ts';
import { person, STRANGER_JPEG } from './support/registry-faces.ts';
import { latestSms, latestSmsCode } from './support/sms-outbox.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { recordVerifiedRealName } from './support/verified-person.ts';

/**
 * The attack of issue 35's probe, scripted end to end: a stranger who knows a victim's name,
 * identity number and phone number tries to become the director of the victim's enterprise (and
 * to take over an account by the face reset). Each attempt must stop at the first step that
 * proves possession of the phone or identity of the face.
 */
let server: TestServer;
let smsClock = Date.now();
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 }, { sms: { captchaGate: { consume: async () => true }, now: () => new Date(smsClock) } });
});
afterAll(() => server.close());

/** The victim: 张伟, legal representative of 北京瀚海云数据服务有限公司 in the registry. */
const VICTIM = person('张伟');
const HANHAI = { creditCode: '91110108MA01ABCD1E' };
const stranger = async () => (await asPhoneSends(STRANGER_JPEG)).toString('base64');

let addresses = 0;
const tabFrom = () => browserSession(server, undefined, { 'x-forwarded-for': `10.35.0.${++addresses}` });

/** Step 1 of the probe: an account registered on the attacker's own phone, through the API as a browser would. */
async function attackerRegisters(phone: string): Promise<BrowserSession & { userId: string; token: string }> {
  const tab = tabFrom();
  smsClock += 61_000;
  await tab.call(getSmsVerificationCode, { phone, type: 'register', captchaVerification: 'passed-slider-check-0001' });
  const reply = await tab.call(register, {
    appId: REGISTER_APP_ID,
    userType: 'personal',
    loginName: `mallory${phone.slice(-4)}`,
    realName: VICTIM.realName,
    phone,
    smsCode: await latestSmsCode(server.app.database.db, phone),
    password: tab.secret('Mallory@2026'),
  });
  tab.setToken(reply.token);
  const user = await server.app.users.findLiveByLogin(`mallory${phone.slice(-4)}`);
  return Object.assign(tab, { userId: user!.id, token: reply.token });
}

const victimElements = (tab: BrowserSession) => ({
  realName: tab.secret(VICTIM.realName),
  docType: VICTIM.docType as IdDocumentType,
  docNumber: tab.secret(VICTIM.docNumber),
  phone: tab.secret(VICTIM.phone),
});

async function isDirector(userId: string): Promise<boolean> {
  return (await server.app.database.db.select().from(userEnterprises).where(eq(userEnterprises.userId, userId))).some((b) => b.role === 'director');
}

describe('the probe attack: the victim’s three elements and a stranger’s face', () => {
  it('stops at the phone: no code reaches the attacker, guessing is cut off, nothing is stored, nothing later opens', async () => {
    const mallory = await attackerRegisters('13735000001');
    expect(await mallory.call(beforeRealNameAuth, victimElements(mallory))).toEqual({ ok: true, phoneCodeRequired: true });
    // The probe's step 2 as it was: the victim's phone, no code.
    const noCode = await failure(mallory.call(realNamePhoneAuth, victimElements(mallory)));
    expect({ code: noCode.code, field: noCode.field }).toEqual({ code: ERRORS.REAL_NAME_PHONE_CODE_REQUIRED.code, field: 'smsCode' });

    // Asking for a code sends it to the victim's phone, saying what it is for; the attacker can only guess.
    smsClock += 61_000;
    await mallory.call(sendRealNamePhoneCode, { phone: mallory.secret(VICTIM.phone) });
    expect(await latestSms(server.app.database.db, VICTIM.phone)).toContain('您正在进行实名认证');
    const real = await latestSmsCode(server.app.database.db, VICTIM.phone);
    const guesses = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((g) => g !== real);
    const answers: number[] = [];
    for (const smsCode of guesses.slice(0, SMS_MAX_WRONG_ATTEMPTS + 1)) {
      // Each guess from an address of its own: the per-address limit alone would not stop a botnet.
      const tab = tabFrom();
      tab.setToken(mallory.token);
      for (const [name, value] of mallory.cookies) tab.cookies.set(name, value);
      answers.push((await failure(tab.call(realNamePhoneAuth, { ...victimElements(tab), smsCode }))).code);
    }
    expect(answers.slice(0, -1).every((code) => code === ERRORS.SMS_CODE_WRONG.code || code === ERRORS.SMS_CODE_TOO_MANY_ATTEMPTS.code)).toBe(true);
    expect(answers.at(-1)).toBe(ERRORS.SMS_CODE_TOO_MANY_ATTEMPTS.code);
    // Even the right code is spent for nothing now: the code is burnt.
    expect((await failure(mallory.call(realNamePhoneAuth, { ...victimElements(mallory), smsCode: real }))).code).toBe(ERRORS.SMS_CODE_TOO_MANY_ATTEMPTS.code);

    expect(await server.app.database.db.select().from(realNameAuths).where(eq(realNameAuths.userId, mallory.userId))).toEqual([]);
    expect((await mallory.call(getUserStatus, {})).sessionStatus).toBe('D000000001');
    // Every later step of the probe is closed behind it.
    expect((await failure(mallory.call(getRealNameVerifyQrCode, {}))).code).toBe(ERRORS.REAL_NAME_NOT_OPEN.code);
    const licence = new File([await documentPicture('BUSINESS LICENCE')], 'licence.png', { type: 'image/png' });
    const entp = await failure(
      mallory.upload(
        submitEnterpriseCredentials,
        { appId: REGISTER_APP_ID, creditCode: HANHAI.creditCode, applicantRole: 'legal', legalRepName: VICTIM.realName, legalRepDocType: '0', legalRepDocNumber: VICTIM.docNumber, pictures: ['licence'] },
        [licence],
      ),
    );
    expect(entp.code).toBe(ERRORS.ENTP_REAL_NAME_REQUIRED.code);
    expect(await isDirector(mallory.userId)).toBe(false);
  });

  it('with the victim’s phone in hand (a swapped SIM), stops at the face: the stranger is not the person claimed', async () => {
    const mallory = await attackerRegisters('13735000002');
    smsClock += 61_000;
    await mallory.call(sendRealNamePhoneCode, { phone: mallory.secret(VICTIM.phone) });
    const code = await latestSmsCode(server.app.database.db, VICTIM.phone);
    expect(await mallory.call(realNamePhoneAuth, { ...victimElements(mallory), smsCode: code })).toMatchObject({ status: 'phone_passed' });
    const { verifyToken, ticket } = await mallory.call(getRealNameVerifyQrCode, {});
    const phone = tabFrom();
    await phone.call(scanFaceTicket, { ticket });
    for (let i = 0; i < 3; i++) {
      const err = await failure(phone.call(submitFacePhoto, { ticket, mimeType: 'image/jpeg', image: await stranger() }));
      expect({ code: err.code, message: err.message }).toEqual({ code: ERRORS.FACE_NO_MATCH.code, message: ERRORS.FACE_NO_MATCH.msg });
    }
    expect((await failure(mallory.call(checkRealNameFaceResult, { verifyToken }))).code).toBe(ERRORS.FACE_NOT_VERIFIED.code);
    expect((await mallory.call(getUserStatus, {})).sessionStatus).toBe('D000000001');
    const verified = await server.app.database.db.select().from(realNameAuths).where(eq(realNameAuths.userId, mallory.userId));
    expect(verified.map((r) => r.status)).toEqual(['phone_passed']);
    expect(await isDirector(mallory.userId)).toBe(false);
  });

  it("cannot reset a verified customer's password with a stranger's face, knowing their name and phone", async () => {
    const victim = DEMO_CUSTOMERS.find((d) => d.loginName === 'demo_corp')!;
    const desktop = tabFrom();
    const { verifyToken } = await desktop.call(verifyResetUserInfo, { loginName: victim.loginName, realName: desktop.secret(victim.realName), phone: desktop.secret(victim.phone) });
    const { ticket } = await desktop.call(getResetVerifyQrCode, { verifyToken });
    const err = await failure(tabFrom().call(submitFacePhoto, { ticket, mimeType: 'image/jpeg', image: await stranger() }));
    expect(err.code).toBe(ERRORS.FACE_NO_MATCH.code);
    const reset = await failure(desktop.call(resetPasswordByFace, { verifyToken, newPassword: desktop.secret('Taken2026ab') }));
    expect(reset.code).toBe(ERRORS.FACE_NOT_VERIFIED.code);
  });

  it('as a verified customer of their own naming the victim as legal representative, stops at the face and at a blank licence', async () => {
    // The attacker is verified as themselves (刘芳, through the flow with her own face: the seed's
    // method for speed) and names 张伟 with his document.
    const liu = person('刘芳');
    const mallory = await attackerRegisters(liu.phone);
    await recordVerifiedRealName(server.app.database.db, mallory.userId, liu);
    const credentials = { appId: REGISTER_APP_ID as typeof REGISTER_APP_ID, creditCode: HANHAI.creditCode, applicantRole: 'legal' as const, legalRepName: VICTIM.realName, legalRepDocType: '0' as const, legalRepDocNumber: VICTIM.docNumber, pictures: ['licence' as const] };
    const blank = await failure(mallory.upload(submitEnterpriseCredentials, credentials, [new File([await sharpWhite()], 'licence.jpg', { type: 'image/jpeg' })]));
    expect({ code: blank.code, field: blank.field }).toEqual({ code: ERRORS.ENTP_PICTURE_UNREADABLE.code, field: 'licence' });
    const app = await mallory.upload(submitEnterpriseCredentials, credentials, [new File([await documentPicture('BUSINESS LICENCE')], 'licence.png', { type: 'image/png' })]);
    const qr = await mallory.call(getEntpVerifyQrCode, { applicationId: app.id });
    const err = await failure(tabFrom().call(submitFacePhoto, { ticket: qr.ticket, mimeType: 'image/jpeg', image: await stranger() }));
    expect(err.code).toBe(ERRORS.FACE_NO_MATCH.code);
    expect((await failure(mallory.call(entpAuthService, { appId: REGISTER_APP_ID, applicationId: app.id }))).code).toBe(ERRORS.ENTP_FACE_REQUIRED.code);
    expect(await isDirector(mallory.userId)).toBe(false);
  });
});

/** The probe's "licence": a blank white picture. */
function sharpWhite(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();
}
