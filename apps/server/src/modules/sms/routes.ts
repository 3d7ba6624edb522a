import type { FastifyInstance } from 'fastify';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { verifySmsVerificationCode } from '@portal/contract/calls/sms/verify-sms-verification-code';
import { registerCall } from '../../plugins/envelope.ts';
import { outboxPageEnabled } from './app-sms.ts';
import { tabClient } from './clients.ts';
import { registerOutboxPage } from './outbox-page.ts';

/** §7 Captcha and SMS: the anonymous send and check calls, and the local outbox page. */
export function smsRoutes(app: FastifyInstance): void {
  registerCall(app, getSmsVerificationCode, ({ phone, type, captchaVerification }, { request }) =>
    app.sms.send({ phone, purpose: type, captchaVerification, ip: request.ip, client: tabClient(request) }),
  );
  registerCall(app, verifySmsVerificationCode, async ({ phone, type, code }) => {
    await app.sms.verify({ phone, purpose: type, code, consume: false });
    return { valid: true };
  });
  if (outboxPageEnabled(app)) registerOutboxPage(app);
}
