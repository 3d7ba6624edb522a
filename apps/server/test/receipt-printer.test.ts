import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { printerAccounts, printerResetPassword, printerSendCode } from '@portal/contract/calls/receipt-printer/receipt-printer';
import { ERRORS } from '@portal/contract/errors';
import { users } from '../src/db/schema/identity.ts';
import { ledgerAccounts } from '../src/db/schema/ledger.ts';
import { receiptPrinterPasswords, receiptPrinterResets } from '../src/db/schema/rights.ts';
import { rateLimitCounters } from '../src/db/schema/security.ts';
import { localReceiptPrinter } from '../src/providers/receipt-printer/local.ts';
import { failure } from './support/call-failure.ts';
import { rightsWorld } from './support/rights-world.ts';
import { latestSms, latestSmsCode } from './support/sms-outbox.ts';
import { insertAccount } from './support/statement-ledger.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 25 point 3, receipt-printer password reset: the director picks an account, passes an
 * SMS check and sets a new six-digit password, stored hashed at the printer (the old one stops
 * working), audited; weak passwords, other enterprises' accounts and other roles are refused.
 */

let server: TestServer;
let world: Awaited<ReturnType<typeof rightsWorld>>;
let phone = '';
const db = () => server.app.database.db;
const printer = () => localReceiptPrinter(db());
const ACCOUNT = '755900011100201';
const THEIR_ACCOUNT = '755900022200301';
const LOAN_ACCOUNT = '755900011104101';
const resets = async () => (await db().select({ n: count() }).from(receiptPrinterResets))[0]!.n;

beforeAll(async () => {
  server = await startTestServer({}, { sms: { captchaGate: { consume: async () => true } } });
  world = await rightsWorld(server, 'rpp');
  await insertAccount(db(), world.mine, ACCOUNT, '鼎信权益测试有限公司基本户', 0, []);
  await insertAccount(db(), world.theirs, THEIR_ACCOUNT, '别家权益测试有限公司基本户', 0, []);
  await insertAccount(db(), world.mine, LOAN_ACCOUNT, '鼎信权益测试有限公司（流动资金贷款）', 0, []);
  await db().update(ledgerAccounts).set({ accountType: '4' }).where(eq(ledgerAccounts.accountNo, LOAN_ACCOUNT));
  await printer().setPassword(ACCOUNT, '270915');
  [{ phone }] = (await db().select({ phone: users.phone }).from(users).where(eq(users.id, world.users.director.id))) as [{ phone: string }];
}, 60_000);
afterAll(() => server.close());
beforeEach(() => db().delete(rateLimitCounters));

describe('receipt-printer password reset', () => {
  it('lists the enterprise accounts with when their password last changed, and the masked phone', async () => {
    const list = await world.director.call(printerAccounts, {});
    expect(list.memberCustomerName).toBe('鼎信权益测试有限公司');
    expect(list.accounts).toEqual([{ account: ACCOUNT, accountName: '鼎信权益测试有限公司基本户', passwordChangedAt: expect.any(String) }]);
    expect(list.phone).not.toBe(phone);
    expect(list.phone).toContain('*');
  });

  it('offers settlement accounts only: a loan account has no receipt printer and is refused (issue 37)', async () => {
    const list = await world.director.call(printerAccounts, {});
    expect(list.accounts.map((a) => a.account)).not.toContain(LOAN_ACCOUNT);
    expect((await failure(world.director.call(printerSendCode, { account: LOAN_ACCOUNT }))).code).toBe(ERRORS.PRINTER_ACCOUNT_NOT_FOUND.code);
  });

  it('a weak password is refused with its message; the code stays usable and nothing changes', async () => {
    await world.director.call(printerSendCode, { account: ACCOUNT });
    expect(await latestSms(db(), phone)).toContain('回单打印机密码');
    const code = await latestSmsCode(db(), phone);
    for (const weak of ['888888', '123456', '654321', '890123']) {
      const err = await failure(world.director.call(printerResetPassword, { account: ACCOUNT, smsCode: code, password: world.director.secret(weak) }));
      expect(err.code).toBe(ERRORS.PRINTER_PASSWORD_WEAK.code);
      expect(err.message).toBe('密码过于简单：不能全部为相同数字或连续数字');
    }
    expect((await failure(world.director.call(printerResetPassword, { account: ACCOUNT, smsCode: code, password: world.director.secret('12a456') }))).message).toBe('回单打印密码须为6位数字');
    expect(await printer().verify(ACCOUNT, '270915')).toBe(true);
    expect(await resets()).toBe(0);
  });

  it('a wrong SMS code is refused and changes nothing', async () => {
    const err = await failure(world.director.call(printerResetPassword, { account: ACCOUNT, smsCode: '000000', password: world.director.secret('580214') }));
    expect(err.code).toBe(ERRORS.SMS_CODE_WRONG.code);
    expect(await printer().verify(ACCOUNT, '580214')).toBe(false);
  });

  it('resets with the code: the new password works at the printer, the old one no longer, audited and hashed', async () => {
    const code = await latestSmsCode(db(), phone);
    const reply = await world.director.call(printerResetPassword, { account: ACCOUNT, smsCode: code, password: world.director.secret('580214') });
    expect(reply.account).toBe(ACCOUNT);
    expect(await printer().verify(ACCOUNT, '580214')).toBe(true);
    expect(await printer().verify(ACCOUNT, '270915')).toBe(false);
    const [stored] = await db().select().from(receiptPrinterPasswords).where(eq(receiptPrinterPasswords.accountNo, ACCOUNT));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    const [audit] = await db().select().from(receiptPrinterResets);
    expect(audit).toMatchObject({ accountNo: ACCOUNT, enterpriseId: world.mine, userId: world.users.director.id });
    // The code was spent.
    expect((await failure(world.director.call(printerResetPassword, { account: ACCOUNT, smsCode: code, password: world.director.secret('580215') }))).code).toBeGreaterThanOrEqual(400600);
    expect(await printer().verify(ACCOUNT, '580214')).toBe(true);
  });

  it('another enterprise’s account is "not found"; an inquirer and a seatless customer cannot reset', async () => {
    const err = await failure(world.director.call(printerSendCode, { account: THEIR_ACCOUNT }));
    expect(err.code).toBe(ERRORS.PRINTER_ACCOUNT_NOT_FOUND.code);
    expect((await failure(world.otherDirector.call(printerAccounts, { memberCustomerId: world.mine }))).code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
    expect((await failure(world.inquirer.call(printerSendCode, { account: ACCOUNT }))).message).toBe('仅企业主管可以重置回单打印密码');
    expect((await failure(world.seatless.call(printerAccounts, {}))).code).toBe(ERRORS.ENTERPRISE_NO_SEAT.code);
    expect(await resets()).toBe(1);
  });
});
