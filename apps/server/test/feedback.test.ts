import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { submitFeedback } from '@portal/contract/calls/feedback/submit-feedback';
import { feedbackDetail, feedbackImageUrl } from '@portal/contract/calls/operator/feedback-detail';
import { feedbackList } from '@portal/contract/calls/operator/feedback-list';
import { feedbackUpdate } from '@portal/contract/calls/operator/feedback-update';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { ERRORS } from '@portal/contract/errors';
import { FEEDBACK_IMAGE_MAX_BYTES } from '@portal/contract/limits';
import { FEEDBACK_MESSAGES } from '@portal/contract/messages';
import { feedbackImages, feedbackItems } from '../src/db/schema/feedback.ts';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { bmpBytes, EXIF_GPS_INFO_TAG, exifIfd0Tags, JPEG, jpegWithGps, metadataBlocks, pngBytes } from './support/images.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { latestSmsCode } from './support/sms-outbox.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  // Each tab acts from its own address, so the per-address limits of one test do not touch another.
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
});
afterAll(() => server.close());

let lastAddress = 10;
function tab(): BrowserSession {
  lastAddress += 1;
  return browserSession(server, undefined, { 'x-forwarded-for': `203.0.113.${lastAddress}` });
}

const [agent, , operator] = DEMO_STAFF;
const [person] = DEMO_CUSTOMERS;

async function codeFor(browser: BrowserSession, phone: string) {
  await browser.call(getSmsVerificationCode, {
    phone,
    type: 'sms_feedback',
    terminalName: 'PC',
    captchaVerification: await passSliderCaptcha(server),
  });
  return latestSmsCode(server.app.database.db, phone);
}

const form = (phone: string, msgCode: string) => ({
  feedbackTitle: '转账页面提示有误',
  feedbackDetail: '批量转账第二步的金额合计显示不正确。',
  feedbackType: 0 as const,
  linkman: '王经理',
  linkInfo: phone,
  msgCode,
  terminalName: 'PC' as const,
  consent: true as const,
});

const png = (name: string, w = 9, h = 4) => new File([pngBytes(w, h)], name, { type: 'image/png' });
const jpeg = (name: string) => new File([JPEG], name, { type: 'image/jpeg' });

async function storedItems() {
  const db = server.app.database.db;
  const [items] = await db.select({ n: count() }).from(feedbackItems);
  const [images] = await db.select({ n: count() }).from(feedbackImages);
  return { items: items!.n, images: images!.n };
}

async function loginStaff(browser: BrowserSession, who: (typeof DEMO_STAFF)[number]) {
  await logInStaff(server, browser, who);
  return browser;
}

describe('feedback form', () => {
  it('stores a visitor’s feedback with its screenshots, which an operator reads, sees and answers', async () => {
    const visitor = tab();
    const phone = '13700137001';
    const { id } = await visitor.upload(submitFeedback, form(phone, await codeFor(visitor, phone)), [png('截图1.png'), jpeg('photo.jpg')]);

    const ops = await loginStaff(tab(), operator);
    const list = await ops.call(feedbackList, { status: 'new' });
    expect(list.items[0]).toMatchObject({ id, title: '转账页面提示有误', type: 0, phone: '137****7001', status: 'new', imageCount: 2, loggedIn: false });
    expect(list.counts.new).toBeGreaterThanOrEqual(1);

    const item = await ops.call(feedbackDetail, { id });
    expect(item).toMatchObject({
      detail: '批量转账第二步的金额合计显示不正确。',
      linkman: '王经理',
      phone,
      userLoginName: null,
      ip: '203.0.113.11',
      reply: null,
      handledBy: null,
    });
    expect(item.images.map(({ mime, width, height }) => ({ mime, width, height }))).toEqual([
      { mime: 'image/png', width: 9, height: 4 },
      { mime: 'image/jpeg', width: 3, height: 2 },
    ]);

    // The operator's browser shows the picture as re-encoded on arrival: the upload's colour
    // profile (Chromium's canvas writes one) is gone with every other metadata block.
    const cookie = [...ops.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(server.origin + feedbackImageUrl(item.images[1]!.id), { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const served = Buffer.from(await res.arrayBuffer());
    expect((await metadataBlocks(JPEG)).icc).toBeDefined();
    expect(await metadataBlocks(served)).toEqual({ exif: undefined, icc: undefined, xmp: undefined, iptc: undefined, comments: undefined });

    const answered = await ops.call(feedbackUpdate, { id, status: 'answered', reply: '已致电客户说明，下个版本修复。' });
    expect(answered).toMatchObject({ status: 'answered', reply: '已致电客户说明，下个版本修复。', handledBy: operator.displayName });
    expect((await ops.call(feedbackList, { status: 'answered' })).items.map((i) => i.id)).toContain(id);
  });

  it('stores screenshots re-encoded: a photo’s EXIF and GPS position never reach the database or the operator', async () => {
    const visitor = tab();
    const phone = '13700137008';
    const photo = await jpegWithGps(80, 60);
    expect(exifIfd0Tags((await metadataBlocks(photo)).exif!)).toContain(EXIF_GPS_INFO_TAG);
    const { id } = await visitor.upload(submitFeedback, form(phone, await codeFor(visitor, phone)), [
      new File([photo], 'IMG_0001.jpg', { type: 'image/jpeg' }),
      new File([bmpBytes(20, 10)], 'screen.bmp', { type: 'image/bmp' }),
    ]);
    const ops = await loginStaff(tab(), operator);
    const item = await ops.call(feedbackDetail, { id });
    expect(item.images.map(({ mime, width, height }) => ({ mime, width, height }))).toEqual([
      { mime: 'image/jpeg', width: 80, height: 60 },
      { mime: 'image/jpeg', width: 20, height: 10 },
    ]);
    const cookie = [...ops.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    for (const image of item.images) {
      const served = Buffer.from(await (await fetch(server.origin + feedbackImageUrl(image.id), { headers: { cookie } })).arrayBuffer());
      expect(await metadataBlocks(served)).toEqual({ exif: undefined, icc: undefined, xmp: undefined, iptc: undefined, comments: undefined });
      expect(served.includes('PortalTestCam')).toBe(false);
      expect(served.length).toBe(image.size);
    }
    const stored = await server.app.database.db.select({ bytes: feedbackImages.bytes }).from(feedbackImages);
    expect(stored.some((row) => Buffer.from(row.bytes).includes('PortalTestCam'))).toBe(false);
  });

  it('records the customer when sent from a logged-in tab', async () => {
    const customer = tab();
    const login = await customer.call(passwordLogin, {
      loginName: person.loginName,
      password: customer.secret(person.password),
      captchaVerification: await passSliderCaptcha(server),
    });
    customer.setToken(login.token);
    const phone = '13700137002';
    const { id } = await customer.upload(submitFeedback, { ...form(phone, await codeFor(customer, phone)), feedbackType: 2 }, []);
    const ops = await loginStaff(tab(), operator);
    expect(await ops.call(feedbackDetail, { id })).toMatchObject({ userLoginName: person.loginName, type: 2, images: [] });
  });

  it('refuses pictures by their content, keeps nothing and leaves the code usable', async () => {
    const visitor = tab();
    const phone = '13700137003';
    const code = await codeFor(visitor, phone);
    const before = await storedItems();
    const renamed = new File(['这不是图片，只是改名为 png 的文本'], 'fake.png', { type: 'image/png' });
    const err = await failure(visitor.upload(submitFeedback, form(phone, code), [png('ok.png'), renamed]));
    expect({ code: err.code, field: err.field, message: err.message, status: err.status }).toEqual({
      code: ERRORS.IMAGE_TYPE_NOT_ALLOWED.code,
      field: 'files.1',
      message: FEEDBACK_MESSAGES.imageFormat,
      // An answer the form shows at the picture, not a failed request (issue 37).
      status: 200,
    });
    const gifNamedPng = new File([Buffer.from('GIF89a')], 'short.png');
    expect((await failure(visitor.upload(submitFeedback, form(phone, code), [gifNamedPng]))).code).toBe(ERRORS.IMAGE_CORRUPT.code);
    expect(await storedItems()).toEqual(before);
    // The refused pictures did not spend the code: the corrected form goes through with it.
    await visitor.upload(submitFeedback, form(phone, code), [png('ok.png')]);
    expect((await storedItems()).items).toBe(before.items + 1);
  });

  it('refuses a picture over 10 MB and more than 4 pictures', async () => {
    const visitor = tab();
    const big = new File([new Uint8Array(FEEDBACK_IMAGE_MAX_BYTES + 1)], 'big.png');
    const tooLarge = await failure(visitor.upload(submitFeedback, form('13700137004', '123456'), [big]));
    expect({ code: tooLarge.code, status: tooLarge.status }).toEqual({ code: ERRORS.UPLOAD_FILE_TOO_LARGE.code, status: 200 });
    const five = [1, 2, 3, 4, 5].map((i) => png(`${i}.png`));
    expect((await failure(visitor.upload(submitFeedback, form('13700137004', '123456'), five))).code).toBe(ERRORS.UPLOAD_TOO_MANY_FILES.code);
  });

  it('names the missing or wrong field', async () => {
    const visitor = tab();
    const cases = [
      [{ feedbackTitle: '  ' }, 'feedbackTitle', FEEDBACK_MESSAGES.titleRequired],
      [{ feedbackTitle: '标'.repeat(21) }, 'feedbackTitle', FEEDBACK_MESSAGES.titleTooLong],
      [{ feedbackDetail: '述'.repeat(201) }, 'feedbackDetail', FEEDBACK_MESSAGES.detailTooLong],
      [{ linkman: '' }, 'linkman', FEEDBACK_MESSAGES.linkmanRequired],
      [{ feedbackType: 3 }, 'feedbackType', FEEDBACK_MESSAGES.typeRequired],
      [{ linkInfo: '23700137005' }, 'linkInfo', undefined],
      [{ msgCode: '12345' }, 'msgCode', undefined],
      [{ consent: false }, 'consent', FEEDBACK_MESSAGES.privacyRequired],
    ] as const;
    for (const [change, field, message] of cases) {
      const err = await failure(visitor.upload(submitFeedback, { ...form('13700137005', '123456'), ...change } as never, []));
      expect({ code: err.code, field: err.field }).toEqual({ code: ERRORS.VALIDATION.code, field });
      if (message) expect(err.message).toBe(message);
    }
  });

  it('refuses a wrong or missing SMS code at msgCode and keeps nothing', async () => {
    const visitor = tab();
    const phone = '13700137006';
    const before = await storedItems();
    const none = await failure(visitor.upload(submitFeedback, form(phone, '123456'), [png('a.png')]));
    expect({ code: none.code, field: none.field }).toEqual({ code: ERRORS.SMS_CODE_EXPIRED.code, field: 'msgCode' });
    const code = await codeFor(visitor, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const err = await failure(visitor.upload(submitFeedback, form(phone, wrong), [png('a.png')]));
    expect({ code: err.code, field: err.field }).toEqual({ code: ERRORS.SMS_CODE_WRONG.code, field: 'msgCode' });
    expect(err.message).toMatch(/短信验证码错误/);
    expect(await storedItems()).toEqual(before);
  });

  it('limits submissions per address', async () => {
    const visitor = tab();
    const refusals: number[] = [];
    for (let i = 0; i < 11; i++) {
      refusals.push((await failure(visitor.upload(submitFeedback, { ...form('13700137007', '123456'), consent: false } as never, []))).code);
    }
    expect(refusals.slice(0, 10).every((c) => c === ERRORS.VALIDATION.code)).toBe(true);
    expect(refusals[10]).toBe(ERRORS.RATE_LIMITED.code);
    // Another address is not affected.
    expect((await failure(tab().upload(submitFeedback, { ...form('13700137007', '123456'), consent: false } as never, []))).code).toBe(
      ERRORS.VALIDATION.code,
    );
  });
});

describe('feedback inbox', () => {
  it('is for operators only: visitors, customers and agents are refused, also for images', async () => {
    const visitor = tab();
    expect((await failure(visitor.call(feedbackList, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const agentTab = await loginStaff(tab(), agent);
    // One call at a time: a call started before its turn would reject with nobody awaiting it.
    for (const attempt of [
      () => agentTab.call(feedbackList, {}),
      () => agentTab.call(feedbackDetail, { id: 'x' }),
      () => agentTab.call(feedbackUpdate, { id: 'x', status: 'answered' }),
    ]) {
      expect((await failure(attempt())).code).toBe(ERRORS.WRONG_ROLE.code);
    }
    const ops = await loginStaff(tab(), operator);
    const { items } = await ops.call(feedbackList, {});
    const withImage = items.find((i) => i.imageCount > 0)!;
    const imageId = (await ops.call(feedbackDetail, { id: withImage.id })).images[0]!.id;
    const url = server.origin + feedbackImageUrl(imageId);
    const cookieOf = (b: BrowserSession) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { cookie: cookieOf(agentTab) } })).status).toBe(403);
    expect((await fetch(server.origin + feedbackImageUrl('00000000-0000-0000-0000-000000000000'), { headers: { cookie: cookieOf(ops) } })).status).toBe(400);
    expect((await failure(ops.call(feedbackDetail, { id: 'no-such-item' }))).code).toBe(ERRORS.FEEDBACK_NOT_FOUND.code);
  });
});
