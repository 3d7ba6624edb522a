import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_LIMIT_PER_ADDRESS_AND_PHONE,
  SMS_DAILY_LIMIT_PER_PHONE,
  SMS_HOURLY_LIMIT_PER_CLIENT,
  SMS_HOURLY_LIMIT_PER_IP,
  SMS_MAX_WRONG_ATTEMPTS,
  SMS_RESEND_SECONDS,
} from '@portal/contract/limits';
import { isAnonymousSmsPurpose, type SmsPurpose } from '@portal/contract/sms-purposes';
import { mask } from '@portal/contract/validate/mask';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { hit, resetCounter } from '../security/rate-limit-repo.ts';
import { serverSecret } from '../security/server-secret.ts';
import { msUntilBeijingMidnight } from './beijing-day.ts';
import { createSmsDigests, newSmsCode } from './code-digest.ts';
import { smsCodeText } from './message-texts.ts';
import * as repo from './repo.ts';

const HMAC_SECRET = 'sms.code.hmac';
const HOUR_MS = 60 * 60 * 1000;

/** A passed slider captcha, spent once (the captcha module's `consumeVerification`). */
export interface CaptchaGate {
  consume(captchaVerification: string): Promise<boolean>;
}

export interface SmsSendRequest {
  phone: string;
  purpose: SmsPurpose;
  /** Required for the anonymous purposes (register, login, reset_password, sms_feedback). */
  captchaVerification?: string | undefined;
  /** The client address, for the per-address limits. */
  ip: string;
  /** Who asks (sms/clients.ts: the browser tab, or the logged-in customer), for the per-client limit. */
  client: string;
}

export interface SmsVerifyRequest {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  /** True spends the code (the final step); false only checks it (an earlier step). */
  consume: boolean;
}

export interface SmsCodeService {
  /** Sends a new code, replacing any earlier one of the phone and purpose. */
  send(request: SmsSendRequest): Promise<{ resendAfter: number; expiresIn: number }>;
  /** Resolves when the code is right; otherwise throws SMS_CODE_WRONG / _EXPIRED / _TOO_MANY_ATTEMPTS. */
  verify(request: SmsVerifyRequest): Promise<void>;
  /** Deletes expired codes (and old outbox messages). */
  sweep(): Promise<void>;
}

export interface SmsCodeServiceOptions {
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The clock of every expiry and limit (tests move it; the database clock is not used). */
  now?: (() => Date) | undefined;
}

export async function createSmsCodeService(
  db: Db,
  provider: SmsProvider,
  captchaGate: CaptchaGate,
  options: SmsCodeServiceOptions,
): Promise<SmsCodeService> {
  const digests = createSmsDigests(await serverSecret(db, HMAC_SECRET));
  const now = options.now ?? (() => new Date());
  const { log } = options;

  /**
   * Counts the send against who asks, then against the phone; refuses over a limit. The asker's
   * counters come first, so a refused send still costs the asker but never the phone's budget.
   * The phone's daily budget is per purpose (nothing starves login or reset), and one address
   * may use only part of it, so no single address can use a phone's budget up.
   */
  async function checkSendLimits(phoneKey: string, purpose: SmsPurpose, ip: string, client: string, at: Date) {
    const dayLeft = msUntilBeijingMidnight(at);
    if ((await hit(db, `sms:client:${client}`, HOUR_MS, at)).current > SMS_HOURLY_LIMIT_PER_CLIENT) throw new AppError('SMS_CLIENT_LIMIT');
    if ((await hit(db, `sms:ip:${ip}`, HOUR_MS, at)).current > SMS_HOURLY_LIMIT_PER_IP) throw new AppError('SMS_IP_LIMIT');
    const perAddress = await hit(db, `sms:ip-day:${ip}:${phoneKey}`, dayLeft, at);
    if (perAddress.current > SMS_DAILY_LIMIT_PER_ADDRESS_AND_PHONE) throw new AppError('SMS_ADDRESS_PHONE_LIMIT');
    if ((await hit(db, `sms:day:${purpose}:${phoneKey}`, dayLeft, at)).current > SMS_DAILY_LIMIT_PER_PHONE) throw new AppError('SMS_DAILY_LIMIT');
  }

  /**
   * No "is this phone registered" here: a code goes out either way (behind the captcha and the
   * limits), and the call that spends it says "not registered" or "taken" once the code has
   * proven that the caller holds the phone. Otherwise the send would tell anyone who is a customer.
   */
  async function send({ phone, purpose, captchaVerification, ip, client }: SmsSendRequest) {
    if (isAnonymousSmsPurpose(purpose) && !(captchaVerification && (await captchaGate.consume(captchaVerification)))) {
      throw new AppError('SMS_CAPTCHA_REQUIRED');
    }

    const at = now();
    const phoneKey = digests.phone(phone);
    // The resend gate is a counter so that two instances cannot both pass it at once.
    const resendKey = `sms:resend:${purpose}:${phoneKey}`;
    const resend = await hit(db, resendKey, SMS_RESEND_SECONDS * 1000, at);
    if (resend.current > 1) {
      const seconds = Math.max(1, Math.ceil(resend.ttl / 1000));
      throw new AppError('SMS_RESEND_TOO_SOON', { message: `短信验证码发送过于频繁，请${seconds}秒后再试` });
    }
    try {
      await checkSendLimits(phoneKey, purpose, ip, client, at);
    } catch (err) {
      await resetCounter(db, resendKey);
      throw err;
    }

    const code = newSmsCode();
    const id = randomUUID();
    await repo.replaceCode(db, {
      id,
      phone,
      purpose,
      codeHash: digests.code(phone, purpose, code),
      sentAt: at,
      expiresAt: new Date(at.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    });
    const masked = mask(phone);
    try {
      await provider.send(phone, smsCodeText(purpose, code));
    } catch (err) {
      // The reason only: the error of a gateway could quote the text, which holds the code.
      const reason = err instanceof Error && 'reason' in err ? String(err.reason) : err instanceof Error ? err.name : 'unknown';
      log.warn({ phone: masked, purpose, provider: provider.name, reason }, 'sms code not sent');
      await repo.deleteCode(db, id);
      await resetCounter(db, resendKey);
      throw new AppError('SMS_SEND_FAILED');
    }
    log.info({ phone: masked, purpose, provider: provider.name }, 'sms code sent');
    return { resendAfter: SMS_RESEND_SECONDS, expiresIn: SMS_CODE_TTL_SECONDS };
  }

  async function verify({ phone, purpose, code, consume }: SmsVerifyRequest) {
    const at = now();
    const current = await repo.findCurrentCode(db, phone, purpose);
    if (!current || current.consumedAt || current.expiresAt <= at) throw new AppError('SMS_CODE_EXPIRED');
    if (current.failedAttempts >= SMS_MAX_WRONG_ATTEMPTS) throw new AppError('SMS_CODE_TOO_MANY_ATTEMPTS');

    const reserved = await repo.reserveAttempt(db, current.id, at, SMS_MAX_WRONG_ATTEMPTS);
    if (!reserved) {
      // Another request spent the code or its last attempt in the meantime.
      const again = await repo.findCurrentCode(db, phone, purpose);
      throw new AppError(again && again.failedAttempts >= SMS_MAX_WRONG_ATTEMPTS ? 'SMS_CODE_TOO_MANY_ATTEMPTS' : 'SMS_CODE_EXPIRED');
    }
    if (!digests.equal(reserved.codeHash, digests.code(phone, purpose, code))) {
      const left = SMS_MAX_WRONG_ATTEMPTS - reserved.failedAttempts;
      log.info({ phone: mask(phone), purpose, attemptsLeft: left }, 'sms code wrong');
      if (left <= 0) throw new AppError('SMS_CODE_TOO_MANY_ATTEMPTS');
      throw new AppError('SMS_CODE_WRONG', { message: `短信验证码错误，还可输入${left}次` });
    }
    if (!(await repo.settleRightCode(db, current.id, consume ? at : undefined))) throw new AppError('SMS_CODE_EXPIRED');
  }

  return {
    send,
    verify,
    async sweep() {
      await repo.deleteExpiredCodes(db, now());
      await provider.sweep?.();
    },
  };
}
