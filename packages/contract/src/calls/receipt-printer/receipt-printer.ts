import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZText } from '../../validate/field-types.ts';
import { ZSm2Field, ZSmsCode } from '../auth/fields.ts';
import type { AccountType } from '../../codes.ts';

/** A receipt printer prints the receipts of settlement accounts (对公活期): no loan or time-deposit account has one. */
export const RECEIPT_PRINTER_ACCOUNT_TYPES: readonly AccountType[] = ['0'];

/**
 * Receipt-printer password reset (§2 /receiptPrinterPwdReset; issue 25 point 3). The bank's
 * self-service receipt printers print an account's receipts after its six-digit printer
 * password. A director of the enterprise picks the account, receives an SMS code on their phone
 * on record (purpose `receipt_printer`) and sets a new password, SM2-encrypted like every secret.
 */

const ZAccount = ZText.check(z.regex(/^\d{6,32}$/, '请选择账户'));
const ZMemberCustomerId = z.optional(ZText.check(z.maxLength(64)));

export const printerAccounts = defineCall({
  method: 'POST',
  path: '/receiptPrinter/accounts',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId }),
  response: z.object({
    memberCustomerId: z.string(),
    memberCustomerName: z.string(),
    /** The director's phone, masked: where the code goes. */
    phone: z.string(),
    accounts: z.array(z.object({ account: z.string(), accountName: z.string(), passwordChangedAt: z.nullable(z.string()) })),
  }),
});

export const printerSendCode = defineCall({
  method: 'POST',
  path: '/receiptPrinter/sendCode',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId, account: ZAccount }),
  response: z.object({ phone: z.string(), resendAfter: z.int(), expiresIn: z.int() }),
});

export const printerResetPassword = defineCall({
  method: 'POST',
  path: '/receiptPrinter/resetPassword',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId, account: ZAccount, smsCode: ZSmsCode, password: ZSm2Field }),
  response: z.object({ account: z.string(), changedAt: z.string() }),
});
