import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { verifySmsVerificationCode } from '@portal/contract/calls/sms/verify-sms-verification-code';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS, type ErrorName } from '@portal/contract/errors';
import {
  SMS_DAILY_LIMIT_PER_ADDRESS_AND_PHONE,
  SMS_DAILY_LIMIT_PER_PHONE,
  SMS_HOURLY_LIMIT_PER_CLIENT,
  SMS_HOURLY_LIMIT_PER_IP,
  SMS_MAX_WRONG_ATTEMPTS,
  TERMINAL_TYPE,
} from '@portal/contract/limits';
import type { SmsPurpose } from '@portal/contract/sms-purposes';
import { testConfig, type AppConfig } from '../src/config.ts';
import { smsCodes } from '../src/db/schema/sms.ts';
import { outboxPageEnabled } from '../src/modules/sms/app-sms.ts';
import { latestOutboxMessages } from '../src/providers/sms/outbox.ts';
import type { CaptchaGate } from '../src/modules/sms/service.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { latestSms, latestSmsCode } from './support/sms-outbox.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

const SECOND = 1000;
/** Tests that build a second app on a fresh database (migrated and seeded): slow on a busy machine. */
const OWN_SERVER_TIMEOUT_MS = 120_000;
const DAY = 24 * 60 * 60 * SECOND;

/** The SMS service's clock: tests move it instead of waiting (the database clock is not used). */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const advance = (ms: number) => {
  offsetMs += ms;
};
/**
 * Moves the clock to noon (Beijing) of a later day: a test's minutes then never cross midnight,
 * where daily counts start over (a run near 16:00 UTC used to let an 11th message through).
 */
const toNextNoon = () => {
  const beijing = new Date(now().getTime() + DAY + 8 * 60 * 60 * SECOND);
  const noon = Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate(), 12) - 8 * 60 * 60 * SECOND;
  advance(noon - now().getTime());
};

/** Stands in for the slider captcha: `passed-…` values pass once each. */
const spent = new Set<string>();
const fakeCaptcha: CaptchaGate = {
  async consume(value) {
    if (!value.startsWith('passed-') || spent.has(value)) return false;
    spent.add(value);
    return true;
  },
};
const passedCaptcha = () => `passed-${randomUUID()}`;

let phoneSeq = 0;
/** A fresh phone per use, so tests do not share resend gates or daily counts. */
const newPhone = () => `138${String(++phoneSeq).padStart(8, '0')}`;

let server: TestServer;
let client: ReturnType<TestServer['client']>;
beforeAll(async () => {
  // Tabs are clients of their own (a per-client limit applies), so this file makes many handshakes.
  server = await startTestServer({ HANDSHAKE_RATE_PER_MINUTE: 1000 }, { sms: { captchaGate: fakeCaptcha, now } });
  client = server.client();
});
afterAll(() => server.close());
// Every test starts at noon of a new day with a new tab: hourly and daily windows of earlier tests are over.
beforeEach(() => {
  toNextNoon();
  client = server.client();
});

const db = () => server.app.database.db;

/** `null` sends no captchaVerification at all. */
function sendCode(phone: string, captchaVerification: string | null = passedCaptcha(), type: 'register' | 'login' = 'register', tab = client) {
  return tab.call(getSmsVerificationCode, {
    phone,
    type,
    terminalName: TERMINAL_TYPE,
    ...(captchaVerification === null ? {} : { captchaVerification }),
  });
}

function checkCode(phone: string, code: string) {
  return client.call(verifySmsVerificationCode, { phone, type: 'register', code });
}

async function expectError(promise: Promise<unknown>, name: ErrorName): Promise<CallError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(CallError);
  expect((error as CallError).code).toBe(ERRORS[name].code);
  return error as CallError;
}

let clientSeq = 0;
/** A send through the service from `ip`, each by a client of its own (the per-client limit has its own test). */
function sendVia(request: { phone: string; purpose: SmsPurpose; ip: string }) {
  return server.app.sms
    .send({ ...request, captchaVerification: passedCaptcha(), client: `tab:test-${++clientSeq}` })
    .catch((err: unknown) => {
      // The service throws AppError; as a caller sees it, that is a CallError with the same code.
      if (err instanceof Error && 'code' in err) throw new CallError(Number(err.code), err.message);
      throw err;
    });
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sending a code', () => {
  it('needs a passed captcha for an anonymous purpose, and each captcha passes once', async () => {
    const phone = newPhone();
    await expectError(sendCode(phone, null), 'SMS_CAPTCHA_REQUIRED');
    await expectError(sendCode(phone, 'not-a-passed-check'), 'SMS_CAPTCHA_REQUIRED');
    const captcha = passedCaptcha();
    await sendCode(phone, captcha);
    advance(61 * SECOND);
    await expectError(sendCode(phone, captcha), 'SMS_CAPTCHA_REQUIRED');
    // One message: the refused sends (the reused check among them) sent nothing.
    expect(await latestOutboxMessages(db(), { limit: 10, phone })).toHaveLength(1);
  });

  it('puts a 6-digit code in the outbox in a Chinese message, and stores only its digest', async () => {
    const phone = newPhone();
    expect(await sendCode(phone)).toEqual({ resendAfter: 60, expiresIn: 300 });
    const code = await latestSmsCode(db(), phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(await latestSms(db(), phone)).toBe(
      `【鼎信银行】您的注册验证码为${code}，5分钟内有效。请勿泄露给他人，如非本人操作请致电95386。`,
    );
    const rows = await db().select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
  });

  it('refuses a resend within 60 s and says how many seconds are left', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const first = await latestSmsCode(db(), phone);
    advance(20 * SECOND);
    const refused = await expectError(sendCode(phone), 'SMS_RESEND_TOO_SOON');
    expect(refused.message).toBe('短信验证码发送过于频繁，请40秒后再试');
    advance(41 * SECOND);
    await sendCode(phone);
    const second = await latestSmsCode(db(), phone);
    // The new code replaces the old one.
    if (second !== first) await expectError(checkCode(phone, first), 'SMS_CODE_WRONG');
    await checkCode(phone, second);
  });

  it('lets one of several simultaneous sends for a phone through', async () => {
    const phone = newPhone();
    const results = await Promise.allSettled([sendCode(phone), sendCode(phone), sendCode(phone)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await db().select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(1);
  });

  it(`sends at most ${SMS_DAILY_LIMIT_PER_PHONE} messages a day to one phone for one purpose, from several addresses`, async () => {
    const phone = newPhone();
    for (let i = 0; i < SMS_DAILY_LIMIT_PER_PHONE; i++) {
      await sendVia({ phone, purpose: 'login', ip: `198.51.100.${i}` });
      advance(61 * SECOND);
    }
    await expectError(sendVia({ phone, purpose: 'login', ip: '198.51.100.200' }), 'SMS_DAILY_LIMIT');
    // Another phone from the same address is not affected, and the next day starts over.
    await sendVia({ phone: newPhone(), purpose: 'login', ip: '198.51.100.200' });
    advance(DAY);
    await sendVia({ phone, purpose: 'login', ip: '198.51.100.200' });
  });

  it('gives every purpose its own daily budget: cycling the other purposes never starves login or reset', async () => {
    const phone = newPhone();
    let address = 0;
    for (const purpose of ['register', 'sms_feedback'] as const) {
      for (let i = 0; i < SMS_DAILY_LIMIT_PER_PHONE; i++) {
        await sendVia({ phone, purpose, ip: `198.51.101.${++address}` });
        advance(61 * SECOND);
      }
      await expectError(sendVia({ phone, purpose, ip: `198.51.101.${++address}` }), 'SMS_DAILY_LIMIT');
    }
    await sendVia({ phone, purpose: 'login', ip: '198.51.101.250' });
    await sendVia({ phone, purpose: 'reset_password', ip: '198.51.101.251' });
    expect(await latestSms(db(), phone)).toContain('您正在重置登录密码');
  });

  it(`lets one address send a phone at most ${SMS_DAILY_LIMIT_PER_ADDRESS_AND_PHONE} codes a day, less than the phone's budget`, async () => {
    expect(SMS_DAILY_LIMIT_PER_ADDRESS_AND_PHONE).toBeLessThan(SMS_DAILY_LIMIT_PER_PHONE);
    const phone = newPhone();
    const ip = '198.51.102.1';
    const purposes: SmsPurpose[] = ['login', 'reset_password', 'register', 'sms_feedback', 'login'];
    for (const purpose of purposes) {
      await sendVia({ phone, purpose, ip });
      advance(61 * SECOND);
    }
    const refused = await expectError(sendVia({ phone, purpose: 'login', ip }), 'SMS_ADDRESS_PHONE_LIMIT');
    expect(refused.message).toBe('当前网络今日向该手机号发送验证码的次数已达上限，请明日再试或更换网络');
    // The phone itself still gets login codes from elsewhere, and this address still reaches other phones.
    await sendVia({ phone, purpose: 'login', ip: '198.51.102.2' });
    await sendVia({ phone: newPhone(), purpose: 'login', ip });
    expect(await latestOutboxMessages(db(), { limit: 10, phone })).toHaveLength(purposes.length + 1);
  });

  it(`sends at most ${SMS_HOURLY_LIMIT_PER_CLIENT} messages an hour for one browser tab, counted by its envelope key`, async () => {
    const tab = server.client();
    for (let i = 0; i < SMS_HOURLY_LIMIT_PER_CLIENT; i++) await sendCode(newPhone(), passedCaptcha(), 'register', tab);
    const phone = newPhone();
    await expectError(sendCode(phone, passedCaptcha(), 'register', tab), 'SMS_CLIENT_LIMIT');
    expect(await latestSms(db(), phone)).toBeUndefined();
    // Another tab at the same address is another client; an hour later this one may send again.
    await sendCode(phone, passedCaptcha(), 'register', server.client());
    advance(60 * 60 * SECOND);
    await sendCode(newPhone(), passedCaptcha(), 'register', tab);
  });

  it(`sends at most ${SMS_HOURLY_LIMIT_PER_IP} messages an hour for one client address`, async () => {
    const ip = '198.51.103.1';
    for (let i = 0; i < SMS_HOURLY_LIMIT_PER_IP; i++) await sendVia({ phone: newPhone(), purpose: 'register', ip });
    const phone = newPhone();
    await expectError(sendVia({ phone, purpose: 'register', ip }), 'SMS_IP_LIMIT');
    expect(await latestSms(db(), phone)).toBeUndefined();
    advance(60 * 60 * SECOND);
    await sendVia({ phone, purpose: 'register', ip });
  });

  it('sends codes for logged-in purposes without a captcha (the caller holds the session)', async () => {
    const phone = newPhone();
    await server.app.sms.send({ phone, purpose: 'modify_password', ip: '10.0.0.1', client: 'user:test' });
    const code = await latestSmsCode(db(), phone);
    expect(await latestSms(db(), phone)).toContain('您正在修改登录密码');
    await server.app.sms.verify({ phone, purpose: 'modify_password', code, consume: true });
  });

  it('refuses a phone that is not a mainland mobile number', async () => {
    const err = await expectError(sendCode('12345678901'), 'VALIDATION');
    expect(err.field).toBe('phone');
  });
});

describe('with the real slider captcha', () => {
  it('sends a code only behind a passed slider check, and spends that check', async () => {
    const real = await startTestServer({}, {});
    try {
      const realClient = real.client();
      const phone = newPhone();
      const send = (captchaVerification?: string) =>
        realClient.call(getSmsVerificationCode, { phone, type: 'sms_feedback', terminalName: TERMINAL_TYPE, ...(captchaVerification ? { captchaVerification } : {}) });
      await expectError(send(), 'SMS_CAPTCHA_REQUIRED');
      await expectError(send('not-a-passed-check-at-all'), 'SMS_CAPTCHA_REQUIRED');
      const passed = await passSliderCaptcha(real);
      expect(await send(passed)).toEqual({ resendAfter: 60, expiresIn: 300 });
      expect(await latestSms(real.app.database.db, phone)).toMatch(/^【鼎信银行】您正在提交意见反馈，验证码为\d{6}，/);
      await expectError(send(passed), 'SMS_CAPTCHA_REQUIRED');
    } finally {
      await real.close();
    }
  }, OWN_SERVER_TIMEOUT_MS);
});

describe('verifying a code', () => {
  it('checks a right code without spending it; the final step spends it once', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestSmsCode(db(), phone);
    expect(await checkCode(phone, code)).toEqual({ valid: true });
    expect(await checkCode(phone, code)).toEqual({ valid: true });
    await server.app.sms.verify({ phone, purpose: 'register', code, consume: true });
    await expectError(checkCode(phone, code), 'SMS_CODE_EXPIRED');
    await expect(server.app.sms.verify({ phone, purpose: 'register', code, consume: true })).rejects.toMatchObject({
      code: ERRORS.SMS_CODE_EXPIRED.code,
    });
  });

  it('spends a code only once when two final steps race', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestSmsCode(db(), phone);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => server.app.sms.verify({ phone, purpose: 'register', code, consume: true })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('only verifies for the purpose the code was sent for', async () => {
    const phone = newPhone();
    await sendCode(phone, passedCaptcha(), 'login');
    const code = await latestSmsCode(db(), phone);
    await expectError(checkCode(phone, code), 'SMS_CODE_EXPIRED');
    await server.app.sms.verify({ phone, purpose: 'login', code, consume: true });
  });

  it(`voids the code after ${SMS_MAX_WRONG_ATTEMPTS} wrong entries`, async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestSmsCode(db(), phone);
    for (let left = SMS_MAX_WRONG_ATTEMPTS - 1; left > 0; left--) {
      const err = await expectError(checkCode(phone, wrongCode(code)), 'SMS_CODE_WRONG');
      expect(err.message).toBe(`短信验证码错误，还可输入${left}次`);
    }
    await expectError(checkCode(phone, wrongCode(code)), 'SMS_CODE_TOO_MANY_ATTEMPTS');
    await expectError(checkCode(phone, code), 'SMS_CODE_TOO_MANY_ATTEMPTS');
    // A new code starts over.
    advance(61 * SECOND);
    await sendCode(phone);
    await checkCode(phone, await latestSmsCode(db(), phone));
  });

  it('never compares more often than the attempt limit, even when guesses arrive at once', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestSmsCode(db(), phone);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.allSettled(guesses.map((g) => checkCode(phone, g)));
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as CallError).code : 200));
    expect(codes.filter((c) => c === ERRORS.SMS_CODE_WRONG.code).length).toBeLessThanOrEqual(SMS_MAX_WRONG_ATTEMPTS - 1);
    await expectError(checkCode(phone, code), 'SMS_CODE_TOO_MANY_ATTEMPTS');
  });

  it('expires a code after 5 minutes', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestSmsCode(db(), phone);
    advance(299 * SECOND);
    await checkCode(phone, code);
    advance(2 * SECOND);
    await expectError(checkCode(phone, code), 'SMS_CODE_EXPIRED');
  });

  it('says a code is missing when none was sent', async () => {
    await expectError(checkCode(newPhone(), '123456'), 'SMS_CODE_EXPIRED');
  });

  it('sweeps expired codes', async () => {
    const phone = newPhone();
    await sendCode(phone);
    advance(301 * SECOND);
    await server.app.sms.sweep();
    expect(await db().select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(0);
  });
});

describe('the outbox page', () => {
  it('shows the newest messages in a Chinese page without scripts', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = await latestSmsCode(db(), phone);
    const res = await fetch(`${server.origin}/dev/sms-outbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('本地短信发件箱');
    expect(html).toContain(phone);
    expect(html).toContain(code);
    expect(html).toContain('http-equiv="refresh"');
    expect(html).not.toContain('<script');
    const filtered = await (await fetch(`${server.origin}/dev/sms-outbox?phone=${newPhone()}`)).text();
    expect(filtered).not.toContain(phone);
  });

  it('is served outside production with the outbox provider, or when SMS_OUTBOX_VIEW forces it', () => {
    const enabled = (overrides: Partial<AppConfig>) => outboxPageEnabled({ config: testConfig(overrides) } as FastifyInstance);
    expect(enabled({ NODE_ENV: 'development' })).toBe(true);
    expect(enabled({ NODE_ENV: 'production' })).toBe(false);
    expect(enabled({ NODE_ENV: 'production', SMS_OUTBOX_VIEW: true })).toBe(true);
    expect(enabled({ NODE_ENV: 'development', SMS_OUTBOX_VIEW: false })).toBe(false);
    expect(enabled({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/', SMS_OUTBOX_VIEW: true })).toBe(false);
  });
});

describe('logging', () => {
  it('never writes a code or a full phone number to the log', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await startTestServer({ LOG_LEVEL: 'info' }, { logStream, sms: { captchaGate: fakeCaptcha } });
    const phone = '13712345678';
    const codes: string[] = [];
    try {
      const client = logged.client();
      await client.call(getSmsVerificationCode, { phone, type: 'register', captchaVerification: passedCaptcha() });
      codes.push(await latestSmsCode(logged.app.database.db, phone));
      await client.call(verifySmsVerificationCode, { phone, type: 'register', code: wrongCode(codes[0]!) }).catch(() => undefined);
      await client.call(verifySmsVerificationCode, { phone, type: 'register', code: codes[0]! });
      await client.call(getSmsVerificationCode, { phone, type: 'login', captchaVerification: passedCaptcha() });
      codes.push(await latestSmsCode(logged.app.database.db, phone));
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('sms code sent');
    expect(log).toContain('sms code wrong');
    expect(log).toContain('137****5678');
    expect(log).not.toContain(phone);
    for (const code of codes) expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  }, OWN_SERVER_TIMEOUT_MS);
});

describe('the http provider', () => {
  let gateway: Server;
  let gatewayUrl: string;
  const received: Array<{ body: unknown; authorization: string | undefined }> = [];
  let behaviour: 'ok' | 'fail' | 'slow' = 'ok';

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      void readBody(req).then((text) => {
        received.push({ body: JSON.parse(text), authorization: req.headers.authorization });
        if (behaviour === 'slow') {
          setTimeout(() => res.end('{}'), 1_000);
          return;
        }
        res.statusCode = behaviour === 'ok' ? 200 : 503;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const address = gateway.address();
    gatewayUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sms/send`;
  });
  afterAll(async () => {
    gateway.closeAllConnections();
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('posts the message as JSON, and a failed or slow gateway gives a coded error and no wait', async () => {
    const viaHttp = await startTestServer(
      { SMS_PROVIDER: 'http', SMS_HTTP_URL: gatewayUrl, SMS_HTTP_TOKEN: 'gateway-token', SMS_HTTP_TIMEOUT_MS: 200 },
      { sms: { captchaGate: fakeCaptcha } },
    );
    try {
      const phone = '13600000001';
      const httpClient = viaHttp.client();
      const send = () =>
        httpClient.call(getSmsVerificationCode, { phone, type: 'login', captchaVerification: passedCaptcha() });

      behaviour = 'fail';
      await expectError(send(), 'SMS_SEND_FAILED');
      behaviour = 'slow';
      await expectError(send(), 'SMS_SEND_FAILED');
      // A message that did not go out does not hold the resend gate.
      behaviour = 'ok';
      await send();
      const last = received.at(-1)!;
      expect(last.authorization).toBe('Bearer gateway-token');
      const body = last.body as { phone: string; text: string };
      expect(body.phone).toBe(phone);
      expect(body.text).toMatch(/^【鼎信银行】您正在登录鼎信银行企业门户，验证码为\d{6}，5分钟内有效。/);
      const code = body.text.match(/\d{6}/)![0];
      await viaHttp.app.sms.verify({ phone, purpose: 'login', code, consume: true });
      expect(await latestSms(viaHttp.app.database.db, phone)).toBeUndefined();
    } finally {
      await viaHttp.close();
    }
  }, OWN_SERVER_TIMEOUT_MS);
});
