import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myRights, rightUsageRecords } from '@portal/contract/calls/rights/rights';
import { operatorRightGrant, operatorRightRevoke, operatorRightsList, operatorRightUsages, operatorRightUse } from '@portal/contract/calls/rights/rights-console';
import { certGetCert, certSendMessage, certVerifyTel } from '@portal/contract/calls/certificates/cert-manage';
import { ERRORS } from '@portal/contract/errors';
import { sm2 } from 'sm-crypto-v2';
import { users } from '../src/db/schema/identity.ts';
import { sm2KeyPair, SM2_WITH_SM3_OID, x509Crypto } from '../src/modules/certificates/sm2-crypto.ts';
import * as x509 from '../src/modules/certificates/x509.ts';
import { latestSmsCode } from './support/sms-outbox.ts';
import { auditLog } from '../src/db/schema/console.ts';
import { enterpriseRights, rightUsages } from '../src/db/schema/rights.ts';
import { beijingDate } from '../src/lib/china-time.ts';
import { createRightsService } from '../src/modules/rights/service.ts';
import { failure } from './support/call-failure.ts';
import { rightsWorld } from './support/rights-world.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 25 point 3, the rights centre: operators grant rights and record their use (audited);
 * every seat of the enterprise sees them, nobody else does; a use never passes the quantity or
 * the validity; bad input is refused with its own message and changes nothing.
 */

let server: TestServer;
let world: Awaited<ReturnType<typeof rightsWorld>>;
const db = () => server.app.database.db;
const stored = async () => ({
  rights: (await db().select({ n: count() }).from(enterpriseRights))[0]!.n,
  usages: (await db().select({ n: count() }).from(rightUsages))[0]!.n,
});
const today = beijingDate();
const shift = (days: number) => beijingDate(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  server = await startTestServer();
  world = await rightsWorld(server, 'rgt');
}, 60_000);
afterAll(() => server.close());

describe('rights centre', () => {
  let rightId = '';

  it('an operator grants a right; the director and the inquirer of the enterprise see it, audited', async () => {
    const { right } = await world.ops.call(operatorRightGrant, {
      enterpriseId: world.mine,
      rightType: 'fee_waiver',
      title: ' 跨行转账手续费减免 ',
      quantity: 5,
      validFrom: today,
      validTo: shift(30),
      note: '2026年代发客户礼遇',
    });
    rightId = right.id;
    expect(right).toMatchObject({ title: '跨行转账手续费减免', quantity: 5, used: 0, remaining: 5, state: 'valid' });
    for (const tab of [world.director, world.inquirer]) {
      const seen = await tab.call(myRights, {});
      expect(seen.memberCustomerName).toBe('鼎信权益测试有限公司');
      expect(seen.rights.map((r) => r.id)).toEqual([rightId]);
    }
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityKey, rightId));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect(audit[0]!.summary).toContain('鼎信权益测试有限公司');
  });

  it('another enterprise, or a customer without a seat, never sees them (IDOR)', async () => {
    expect((await world.otherDirector.call(myRights, {})).rights).toEqual([]);
    const err = await failure(world.otherDirector.call(myRights, { memberCustomerId: world.mine }));
    expect(err.code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
    expect((await failure(world.otherDirector.call(rightUsageRecords, { memberCustomerId: world.mine }))).code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
    expect((await failure(world.seatless.call(myRights, {}))).code).toBe(ERRORS.ENTERPRISE_NO_SEAT.code);
  });

  it('an operator records uses; the enterprise sees them and the remaining quantity', async () => {
    const { right, usage } = await world.ops.call(operatorRightUse, { id: rightId, quantity: 2, note: '柜面转账 2 笔' });
    expect(right).toMatchObject({ used: 2, remaining: 3 });
    expect(usage).toMatchObject({ quantity: 2, source: 'operator', reference: '柜面转账 2 笔' });
    const { records } = await world.inquirer.call(rightUsageRecords, { rightId });
    expect(records).toEqual([expect.objectContaining({ rightTitle: '跨行转账手续费减免', quantity: 2 })]);
    expect((await world.ops.call(operatorRightUsages, { id: rightId })).records[0]!.recordedBy).toBe('运营人员 陈静');
  });

  it('a use past the remaining quantity is refused and changes nothing', async () => {
    const before = await stored();
    const err = await failure(world.ops.call(operatorRightUse, { id: rightId, quantity: 4 }));
    expect(err.code).toBe(ERRORS.RIGHT_EXHAUSTED.code);
    expect(err.message).toBe('该权益剩余数量不足，不能登记使用');
    expect(await stored()).toEqual(before);
    expect((await world.director.call(myRights, {})).rights[0]).toMatchObject({ used: 2, remaining: 3 });
  });

  it('bad input gets its own Chinese message and stores nothing', async () => {
    const before = await stored();
    const base = { enterpriseId: world.mine, rightType: 'sms_package' as const, title: '短信套餐', quantity: 100, validFrom: today, validTo: shift(10) };
    const cases: [Record<string, unknown>, string][] = [
      [{ validTo: shift(-1) }, '有效期结束日期不能早于开始日期'],
      [{ quantity: 0 }, '数量须为1至100000的整数'],
      [{ title: '   ' }, '请输入1至40个字的权益名称'],
      [{ validFrom: '2026-13-01' }, '请按 yyyy-mm-dd 选择日期'],
      [{ validTo: '2027-02-30' }, '请按 yyyy-mm-dd 选择日期'],
      [{ rightType: 'gold_bar' }, '请选择权益类型'],
      [{ enterpriseId: 'E-NOT-THERE' }, '未找到该企业，或企业尚未完成认证'],
    ];
    for (const [patch, message] of cases) {
      const err = await failure(world.ops.call(operatorRightGrant, { ...base, ...patch } as never));
      expect(err.message).toBe(message);
    }
    expect((await failure(world.ops.call(operatorRightUse, { id: rightId, quantity: 1.5 }))).message).toBe('使用数量须为1至100000的整数');
    expect(await stored()).toEqual(before);
  });

  it('a right not yet valid, or revoked, cannot be used; revoking twice is refused', async () => {
    const { right: later } = await world.ops.call(operatorRightGrant, { enterpriseId: world.mine, rightType: 'receipt_print', title: '回单免费打印', quantity: 10, validFrom: shift(5), validTo: shift(40) });
    expect(later.state).toBe('pending');
    expect((await failure(world.ops.call(operatorRightUse, { id: later.id, quantity: 1 }))).code).toBe(ERRORS.RIGHT_NOT_USABLE.code);
    const { right } = await world.ops.call(operatorRightRevoke, { id: later.id });
    expect(right.state).toBe('revoked');
    expect((await failure(world.ops.call(operatorRightRevoke, { id: later.id }))).code).toBe(ERRORS.RIGHT_ALREADY_REVOKED.code);
    expect((await world.director.call(myRights, {})).rights.find((r) => r.id === later.id)?.state).toBe('revoked');
  });

  it('a portal event consumes the right that ends first, once per unit, and nothing when none is left', async () => {
    const rights = createRightsService(db());
    const soon = await world.ops.call(operatorRightGrant, { enterpriseId: world.theirs, rightType: 'free_certificate', title: '免费证书', quantity: 1, validFrom: today, validTo: shift(3) });
    const late = await world.ops.call(operatorRightGrant, { enterpriseId: world.theirs, rightType: 'free_certificate', title: '免费证书（年度）', quantity: 1, validFrom: today, validTo: shift(300) });
    expect(await rights.consumeFor(world.theirs, 'free_certificate', 'certificate', 'SN-1')).toBe(true);
    expect(await rights.consumeFor(world.theirs, 'free_certificate', 'certificate', 'SN-2')).toBe(true);
    expect(await rights.consumeFor(world.theirs, 'free_certificate', 'certificate', 'SN-3')).toBe(false);
    const { records } = await world.otherDirector.call(rightUsageRecords, {});
    expect(records.map((r) => [r.rightId, r.reference]).sort()).toEqual([
      [late.right.id, 'SN-2'],
      [soon.right.id, 'SN-1'],
    ].sort());
  });

  it('a certificate downloaded for the enterprise uses one of its free-certificate rights', async () => {
    const { right } = await world.ops.call(operatorRightGrant, { enterpriseId: world.mine, rightType: 'free_certificate', title: '免费数字证书', quantity: 2, validFrom: today, validTo: shift(60) });
    const [{ phone }] = (await db().select({ phone: users.phone }).from(users).where(eq(users.id, world.users.director.id))) as [{ phone: string }];
    await world.director.call(certSendMessage, {});
    const { enrolmentId } = await world.director.call(certVerifyTel, { smsCode: await latestSmsCode(db(), phone) });
    const keys = sm2KeyPair(sm2.generateKeyPairHex().privateKey);
    const csr = await x509.Pkcs10CertificateRequestGenerator.create({ name: 'CN=ukey', keys, signingAlgorithm: { name: SM2_WITH_SM3_OID } }, x509Crypto);
    const issued = await world.director.call(certGetCert, { enrolmentId, csr: csr.toString('pem'), keySerial: 'SOFT-RGT-1', providerName: 'soft' });
    expect((await world.inquirer.call(myRights, {})).rights.find((r) => r.id === right.id)).toMatchObject({ used: 1, remaining: 1 });
    const { records } = await world.inquirer.call(rightUsageRecords, { rightId: right.id });
    expect(records).toEqual([expect.objectContaining({ source: 'certificate', reference: issued.serialNumber, quantity: 1 })]);
  });

  it('console calls are for operators only', async () => {
    expect((await failure(world.director.call(operatorRightsList, {}))).status).toBe(403);
    const list = await world.ops.call(operatorRightsList, { enterpriseId: world.mine });
    expect(list.rights.every((r) => r.enterpriseName === '鼎信权益测试有限公司')).toBe(true);
    expect(list.enterprises.map((e) => e.id)).toEqual(expect.arrayContaining([world.mine, world.theirs]));
  });
});
