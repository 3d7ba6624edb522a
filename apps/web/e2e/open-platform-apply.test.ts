import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { OPEN_API_AGREEMENT } from '@portal/contract/calls/open-platform/apply/agreement';
import { openApiApply } from '@portal/contract/calls/open-platform/apply/applications';
import { operatorOpenApiReview } from '@portal/contract/calls/open-platform/apply/review-console';
import { callbackHolds } from '@portal/contract/open-platform/callback-signing';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { sessions } from '../../server/src/db/schema/sessions.ts';
import { users } from '../../server/src/db/schema/index.ts';
import { insertEnterprise, seatDirector } from '../../server/test/support/statement-ledger.ts';
import { usageRecorderOf } from '../../server/src/modules/open-platform/sandbox/gateway-routes.ts';
import { grantedApiCodes } from '../../server/src/modules/open-platform/grants.ts';
import { browserSession } from '../../server/test/support/browser-session.ts';
import { passSliderCaptcha } from '../../server/test/support/slider-captcha.ts';
import { logInStaff } from '../../server/test/support/staff-login.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { chooseOption } from './support/antd-select.ts';
import { staffContext } from './support/staff.ts';

/**
 * Issue 26 journey: the demo director applies for an API on a phone, an operator approves it in
 * the console, the director gets sandbox keys, calls the sandbox from the try-it console, sees the
 * call in usage, sees 已通过 on 申请状态 and asks for production. A visitor reaching an
 * open-platform screen is sent to the login first; an expired session there gets 201701.
 */

let portal: Portal;
const CORP = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_corp')!;
const OPERATOR = DEMO_STAFF.find((s) => s.role === 'operator')!;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

/** A context logged in as the demo director through the API, its cookie handed to the browser; and that API session. */
async function directorSession() {
  const tab = browserSession(portal.server);
  const login = await tab.call(passwordLogin, { loginName: CORP.loginName, password: tab.secret(CORP.password), captchaVerification: await passSliderCaptcha(portal.server) });
  tab.setToken(login.token);
  const context = await portal.browser.newContext({ viewport: PHONE, locale: 'zh-CN' });
  await context.addCookies([...tab.cookies].map(([name, value]) => ({ name, value, url: portal.server.origin })));
  return { context, tab };
}

async function directorContext(): Promise<BrowserContext> {
  return (await directorSession()).context;
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('银企直联 API 接入', () => {
  it('a visitor is sent to the login and back', async () => {
    const page = await portal.open('#/yqzl/statusSet', PHONE);
    await waitForHash(page, '#/login?redirectUrl=');
    expect(decodeURIComponent(page.url())).toContain('redirectUrl=/yqzl/statusSet');
    await page.context().close();
  });

  it('the director applies, an operator approves in the console, the director gets sandbox keys, calls the sandbox from the try-it console, sees the call in usage and asks for production', async () => {
    const director = await (await directorContext()).newPage();
    await director.goto(`${portal.server.origin}/#/yqzl/apiApply`);
    const form = director.getByTestId('apply-form');
    await form.waitFor(WAIT);
    await director.getByTestId('apply-api-account.balance').click();
    await director.getByTestId('apply-purpose').fill('对接企业ERP系统，自动查询账户余额');
    // Not accepting the agreement is refused at the checkbox, and nothing is sent.
    await director.getByTestId('apply-submit').click();
    await expect.poll(() => form.innerText(), WAIT).toContain('请阅读并同意《银企直联开放平台服务协议》');
    await director.getByTestId('apply-accept').click();
    expect(await sideways(director)).toBeLessThanOrEqual(0);
    await portal.screenshot(director, 'yqzl-apply-390');
    await director.getByTestId('apply-submit').click();
    const done = director.getByTestId('apply-done');
    await done.waitFor(WAIT);
    const orderNo = /YQ\d{14}/.exec(await done.innerText())![0];

    const console = await staffContext(portal, OPERATOR, DESKTOP);
    const ops = await console.newPage();
    await ops.goto(`${portal.server.origin}/#/staff/open-platform-applications`);
    await ops.getByTestId(`application-open-${orderNo}`).click();
    const drawer = ops.getByTestId('application-drawer');
    await drawer.getByTestId('review-stage-sandbox').waitFor(WAIT);
    expect(await drawer.innerText()).toContain('账户余额查询');
    await drawer.getByTestId('review-approve').click();
    // The state says what happened and what is next, not “已通过未申请” (issue 37).
    await expect.poll(() => drawer.getByTestId('order-status').innerText(), WAIT).toBe('沙箱已开通');
    expect(await drawer.getByTestId('order-next').innerText()).toBe('下一步：等待企业申请生产环境，暂无需处理');
    expect(await drawer.innerText()).not.toMatch(/已通过\s*未申请/);
    await portal.screenshot(ops, 'yqzl-review-console-1366');
    await console.close();
    expect(await grantedApiCodes(portal.server.app.database.db, CORP.enterprise.id, 'sandbox')).toEqual(['account.balance']);

    // Approved: sandbox keys at once, a call signed in the try-it console, the call in usage.
    await director.goto(`${portal.server.origin}/#/yqzl/myApi`);
    await director.getByTestId('issue-sandbox').click();
    const secret = (await director.getByTestId('issued-secret').innerText()).trim();
    await director.getByTestId('secret-saved').click();
    await director.goto(`${portal.server.origin}/#/yqzl/testEnv`);
    await director.getByTestId('try-key').fill(secret);
    await director.getByTestId('try-send').click();
    await expect.poll(() => director.getByTestId('try-status').innerText(), WAIT).toBe('200');
    await usageRecorderOf(portal.server.app)!.flush();
    await director.goto(`${portal.server.origin}/#/yqzl/myApi`);
    await expect.poll(() => director.getByTestId('usage-recent').innerText(), WAIT).toContain('账户余额查询');

    await director.goto(`${portal.server.origin}/#/yqzl/statusSet`);
    const card = director.getByTestId(`order-${orderNo}`);
    await card.waitFor(WAIT);
    expect(await card.getByTestId('order-status').innerText()).toBe('已通过');
    expect(await card.getByTestId('order-timeline').innerText()).toContain(OPERATOR.displayName);
    await card.getByTestId('production-request').click();
    await director.getByTestId('production-confirm').click();
    await expect.poll(() => card.getByTestId('order-production').innerText(), WAIT).toBe('生产审核中');
    expect(await card.getByTestId('order-timeline').innerText()).toContain('申请生产环境');
    expect(await sideways(director)).toBeLessThanOrEqual(0);
    await portal.screenshot(director, 'yqzl-status-390');
    await director.context().close();
  });

  it('the director sets a callback URL; the next review result is posted there, signed by the key the page shows, and the page says it arrived', async () => {
    const posts: { path: string; body: string; headers: Record<string, string | undefined> }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (body += c));
      req.on('end', () => {
        posts.push({ path: req.url ?? '', body, headers: req.headers as Record<string, string | undefined> });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/erp/bank-notify`;
    try {
      // An order waiting for review (applied through the API).
      const { context, tab } = await directorSession();
      const { application } = await tab.call(openApiApply, {
        apiCodes: ['receipt.download'],
        purpose: '对接企业财务系统下载电子回单',
        agreementAccepted: true,
        agreementVersion: OPEN_API_AGREEMENT.version,
      });
      const director = await context.newPage();
      await director.goto(`${portal.server.origin}/#/yqzl/serviceSetting`);
      await director.getByTestId('setting-form').waitFor(WAIT);
      // The hint says what is accepted where: https, and http://127.0.0.1 outside production only (issue 37).
      await director.getByText(/须以 https:\/\/ 开头（测试环境另可填本机地址 http:\/\/127\.0\.0\.1/).waitFor(WAIT);
      await director.getByTestId('setting-callback').fill(callbackUrl);
      await director.getByTestId('setting-save').click();
      await expect.poll(() => director.getByTestId('yqzl-setting').innerText(), WAIT).toContain('上次保存');
      const bankKey = (await director.getByTestId('setting-signing-key').locator('.ant-typography').innerText()).trim();

      // An operator decides it (through the API: the console was walked above).
      const ops = browserSession(portal.server);
      await logInStaff(portal.server, ops, OPERATOR);
      await ops.call(operatorOpenApiReview, { id: application.id, stage: 'sandbox', decision: 'reject', reason: '请补充回单用途说明' });

      await expect.poll(() => posts.length, { timeout: 20_000 }).toBe(1);
      expect(posts[0]!.path).toBe('/erp/bank-notify');
      expect(JSON.parse(posts[0]!.body)).toMatchObject({ kind: 'review_result', body: '拒绝原因：请补充回单用途说明' });
      expect(callbackHolds({ pathAndQuery: posts[0]!.path, body: posts[0]!.body, headers: posts[0]!.headers }, bankKey)).toBe(true);

      await director.reload();
      const latest = director.getByTestId('setting-notifications').getByTestId('notification-delivery').first();
      await expect.poll(() => latest.innerText(), WAIT).toContain('已推送');
      expect(await sideways(director)).toBeLessThanOrEqual(0);
      await portal.screenshot(director, 'yqzl-setting-390');
      await context.close();
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('a direct-connection page whose session has run out sends the whole window to the timeout login (§8, 201701)', async () => {
    const page = await (await directorContext()).newPage();
    await page.goto(`${portal.server.origin}/#/yqzl/orderQuery`);
    await page.getByTestId('orders-table').waitFor(WAIT);
    // The session idles out on the server while the page stays open.
    await portal.server.app.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(sessions.principalId, CORP.id));
    await page.getByTestId('orders-no').fill('YQ2026');
    const timeoutLogin = page.waitForRequest((r) => r.url().endsWith('/firm/main/login.do?type=TIMEOUT') && r.isNavigationRequest(), WAIT);
    await page.getByTestId('orders-search').click();
    await timeoutLogin;
    // A portal reached on its own answers that address with its own login, which leads back here.
    await waitForHash(page, '#/login?redirectUrl=');
    expect(decodeURIComponent(page.url())).toContain('redirectUrl=/yqzl/myApi');
    await page.context().close();
  });

  it('a director of two enterprises chooses which one the open-platform screens work for, and the choice holds from screen to screen', async () => {
    const db = portal.server.app.database.db;
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, CORP.loginName));
    await insertEnterprise(db, 'E-group-2', '鼎信示范集团华南子公司', '91440300MA5GRP0002');
    await seatDirector(db, me!.id, 'E-group-2');

    const director = await (await directorContext()).newPage();
    await director.goto(`${portal.server.origin}/#/yqzl/statusSet`);
    const screen = director.getByTestId('yqzl-status');
    await expect.poll(() => screen.innerText(), WAIT).toContain('当前企业：鼎信示范科技有限公司');
    await chooseOption(director, director.getByTestId('yqzl-enterprise-picker'), '鼎信示范集团华南子公司');
    // The subsidiary has no orders yet; its director may apply for it.
    await expect.poll(() => screen.innerText(), WAIT).toContain('当前企业：鼎信示范集团华南子公司');
    expect(await director.getByTestId('status-orders').count()).toBe(0);
    expect(await sideways(director)).toBeLessThanOrEqual(0);
    await portal.screenshot(director, 'yqzl-enterprise-picker-390');
    await director.getByRole('link', { name: '服务设置' }).click();
    await expect.poll(() => director.getByTestId('yqzl-setting').innerText(), WAIT).toContain('鼎信示范集团华南子公司');
    await director.context().close();
  });
});
