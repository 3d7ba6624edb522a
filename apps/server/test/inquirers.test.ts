import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { queryDictionaryCode } from '@portal/contract/calls/inquirers/dictionary';
import {
  decideInquirerChange,
  operationInquirerInformation,
  queryInquirerChanges,
  queryInquirerInformation,
  withdrawInquirerChange,
} from '@portal/contract/calls/inquirers/inquirers';
import { operationAssociationRelationship, queryAccountAssociationRelationship, queryAllAccountAssociationRelationship } from '@portal/contract/calls/inquirers/relations';
import { userInfoVerify } from '@portal/contract/calls/inquirers/user-info';
import { ERRORS, type ErrorName } from '@portal/contract/errors';
import { enterprises, userEnterprises } from '../src/db/schema/identity.ts';
import { enterpriseInquirers, inquirerAccounts, inquirerChanges, ledgerAccounts } from '../src/db/schema/ledger.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Staff users (inquirers) with maker-checker and account relationships (issue 23 points 2, 3):
 * what directors, approvers and staff users of two enterprises can do and see, and that every
 * refusal has its own code and leaves the stored state as it was.
 */
let server: TestServer;
const E_A = 'E900000001';
const E_B = 'E900000002';

interface Person {
  tab: BrowserSession;
  userId: string;
  loginName: string;
  phone: string;
}

let serial = 0;
async function person(loginName: string): Promise<Person> {
  serial += 1;
  const phone = `1391000${String(1000 + serial)}`;
  await server.app.users.register({ userType: 'enterprise', realName: '测试用户', loginName, phone, password: 'Staff@2026x' });
  const user = (await server.app.users.findLiveByLogin(loginName))!;
  const tab = browserSession(server, undefined, { 'x-forwarded-for': `10.68.0.${serial}` });
  tab.setToken((await tab.call(passwordLogin, { loginName, password: tab.secret('Staff@2026x'), captchaVerification: await passSliderCaptcha(server) })).token);
  return { tab, userId: user.id, loginName, phone };
}

let dirA1: Person, dirA2: Person, apA: Person, dirB: Person;
let clerk1: Person, clerk2: Person, clerk3: Person, outsider: Person, staffB: Person;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
  const db = server.app.database.db;
  await db.insert(enterprises).values([
    { id: E_A, name: '甲方测试科技有限公司', creditCode: '91110000TESTA00001', authStatus: 'ST' },
    { id: E_B, name: '乙方测试贸易有限公司', creditCode: '91110000TESTB00002', authStatus: 'ST' },
  ]);
  [dirA1, dirA2, apA, dirB, clerk1, clerk2, clerk3, outsider, staffB] = await Promise.all(
    ['dir_a_one', 'dir_a_two', 'approver_a', 'dir_b_one', 'clerk_one', 'clerk_two', 'clerk_three', 'outsider_x', 'staff_b_one'].map(person),
  ) as [Person, Person, Person, Person, Person, Person, Person, Person, Person];
  await db.insert(userEnterprises).values([
    { userId: dirA1.userId, enterpriseId: E_A, role: 'director' },
    { userId: dirA2.userId, enterpriseId: E_A, role: 'director' },
    { userId: apA.userId, enterpriseId: E_A, role: 'approver' },
    { userId: dirB.userId, enterpriseId: E_B, role: 'director' },
  ]);
  const account = (accountNo: string, enterpriseId: string, accountName: string) => ({
    accountNo,
    enterpriseId,
    accountName,
    accountType: '0',
    openedOn: '2024-01-01',
    branchName: '测试支行',
  });
  await db.insert(ledgerAccounts).values([
    account('6228000000000001', E_A, '甲方基本户'),
    account('6228000000000002', E_A, '甲方一般户'),
    account('6228000000000003', E_A, '甲方专用户'),
    account('6228000000000009', E_B, '乙方基本户'),
  ]);
  await db.insert(enterpriseInquirers).values({ enterpriseId: E_B, userId: staffB.userId, userName: '乙方员工', userState: 'YX' });
}, 120_000);
afterAll(() => server.close());

/** Everything this area stores, to compare before and after a refusal. */
async function stored() {
  const db = server.app.database.db;
  return {
    inquirers: await db.select().from(enterpriseInquirers).orderBy(asc(enterpriseInquirers.enterpriseId), asc(enterpriseInquirers.userId)),
    changes: await db.select().from(inquirerChanges).orderBy(asc(inquirerChanges.id)),
    bindings: await db.select().from(inquirerAccounts).orderBy(asc(inquirerAccounts.userId), asc(inquirerAccounts.accountNo)),
  };
}

/** A call that must fail with `name`'s code and change nothing stored. */
async function refused(name: ErrorName | 'VALIDATION', call: () => Promise<unknown>, field?: string) {
  const before = await stored();
  const err = await failure(call());
  expect(err.code, err.message).toBe(ERRORS[name].code);
  if (field) expect(err.field).toBe(field);
  expect(await stored()).toEqual(before);
  return err;
}

const add = (maker: Person, who: Person, userName: string, extra: Record<string, string> = {}) =>
  maker.tab.call(operationInquirerInformation, {
    operationMark: 'add',
    applicatUserId: maker.userId,
    groupId: E_A,
    memberCustomerId: E_A,
    memberCustomerName: '甲方测试科技有限公司',
    userAccount: who.loginName,
    phone: who.phone,
    userName,
    ...extra,
  });
const op = (maker: Person, input: Record<string, unknown>) =>
  maker.tab.call(operationInquirerInformation, { applicatUserId: maker.userId, memberCustomerId: E_A, ...input } as never);
const decide = (checker: Person, changeId: string, decision: 'ST' | 'SJ', reason?: string) =>
  checker.tab.call(decideInquirerChange, { memberCustomerId: E_A, changeId, applicatUserId: checker.userId, decision, ...(reason ? { reason } : {}) });
const withdraw = (maker: Person, changeId: string) => maker.tab.call(withdrawInquirerChange, { memberCustomerId: E_A, changeId, applicatUserId: maker.userId });
const bind = (director: Person, who: Person, account: string, operationMark: 'add' | 'delete' = 'add', scope = E_A) =>
  director.tab.call(operationAssociationRelationship, {
    memberCustomerId: scope,
    queryMemberUserId: who.userId,
    account,
    applicatUserId: director.userId,
    operationMark,
    note: '日常查询',
  });

async function stateOf(who: Person, enterpriseId = E_A) {
  const [row] = await server.app.database.db
    .select()
    .from(enterpriseInquirers)
    .where(sql`${enterpriseInquirers.enterpriseId} = ${enterpriseId} and ${enterpriseInquirers.userId} = ${who.userId}`);
  return row ? { userName: row.userName, userState: row.userState } : undefined;
}
async function boundOf(who: Person) {
  const rows = await server.app.database.db.select({ a: inquirerAccounts.accountNo }).from(inquirerAccounts).where(eq(inquirerAccounts.userId, who.userId)).orderBy(asc(inquirerAccounts.accountNo));
  return rows.map((r) => r.a);
}

describe('userInfoVerify', () => {
  it('names the caller, their enterprise and role; a customer without a seat gets ENTERPRISE_NO_SEAT', async () => {
    const info = await dirA1.tab.call(userInfoVerify, {});
    expect(info).toMatchObject({ userId: dirA1.userId, groupId: E_A, memberCustomerId: E_A, memberCustomerName: '甲方测试科技有限公司', userAccount: 'dir_a_one', role: 'director' });
    expect((await apA.tab.call(userInfoVerify, { memberCustomerId: E_A })).role).toBe('approver');
    expect((await staffB.tab.call(userInfoVerify, {})).role).toBe('inquirer');
    expect((await failure(outsider.tab.call(userInfoVerify, {}))).code).toBe(ERRORS.ENTERPRISE_NO_SEAT.code);
    expect((await failure(dirB.tab.call(userInfoVerify, { memberCustomerId: E_A }))).code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
  });
});

describe('maker-checker on staff users', () => {
  it('adds a staff user: DX while pending, the maker cannot approve, another director approves (YX)', async () => {
    const change = await add(dirA1, clerk1, '孙一');
    expect(change).toMatchObject({ operationMark: 'add', status: 'DS', mine: true, targetDisplay: 'clerk_one (孙一)', makerAccount: 'dir_a_one' });
    expect(await stateOf(clerk1)).toEqual({ userName: '孙一', userState: 'DX' });
    const list = await dirA1.tab.call(queryInquirerInformation, { groupId: E_A, memberCustomerId: E_A, pageNo: 1, pageSize: 10 });
    expect(list.list.records).toEqual([expect.objectContaining({ userAccount: 'clerk_one', userName: '孙一', userState: 'DX', display: 'clerk_one (孙一)', pendingChangeId: change.changeId })]);
    expect(list).toMatchObject({ total: 1, count: 1 });

    await refused('INQUIRER_MAKER_CANNOT_CHECK', () => decide(dirA1, change.changeId, 'ST'), 'changeId');
    await refused('INQUIRER_MAKER_CANNOT_CHECK', () => decide(dirA1, change.changeId, 'SJ', '自己拒绝'));
    // Not a seat that may check: a staff user of another enterprise, a customer without a seat.
    await refused('ENTERPRISE_ROLE_REQUIRED', () => staffB.tab.call(decideInquirerChange, { changeId: change.changeId, applicatUserId: staffB.userId, decision: 'ST' }));
    await refused('ENTERPRISE_NO_SEAT', () => outsider.tab.call(decideInquirerChange, { changeId: change.changeId, applicatUserId: outsider.userId, decision: 'ST' }));

    const approved = await decide(dirA2, change.changeId, 'ST');
    expect(approved).toMatchObject({ status: 'ST', checkerAccount: 'dir_a_two', mine: false });
    expect(await stateOf(clerk1)).toEqual({ userName: '孙一', userState: 'YX' });
    expect((await clerk1.tab.call(userInfoVerify, {})).role).toBe('inquirer');
    await refused('INQUIRER_CHANGE_NOT_PENDING', () => decide(apA, change.changeId, 'SJ', '重复审核'));
  });

  it('the database itself refuses a checker who is the maker', async () => {
    const [row] = await server.app.database.db.select().from(inquirerChanges).limit(1);
    await expect(server.app.database.db.update(inquirerChanges).set({ checkerId: row!.makerId }).where(eq(inquirerChanges.id, row!.id))).rejects.toThrow();
  });

  it('refuses bad adds with their own code and message, changing nothing', async () => {
    const mismatch = await refused('INQUIRER_USER_MISMATCH', () => add(dirA1, { ...clerk2, phone: '13912345678' }, '孙二'), 'userAccount');
    const unknown = await refused('INQUIRER_USER_MISMATCH', () => add(dirA1, { ...clerk2, loginName: 'nobody_here' }, '孙二'));
    // One message for either part, so a director cannot probe who is registered.
    expect(unknown.message).toBe(mismatch.message);
    await refused('INQUIRER_ALREADY_STAFF', () => add(dirA1, clerk1, '孙一'));
    await refused('INQUIRER_IS_DIRECTOR', () => add(dirA1, dirA2, '主管'));
    await refused('INQUIRER_IS_DIRECTOR', () => add(dirA1, apA, '复核'));
    await refused('INQUIRER_APPLICANT_MISMATCH', () => op(dirA1, { operationMark: 'add', applicatUserId: dirA2.userId, userAccount: 'clerk_two', phone: clerk2.phone, userName: '孙二' }), 'applicatUserId');
    await refused('ENTERPRISE_ROLE_REQUIRED', () => add(apA, clerk2, '孙二'));
    await refused('ENTERPRISE_SEAT_NOT_FOUND', () => add(dirB, clerk2, '孙二'));
    const badName = await refused('VALIDATION', () => add(dirA1, { ...clerk2, loginName: '1bad' }, '孙二'));
    expect(badName.message).toContain('登录名');
    expect((await refused('VALIDATION', () => add(dirA1, { ...clerk2, phone: '12345' }, '孙二'))).message).toContain('手机号');
    expect((await refused('VALIDATION', () => add(dirA1, clerk2, ''))).message).toContain('姓名');
  });

  it('a rejected add (with a reason) or a withdrawn add removes the user again', async () => {
    const c = await add(dirA1, clerk2, '孙二');
    expect((await refused('VALIDATION', () => decide(apA, c.changeId, 'SJ'))).message).toContain('拒绝原因');
    const rejected = await decide(apA, c.changeId, 'SJ', '信息有误');
    expect(rejected).toMatchObject({ status: 'SJ', rejectReason: '信息有误', checkerAccount: 'approver_a' });
    expect(await stateOf(clerk2)).toBeUndefined();

    const again = await add(dirA1, clerk2, '孙二');
    await refused('INQUIRER_WITHDRAW_NOT_MAKER', () => withdraw(dirA2, again.changeId));
    expect(await withdraw(dirA1, again.changeId)).toMatchObject({ status: 'YC', checkerAccount: null });
    expect(await stateOf(clerk2)).toBeUndefined();
    await refused('INQUIRER_CHANGE_NOT_PENDING', () => withdraw(dirA1, again.changeId));

    const third = await add(dirA1, clerk2, '孙二');
    await decide(apA, third.changeId, 'ST');
    expect(await stateOf(clerk2)).toEqual({ userName: '孙二', userState: 'YX' });
  });

  it('refuses a second pending operation on the same staff user, also when two arrive at once', async () => {
    const c = await op(dirA1, { operationMark: 'modify', queryMemberUserId: clerk2.userId, userName: '孙二丫' });
    await refused('INQUIRER_PENDING_EXISTS', () => op(dirA2, { operationMark: 'delete', queryMemberUserId: clerk2.userId }));
    await refused('INQUIRER_PENDING_EXISTS', () => op(dirA1, { operationMark: 'modify', queryMemberUserId: clerk2.userId, userName: '孙二妹' }));
    await withdraw(dirA1, c.changeId);
    const results = await Promise.allSettled([
      op(dirA1, { operationMark: 'modify', queryMemberUserId: clerk2.userId, userName: '并发甲' }),
      op(dirA2, { operationMark: 'modify', queryMemberUserId: clerk2.userId, userName: '并发乙' }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((r) => (r.reason as { code: number }).code)).toEqual([ERRORS.INQUIRER_PENDING_EXISTS.code]);
    const pending = await dirA1.tab.call(queryInquirerChanges, { memberCustomerId: E_A, pending: true });
    expect(pending.list.records).toHaveLength(1);
    const mine = pending.list.records[0]!;
    await withdraw(mine.makerId === dirA1.userId ? dirA1 : dirA2, mine.changeId);
  });

  it('modifies a name on approval; a modify that changes nothing is refused', async () => {
    await refused('INQUIRER_NOTHING_CHANGED', () => op(dirA1, { operationMark: 'modify', queryMemberUserId: clerk2.userId, userName: '孙二' }));
    expect((await refused('VALIDATION', () => op(dirA1, { operationMark: 'modify', queryMemberUserId: clerk2.userId }))).message).toContain('姓名或状态');
    const c = await op(dirA1, { operationMark: 'modify', queryMemberUserId: clerk2.userId, userName: '孙小二' });
    expect(c.detail).toContain('孙小二');
    expect(await stateOf(clerk2)).toEqual({ userName: '孙二', userState: 'YX' });
    await decide(dirA2, c.changeId, 'ST');
    expect(await stateOf(clerk2)).toEqual({ userName: '孙小二', userState: 'YX' });
  });

  it('delete: DS while pending (still queries), rejected back to YX, approved WX with bindings ended; rollback restores both', async () => {
    await bind(dirA1, clerk1, '6228000000000001');
    await bind(dirA1, clerk1, '6228000000000002');
    const d = await op(dirA1, { operationMark: 'delete', queryMemberUserId: clerk1.userId, note: '调岗' });
    expect(await stateOf(clerk1)).toEqual({ userName: '孙一', userState: 'DS' });
    expect((await clerk1.tab.call(userInfoVerify, {})).role).toBe('inquirer');
    await decide(apA, d.changeId, 'SJ', '暂不删除');
    expect(await stateOf(clerk1)).toEqual({ userName: '孙一', userState: 'YX' });

    const d2 = await op(dirA1, { operationMark: 'delete', queryMemberUserId: clerk1.userId });
    await decide(apA, d2.changeId, 'ST');
    expect(await stateOf(clerk1)).toEqual({ userName: '孙一', userState: 'WX' });
    expect(await boundOf(clerk1)).toEqual([]);
    expect((await failure(clerk1.tab.call(userInfoVerify, {}))).code).toBe(ERRORS.ENTERPRISE_NO_SEAT.code);
    await refused('INQUIRER_WRONG_STATE', () => op(dirA1, { operationMark: 'delete', queryMemberUserId: clerk1.userId }));
    await refused('INQUIRER_NOT_BINDABLE', () => bind(dirA1, clerk1, '6228000000000001'));

    const history = await dirA1.tab.call(queryInquirerChanges, { memberCustomerId: E_A, pending: false });
    const approvedDelete = history.list.records.find((r) => r.changeId === d2.changeId)!;
    expect(approvedDelete).toMatchObject({ status: 'ST', canRollback: true });
    // An approver checks but never submits, so the history offers them no rollback.
    expect((await apA.tab.call(queryInquirerChanges, { memberCustomerId: E_A, pending: false })).list.records.find((r) => r.changeId === d2.changeId)?.canRollback).toBe(false);

    const rb = await op(dirA2, { operationMark: 'rollback', changeId: d2.changeId });
    expect(rb).toMatchObject({ operationMark: 'rollback', status: 'DS' });
    expect(await stateOf(clerk1)).toEqual({ userName: '孙一', userState: 'WX' });
    await refused('INQUIRER_MAKER_CANNOT_CHECK', () => decide(dirA2, rb.changeId, 'ST'));
    await decide(dirA1, rb.changeId, 'ST');
    expect(await stateOf(clerk1)).toEqual({ userName: '孙一', userState: 'YX' });
    expect(await boundOf(clerk1)).toEqual(['6228000000000001', '6228000000000002']);
    // A rollback is not rolled back, and only the latest approved change is.
    await refused('INQUIRER_ROLLBACK_REFUSED', () => op(dirA1, { operationMark: 'rollback', changeId: rb.changeId }), 'changeId');
    await refused('INQUIRER_ROLLBACK_REFUSED', () => op(dirA1, { operationMark: 'rollback', changeId: d2.changeId }));
    await refused('INQUIRER_ROLLBACK_REFUSED', () => op(dirA1, { operationMark: 'rollback', changeId: d.changeId }));
  });

  it('replace hands the bindings to another staff user on approval, and its rollback hands them back', async () => {
    await bind(dirA1, clerk2, '6228000000000003');
    await refused('INQUIRER_REPLACE_TARGET', () => op(dirA1, { operationMark: 'replace', queryMemberUserId: clerk1.userId, replaceUserId: clerk1.userId }), 'replaceUserId');
    await refused('INQUIRER_REPLACE_TARGET', () => op(dirA1, { operationMark: 'replace', queryMemberUserId: clerk1.userId, replaceUserId: staffB.userId }));
    const r = await op(dirA1, { operationMark: 'replace', queryMemberUserId: clerk1.userId, replaceUserId: clerk2.userId });
    expect(r.detail).toContain('clerk_two (孙小二)');
    expect(await boundOf(clerk1)).toEqual(['6228000000000001', '6228000000000002']);
    await decide(apA, r.changeId, 'ST');
    expect(await boundOf(clerk1)).toEqual([]);
    expect(await boundOf(clerk2)).toEqual(['6228000000000001', '6228000000000002', '6228000000000003']);
    const rb = await op(dirA1, { operationMark: 'rollback', changeId: r.changeId });
    await decide(dirA2, rb.changeId, 'ST');
    expect(await boundOf(clerk1)).toEqual(['6228000000000001', '6228000000000002']);
    expect(await boundOf(clerk2)).toEqual(['6228000000000003']);
  });

  it('a rolled-back add leaves the user no staff user (WX) without bindings', async () => {
    const c = await add(dirA1, clerk3, '孙三');
    await decide(dirA2, c.changeId, 'ST');
    await bind(dirA1, clerk3, '6228000000000003');
    const rb = await op(dirA1, { operationMark: 'rollback', changeId: c.changeId });
    await decide(dirA2, rb.changeId, 'ST');
    expect(await stateOf(clerk3)).toEqual({ userName: '孙三', userState: 'WX' });
    expect(await boundOf(clerk3)).toEqual([]);
    // Invalid staff users may be added again.
    const again = await add(dirA1, clerk3, '孙三三');
    expect(await stateOf(clerk3)).toEqual({ userName: '孙三三', userState: 'DX' });
    await refused('INQUIRER_NOT_BINDABLE', () => bind(dirA1, clerk3, '6228000000000003'));
    await decide(apA, again.changeId, 'SJ', '不再需要');
    expect(await stateOf(clerk3)).toEqual({ userName: '孙三', userState: 'WX' });
  });

  it('lists filter by state and by login name or name, paged', async () => {
    const valid = await dirA1.tab.call(queryInquirerInformation, { memberCustomerId: E_A, userState: 'YX' });
    expect(valid.list.records.map((r) => r.userAccount)).toEqual(['clerk_one', 'clerk_two']);
    expect((await dirA1.tab.call(queryInquirerInformation, { memberCustomerId: E_A, userState: 'WX' })).list.records.map((r) => r.display)).toEqual(['clerk_three (孙三)']);
    expect((await apA.tab.call(queryInquirerInformation, { memberCustomerId: E_A, userAccount: '小二' })).list.records.map((r) => r.userAccount)).toEqual(['clerk_two']);
    const page2 = await dirA1.tab.call(queryInquirerInformation, { memberCustomerId: E_A, pageNo: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, count: 1, pageNo: 2, pageSize: 2 });
    await refused('ENTERPRISE_ROLE_REQUIRED', () => clerk1.tab.call(queryInquirerInformation, {}));
    expect((await refused('VALIDATION', () => dirA1.tab.call(queryInquirerInformation, { userState: 'XX' as never }))).code).toBe(ERRORS.VALIDATION.code);
  });
});

describe('account relationships', () => {
  it('binds and unbinds accounts of the enterprise to valid staff users, each refusal with its own code', async () => {
    await refused('INQUIRER_ACCOUNT_ALREADY_BOUND', () => bind(dirA1, clerk1, '6228000000000001'), 'account');
    await refused('INQUIRER_ACCOUNT_NOT_BOUND', () => bind(dirA1, clerk1, '6228000000000003', 'delete'), 'account');
    await refused('ENTERPRISE_ACCOUNT_NOT_FOUND', () => bind(dirA1, clerk1, '6228000000000009'), 'account');
    await refused('ENTERPRISE_ACCOUNT_NOT_FOUND', () => bind(dirA1, clerk1, '6228999999999999'));
    await refused('INQUIRER_NOT_FOUND', () => bind(dirA1, outsider, '6228000000000001'), 'queryMemberUserId');
    await refused('INQUIRER_NOT_FOUND', () => bind(dirA1, staffB, '6228000000000001'));
    await refused('ENTERPRISE_ROLE_REQUIRED', () => bind(apA, clerk1, '6228000000000003'));
    await refused('ENTERPRISE_ROLE_REQUIRED', () => bind(clerk1, clerk1, '6228000000000003'));
    await refused('INQUIRER_APPLICANT_MISMATCH', () => dirA1.tab.call(operationAssociationRelationship, { queryMemberUserId: clerk1.userId, account: '6228000000000003', applicatUserId: dirA2.userId, operationMark: 'add' }));
    expect((await refused('VALIDATION', () => bind(dirA1, clerk1, '账户'))).message).toBe('请选择账户');

    expect(await bind(dirA1, clerk1, '6228000000000003')).toEqual({ account: '6228000000000003', queryMemberUserId: clerk1.userId, bindStatus: 'YB' });
    expect(await bind(dirA2, clerk1, '6228000000000003', 'delete')).toMatchObject({ bindStatus: 'WB' });
    expect(await boundOf(clerk1)).toEqual(['6228000000000001', '6228000000000002']);
  });

  it('lists one staff user’s accounts bound (the default) or not, and the whole enterprise for a director', async () => {
    const bound = await dirA1.tab.call(queryAccountAssociationRelationship, { memberCustomerId: E_A, queryMemberUserId: clerk1.userId });
    expect(bound.bindStatus).toBe('YB');
    expect(bound.list.records.map((r) => [r.account, r.bindStatus, r.note])).toEqual([
      ['6228000000000001', 'YB', '日常查询'],
      ['6228000000000002', 'YB', '日常查询'],
    ]);
    const unbound = await apA.tab.call(queryAccountAssociationRelationship, { queryMemberUserId: clerk1.userId, bindStatus: 'WB' });
    expect(unbound.list.records.map((r) => r.account)).toEqual(['6228000000000003']);
    // A staff user sees their own bindings, never another's.
    expect((await clerk1.tab.call(queryAccountAssociationRelationship, {})).total).toBe(2);
    await refused('INQUIRER_NOT_FOUND', () => clerk1.tab.call(queryAccountAssociationRelationship, { queryMemberUserId: clerk2.userId }));
    await refused('INQUIRER_NOT_FOUND', () => dirA1.tab.call(queryAccountAssociationRelationship, { queryMemberUserId: staffB.userId }));

    const all = await dirA1.tab.call(queryAllAccountAssociationRelationship, { groupId: E_A, memberCustomerId: E_A });
    expect(all.groupAccount.map((a) => a.account)).toEqual(['6228000000000001', '6228000000000002', '6228000000000003']);
    expect(all.accountRelationship.map((r) => `${r.userAccount} ${r.account}`)).toEqual([
      'clerk_one 6228000000000001',
      'clerk_one 6228000000000002',
      'clerk_two 6228000000000003',
    ]);
    expect((await apA.tab.call(queryAllAccountAssociationRelationship, {})).groupAccount).toEqual([]);
    await refused('ENTERPRISE_ROLE_REQUIRED', () => clerk1.tab.call(queryAllAccountAssociationRelationship, {}));
  });
});

describe('another enterprise (IDOR)', () => {
  it('never sees or changes the other enterprise’s staff users, changes or accounts', async () => {
    const [change] = await server.app.database.db.select().from(inquirerChanges).where(eq(inquirerChanges.enterpriseId, E_A)).limit(1);
    await refused('ENTERPRISE_SEAT_NOT_FOUND', () => dirB.tab.call(queryInquirerInformation, { memberCustomerId: E_A }));
    await refused('ENTERPRISE_SEAT_NOT_FOUND', () => dirB.tab.call(queryInquirerChanges, { groupId: E_A, pending: false }));
    await refused('ENTERPRISE_SEAT_NOT_FOUND', () => dirB.tab.call(queryInquirerInformation, { groupId: E_B, memberCustomerId: E_A }), 'groupId');
    await refused('INQUIRER_CHANGE_NOT_FOUND', () => dirB.tab.call(decideInquirerChange, { changeId: change!.id, applicatUserId: dirB.userId, decision: 'ST' }));
    await refused('INQUIRER_CHANGE_NOT_FOUND', () => dirB.tab.call(withdrawInquirerChange, { changeId: change!.id, applicatUserId: dirB.userId }));
    await refused('INQUIRER_CHANGE_NOT_FOUND', () => dirB.tab.call(operationInquirerInformation, { operationMark: 'rollback', changeId: change!.id, applicatUserId: dirB.userId }));
    await refused('INQUIRER_NOT_FOUND', () => dirB.tab.call(operationInquirerInformation, { operationMark: 'delete', queryMemberUserId: clerk1.userId, applicatUserId: dirB.userId }));
    await refused('INQUIRER_NOT_FOUND', () => bind(dirB, clerk1, '6228000000000009', 'add', E_B));
    await refused('ENTERPRISE_ACCOUNT_NOT_FOUND', () => bind(dirB, staffB, '6228000000000001', 'add', E_B));
    await refused('INQUIRER_NOT_FOUND', () => dirB.tab.call(queryAccountAssociationRelationship, { queryMemberUserId: clerk1.userId }));
    const own = await dirB.tab.call(queryInquirerInformation, {});
    expect(own.list.records.map((r) => r.userAccount)).toEqual(['staff_b_one']);
    expect((await dirB.tab.call(queryInquirerChanges, { pending: false })).total).toBe(0);
    expect((await dirB.tab.call(queryAllAccountAssociationRelationship, {})).groupAccount.map((a) => a.account)).toEqual(['6228000000000009']);
  });
});

describe('dictionary code query', () => {
  it('answers the code maps with their labels', async () => {
    const all = await clerk1.tab.call(queryDictionaryCode, {});
    expect(Object.keys(all).sort()).toEqual(['ACCOUNT_TYPE', 'BIND_STATUS', 'BORROW_TAG', 'PROCESS_STATUS', 'USER_STATUS']);
    expect(all.USER_STATUS).toContainEqual({ code: 'DX', label: '待生效' });
    expect(await clerk1.tab.call(queryDictionaryCode, { dictTypes: ['BIND_STATUS'] })).toEqual({
      BIND_STATUS: [
        { code: 'YB', label: '已绑定' },
        { code: 'WB', label: '未绑定' },
      ],
    });
  });
});
