import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { reviewImageUrl } from '@portal/contract/calls/identity-review/fields';
import { identityReviewApprove, identityReviewReject } from '@portal/contract/calls/identity-review/review-decide';
import { identityReviewDetail } from '@portal/contract/calls/identity-review/review-detail';
import { identityReviewList } from '@portal/contract/calls/identity-review/review-queue';
import { ERRORS } from '@portal/contract/errors';
import { auditLog } from '../src/db/schema/console.ts';
import { enterpriseAuths } from '../src/db/schema/identity-verification.ts';
import { enterprises, userEnterprises } from '../src/db/schema/identity.ts';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { insertApplication, insertCustomer } from './support/identity-applications.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let ops: BrowserSession;
const [agent, , operator] = DEMO_STAFF;
const [person] = DEMO_CUSTOMERS;
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startTestServer();
  ops = browserSession(server);
  await logInStaff(server, ops, operator);
});
afterAll(() => server.close());

const cookieOf = (tab: BrowserSession) => [...tab.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('the review queue', () => {
  it('lists pending applications oldest first, counts every status and searches by name, code and user number', async () => {
    const a = await insertCustomer(db(), '钱一');
    const b = await insertCustomer(db(), '钱二');
    const older = await insertApplication(db(), { userId: a.id, enterpriseName: '队列测试甲有限公司', creditCode: '91110105MA01ABCD13', submittedAt: minutesAgo(30) });
    const newer = await insertApplication(db(), { userId: b.id, enterpriseName: '队列测试乙有限公司', creditCode: '91310000MA1FL0QX36', submittedAt: minutesAgo(5) });
    await insertApplication(db(), { userId: b.id, enterpriseName: '队列测试丙有限公司', creditCode: '91110108MA01ABCD1E', status: 'DT' });

    const queue = await ops.call(identityReviewList, {});
    const ids = queue.items.map((i) => i.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(queue.counts.DS).toBe(queue.total);
    // A draft is the customer's own business until submitted.
    expect(queue.items.map((i) => i.enterpriseName)).not.toContain('队列测试丙有限公司');
    expect(queue.items.find((i) => i.id === older.id)).toMatchObject({ status: 'DS', userNo: a.userNo, applicantRole: 'legal', needsReview: true, noteCount: 1 });

    expect((await ops.call(identityReviewList, { keyword: '队列测试乙' })).items.map((i) => i.id)).toEqual([newer.id]);
    expect((await ops.call(identityReviewList, { keyword: '91110105MA01' })).items.map((i) => i.id)).toEqual([older.id]);
    expect((await ops.call(identityReviewList, { keyword: a.userNo })).items.map((i) => i.id)).toEqual([older.id]);
    expect((await ops.call(identityReviewList, { keyword: '100%_' })).total).toBe(0);
  });

  it('shows an application with its applicant, masked document, registry extract, notes and its own pictures only', async () => {
    const mine = await insertApplication(db(), {
      userId: person.id,
      enterpriseName: '鼎信示范科技股份公司',
      creditCode: '91440300MA5G8K2Q7T',
      applicantRole: 'agent',
      legalRepName: '李建国',
      reviewNotes: ['企业名称与登记信息不一致', '由授权代理人申请，需核对授权书'],
    });
    const other = await insertCustomer(db(), '孙三');
    const theirs = await insertApplication(db(), { userId: other.id, enterpriseName: '他人测试有限公司', creditCode: '91310000MA1FL0QX36' });

    const detail = await ops.call(identityReviewDetail, { id: mine.id });
    expect(detail).toMatchObject({
      status: 'DS',
      enterpriseName: '鼎信示范科技股份公司',
      applicantRole: 'agent',
      applicant: { userNo: person.userNo, loginName: person.loginName, name: person.realName, verifiedName: person.realName },
      legalRepName: '李建国',
      legalRepDocType: '0',
      legalRepDocMasked: '110***********4477',
      registry: { name: '鼎信示范科技有限公司', legalRepName: '李建国', status: 'active' },
      reviewNotes: ['企业名称与登记信息不一致', '由授权代理人申请，需核对授权书'],
      rejectReason: null,
      reviewedBy: null,
    });
    expect(JSON.stringify(detail)).not.toContain('110101199003074477');
    expect(detail.faceVerifiedAt).not.toBeNull();
    expect(detail.pictures.map((p) => [p.kind, p.mime, p.width, p.height])).toEqual([
      ['licence', 'image/png', 480, 320],
      ['letter', 'image/png', 480, 320],
    ]);

    const cookie = cookieOf(ops);
    const licence = await fetch(server.origin + reviewImageUrl(mine.id, 'licence'), { headers: { cookie } });
    expect(licence.status).toBe(200);
    expect(licence.headers.get('content-type')).toBe('image/png');
    expect(licence.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await licence.arrayBuffer()).byteLength).toBe(detail.pictures[0]!.size);
    // A legal representative's application has no letter; a made-up kind or id answers nothing.
    expect((await fetch(server.origin + reviewImageUrl(theirs.id, 'letter'), { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${server.origin}${reviewImageUrl(mine.id, 'licence').replace('/licence', '/face')}`, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(server.origin + reviewImageUrl('no-such-application', 'licence'), { headers: { cookie } })).status).toBe(404);
    expect((await failure(ops.call(identityReviewDetail, { id: 'no-such-application' }))).code).toBe(ERRORS.IDENTITY_REVIEW_NOT_FOUND.code);

    // A picture named by an application but uploaded by someone else is never served through it.
    await db().update(enterpriseAuths).set({ licenceImageId: mine.licenceImageId }).where(eq(enterpriseAuths.id, theirs.id));
    expect((await fetch(server.origin + reviewImageUrl(theirs.id, 'licence'), { headers: { cookie } })).status).toBe(404);
  });
});

describe('decisions', () => {
  it('rejects with a reason the customer reads, audited, and refuses a second decision', async () => {
    const user = await insertCustomer(db(), '周四');
    const app = await insertApplication(db(), { userId: user.id, enterpriseName: '拒绝测试有限公司', creditCode: '91110105MA01ABCD13' });
    expect((await failure(ops.call(identityReviewReject, { id: app.id, reason: '否' }))).code).toBe(ERRORS.VALIDATION.code);

    const rejected = await ops.call(identityReviewReject, { id: app.id, reason: '  营业执照照片模糊，请重新拍摄上传  ' });
    expect(rejected).toMatchObject({ status: 'SJ', rejectReason: '营业执照照片模糊，请重新拍摄上传', reviewedBy: operator.displayName });
    expect(rejected.reviewedAt).not.toBeNull();
    const [row] = await db().select().from(enterpriseAuths).where(eq(enterpriseAuths.id, app.id));
    expect(row).toMatchObject({ status: 'SJ', rejectReason: '营业执照照片模糊，请重新拍摄上传' });
    expect((await ops.call(identityReviewList, { status: 'SJ' })).items.map((i) => i.id)).toContain(app.id);

    expect((await failure(ops.call(identityReviewReject, { id: app.id, reason: '再次拒绝' }))).code).toBe(ERRORS.IDENTITY_REVIEW_DECIDED.code);
    expect((await failure(ops.call(identityReviewApprove, { id: app.id, grantedRole: 'director' }))).code).toBe(ERRORS.IDENTITY_REVIEW_DECIDED.code);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'enterpriseAuth'), eq(auditLog.entityKey, app.id)));
    expect(audit.map((a) => [a.action, a.staffName])).toEqual([['reject', operator.displayName]]);
    expect(audit[0]!.summary).toContain('拒绝测试有限公司');
  });

  it('approves through the one binding path: the applicant is bound to the enterprise with the chosen role', async () => {
    const user = await insertCustomer(db(), '吴五');
    const app = await insertApplication(db(), { userId: user.id, enterpriseName: '通过测试有限公司', creditCode: '91310000MA1FL0QX36', applicantRole: 'agent' });
    const approved = await ops.call(identityReviewApprove, { id: app.id, grantedRole: 'operator' });
    expect(approved).toMatchObject({ status: 'ST', grantedRole: 'operator', reviewedBy: operator.displayName, rejectReason: null });

    const [enterprise] = await db().select().from(enterprises).where(eq(enterprises.creditCode, '91310000MA1FL0QX36'));
    expect(enterprise).toMatchObject({ name: '通过测试有限公司', authStatus: 'ST' });
    const bindings = await db().select().from(userEnterprises).where(eq(userEnterprises.userId, user.id));
    expect(bindings).toEqual([expect.objectContaining({ enterpriseId: enterprise!.id, role: 'operator' })]);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'enterpriseAuth'), eq(auditLog.entityKey, app.id)));
    expect(audit).toMatchObject({ action: 'approve', staffName: operator.displayName });
    expect(JSON.stringify(audit)).not.toContain('110101199003074477');

    expect((await failure(ops.call(identityReviewApprove, { id: app.id, grantedRole: 'director' }))).code).toBe(ERRORS.IDENTITY_REVIEW_DECIDED.code);
  });

  it('drops the unproven bindings of an enterprise authenticated for the first time: registering with a credit code proves nothing', async () => {
    // Registration binds its user as director of a not yet authenticated (DT) enterprise.
    const squatter = await insertCustomer(db(), '冒用者');
    await db().insert(enterprises).values({ id: 'E-squatted', name: '首次认证有限公司', creditCode: '91330000MA27U0RX3U', authStatus: 'DT' });
    await db().insert(userEnterprises).values({ userId: squatter.id, enterpriseId: 'E-squatted', role: 'director' });
    const applicant = await insertCustomer(db(), '周法人');
    const app = await insertApplication(db(), { userId: applicant.id, enterpriseName: '首次认证有限公司', creditCode: '91330000MA27U0RX3U' });

    await ops.call(identityReviewApprove, { id: app.id, grantedRole: 'director' });
    const bindings = await db().select().from(userEnterprises).where(eq(userEnterprises.enterpriseId, 'E-squatted'));
    expect(bindings).toEqual([expect.objectContaining({ userId: applicant.id, role: 'director' })]);
    const [enterprise] = await db().select().from(enterprises).where(eq(enterprises.id, 'E-squatted'));
    expect(enterprise!.authStatus).toBe('ST');
  });

  it('cannot decide what the customer withdrew', async () => {
    const user = await insertCustomer(db(), '郑六');
    const app = await insertApplication(db(), { userId: user.id, enterpriseName: '撤回测试有限公司', creditCode: '91110105MA01ABCD13', status: 'YC' });
    expect((await failure(ops.call(identityReviewApprove, { id: app.id, grantedRole: 'director' }))).code).toBe(ERRORS.IDENTITY_REVIEW_DECIDED.code);
    expect((await failure(ops.call(identityReviewReject, { id: app.id, reason: '资料不全' }))).code).toBe(ERRORS.IDENTITY_REVIEW_DECIDED.code);
    const bindings = await db().select().from(userEnterprises).where(eq(userEnterprises.userId, user.id));
    expect(bindings).toEqual([]);
  });
});

describe('who may review', () => {
  it('refuses visitors, customers and agents on every call and on the pictures', async () => {
    const user = await insertCustomer(db(), '冯七');
    const app = await insertApplication(db(), { userId: user.id, enterpriseName: '权限测试有限公司', creditCode: '91110105MA01ABCD13' });
    const visitor = browserSession(server);
    const customer = browserSession(server);
    const login = await customer.call(passwordLogin, { loginName: person.loginName, password: customer.secret(person.password), captchaVerification: await passSliderCaptcha(server) });
    customer.setToken(login.token);
    const agentTab = browserSession(server);
    await logInStaff(server, agentTab, agent);

    const attempts = (tab: BrowserSession) => [
      () => tab.call(identityReviewList, {}),
      () => tab.call(identityReviewDetail, { id: app.id }),
      () => tab.call(identityReviewApprove, { id: app.id, grantedRole: 'director' }),
      () => tab.call(identityReviewReject, { id: app.id, reason: '无权限的拒绝' }),
    ];
    for (const [tab, code] of [
      [visitor, ERRORS.NOT_LOGGED_IN.code],
      [customer, ERRORS.WRONG_ROLE.code],
      [agentTab, ERRORS.WRONG_ROLE.code],
    ] as const) {
      // One call at a time: a call started before its turn would reject with nobody awaiting it.
      for (const attempt of attempts(tab)) expect((await failure(attempt())).code).toBe(code);
    }
    const url = server.origin + reviewImageUrl(app.id, 'licence');
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { cookie: cookieOf(customer) } })).status).toBe(403);
    expect((await fetch(url, { headers: { cookie: cookieOf(agentTab) } })).status).toBe(403);

    const [row] = await db().select().from(enterpriseAuths).where(eq(enterpriseAuths.id, app.id));
    expect(row).toMatchObject({ status: 'DS', reviewedBy: null });
  });
});
