import type { FastifyInstance } from 'fastify';
import { printerAccounts, printerResetPassword, printerSendCode } from '@portal/contract/calls/receipt-printer/receipt-printer';
import { mask } from '@portal/contract/validate/mask';
import { registerCall } from '../../plugins/envelope.ts';
import { openSecretField } from '../auth/secret-field.ts';
import { userClient } from '../sms/clients.ts';
import { createReceiptPrinterService } from './service.ts';

/** An SMS costs money and reaches a phone: a few per minute per address (the sms module also limits per phone). */
const SMS_RATE = { max: 5, timeWindow: 60_000 };
/** A reset checks a code (a secret): per address, what a person retries, not a guessing loop. */
const RESET_RATE = { max: 10, timeWindow: 60_000 };

/** Issue 25 point 3: /receiptPrinterPwdReset, a director resets an account's receipt-printer password. */
export function receiptPrinterRoutes(app: FastifyInstance): void {
  const printers = createReceiptPrinterService(app.database.db);

  registerCall(app, printerAccounts, async ({ memberCustomerId }, ctx) => {
    const user = await app.users.requireLive(ctx.session!.principalId);
    const { seat, accounts } = await printers.accountsOf(user.id, memberCustomerId);
    return { memberCustomerId: seat.enterpriseId, memberCustomerName: seat.enterpriseName, phone: mask(user.phone), accounts };
  });

  registerCall(
    app,
    printerSendCode,
    async ({ memberCustomerId, account }, ctx) => {
      const user = await app.users.requireLive(ctx.session!.principalId);
      await printers.directorAccount(user.id, memberCustomerId, account);
      const sent = await app.sms.send({ phone: user.phone, purpose: 'receipt_printer', ip: ctx.request.ip, client: userClient(user.id) });
      return { ...sent, phone: mask(user.phone) };
    },
    { rateLimit: SMS_RATE },
  );

  registerCall(
    app,
    printerResetPassword,
    async ({ memberCustomerId, account, smsCode, password }, ctx) => {
      const user = await app.users.requireLive(ctx.session!.principalId);
      const seat = await printers.directorAccount(user.id, memberCustomerId, account);
      const plain = openSecretField(app, password, 'password');
      // The rule before the code: a refused password leaves the code usable for a better one.
      printers.checkPassword(plain);
      await app.sms.verify({ phone: user.phone, purpose: 'receipt_printer', code: smsCode, consume: true });
      const { changedAt } = await printers.reset(seat, user.id, account, plain, ctx.request.ip);
      return { account, changedAt: changedAt.toISOString() };
    },
    { rateLimit: RESET_RATE },
  );
}
