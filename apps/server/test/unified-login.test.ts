import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { isLogin } from '@portal/contract/calls/session/is-login';
import {
  getOldLoginAddress,
  operatorUnifiedSystemList,
  operatorUnifiedSystemUpdate,
  unifyLoginEntryList,
  unifyLoginInfoList,
  webAuthGenerateSt,
} from '@portal/contract/calls/unified-login/unified-login';
import { ERRORS } from '@portal/contract/errors';
import { LOGIN_TICKET_SECONDS } from '@portal/contract/limits';
import { auditLog } from '../src/db/schema/console.ts';
import { systemParams } from '../src/db/schema/system.ts';
import { unifiedLoginSystems } from '../src/db/schema/unified-login.ts';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { logInStaff } from './support/staff-login.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The seed leaves the systems off until the bank sets their addresses; this bank has.
  await server.app.database.db.update(unifiedLoginSystems).set({ enabled: true });
});
afterAll(() => server.close());

async function loggedIn(loginName: string, password: string): Promise<BrowserSession> {
  const tab = browserSession(server);
  const reply = await tab.call(passwordLogin, { loginName, password: tab.secret(password), captchaVerification: await passSliderCaptcha(server) });
  tab.setToken(reply.token);
  return tab;
}

describe('unified login (§7 /auth/unifyLogin, webAuthGenerateSt)', () => {
  it('refuses a visitor every list and ticket', async () => {
    const visitor = browserSession(server);
    // Each refusal is caught as it is made: one left unawaited while another is awaited would be an unhandled rejection.
    const refusals = await Promise.all([
      failure(visitor.call(unifyLoginInfoList, {})),
      failure(visitor.call(unifyLoginEntryList, {})),
      failure(visitor.call(webAuthGenerateSt, { systemCode: 'ebank' })),
    ]);
    expect(refusals.map((r) => r.code)).toEqual([ERRORS.NOT_LOGGED_IN.code, ERRORS.NOT_LOGGED_IN.code, ERRORS.NOT_LOGGED_IN.code]);
  });

  it('shows each customer only the enabled systems of their type', async () => {
    const corp = await loggedIn('demo_corp', 'Corp@2026');
    const person = await loggedIn('demo_person', 'Demo@2026');
    const corpInfo = await corp.call(unifyLoginInfoList, {});
    expect(corpInfo.items.map((s) => s.name)).toEqual(['企业网银', '票据业务', '供应链金融', '现金管理']);
    expect(corpInfo.items[0]).toEqual({ code: 'ebank', name: '企业网银', description: expect.any(String), icon: '/static/img/icons/ebank-login.svg' });
    expect((await person.call(unifyLoginInfoList, {})).items.map((s) => s.code)).toEqual(['scf']);
    expect((await person.call(unifyLoginEntryList, {})).items.map((s) => s.code)).toEqual(['scf']);

    // A system the person may not see is refused like one that does not exist.
    expect((await failure(person.call(webAuthGenerateSt, { systemCode: 'ebank' }))).code).toBe(ERRORS.UNIFIED_SYSTEM_UNAVAILABLE.code);
    expect((await failure(person.call(webAuthGenerateSt, { systemCode: 'nosuch' }))).code).toBe(ERRORS.UNIFIED_SYSTEM_UNAVAILABLE.code);

    // An operator switches one off: it leaves the list and cannot be entered.
    const db = server.app.database.db;
    await db.update(unifiedLoginSystems).set({ enabled: false }).where(eq(unifiedLoginSystems.code, 'bill'));
    try {
      expect((await corp.call(unifyLoginEntryList, {})).items.map((s) => s.code)).not.toContain('bill');
      expect((await failure(corp.call(webAuthGenerateSt, { systemCode: 'bill' }))).code).toBe(ERRORS.UNIFIED_SYSTEM_UNAVAILABLE.code);
    } finally {
      await db.update(unifiedLoginSystems).set({ enabled: true }).where(eq(unifiedLoginSystems.code, 'bill'));
    }
  });

  it('issues a single-use st for one system and lists the last entered system first', async () => {
    const corp = await loggedIn('demo_corp', 'Corp@2026');
    const first = await corp.call(webAuthGenerateSt, { systemCode: 'cms' });
    expect(first.expiresIn).toBe(LOGIN_TICKET_SECONDS);
    expect(first.entryUrl).toBe(`/cms/sso/login.do?st=${encodeURIComponent(first.st)}`);
    const second = await corp.call(webAuthGenerateSt, { systemCode: 'cms' });
    expect(second.st).not.toBe(first.st);

    const entries = (await corp.call(unifyLoginEntryList, {})).items;
    expect(entries[0]).toMatchObject({ code: 'cms', name: '现金管理' });
    expect(Date.now() - Date.parse(entries[0]!.lastEnteredAt!)).toBeLessThan(60_000);
    expect(entries.slice(1).every((e) => e.lastEnteredAt === null)).toBe(true);

    // The system spends the ticket once, for the user it was issued to.
    const system = browserSession(server);
    const entered = await system.call(isLogin, { st: first.st, terminalName: 'PC' });
    expect(entered.userInfo?.loginName).toBe('demo_corp');
    const replay = await failure(browserSession(server).call(isLogin, { st: first.st, terminalName: 'PC' }));
    expect(replay.code).toBe(ERRORS.LOGIN_TICKET_INVALID.code);
  });

  it("gives the old portal's login address from its system parameter, none while it is unset", async () => {
    expect(await browserSession(server).call(getOldLoginAddress, {})).toEqual({ address: null });
    await server.app.database.db.update(systemParams).set({ value: '/firm/main/login.do' }).where(eq(systemParams.key, 'old_login_address'));
    server.app.systemParams.invalidate('old_login_address');
    expect(await browserSession(server).call(getOldLoginAddress, {})).toEqual({ address: '/firm/main/login.do' });
  });
});

describe('the entry address', () => {
  it('adds st to the query, before any fragment, escaped', async () => {
    const { withTicket } = await import('../src/modules/unified-login/service.ts');
    expect(withTicket('/firm/main/login.do', 'a+b/c')).toBe('/firm/main/login.do?st=a%2Bb%2Fc');
    expect(withTicket('https://bill.example.cn/sso?from=portal', 'x')).toBe('https://bill.example.cn/sso?from=portal&st=x');
    expect(withTicket('https://scf.example.cn/#/home', 'x')).toBe('https://scf.example.cn/?st=x#/home');
  });
});

describe('operators edit the systems', () => {
  it('changes a system, audited; customers see the change at once; bad input and other staff are refused', async () => {
    const operator = browserSession(server);
    await logInStaff(server, operator, DEMO_STAFF.find((st) => st.loginName === 'operator01')!);
    const { items } = await operator.call(operatorUnifiedSystemList, {});
    expect(items.map((i) => i.code)).toEqual(['ebank', 'bill', 'scf', 'cms']);
    const bill = items.find((i) => i.code === 'bill')!;
    const { updatedAt: _at, code: _code, ...system } = bill;

    const person = await loggedIn('demo_person', 'Demo@2026');
    const { item } = await operator.call(operatorUnifiedSystemUpdate, {
      code: 'bill',
      system: { ...system, name: '电子票据', url: 'https://bill.dingxin.example/sso', userTypes: ['enterprise', 'personal'], sort: 5 },
    });
    expect(item).toMatchObject({ name: '电子票据', url: 'https://bill.dingxin.example/sso', sort: 5 });
    expect((await person.call(unifyLoginInfoList, {})).items.map((i) => i.name)).toEqual(['电子票据', '供应链金融']);
    const entered = await person.call(webAuthGenerateSt, { systemCode: 'bill' });
    expect(entered.entryUrl).toMatch(/^https:\/\/bill\.dingxin\.example\/sso\?st=/);

    const audit = await server.app.database.db.select().from(auditLog).where(eq(auditLog.entityKey, 'bill'));
    expect(audit.at(-1)).toMatchObject({ entity: 'unifiedSystem', action: 'update', summary: '修改统一登录业务系统 电子票据' });

    for (const url of ['javascript:alert(1)', '//evil.example/x', 'http://plain.example/']) {
      const bad = await failure(operator.call(operatorUnifiedSystemUpdate, { code: 'bill', system: { ...system, url } }));
      expect(bad.code, url).toBe(ERRORS.VALIDATION.code);
    }
    expect((await failure(operator.call(operatorUnifiedSystemUpdate, { code: 'nosuch', system }))).code).toBe(ERRORS.UNIFIED_SYSTEM_UNAVAILABLE.code);
    expect((await failure(person.call(operatorUnifiedSystemList, {}))).code).not.toBe(200);

    await operator.call(operatorUnifiedSystemUpdate, { code: 'bill', system });
  });
});
