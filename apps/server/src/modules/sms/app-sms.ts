import type { FastifyInstance } from 'fastify';
import { createSmsProvider } from '../../providers/sms/create-sms-provider.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { createSmsCodeService, type CaptchaGate, type SmsCodeService } from './service.ts';

/** What a test (or a later module) may put in place of the defaults when the app is built. */
export interface SmsOverrides {
  captchaGate?: CaptchaGate;
  provider?: SmsProvider;
  now?: () => Date;
}

interface CaptchaDecoration {
  consumeVerification(captchaVerification: string): Promise<boolean>;
}

/**
 * The captcha module's check, looked up when a code is requested (it may be registered after
 * this module). Without a captcha module nothing passes: no anonymous SMS without a captcha.
 */
export function appCaptchaGate(app: FastifyInstance): CaptchaGate {
  return {
    consume(value) {
      const captcha = (app as unknown as { captcha?: CaptchaDecoration }).captcha;
      return captcha ? captcha.consumeVerification(value) : Promise.resolve(false);
    },
  };
}

/** The SMS code service of the app: provider from config, the app's captcha, the app's log. */
export async function createAppSmsService(app: FastifyInstance, overrides: SmsOverrides = {}): Promise<SmsCodeService> {
  const provider = overrides.provider ?? createSmsProvider(app.config, app.database.db);
  if (provider.name === 'outbox' && app.config.NODE_ENV === 'production') {
    app.log.warn('SMS_PROVIDER is outbox: codes are stored, not sent to phones');
  }
  return createSmsCodeService(app.database.db, provider, overrides.captchaGate ?? appCaptchaGate(app), {
    log: app.log,
    now: overrides.now,
  });
}

/** The outbox page is for demos and tests: outbox provider only, and not in production unless asked. */
export function outboxPageEnabled(app: FastifyInstance): boolean {
  const { SMS_PROVIDER, SMS_OUTBOX_VIEW, NODE_ENV } = app.config;
  return SMS_PROVIDER === 'outbox' && (SMS_OUTBOX_VIEW ?? NODE_ENV !== 'production');
}
