import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiAdminGrant, openApiAdminList, openApiAdminRevoke } from '@portal/contract/calls/open-platform/apply/admins';
import { OPEN_API_AGREEMENT } from '@portal/contract/calls/open-platform/apply/agreement';
import {
  openApiApplicationDetail,
  openApiApplicationList,
  openApiApplicationWithdraw,
  openApiApply,
  openApiApplyOptions,
  openApiProductionRequest,
} from '@portal/contract/calls/open-platform/apply/applications';
import { callbackUrlProblem } from '@portal/contract/calls/open-platform/apply/callback-url';
import { operatorOpenApiApplication, operatorOpenApiApplications, operatorOpenApiReview } from '@portal/contract/calls/open-platform/apply/review-console';
import { openApiEnterprises } from '@portal/contract/calls/open-platform/apply/enterprises';
import { openApiServiceSetting, openApiServiceSettingSave } from '@portal/contract/calls/open-platform/apply/service-setting';
import { ERRORS } from '@portal/contract/errors';
import { auditLog } from '../src/db/schema/console.ts';
import { openApiApplications, openApiNotifications } from '../src/db/schema/index.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { beijingDate } from '../src/lib/china-time.ts';
import { grantedApiCodes } from '../src/modules/open-platform/grants.ts';
import { createStaffAccount } from '../src/modules/staff/create-account.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { rightsWorld } from './support/rights-world.ts';
import { logInStaff } from './support/staff-login.ts';
import { seatDirector } from './support/statement-ledger.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 26 points 2 and 5: a director applies for APIs (each refusal its own code), operators
 * review in two stages where the sandbox's reviewer never decides production, customers never
 * reach the review calls, each stage moves once, enterprises see only their own orders; the
 * director names API administrators; managers keep the service setting.
 */

let server: TestServer;
let world: Awaited<ReturnType<typeof rightsWorld>>;
let checker: BrowserSession;
let agent: BrowserSession;
const db = () => server.app.database.db;
const version = OPEN_API_AGREEMENT.version;
const today = beijingDate().replaceAll('-', '');
const orders = async () => (await db().select({ n: count() }).from(openApiApplications))[0]!.n;
const apply = (tab: BrowserSession, apiCodes: string[], extra: Partial<{ agreementAccepted: boolean; agreementVersion: string; purpose: string }> = {}) =>
  tab.call(openApiApply, { apiCodes, purpose: '对接企业财务系统查询余额与明细', agreementAccepted: true, agreementVersion: version, ...extra });

beforeAll(async () => {
  server = await startTestServer();
  world = await rightsWorld(server, 'oap');
  await createStaffAccount(db(), { loginName: 'checker02', displayName: '运营人员 复核', role: 'operator', password: 'Check@2026' });
  checker = browserSession(server);
  await logInStaff(server, checker, { loginName: 'checker02', password: 'Check@2026' });
  agent = browserSession(server);
  await logInStaff(server, agent, DEMO_STAFF[0]);
}, 60_000);
afterAll(() => server.close());

describe('applying', () => {
  it('refuses each mistake with its own code and message, storing nothing', async () => {
    // Each call starts when its case is checked: a refusal waiting unobserved is an unhandled rejection.
    const cases: [() => Promise<unknown>, keyof typeof ERRORS, string][] = [
      [() => apply(world.director, []), 'OPEN_API_APPLY_NO_API', 'apiCodes'],
      [() => apply(world.director, ['account.balance', 'account.teleport']), 'OPEN_API_APPLY_UNKNOWN_API', 'apiCodes'],
      [() => apply(world.director, ['account.balance'], { agreementAccepted: false }), 'OPEN_API_APPLY_AGREEMENT', 'agreementAccepted'],
      [() => apply(world.director, ['account.balance'], { agreementVersion: '2020-01-v0' }), 'OPEN_API_AGREEMENT_OUTDATED', 'agreementAccepted'],
    ];
    for (const [call, name, field] of cases) {
      const err = await failure(call());
      expect(err.code, name).toBe(ERRORS[name].code);
      expect(err.message).toBe(ERRORS[name].msg);
      expect(err.field).toBe(field);
    }
    const purpose = await failure(apply(world.director, ['account.balance'], { purpose: '查' }));
    expect([purpose.code, purpose.field, purpose.message]).toEqual([ERRORS.VALIDATION.code, 'purpose', '请填写5至200个字的申请用途']);
    expect(await orders()).toBe(0);
  });

  it('is for the director only; other seats read', async () => {
    const err = await failure(apply(world.inquirer, ['account.balance']));
    expect(err.code).toBe(ERRORS.ENTERPRISE_ROLE_REQUIRED.code);
    expect(await world.inquirer.call(openApiApplyOptions, {})).toMatchObject({ isDirector: false, granted: [], pending: [] });
    expect((await failure(apply(world.seatless, ['account.balance']))).code).toBe(ERRORS.ENTERPRISE_NO_SEAT.code);
    expect(await orders()).toBe(0);
  });

  it('submits an order YQ+date+sequence; an API pending or granted cannot be asked for again', async () => {
    const { application } = await apply(world.director, ['account.transactions', 'account.balance', 'account.balance']);
    expect(application.orderNo).toBe(`YQ${today}000001`);
    expect(application).toMatchObject({ status: 'submitted', productionStatus: 'none', apiCodes: ['account.balance', 'account.transactions'], agreementVersion: version });
    expect(application.timeline.map((s) => s.kind)).toEqual(['submitted']);
    expect(await world.director.call(openApiApplyOptions, {})).toMatchObject({ isDirector: true, pending: ['account.balance', 'account.transactions'] });
    const dup = await failure(apply(world.director, ['payment.status', 'account.balance']));
    expect([dup.code, dup.field]).toEqual([ERRORS.OPEN_API_APPLY_DUPLICATE.code, 'apiCodes']);
    expect(dup.message).toContain('账户余额查询');
    // Another enterprise is not held by these.
    const theirs = await apply(world.otherDirector, ['account.balance']);
    expect(theirs.application.orderNo).toBe(`YQ${today}000002`);
  });

  it('another enterprise never sees or touches the order (IDOR)', async () => {
    const mine = (await world.director.call(openApiApplicationList, {})).records[0]!;
    for (const call of [openApiApplicationDetail, openApiApplicationWithdraw, openApiProductionRequest] as const) {
      const err = await failure(world.otherDirector.call(call, { id: mine.id }));
      expect([err.code, err.message]).toEqual([ERRORS.OPEN_API_APPLICATION_NOT_FOUND.code, '未找到该申请订单']);
    }
    expect((await failure(world.otherDirector.call(openApiApplicationList, { memberCustomerId: world.mine }))).code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
    const theirList = await world.otherDirector.call(openApiApplicationList, {});
    expect(theirList.records.map((r) => r.enterpriseId)).toEqual([world.theirs]);
    expect((await world.director.call(openApiApplicationDetail, { id: mine.id })).application.status).toBe('submitted');
  });
});

describe('reviewing', () => {
  let id = '';
  beforeAll(async () => {
    id = (await world.director.call(openApiApplicationList, { orderNo: `YQ${today}000001` })).records[0]!.id;
  });

  it('no customer, not even the enterprise director or its API admin, nor an agent, can call a review', async () => {
    await world.director.call(openApiAdminGrant, { userId: world.users.inquirer.id });
    for (const tab of [world.director, world.inquirer, world.otherDirector, agent]) {
      for (const [call, input] of [
        [operatorOpenApiReview, { id, stage: 'sandbox', decision: 'approve' }],
        [operatorOpenApiApplications, {}],
        [operatorOpenApiApplication, { id }],
      ] as const) {
        const err = await failure(tab.call(call as typeof operatorOpenApiReview, input as never));
        expect(err.code).toBe(ERRORS.WRONG_ROLE.code);
      }
    }
    expect((await world.director.call(openApiApplicationDetail, { id })).application.status).toBe('submitted');
    await world.director.call(openApiAdminRevoke, { userId: world.users.inquirer.id });
  });

  it('the console lists waiting orders; a rejection needs a reason', async () => {
    const waiting = await world.ops.call(operatorOpenApiApplications, {});
    expect(waiting.records.map((r) => r.orderNo)).toContain(`YQ${today}000001`);
    const byName = await world.ops.call(operatorOpenApiApplications, { keyword: '鼎信', queue: 'all' });
    expect(byName.records.map((r) => r.enterpriseName)).toEqual(['鼎信权益测试有限公司']);
    const err = await failure(world.ops.call(operatorOpenApiReview, { id, stage: 'sandbox', decision: 'reject', reason: '  ' }));
    expect([err.code, err.field, err.message]).toEqual([ERRORS.OPEN_API_REVIEW_REASON.code, 'reason', '请填写拒绝原因']);
  });

  it('approves the sandbox once: audited, notified, granted; a second decision conflicts', async () => {
    const { application } = await world.ops.call(operatorOpenApiReview, { id, stage: 'sandbox', decision: 'approve' });
    expect(application).toMatchObject({ status: 'approved', sandboxDecidedByMe: true });
    expect(application.timeline.map((s) => [s.kind, s.by])).toEqual([
      ['submitted', 'oap_director'],
      ['approved', DEMO_STAFF[2].displayName],
    ]);
    for (const [tab, decision] of [
      [world.ops, 'reject'],
      [checker, 'approve'],
    ] as const) {
      const again = await failure(tab.call(operatorOpenApiReview, { id, stage: 'sandbox', decision, reason: '重复' }));
      expect(again.code).toBe(ERRORS.OPEN_API_REVIEW_DECIDED.code);
    }
    expect(await grantedApiCodes(db(), world.mine, 'sandbox')).toEqual(['account.balance', 'account.transactions']);
    expect(await grantedApiCodes(db(), world.mine, 'production')).toEqual([]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityKey, id));
    expect(audit.map((a) => [a.action, a.staffName])).toEqual([['sandbox-approve', DEMO_STAFF[2].displayName]]);
    const notes = await db().select().from(openApiNotifications).where(eq(openApiNotifications.enterpriseId, world.mine));
    expect(notes.map((n) => n.title)).toEqual([`申请订单 YQ${today}000001 沙箱阶段审核通过`]);
    const dup = await failure(apply(world.director, ['account.balance']));
    expect(dup.code).toBe(ERRORS.OPEN_API_APPLY_DUPLICATE.code);
  });

  it('production: requested by the director once, never decided by the sandbox reviewer, decided once by another operator', async () => {
    const early = await failure(checker.call(operatorOpenApiReview, { id, stage: 'production', decision: 'approve' }));
    expect(early.code).toBe(ERRORS.OPEN_API_PRODUCTION_NOT_REQUESTED.code);
    expect((await failure(world.inquirer.call(openApiProductionRequest, { id }))).code).toBe(ERRORS.ENTERPRISE_ROLE_REQUIRED.code);
    const requested = await world.director.call(openApiProductionRequest, { id });
    expect(requested.application.productionStatus).toBe('requested');
    expect((await failure(world.director.call(openApiProductionRequest, { id }))).code).toBe(ERRORS.OPEN_API_PRODUCTION_NOT_ALLOWED.code);

    for (const decision of ['approve', 'reject'] as const) {
      const same = await failure(world.ops.call(operatorOpenApiReview, { id, stage: 'production', decision, reason: '自审' }));
      expect([same.code, same.message]).toEqual([ERRORS.OPEN_API_REVIEW_SAME_OPERATOR.code, ERRORS.OPEN_API_REVIEW_SAME_OPERATOR.msg]);
    }
    expect((await world.ops.call(operatorOpenApiApplication, { id })).application.sandboxDecidedByMe).toBe(true);
    expect((await checker.call(operatorOpenApiApplication, { id })).application.sandboxDecidedByMe).toBe(false);
    const { application } = await checker.call(operatorOpenApiReview, { id, stage: 'production', decision: 'approve' });
    expect(application.productionStatus).toBe('approved');
    expect(application.timeline.map((s) => [s.kind, s.by])).toEqual([
      ['submitted', 'oap_director'],
      ['approved', DEMO_STAFF[2].displayName],
      ['production_requested', 'oap_director'],
      ['production_approved', '运营人员 复核'],
    ]);
    expect((await failure(checker.call(operatorOpenApiReview, { id, stage: 'production', decision: 'reject', reason: '再审' }))).code).toBe(ERRORS.OPEN_API_REVIEW_DECIDED.code);
    expect(await grantedApiCodes(db(), world.mine, 'production')).toEqual(['account.balance', 'account.transactions']);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityKey, id));
    expect(audit.map((a) => [a.action, a.staffName])).toContainEqual(['production-approve', '运营人员 复核']);
  });

  it('a rejection carries its reason to the enterprise; a withdrawn order cannot be reviewed', async () => {
    const { application: a } = await apply(world.director, ['payroll.batch'], { purpose: '代发工资批量提交' });
    const { application: rejected } = await checker.call(operatorOpenApiReview, { id: a.id, stage: 'sandbox', decision: 'reject', reason: '请补充代发协议编号' });
    expect(rejected.status).toBe('rejected');
    const seen = (await world.director.call(openApiApplicationDetail, { id: a.id })).application;
    expect(seen.timeline.at(-1)).toMatchObject({ kind: 'rejected', reason: '请补充代发协议编号', by: '运营人员 复核' });
    // A rejected API may be applied for again, and withdrawn while waiting.
    const { application: b } = await apply(world.director, ['payroll.batch'], { purpose: '代发工资批量提交（补充材料）' });
    expect((await failure(world.inquirer.call(openApiApplicationWithdraw, { id: b.id }))).code).toBe(ERRORS.ENTERPRISE_ROLE_REQUIRED.code);
    expect((await world.director.call(openApiApplicationWithdraw, { id: b.id })).application.status).toBe('withdrawn');
    expect((await failure(world.director.call(openApiApplicationWithdraw, { id: b.id }))).code).toBe(ERRORS.OPEN_API_APPLICATION_NOT_WITHDRAWABLE.code);
    expect((await failure(world.ops.call(operatorOpenApiReview, { id: b.id, stage: 'sandbox', decision: 'approve' }))).code).toBe(ERRORS.OPEN_API_REVIEW_DECIDED.code);
  });

  it('the order query filters by order number, status, API and dates, and pages', async () => {
    const all = await world.inquirer.call(openApiApplicationList, {});
    expect(all.total).toBe(3);
    expect((await world.director.call(openApiApplicationList, { status: 'withdrawn' })).records.map((r) => r.status)).toEqual(['withdrawn']);
    expect((await world.director.call(openApiApplicationList, { apiCode: 'account.transactions' })).total).toBe(1);
    expect((await world.director.call(openApiApplicationList, { orderNo: `yq${today}` })).total).toBe(3);
    expect((await world.director.call(openApiApplicationList, { dateFrom: beijingDate(), dateTo: beijingDate() })).total).toBe(3);
    expect((await world.director.call(openApiApplicationList, { dateTo: '2020-01-01' })).total).toBe(0);
    const page2 = await world.director.call(openApiApplicationList, { pageSize: 2, pageNo: 2 });
    expect([page2.total, page2.records.length]).toEqual([3, 1]);
    expect((await failure(world.director.call(openApiApplicationList, { dateFrom: '2026-02-30' }))).field).toBe('dateFrom');
  });
});

describe('API administrators', () => {
  it('only the director names them, from the enterprise seats; every seat sees them; changes recorded', async () => {
    const before = await world.inquirer.call(openApiAdminList, {});
    expect(before).toMatchObject({ isDirector: false, candidates: [] });
    expect((await failure(world.inquirer.call(openApiAdminGrant, { userId: world.users.inquirer.id }))).code).toBe(ERRORS.ENTERPRISE_ROLE_REQUIRED.code);
    const listed = await world.director.call(openApiAdminList, {});
    expect(listed.candidates.map((c) => c.userAccount)).toEqual(['oap_inquirer']);
    for (const userId of [world.users.nobody.id, world.users.other.id]) {
      const err = await failure(world.director.call(openApiAdminGrant, { userId }));
      expect([err.code, err.field]).toEqual([ERRORS.OPEN_API_ADMIN_CANDIDATE_NOT_FOUND.code, 'userId']);
    }
    expect((await failure(world.director.call(openApiAdminGrant, { userId: world.users.director.id }))).code).toBe(ERRORS.OPEN_API_ADMIN_IS_DIRECTOR.code);
    await world.director.call(openApiAdminGrant, { userId: world.users.inquirer.id });
    expect((await failure(world.director.call(openApiAdminGrant, { userId: world.users.inquirer.id }))).code).toBe(ERRORS.OPEN_API_ADMIN_EXISTS.code);
    const after = await world.inquirer.call(openApiAdminList, {});
    expect(after.admins.map((a) => [a.userAccount, a.role, a.grantedBy])).toEqual([['oap_inquirer', 'inquirer', 'oap_director']]);
    expect((await failure(world.otherDirector.call(openApiAdminRevoke, { userId: world.users.inquirer.id }))).code).toBe(ERRORS.OPEN_API_ADMIN_NOT_FOUND.code);
    expect(after.changes.map((c) => [c.action, c.userAccount, c.by])).toEqual([
      ['grant', 'oap_inquirer', 'oap_director'],
      ['revoke', 'oap_inquirer', 'oap_director'],
      ['grant', 'oap_inquirer', 'oap_director'],
    ]);
  });
});

describe('service setting', () => {
  const setting = { callbackUrl: 'https://erp.dingxin.example.com/bank/notify', notifications: { review_result: true, key_expiry: true, call_alert: false }, contacts: [{ name: '吴查询', phone: '13800138000', email: 'wu@dingxin.example.com' }] };

  it('is for the director and named API admins only', async () => {
    expect((await failure(world.otherDirector.call(openApiServiceSetting, { memberCustomerId: world.mine }))).code).toBe(ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code);
    await world.director.call(openApiAdminRevoke, { userId: world.users.inquirer.id });
    expect((await failure(world.inquirer.call(openApiServiceSettingSave, setting))).code).toBe(ERRORS.OPEN_API_MANAGER_REQUIRED.code);
    await world.director.call(openApiAdminGrant, { userId: world.users.inquirer.id });
    await world.inquirer.call(openApiServiceSettingSave, setting);
    const read = await world.director.call(openApiServiceSetting, {});
    expect(read.setting).toEqual(setting);
    expect(read.updatedBy).toBe('oap_inquirer');
    expect(read.notifications.map((n) => n.kind)).toEqual(['review_result', 'review_result', 'review_result']);
  });

  it('refuses a bad callback, too many contacts or a bad contact, at the field, keeping the last setting', async () => {
    for (const callbackUrl of ['http://erp.example.com/notify', 'ftp://erp.example.com', 'https://user:pw@erp.example.com/', 'erp.example.com']) {
      const err = await failure(world.director.call(openApiServiceSettingSave, { ...setting, callbackUrl }));
      expect([err.code, err.field], callbackUrl).toEqual([ERRORS.OPEN_API_CALLBACK_URL.code, 'callbackUrl']);
    }
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `联系人${i}`, phone: `1380013800${i}`, email: `c${i}@example.com` }));
    expect((await failure(world.director.call(openApiServiceSettingSave, { ...setting, contacts: six }))).code).toBe(ERRORS.OPEN_API_CONTACTS_TOO_MANY.code);
    const phone = await failure(world.director.call(openApiServiceSettingSave, { ...setting, contacts: [{ name: '王', phone: '12345', email: 'a@b.cn' }] }));
    expect([phone.code, phone.field, phone.message]).toEqual([ERRORS.VALIDATION.code, 'contacts.0.phone', '请输入正确的11位手机号码']);
    // Outside production a developer's local receiver is allowed.
    await world.director.call(openApiServiceSettingSave, { ...setting, callbackUrl: 'http://127.0.0.1:9000/notify' });
    expect((await world.director.call(openApiServiceSetting, {})).setting.callbackUrl).toBe('http://127.0.0.1:9000/notify');
  });

  it('production refuses private, loopback and reserved hosts and any http', () => {
    for (const url of ['https://10.1.2.3/', 'https://172.20.0.1/', 'https://192.168.1.1/', 'https://127.0.0.1/', 'https://localhost/', 'https://[::1]/', 'https://[fd00::1]/', 'https://169.254.169.254/', 'https://[::ffff:10.0.0.1]/', 'https://0x7f000001/']) {
      expect(callbackUrlProblem(url, true), url).toBe('private');
      expect(callbackUrlProblem(url, false), url).toBeNull();
    }
    expect(callbackUrlProblem('http://127.0.0.1:8080/cb', true)).toBe('format');
    expect(callbackUrlProblem('http://127.0.0.1:8080/cb', false)).toBeNull();
    expect(callbackUrlProblem('https://erp.example.com/cb', true)).toBeNull();
    expect(callbackUrlProblem('', true)).toBeNull();
  });

  it('a review result is not recorded when the enterprise switched it off', async () => {
    await world.director.call(openApiServiceSettingSave, { ...setting, notifications: { review_result: false, key_expiry: true, call_alert: true } });
    const { application } = await apply(world.director, ['invoice.query']);
    await world.ops.call(operatorOpenApiReview, { id: application.id, stage: 'sandbox', decision: 'approve' });
    expect((await world.director.call(openApiServiceSetting, {})).notifications).toHaveLength(3);
  });
});

describe('a user with seats in two enterprises', () => {
  it('lists both, may name either, and acts only as their role in each', async () => {
    expect(await world.director.call(openApiEnterprises, {})).toEqual({ enterprises: [{ id: world.mine, name: '鼎信权益测试有限公司', role: 'director', manages: true }] });
    expect((await world.seatless.call(openApiEnterprises, {})).enterprises).toEqual([]);

    // The inquirer of the first enterprise becomes director of the second.
    await seatDirector(db(), world.users.inquirer.id, world.theirs);
    const { enterprises } = await world.inquirer.call(openApiEnterprises, {});
    expect(enterprises.map((e) => [e.id, e.role, e.manages])).toEqual([
      [world.theirs, 'director', true],
      // Named API administrator of the first enterprise above.
      [world.mine, 'inquirer', true],
    ]);
    const { application } = await world.inquirer.call(openApiApply, { memberCustomerId: world.theirs, apiCodes: ['account.list'], purpose: '集团财务统一对接账户列表', agreementAccepted: true, agreementVersion: version });
    const own = await world.inquirer.call(openApiApplicationList, { memberCustomerId: world.theirs });
    expect([own.memberCustomerId, own.records[0]!.orderNo]).toEqual([world.theirs, application.orderNo]);
    // Applying stays the director's, even for an API administrator.
    const asInquirer = await failure(world.inquirer.call(openApiApply, { memberCustomerId: world.mine, apiCodes: ['account.list'], purpose: '集团财务统一对接账户列表', agreementAccepted: true, agreementVersion: version }));
    expect(asInquirer.code).toBe(ERRORS.ENTERPRISE_ROLE_REQUIRED.code);
    const stranger = await failure(world.inquirer.call(openApiApplicationList, { memberCustomerId: 'E-nowhere' }));
    expect([stranger.code, stranger.field]).toEqual([ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code, 'memberCustomerId']);
  });
});
