import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { phoneLogin } from '@portal/contract/calls/auth/phone-login';
import { entpAuthService } from '@portal/contract/calls/enterprise-auth/auth-service';
import { checkEntpFaceResult, entpScanCode, getEntpVerifyQrCode } from '@portal/contract/calls/enterprise-auth/face-check';
import { ENTP_IMAGE_PATH } from '@portal/contract/calls/enterprise-auth/fields';
import { getEnterpriseInfo } from '@portal/contract/calls/enterprise-auth/get-enterprise-info';
import { listMyEnterprises } from '@portal/contract/calls/enterprise-auth/list-my-enterprises';
import { deleteEntpBinding, updateEntpAuth } from '@portal/contract/calls/enterprise-auth/manage';
import { ENTP_AUTH_MESSAGES } from '@portal/contract/calls/enterprise-auth/messages';
import { queryEntpName, queryPersonalEntpName } from '@portal/contract/calls/enterprise-auth/query-entp-name';
import { submitEnterpriseCredentials } from '@portal/contract/calls/enterprise-auth/submit-credentials';
import { scanFaceTicket } from '@portal/contract/calls/face/scan-ticket';
import { submitFacePhoto } from '@portal/contract/calls/face/submit-photo';
import { queryUserInfo } from '@portal/contract/calls/personal/query-user-info';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { ERRORS } from '@portal/contract/errors';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { REGISTER_APP_ID } from '@portal/contract/limits';
import { faceChecks } from '../src/db/schema/face.ts';
import { enterpriseAuths, identityImages, realNameAuths } from '../src/db/schema/identity-verification.ts';
import { reviewReasons } from '../src/modules/enterprise-auth/decision.ts';
import { createDocumentVault } from '../src/modules/identity/document-vault.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { asPhoneSends, textPicture } from './support/faces.ts';
import { documentPicture } from './support/identity-applications.ts';
import { pngBytes } from './support/images.ts';
import { liveFaceOf, STRANGER_JPEG } from './support/registry-faces.ts';
import { latestSmsCode } from './support/sms-outbox.ts';
import { recordStatements } from './support/statement-recorder.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let smsClock = Date.now();
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 }, { sms: { captchaGate: { consume: async () => true }, now: () => new Date(smsClock) } });
});
afterAll(() => server.close());

/** 北京瀚海云数据服务有限公司, legal representative 张伟 (registry-data.ts). */
const HANHAI = { creditCode: '91110108MA01ABCD1E', legalRepName: '张伟', docNumber: '310104199001011110' };
const PUJIANG = { creditCode: '91310115MA1K3XY22E', legalRepName: '陈静', docNumber: '440106199203033336' };

let serial = 0;

/** A fresh logged-in customer; `verifiedAs` records their name as real-name verified with that document. */
async function customer(verifiedAs?: { realName: string; docNumber: string }): Promise<{ tab: BrowserSession; userId: string }> {
  serial += 1;
  const phone = `1372000${String(1000 + serial)}`;
  const realName = verifiedAs?.realName ?? '钱多多';
  await server.app.users.register({ userType: 'personal', realName, loginName: `entp_user${serial}`, phone, password: 'Entp@2026x' });
  const user = await server.app.users.findLiveByLogin(`entp_user${serial}`);
  if (verifiedAs) {
    const vault = await createDocumentVault(server.app.database.db);
    const id = randomUUID();
    // The document moves to this customer (one document is verified for one user at a time).
    const digest = vault.digest('0', verifiedAs.docNumber);
    await server.app.database.db.update(realNameAuths).set({ status: 'cancelled' }).where(eq(realNameAuths.docDigest, digest));
    await server.app.database.db.insert(realNameAuths).values({
      id,
      userId: user!.id,
      realName: verifiedAs.realName,
      docType: '0',
      docDigest: digest,
      docSealed: vault.seal(verifiedAs.docNumber, 'real_name_auths', id),
      docMasked: vault.masked(verifiedAs.docNumber),
      phone,
      status: 'verified',
      method: 'test',
      verifiedAt: new Date(),
    });
  }
  // Each customer calls from an address of their own, so the per-address limits stay out of the way.
  const tab = browserSession(server, undefined, { 'x-forwarded-for': `10.63.${Math.floor(serial / 250)}.${serial % 250}` });
  smsClock += DAY_MS;
  await tab.call(getSmsVerificationCode, { phone, type: 'login', captchaVerification: 'passed-slider-check-0001' });
  tab.setToken((await tab.call(phoneLogin, { phone, smsCode: await latestSmsCode(server.app.database.db, phone) })).token);
  return { tab, userId: user!.id };
}

const licencePicture = documentPicture('BUSINESS LICENCE');
const letterPicture = documentPicture('AUTHORISATION', '#1554ad');
const licence = async () => new File([await licencePicture], 'licence.png', { type: 'image/png' });
const letter = async () => new File([await letterPicture], 'letter.png', { type: 'image/png' });

function credentials(over: Partial<Parameters<BrowserSession['upload']>[1]> & Record<string, unknown> = {}) {
  return {
    appId: REGISTER_APP_ID as typeof REGISTER_APP_ID,
    creditCode: HANHAI.creditCode,
    applicantRole: 'legal' as 'legal' | 'agent',
    legalRepName: HANHAI.legalRepName,
    legalRepDocType: '0' as const,
    legalRepDocNumber: HANHAI.docNumber,
    pictures: ['licence'] as ('licence' | 'letter')[],
    ...over,
  };
}

/** The phone side of a face check: open the QR code and send a picture of the legal representative (of their document). */
async function phoneScans(ticket: string, docNumber = HANHAI.docNumber) {
  const phone = browserSession(server, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148');
  await phone.call(scanFaceTicket, { ticket });
  await phone.call(submitFacePhoto, { ticket, mimeType: 'image/jpeg', image: (await liveFaceOf(docNumber)).toString('base64') });
}

/** The face check an application points at. */
const ownCheckId = async (applicationId: string) =>
  (await server.app.database.db.select({ id: enterpriseAuths.faceCheckId }).from(enterpriseAuths).where(eq(enterpriseAuths.id, applicationId)))[0]?.id;

const countRows = async () => {
  const db = server.app.database.db;
  const [apps] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(enterpriseAuths);
  const [images] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(identityImages);
  return { apps: apps!.n, images: images!.n };
};

describe('enterprise authentication by the legal representative', () => {
  it('queries the registry, submits, passes the face check on a phone and is bound as director at once', async () => {
    const { tab } = await customer({ realName: HANHAI.legalRepName, docNumber: HANHAI.docNumber });
    const found = await tab.call(queryEntpName, { keyword: '瀚海' });
    expect(found.items).toEqual([{ name: '北京瀚海云数据服务有限公司', creditCode: HANHAI.creditCode, status: 'active' }]);
    expect((await tab.call(queryPersonalEntpName, { keyword: HANHAI.creditCode })).items).toHaveLength(1);
    const info = await tab.call(getEnterpriseInfo, { creditCode: HANHAI.creditCode.toLowerCase() });
    expect(info).toMatchObject({ name: '北京瀚海云数据服务有限公司', legalRepNameMasked: '*伟', status: 'active', registeredCapitalFen: 500_000_000 });

    const submitted = await tab.upload(submitEnterpriseCredentials, credentials(), [await licence()]);
    expect(submitted).toMatchObject({ status: 'DT', applicantRole: 'legal', legalRepDocMasked: '310***********1110', faceVerified: false });
    expect(submitted.licenceImageId).toMatch(/^[0-9a-f-]{36}$/);
    // Nothing in the row holds the document number in clear.
    const [row] = await server.app.database.db.select().from(enterpriseAuths).where(eq(enterpriseAuths.id, submitted.id));
    expect(JSON.stringify(row)).not.toContain(HANHAI.docNumber);

    // The decision waits for the face check.
    expect((await failure(tab.call(entpAuthService, { appId: REGISTER_APP_ID, applicationId: submitted.id }))).code).toBe(ERRORS.ENTP_FACE_REQUIRED.code);
    const qr = await tab.call(getEntpVerifyQrCode, { applicationId: submitted.id });
    expect(await tab.call(entpScanCode, { verifyToken: qr.verifyToken })).toEqual({ status: 'waiting' });
    await phoneScans(qr.ticket);
    expect(await tab.call(entpScanCode, { verifyToken: qr.verifyToken })).toEqual({ status: 'verified' });
    expect(await tab.call(checkEntpFaceResult, { applicationId: submitted.id, verifyToken: qr.verifyToken })).toMatchObject({ faceVerified: true });

    const decided = await tab.call(entpAuthService, { appId: REGISTER_APP_ID, applicationId: submitted.id });
    expect(decided).toMatchObject({ status: 'ST', grantedRole: 'director', needsReview: false, reviewNotes: [] });
    const profile = await tab.call(queryUserInfo, {});
    expect(profile.enterprises).toEqual([expect.objectContaining({ name: '北京瀚海云数据服务有限公司', role: 'director', authStatus: 'ST' })]);
    const mine = await tab.call(listMyEnterprises, {});
    expect(mine.bindings).toEqual([expect.objectContaining({ creditCode: HANHAI.creditCode, role: 'director', authStatus: 'ST' })]);
    expect(mine.realNameVerified).toBe(true);
    // Authenticated once is enough.
    const again = await failure(tab.upload(submitEnterpriseCredentials, credentials(), [await licence()]));
    expect(again.code).toBe(ERRORS.ENTP_AUTH_ALREADY_BOUND.code);
  });

  it('sends a name that differs from the registry to the review queue with the reason', async () => {
    // 陈静 is verified, but types the registry's name wrong: the checks cannot decide.
    const { tab } = await customer({ realName: '陈晶', docNumber: PUJIANG.docNumber });
    const app = await tab.upload(submitEnterpriseCredentials, credentials({ creditCode: PUJIANG.creditCode, legalRepName: '陈晶', legalRepDocNumber: PUJIANG.docNumber }), [await licence()]);
    const qr = await tab.call(getEntpVerifyQrCode, { applicationId: app.id });
    await phoneScans(qr.ticket, PUJIANG.docNumber);
    await tab.call(checkEntpFaceResult, { applicationId: app.id, verifyToken: qr.verifyToken });
    const decided = await tab.call(entpAuthService, { appId: REGISTER_APP_ID, applicationId: app.id });
    expect(decided).toMatchObject({ status: 'DS', needsReview: true, reviewNotes: ['填写的法定代表人姓名与企业登记信息不一致'] });
    expect((await tab.call(listMyEnterprises, {})).bindings).toEqual([]);
    // Withdrawn, it is YC and a new application may start.
    expect(await tab.call(updateEntpAuth, { applicationId: app.id, action: 'withdraw' })).toMatchObject({ status: 'YC' });
  });

  it('puts an agent with an authorisation letter straight into the review queue', async () => {
    const { tab } = await customer({ realName: '刘芳', docNumber: '320102198512122220' });
    const missing = await failure(tab.upload(submitEnterpriseCredentials, credentials({ applicantRole: 'agent' }), [await licence()]));
    expect({ code: missing.code, field: missing.field, msg: missing.message }).toEqual({
      code: ERRORS.ENTP_PICTURE_MISSING.code,
      field: 'letter',
      msg: ENTP_AUTH_MESSAGES.letterRequired,
    });
    const app = await tab.upload(submitEnterpriseCredentials, credentials({ applicantRole: 'agent', pictures: ['licence', 'letter'] }), [await licence(), await letter()]);
    // The legal representative's face was never checked: the application says so, to the customer and the reviewer.
    expect(app).toMatchObject({
      status: 'DS',
      needsReview: true,
      faceVerified: false,
      reviewNotes: ['申请人为授权代理人，需人工核对授权委托书', '法定代表人未进行人脸识别，需人工核实法定代表人身份'],
    });
    expect(app.letterImageId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("compares the legal representative's face one-to-one: a stranger's face, or the applicant's own, is refused and nothing is decided", async () => {
    // 刘芳 is verified as herself and names 张伟 (the registry's legal representative) with his document.
    const { tab } = await customer({ realName: '刘芳', docNumber: '320102198512122220' });
    const app = await tab.upload(submitEnterpriseCredentials, credentials(), [await licence()]);
    const qr = await tab.call(getEntpVerifyQrCode, { applicationId: app.id });
    for (const face of [STRANGER_JPEG, await liveFaceOf('320102198512122220')]) {
      const phone = browserSession(server);
      const err = await failure(phone.call(submitFacePhoto, { ticket: qr.ticket, mimeType: 'image/jpeg', image: (await asPhoneSends(face)).toString('base64') }));
      expect({ code: err.code, field: err.field }).toEqual({ code: ERRORS.FACE_NO_MATCH.code, field: 'image' });
    }
    expect((await failure(tab.call(checkEntpFaceResult, { applicationId: app.id, verifyToken: qr.verifyToken }))).code).toBe(ERRORS.ENTP_FACE_REQUIRED.code);
    expect((await failure(tab.call(entpAuthService, { appId: REGISTER_APP_ID, applicationId: app.id }))).code).toBe(ERRORS.ENTP_FACE_REQUIRED.code);
    // The check named the enterprise whose legal representative the face had to be.
    const [check] = await server.app.database.db.select().from(faceChecks).where(eq(faceChecks.id, (await ownCheckId(app.id))!));
    expect(check).toMatchObject({ subjectName: '张伟', subjectEnterprise: { creditCode: HANHAI.creditCode, name: '北京瀚海云数据服务有限公司' }, decisionMatch: false });
    expect((await tab.call(listMyEnterprises, {})).bindings).toEqual([]);
  });

  it("binds a director only when the registry's legal representative's document is the applicant's own", () => {
    const doc = (docNumber: string) => ({ legalRepDocType: '0', legalRepDocDigest: `digest-of-${docNumber}` });
    const registry = { legalRepName: '张伟', status: 'active', ...doc(HANHAI.docNumber) };
    const verifiedAs = (docNumber: string) => ({ realName: '张伟', docType: '0', docDigest: `digest-of-${docNumber}` });
    const application = (docNumber: string) => ({ applicantRole: 'legal', legalRepName: '张伟', faceVerifiedAt: new Date(), ...doc(docNumber) });
    expect(reviewReasons(application(HANHAI.docNumber), registry, verifiedAs(HANHAI.docNumber))).toEqual([]);
    // A namesake, verified with a document of their own and naming it: not the registry's legal representative.
    expect(reviewReasons(application('110101199003074477'), registry, verifiedAs('110101199003074477'))).toEqual(['填写的法定代表人证件与企业登记信息不一致']);
    // A registry entry without the document (an older import) cannot decide it.
    expect(reviewReasons(application(HANHAI.docNumber), { ...registry, legalRepDocType: null, legalRepDocDigest: null }, verifiedAs(HANHAI.docNumber))).toEqual([
      '企业登记信息未载明法定代表人证件，需人工核对',
    ]);
  });
});

describe('refusals that change nothing stored', () => {
  it('refuses a wrong check digit, an unknown, a revoked and a cancelled enterprise at the credit code', async () => {
    const { tab } = await customer({ realName: HANHAI.legalRepName, docNumber: HANHAI.docNumber });
    const wrongDigit = await failure(tab.call(getEnterpriseInfo, { creditCode: '91110108MA01ABCD1F' }));
    expect({ field: wrongDigit.field, msg: wrongDigit.message }).toEqual({ field: 'creditCode', msg: ENTP_AUTH_MESSAGES.creditCodeCheckDigit });
    const unknown = await failure(tab.call(getEnterpriseInfo, { creditCode: '91110000100000000R' }));
    expect(unknown.code).toBe(ERRORS.ENTP_NOT_IN_REGISTRY.code);
    const revoked = await failure(tab.call(getEnterpriseInfo, { creditCode: '91320211MA1NHGFD6N' }));
    expect({ code: revoked.code, field: revoked.field, msg: revoked.message }).toEqual({
      code: ERRORS.ENTP_REGISTRY_INACTIVE.code,
      field: 'creditCode',
      msg: '该企业登记状态为“吊销”，无法进行企业认证',
    });
    const badDoc = await failure(tab.upload(submitEnterpriseCredentials, credentials({ legalRepDocNumber: '310104199013011110' }), [await licence()]));
    expect({ field: badDoc.field, msg: badDoc.message }).toEqual({ field: 'legalRepDocNumber', msg: '请输入正确的18位居民身份证号码' });
    const cancelled = await failure(tab.call(getEnterpriseInfo, { creditCode: '91420100MA4KRXCW7J' }));
    expect(cancelled.message).toContain('注销');
    const before = await countRows();
    const bad = await failure(tab.upload(submitEnterpriseCredentials, credentials({ creditCode: '91320211MA1NHGFD6N' }), [await licence()]));
    expect(bad.code).toBe(ERRORS.ENTP_REGISTRY_INACTIVE.code);
    expect(await countRows()).toEqual(before);
  });

  it('refuses a non-image and an oversized picture at its field', async () => {
    const { tab } = await customer({ realName: HANHAI.legalRepName, docNumber: HANHAI.docNumber });
    const before = await countRows();
    const notImage = await failure(
      tab.upload(submitEnterpriseCredentials, credentials(), [new File([Buffer.from('%PDF-1.4 not a picture')], 'licence.png', { type: 'image/png' })]),
    );
    expect({ field: notImage.field, msg: notImage.message }).toEqual({ field: 'licence', msg: ENTP_AUTH_MESSAGES.pictureFormat });
    const huge = Buffer.concat([pngBytes(8, 8), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await failure(tab.upload(submitEnterpriseCredentials, credentials(), [new File([huge], 'big.png', { type: 'image/png' })]));
    expect([ERRORS.UPLOAD_FILE_TOO_LARGE.code, ERRORS.IMAGE_TOO_LARGE.code]).toContain(tooLarge.code);
    expect(await countRows()).toEqual(before);
  });

  it('refuses a licence that is no picture of a document: blank, uniform, a smooth gradient or too small to read', async () => {
    const { tab } = await customer({ realName: HANHAI.legalRepName, docNumber: HANHAI.docNumber });
    const before = await countRows();
    const gradient = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#777"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/></svg>',
    );
    const pictures = [
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#ffffff' } }).jpeg().toBuffer(),
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#f3efe6', noise: { type: 'gaussian', mean: 235, sigma: 4 } } }).jpeg().toBuffer(),
      await sharp(gradient).png().toBuffer(),
      pngBytes(64, 48),
      await sharp(await licencePicture).resize(240).png().toBuffer(),
    ];
    for (const bytes of pictures) {
      const err = await failure(tab.upload(submitEnterpriseCredentials, credentials(), [new File([bytes], 'licence.jpg', { type: 'image/jpeg' })]));
      expect({ code: err.code, field: err.field, msg: err.message }).toEqual({ code: ERRORS.ENTP_PICTURE_UNREADABLE.code, field: 'licence', msg: ENTP_AUTH_MESSAGES.licenceUnreadable });
    }
    expect(await countRows()).toEqual(before);
    // A photographed page of text passes.
    expect(await tab.upload(submitEnterpriseCredentials, credentials(), [new File([await textPicture()], 'licence.jpg', { type: 'image/jpeg' })])).toMatchObject({
      status: 'DT',
    });
  });

  it("refuses a legal representative's document with a wrong check digit, as real-name authentication does", async () => {
    const { tab } = await customer({ realName: HANHAI.legalRepName, docNumber: HANHAI.docNumber });
    const err = await failure(tab.upload(submitEnterpriseCredentials, credentials({ legalRepDocNumber: '340524198001010010' }), [await licence()]));
    expect({ field: err.field, msg: err.message }).toEqual({ field: 'legalRepDocNumber', msg: VALIDATION_MESSAGES.mainlandIdChecksum });
  });

  it('refuses at the keyword what looks like a credit code but uses a letter GB 32100 never uses, or a wrong check character', async () => {
    const { tab } = await customer();
    for (const [keyword, msg] of [
      ['91110108MA01ABCDIE', ENTP_AUTH_MESSAGES.creditCodeShape],
      ['91110108MO01ABCD1E', ENTP_AUTH_MESSAGES.creditCodeShape],
      ['91110108ma01abcd1f', ENTP_AUTH_MESSAGES.creditCodeCheckDigit],
    ] as const) {
      const err = await failure(tab.call(queryEntpName, { keyword }));
      expect({ keyword, field: err.field, msg: err.message }).toEqual({ keyword, field: 'keyword', msg });
    }
    expect((await tab.call(queryEntpName, { keyword: '91110108ma01abcd1e' })).items).toHaveLength(1);
  });

  it('refuses a customer whose own name is not verified', async () => {
    const { tab } = await customer();
    const err = await failure(tab.upload(submitEnterpriseCredentials, credentials(), [await licence()]));
    expect(err.code).toBe(ERRORS.ENTP_REAL_NAME_REQUIRED.code);
  });

  it('refuses a second submission while one is pending review', async () => {
    const { tab } = await customer({ realName: '杨洋', docNumber: '510107198907074443' });
    await tab.upload(submitEnterpriseCredentials, credentials({ applicantRole: 'agent', pictures: ['licence', 'letter'] }), [await licence(), await letter()]);
    const before = await countRows();
    const second = await failure(tab.upload(submitEnterpriseCredentials, credentials({ applicantRole: 'agent', pictures: ['licence', 'letter'] }), [await licence(), await letter()]));
    expect({ code: second.code, field: second.field }).toEqual({ code: ERRORS.ENTP_AUTH_PENDING.code, field: 'creditCode' });
    expect(await countRows()).toEqual(before);
  });

  it('answers an expired QR check with its own message and lets a new QR code start again', async () => {
    const { tab } = await customer({ realName: HANHAI.legalRepName, docNumber: HANHAI.docNumber });
    const app = await tab.upload(submitEnterpriseCredentials, credentials(), [await licence()]);
    const qr = await tab.call(getEntpVerifyQrCode, { applicationId: app.id });
    await server.app.database.db.update(faceChecks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(faceChecks.desktopHash, sql`${faceChecks.desktopHash}`));
    expect(await tab.call(entpScanCode, { verifyToken: qr.verifyToken })).toEqual({ status: 'expired' });
    const expired = await failure(tab.call(checkEntpFaceResult, { applicationId: app.id, verifyToken: qr.verifyToken }));
    expect({ code: expired.code, field: expired.field }).toEqual({ code: ERRORS.ENTP_FACE_EXPIRED.code, field: 'face' });
    const fresh = await tab.call(getEntpVerifyQrCode, { applicationId: app.id, verifyToken: qr.verifyToken });
    expect(fresh.verifyToken).not.toBe(qr.verifyToken);
    expect(await tab.call(entpScanCode, { verifyToken: fresh.verifyToken })).toEqual({ status: 'waiting' });
  });
});

describe('who may call', () => {
  it('refuses visitors on every call', async () => {
    const visitor = browserSession(server);
    const id = randomUUID();
    const attempts = [
      () => visitor.call(queryEntpName, { keyword: '瀚海' }),
      () => visitor.call(queryPersonalEntpName, { keyword: '瀚海' }),
      () => visitor.call(getEnterpriseInfo, { creditCode: HANHAI.creditCode }),
      () => visitor.call(listMyEnterprises, {}),
      async () => visitor.upload(submitEnterpriseCredentials, credentials(), [await licence()]),
      () => visitor.call(getEntpVerifyQrCode, { applicationId: id }),
      () => visitor.call(entpScanCode, { verifyToken: 'a'.repeat(43) }),
      () => visitor.call(checkEntpFaceResult, { applicationId: id, verifyToken: 'a'.repeat(43) }),
      () => visitor.call(entpAuthService, { appId: REGISTER_APP_ID, applicationId: id }),
      () => visitor.call(updateEntpAuth, { applicationId: id, action: 'withdraw' }),
      () => visitor.call(deleteEntpBinding, { creditCode: HANHAI.creditCode }),
    ];
    for (const attempt of attempts) expect((await failure(attempt())).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const res = await fetch(`${server.origin}/qjmh/api${ENTP_IMAGE_PATH}/${id}`);
    expect(res.status).toBe(401);
  });

  it('never lets customer B read or change customer A’s application or pictures', async () => {
    const a = await customer({ realName: HANHAI.legalRepName, docNumber: HANHAI.docNumber });
    const b = await customer({ realName: '赵磊', docNumber: '330106198011115556' });
    const app = await a.tab.upload(submitEnterpriseCredentials, credentials(), [await licence()]);
    const qr = await a.tab.call(getEntpVerifyQrCode, { applicationId: app.id });

    // A sees their own picture; B gets the same answer as for a missing one.
    const cookieOf = (tab: BrowserSession) => [...tab.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const url = `${server.origin}/qjmh/api${ENTP_IMAGE_PATH}/${app.licenceImageId}`;
    const own = await fetch(url, { headers: { cookie: cookieOf(a.tab) } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^image\//);
    const stolen = await fetch(url, { headers: { cookie: cookieOf(b.tab) } });
    expect(stolen.status).toBe(404);

    const attempts = [
      () => b.tab.call(getEntpVerifyQrCode, { applicationId: app.id }),
      () => b.tab.call(checkEntpFaceResult, { applicationId: app.id, verifyToken: qr.verifyToken }),
      () => b.tab.call(entpAuthService, { appId: REGISTER_APP_ID, applicationId: app.id }),
      () => b.tab.call(updateEntpAuth, { applicationId: app.id, action: 'withdraw' }),
      async () => b.tab.upload(submitEnterpriseCredentials, credentials({ applicationId: app.id, legalRepName: '赵磊' }), [await licence()]),
    ];
    for (const attempt of attempts) expect((await failure(attempt())).code).toBe(ERRORS.ENTP_AUTH_NOT_FOUND.code);
    // The poll tells B nothing about A's check: it reads as expired.
    expect(await b.tab.call(entpScanCode, { verifyToken: qr.verifyToken })).toEqual({ status: 'expired' });
    expect((await b.tab.call(listMyEnterprises, {})).applications).toEqual([]);
    // B's own token does not work on A's application either.
    const bApp = await b.tab.upload(submitEnterpriseCredentials, credentials({ creditCode: '91330106MA2CTYU84E', legalRepName: '赵磊', legalRepDocNumber: '330106198011115556' }), [await licence()]);
    const bQr = await b.tab.call(getEntpVerifyQrCode, { applicationId: bApp.id });
    expect((await failure(a.tab.call(checkEntpFaceResult, { applicationId: app.id, verifyToken: bQr.verifyToken }))).code).toBe(ERRORS.ENTP_FACE_EXPIRED.code);
    // A's application is untouched.
    const [row] = await server.app.database.db.select().from(enterpriseAuths).where(eq(enterpriseAuths.id, app.id));
    expect(row).toMatchObject({ status: 'DT', legalRepName: HANHAI.legalRepName, faceVerifiedAt: null });
  });
});

describe('the QR status poll', () => {
  it('costs what userStatus costs: one indexed read of the face check, no writes, no session query', async () => {
    const { tab } = await customer({ realName: '杨洋', docNumber: '510107198907074443' });
    const app = await tab.upload(submitEnterpriseCredentials, credentials({ creditCode: '91440106MA59QWER3T', legalRepName: '杨洋', legalRepDocNumber: '510107198907074443' }), [await licence()]);
    const { verifyToken } = await tab.call(getEntpVerifyQrCode, { applicationId: app.id });
    await tab.call(entpScanCode, { verifyToken }); // the session read is now kept, as userStatus keeps it
    const statements = await recordStatements(server.app.database.db, async () => {
      for (let i = 0; i < 3; i++) expect(await tab.call(entpScanCode, { verifyToken })).toEqual({ status: 'waiting' });
    });
    // Besides the envelope's replay guard, which every sealed call writes (userStatus too, on PostgreSQL).
    expect(statements.filter((text) => /^\s*(insert|update|delete)/i.test(text) && !/"envelope_nonces"/.test(text))).toEqual([]);
    expect(statements.filter((text) => /"face_checks"/.test(text))).toHaveLength(3);
    expect(statements.filter((text) => /"sessions"|"enterprise_auths"/.test(text))).toEqual([]);
  });
});

describe('bindings', () => {
  it('corrects a rejected application as a new one, keeping the rejected one in the history, and removes a binding', async () => {
    const { tab } = await customer({ realName: '黄丽', docNumber: '420102199505056665' });
    const first = await tab.upload(submitEnterpriseCredentials, credentials({ creditCode: '91510100MA6DPLKJ5Q', applicantRole: 'agent', pictures: ['licence', 'letter'], legalRepName: '黄丽', legalRepDocNumber: '420102199505056665' }), [await licence(), await letter()]);
    await server.app.database.db.update(enterpriseAuths).set({ status: 'SJ', rejectReason: '授权委托书未加盖公章' }).where(eq(enterpriseAuths.id, first.id));
    const mine = await tab.call(listMyEnterprises, {});
    expect(mine.applications[0]).toMatchObject({ status: 'SJ', rejectReason: '授权委托书未加盖公章' });
    // Resubmitted with a new letter only: the licence carries over.
    const second = await tab.upload(
      submitEnterpriseCredentials,
      credentials({ creditCode: '91510100MA6DPLKJ5Q', applicantRole: 'agent', pictures: ['letter'], legalRepName: '黄丽', legalRepDocNumber: '420102199505056665', applicationId: first.id }),
      [await letter()],
    );
    expect(second).toMatchObject({ status: 'DS', licenceImageId: first.licenceImageId });
    expect(second.id).not.toBe(first.id);
    expect((await tab.call(listMyEnterprises, {})).applications.map((a) => a.status)).toEqual(['DS', 'SJ']);

    const { tab: director } = await customer({ realName: HANHAI.legalRepName, docNumber: HANHAI.docNumber });
    const app = await director.upload(submitEnterpriseCredentials, credentials(), [await licence()]);
    const qr = await director.call(getEntpVerifyQrCode, { applicationId: app.id });
    await phoneScans(qr.ticket);
    await director.call(checkEntpFaceResult, { applicationId: app.id, verifyToken: qr.verifyToken });
    await director.call(entpAuthService, { appId: REGISTER_APP_ID, applicationId: app.id });
    expect((await failure(director.call(deleteEntpBinding, { creditCode: PUJIANG.creditCode }))).code).toBe(ERRORS.ENTP_BINDING_NOT_FOUND.code);
    expect(await director.call(deleteEntpBinding, { creditCode: HANHAI.creditCode })).toEqual({ deleted: true });
    expect((await director.call(listMyEnterprises, {})).bindings).toEqual([]);
  });
});
