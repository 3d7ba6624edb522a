import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getAppLoginConfig } from '@portal/contract/calls/login-pages/get-app-login-config';
import { deleteLoginPage, listLoginPages, saveLoginPage } from '@portal/contract/calls/login-pages/operator-login-pages';
import { selectLoginPage } from '@portal/contract/calls/login-pages/select-page';
import type { LoginPageInput } from '@portal/contract/calls/login-pages/fields';
import { ERRORS } from '@portal/contract/errors';
import { auditLog } from '../src/db/schema/console.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { chooseLoginPage } from '../src/modules/login-pages/choose.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let visitor: BrowserSession;
let operator: BrowserSession;
beforeAll(async () => {
  server = await startTestServer();
  visitor = browserSession(server);
  operator = browserSession(server);
  await logInStaff(server, operator, DEMO_STAFF.find((s) => s.loginName === 'operator01')!);
});
afterAll(() => server.close());

const page = (over: Partial<LoginPageInput>): LoginPageInput => ({
  code: 'partner',
  name: '合作平台登录页',
  redirectPrefix: '/partner',
  title: '合作平台',
  subtitle: '',
  backgroundUrl: null,
  showCustomer: false,
  enabled: true,
  ...over,
});

describe('which login page a return address gets', () => {
  const pages = [
    { code: 'default', redirectPrefix: '', title: '默认', subtitle: '', backgroundUrl: null, showCustomer: true },
    { code: 'yqzl', redirectPrefix: '/yqzl', title: '直连', subtitle: '', backgroundUrl: null, showCustomer: true },
    { code: 'api', redirectPrefix: '/yqzl/apiApply', title: '接口申请', subtitle: '', backgroundUrl: null, showCustomer: false },
  ];
  it('takes the longest prefix the route falls under, as a path', () => {
    expect(chooseLoginPage(pages, '#/yqzl/apiApply?x=1').code).toBe('api');
    expect(chooseLoginPage(pages, '/yqzl/myApi').code).toBe('yqzl');
    expect(chooseLoginPage(pages, '#/yqzlmh').code).toBe('default');
    expect(chooseLoginPage(pages, undefined).code).toBe('default');
  });
  it('gives addresses outside the portal the default page', () => {
    expect(chooseLoginPage(pages, 'https://evil.example/yqzl').code).toBe('default');
  });
});

describe('selectPage and getAppLoginConfig', () => {
  it('answer a visitor from the seeded configuration', async () => {
    expect(await visitor.call(selectLoginPage, { redirectUrl: '#/yqzl/apiApply' })).toMatchObject({ code: 'yqzl', title: '银企直联开放平台', showCustomer: true });
    expect(await visitor.call(selectLoginPage, {})).toMatchObject({ code: 'default', showCustomer: true });
    expect(await visitor.call(getAppLoginConfig, { redirectUrl: '#/greenGoldPross' })).toEqual({ showCustomer: false });
    expect(await visitor.call(getAppLoginConfig, { redirectUrl: '#/center' })).toEqual({ showCustomer: true });
  });

  it('follow an operator edit at once', async () => {
    await operator.call(saveLoginPage, { page: page({}), isNew: true });
    expect(await visitor.call(getAppLoginConfig, { redirectUrl: '#/partner/home' })).toEqual({ showCustomer: false });
    await operator.call(saveLoginPage, { page: page({ showCustomer: true }), isNew: false });
    expect(await visitor.call(getAppLoginConfig, { redirectUrl: '#/partner/home' })).toEqual({ showCustomer: true });
    await operator.call(saveLoginPage, { page: page({ enabled: false }), isNew: false });
    expect((await visitor.call(selectLoginPage, { redirectUrl: '#/partner/home' })).code).toBe('default');
    expect(await operator.call(deleteLoginPage, { code: 'partner' })).toEqual({ deleted: true });
  });
});

describe('the login-page console', () => {
  it('is for operators only', async () => {
    expect((await failure(visitor.call(listLoginPages, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const agent = browserSession(server);
    await logInStaff(server, agent, DEMO_STAFF.find((s) => s.loginName === 'agent01')!);
    expect((await failure(agent.call(listLoginPages, {}))).code).toBe(ERRORS.WRONG_ROLE.code);
  });

  it('refuses a taken code, a taken prefix and a bad prefix at their fields', async () => {
    const taken = await failure(operator.call(saveLoginPage, { page: page({ code: 'yqzl', redirectPrefix: '/other' }), isNew: true }));
    expect(taken).toMatchObject({ code: ERRORS.LOGIN_PAGE_CODE_TAKEN.code, field: 'code' });
    const prefix = await failure(operator.call(saveLoginPage, { page: page({ code: 'dup', redirectPrefix: '/yqzl' }), isNew: true }));
    expect(prefix).toMatchObject({ code: ERRORS.LOGIN_PAGE_PREFIX_TAKEN.code, field: 'redirectPrefix' });
    const bad = await failure(operator.call(saveLoginPage, { page: page({ code: 'bad', redirectPrefix: 'https://x.example' }), isNew: true }));
    expect(bad.code).toBe(ERRORS.VALIDATION.code);
    expect(bad.field).toBe('page.redirectPrefix');
    const { items } = await operator.call(listLoginPages, {});
    expect(items.map((p) => p.code)).not.toContain('dup');
  });

  it('keeps the default page: it cannot be deleted, disabled or given a prefix', async () => {
    const { items } = await operator.call(listLoginPages, {});
    const def = items.find((p) => p.redirectPrefix === '')!;
    expect((await failure(operator.call(deleteLoginPage, { code: def.code }))).code).toBe(ERRORS.LOGIN_PAGE_DEFAULT_REQUIRED.code);
    const { updatedAt: _u, updatedBy: _b, ...input } = def;
    expect((await failure(operator.call(saveLoginPage, { page: { ...input, enabled: false }, isNew: false }))).code).toBe(
      ERRORS.LOGIN_PAGE_DEFAULT_REQUIRED.code,
    );
  });

  it('records every change in the audit log with before and after', async () => {
    await operator.call(saveLoginPage, { page: page({ code: 'audited', redirectPrefix: '/audited' }), isNew: true });
    await operator.call(saveLoginPage, { page: page({ code: 'audited', redirectPrefix: '/audited', title: '改过的标题' }), isNew: false });
    await operator.call(deleteLoginPage, { code: 'audited' });
    const rows = await server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'loginPage'), eq(auditLog.entityKey, 'audited')))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[1]).toMatchObject({ staffName: expect.any(String), before: expect.objectContaining({ title: '合作平台' }), after: expect.objectContaining({ title: '改过的标题' }) });
  });
});
