import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { docKeywordSearch } from '@portal/contract/calls/documents/doc-keyword-search';
import { docList } from '@portal/contract/calls/documents/doc-list';
import { pdfDownload } from '@portal/contract/calls/documents/pdf-download';
import {
  catalogueAnswers,
  catalogueFiles,
  catalogueMenu,
  catalogueOfficialQuestions,
  cataloguePlatformConfig,
  cataloguePlatformTree,
  catalogueTypes,
} from '@portal/contract/calls/open-platform/catalogue/catalogue-calls';
import { operatorCatalogueFeedbackAnswer, operatorCatalogueFeedbackList, operatorCatalogueFeedbackScreenshot, operatorConsultList, operatorConsultUpdate, operatorQuestionWithdraw } from '@portal/contract/calls/open-platform/catalogue/console-calls';
import { CATALOGUE_MESSAGES } from '@portal/contract/calls/open-platform/catalogue/fields';
import { catalogueFeedback, categoryConsult } from '@portal/contract/calls/open-platform/catalogue/form-calls';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { ERRORS } from '@portal/contract/errors';
import { OPEN_APIS } from '@portal/contract/open-platform/apis';
import { auditLog } from '../src/db/schema/console.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { pngBytes } from './support/images.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { logInStaff } from './support/staff-login.ts';
import { insertCustomer } from './support/statement-ledger.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 26 point 1: the API catalogue's public calls read the seeded catalogue; feedback and
 * consultations are validated multipart forms, rate-limited per address, that operators (and
 * only operators) read and answer, an answer publishing an official Q&A being audited.
 */

let server: TestServer;
let ops: BrowserSession;
let lastAddress = 10;
/** Each tab acts from its own address, so one test's per-address limit does not touch another. */
const tab = () => browserSession(server, undefined, { 'x-forwarded-for': `198.51.100.${(lastAddress += 1)}` });

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
  ops = tab();
  await logInStaff(server, ops, DEMO_STAFF[2]);
}, 60_000);
afterAll(() => server.close());

const feedbackForm = {
  apiCode: 'account.balance' as const,
  kind: 'doc' as const,
  content: '返回参数中 asOf 的含义能否再说明一下？',
  contactName: '李工',
  contactPhone: '13800138031',
};
const consultForm = { category: 'saas' as const, companyName: '深圳市测试科技有限公司', contactName: '王经理', contactPhone: '13900139032', content: '想了解 SaaS 服务的收费标准。', source: 'yqzlsaas' };

describe('catalogue reads', () => {
  it('lists types, menu and tree of every API of the contract', async () => {
    const visitor = tab();
    const { types } = await visitor.call(catalogueTypes, {});
    expect(types.reduce((n, t) => n + t.apiCount, 0)).toBe(OPEN_APIS.length);
    const { menu } = await visitor.call(catalogueMenu, { type: 'account' });
    expect(menu).toHaveLength(1);
    expect(menu[0]!.apis.map((a) => a.code)).toEqual(['account.list', 'account.balance', 'account.transactions']);
    const { tree } = await visitor.call(cataloguePlatformTree, {});
    const apiNodes = tree.flatMap((t) => t.children ?? []);
    expect(apiNodes.map((n) => n.key).sort()).toEqual(OPEN_APIS.map((a) => a.code).sort());
    expect(apiNodes[0]!.children!.map((s) => s.title)).toEqual(['功能说明', '请求参数', '返回参数', '错误码', '示例']);
  });

  it('serves an API page with its documentation, files (downloadable PDF) and official Q&A', async () => {
    const visitor = tab();
    const page = await visitor.call(cataloguePlatformConfig, { apiCode: 'account.balance' });
    expect(page.api).toMatchObject({ name: '账户余额查询', method: 'GET', typeName: '账户服务' });
    expect(page.sandboxUrl).toBe('/openapi/sandbox/v1/accounts/{accountNo}/balance');
    expect(page.sections.find((s) => s.key === 'request')!.body).toContain('accountNo');

    const { files } = await visitor.call(catalogueFiles, { apiCode: 'account.balance' });
    expect(files).toHaveLength(1);
    const viaDoc = await visitor.call(docList, { categories: ['other'], apiCode: 'account.balance' });
    expect(viaDoc.items.map((d) => d.id)).toEqual([files[0]!.id]);
    const pdf = await visitor.download(pdfDownload, { id: files[0]!.id });
    expect(pdf.mime).toBe('application/pdf');
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(pdf.fileName).toContain('账户余额查询');

    const { questions } = await visitor.call(catalogueOfficialQuestions, { apiCode: 'account.balance' });
    expect(questions.length).toBeGreaterThanOrEqual(2);
    const filtered = await visitor.call(catalogueOfficialQuestions, { apiCode: 'account.balance', keyword: '字符串' });
    expect(filtered.questions.map((q) => q.question)).toEqual(['金额为什么是字符串？']);
    const { answers, question } = await visitor.call(catalogueAnswers, { questionId: filtered.questions[0]!.id });
    expect(question).toBe('金额为什么是字符串？');
    expect(answers[0]!.body).toContain('BigDecimal');
  });

  it('refuses an unknown API code or question with its field and message', async () => {
    const visitor = tab();
    const err = await failure(visitor.call(cataloguePlatformConfig, { apiCode: 'account.nothing' as 'account.list' }));
    expect({ code: err.code, field: err.field, message: err.message }).toEqual({ code: ERRORS.VALIDATION.code, field: 'apiCode', message: CATALOGUE_MESSAGES.apiCode });
    expect((await failure(visitor.call(catalogueAnswers, { questionId: 999_999 }))).code).toBe(ERRORS.OPEN_API_QUESTION_NOT_FOUND.code);
  });

  it('seeds the promotion pages and links the yqzlmh page to the catalogue and the /yqzl screens', async () => {
    const visitor = tab();
    const portal = JSON.stringify(await visitor.call(getPageData, { pageCode: 'yqzlmh' }));
    for (const to of ['/yqzl/apis', '/yqzl/apiApply', '/yqzl/myApi', '/yqzl/testEnv', '/yqzl/saasAD']) expect(portal).toContain(`"${to}"`);
    const saas = await visitor.call(getPageData, { pageCode: 'yqzlsaas' });
    expect(saas.pageContent.moduleList.map((m) => m.title)).toEqual(['SaaS 服务介绍', '接入流程', '典型客户案例', '立即申请']);
  });
});

describe('feedback and consultations', () => {
  it('stores a visitor’s feedback with a screenshot; an operator answers it as an official Q&A, audited', async () => {
    const visitor = tab();
    const png = new File([pngBytes(8, 4)], '截图.png', { type: 'image/png' });
    const { id } = await visitor.upload(catalogueFeedback, feedbackForm, [png]);
    const { items } = await ops.call(operatorCatalogueFeedbackList, { status: 'new' });
    const item = items.find((i) => i.id === id)!;
    expect(item).toMatchObject({ apiName: '账户余额查询', kind: 'doc', contactName: '李工', hasScreenshot: true, status: 'new' });
    const shot = await ops.download(operatorCatalogueFeedbackScreenshot, { id });
    expect(shot.mime).toBe('image/png');

    const answered = await ops.call(operatorCatalogueFeedbackAnswer, { id, reply: 'asOf 为余额的取数时间（ISO 8601，UTC）。', publishQuestion: true, question: 'asOf 是什么？' });
    expect(answered.item).toMatchObject({ status: 'handled', handledBy: expect.any(String) });
    const { questions } = await visitor.call(catalogueOfficialQuestions, { apiCode: 'account.balance', keyword: 'asOf' });
    expect(questions.map((q) => q.id)).toEqual([answered.item.questionId]);
    const audit = await server.app.database.db.select().from(auditLog).where(eq(auditLog.entityKey, id));
    expect(audit.map((a) => a.action)).toEqual(['publish']);
    expect((await failure(ops.call(operatorCatalogueFeedbackAnswer, { id, reply: '再答一次', publishQuestion: false }))).code).toBe(ERRORS.OPEN_API_FEEDBACK_ANSWERED.code);

    // Taken down again: visitors no longer see it, and the change is audited too.
    await ops.call(operatorQuestionWithdraw, { questionId: answered.item.questionId! });
    expect((await visitor.call(catalogueOfficialQuestions, { apiCode: 'account.balance', keyword: 'asOf' })).questions).toEqual([]);
    expect((await failure(visitor.call(catalogueAnswers, { questionId: answered.item.questionId! }))).code).toBe(ERRORS.OPEN_API_QUESTION_NOT_FOUND.code);
    const withdrawn = await server.app.database.db.select().from(auditLog).where(eq(auditLog.entityKey, String(answered.item.questionId)));
    expect(withdrawn.map((a) => a.action)).toEqual(['offline']);
  });

  it('names the wrong field of the form data in Chinese and stores nothing', async () => {
    const visitor = tab();
    const before = (await ops.call(operatorCatalogueFeedbackList, {})).total;
    const cases: Array<[Partial<typeof feedbackForm>, string, string]> = [
      [{ content: '   ' }, 'content', CATALOGUE_MESSAGES.contentRequired],
      [{ content: '长'.repeat(501) }, 'content', CATALOGUE_MESSAGES.contentTooLong],
      [{ contactName: '' }, 'contactName', CATALOGUE_MESSAGES.nameRequired],
      [{ kind: 'spam' as 'doc' }, 'kind', CATALOGUE_MESSAGES.feedbackType],
    ];
    for (const [change, field, message] of cases) {
      const err = await failure(visitor.upload(catalogueFeedback, { ...feedbackForm, ...change }, []));
      expect({ code: err.code, field: err.field }).toEqual({ code: ERRORS.VALIDATION.code, field });
      expect(err.message).toBe(message);
    }
    const notImage = new File([Buffer.from('%PDF-1.4 not an image')], 'a.png', { type: 'image/png' });
    // Refused forms count towards the address's limit too: the last case comes from another address.
    const err = await failure(tab().upload(catalogueFeedback, feedbackForm, [notImage]));
    expect({ code: err.code, field: err.field }).toEqual({ code: ERRORS.OPEN_API_SCREENSHOT_INVALID.code, field: 'screenshot' });
    expect((await ops.call(operatorCatalogueFeedbackList, {})).total).toBe(before);
  });

  it('parses only multipart form data: a JSON body, or a file where the form takes none, is refused', async () => {
    const reply = await fetch(`${server.origin}/qjmh/api/yqzl/product/feedback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(feedbackForm) });
    expect(reply.status).toBe(415);
    expect(((await reply.json()) as { code: number }).code).toBe(ERRORS.UNSUPPORTED_MEDIA.code);
    const file = new File([pngBytes(4, 4)], 'a.png', { type: 'image/png' });
    expect((await failure(tab().upload(categoryConsult, consultForm, [file]))).code).toBe(ERRORS.UPLOAD_TOO_MANY_FILES.code);
    expect((await failure(tab().upload(catalogueFeedback, feedbackForm, [file, file]))).code).toBe(ERRORS.UPLOAD_TOO_MANY_FILES.code);
  });

  it('finds an API’s PDF with the document centre’s keyword search', async () => {
    const { items } = await tab().call(docKeywordSearch, { keyword: 'availableBalance' });
    expect(items.map((i) => i.doc.title)).toContain('账户余额查询接口说明');
  });

  it('rate-limits the forms per address', async () => {
    const visitor = tab();
    for (let i = 0; i < 5; i += 1) await visitor.upload(catalogueFeedback, { ...feedbackForm, content: `第${i}条` }, []);
    const err = await failure(visitor.upload(catalogueFeedback, feedbackForm, []));
    expect(err.status).toBe(429);
  });

  it('takes a consultation as form data; an operator marks it handled, audited', async () => {
    const visitor = tab();
    const { id } = await visitor.upload(categoryConsult, consultForm, []);
    const listed = (await ops.call(operatorConsultList, { status: 'new' })).items.find((c) => c.id === id);
    expect(listed).toMatchObject({ companyName: '深圳市测试科技有限公司', category: 'saas', source: 'yqzlsaas' });
    const { item } = await ops.call(operatorConsultUpdate, { id, status: 'handled', note: '已电话联系，发送报价' });
    expect(item).toMatchObject({ status: 'handled', note: '已电话联系，发送报价' });
    const audit = await server.app.database.db.select().from(auditLog).where(eq(auditLog.entityKey, id));
    expect(audit).toHaveLength(1);
    const err = await failure(visitor.upload(categoryConsult, { ...consultForm, companyName: '' }, []));
    expect({ field: err.field, message: err.message }).toEqual({ field: 'companyName', message: CATALOGUE_MESSAGES.companyRequired });
  });

  it('refuses the console calls to customers and visitors', async () => {
    const customer = tab();
    const user = await insertCustomer(server.app.database.db, 'catalogue_customer', '赵客户');
    const login = await customer.call(passwordLogin, { loginName: user.loginName, password: customer.secret(user.password), captchaVerification: await passSliderCaptcha(server) });
    customer.setToken(login.token);
    for (const who of [customer, tab()]) {
      const err = await failure(who.call(operatorCatalogueFeedbackList, {}));
      expect([401, 403]).toContain(err.status);
      expect((await failure(who.call(operatorConsultUpdate, { id: '00000000-0000-4000-8000-000000000000', status: 'handled' }))).status).toBeGreaterThanOrEqual(401);
    }
  });
});
