import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passSliderCaptcha } from './support/captcha.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { staffLoginInBrowser } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

describe('staff in the browser', () => {
  it('an agent logs in at the staff login, sees their role and session, and logs out', async () => {
    const page = await portal.open('#/staff');
    // A visitor opening the staff page is sent to the staff login.
    await waitForHash(page, '#/staff/login');
    await page.getByRole('heading', { name: '鼎信银行 员工工作台' }).waitFor(WAIT);
    await portal.screenshot(page, 'staff-login');

    await staffLoginInBrowser(page, portal.server, 'agent01', 'Wrong@2026');
    await page.getByTestId('staff-login-error').getByText('用户名或密码错误').waitFor(WAIT);
    await expect(page.getByTestId('staff-login-form').getByLabel('员工账号').inputValue()).resolves.toBe('agent01');
    await expect(page.getByTestId('staff-login-form').getByLabel('登录密码').inputValue()).resolves.toBe('');

    await staffLoginInBrowser(page, portal.server, 'agent01', 'Agent@2026');
    await waitForHash(page, '#/staff');
    await page.getByTestId('staff-role').getByText('客服坐席').waitFor(WAIT);
    await page.getByTestId('staff-who').getByText('客服坐席 张敏').waitFor(WAIT);
    await page.getByTestId('staff-idle-deadline').waitFor(WAIT);
    await page.getByTestId('staff-entry-agent-desk').getByText('坐席工作台（客服接待）').waitFor(WAIT);
    // The desk is built: its card is a link to it.
    await expect(page.getByTestId('staff-entry-agent-desk').getAttribute('href')).resolves.toBe('#/staff/desk');
    const logins = page.getByTestId('staff-recent-logins');
    await logins.getByText('成功').first().waitFor(WAIT);
    await logins.getByText('密码错误').first().waitFor(WAIT);
    await portal.screenshot(page, 'staff-home-agent');

    // A reload keeps the staff session (the customer check does not clear its token).
    await page.reload();
    await page.getByTestId('staff-role').getByText('客服坐席').waitFor(WAIT);

    await page.getByTestId('staff-logout').click();
    await waitForHash(page, '#/staff/login');
    await page.getByTestId('staff-ended').getByText('您已安全退出员工工作台。').waitFor(WAIT);
    await page.goto(`${portal.server.origin}/#/staff`);
    await waitForHash(page, '#/staff/login');
    await page.context().close();
  });

  it('an operator sees the operator console entry', async () => {
    const page = await portal.open('#/staff/login');
    await staffLoginInBrowser(page, portal.server, 'operator01', 'Oper@2026');
    await page.getByTestId('staff-role').getByText('运营人员').waitFor(WAIT);
    await page.getByTestId('staff-entry-operator-console').getByText('页面配置与发布').waitFor(WAIT);
    await expect(page.getByTestId('staff-entry-service-settings').getAttribute('href')).resolves.toBe('#/staff/service-settings');
    await expect(page.getByTestId('staff-entry-chat-ratings').getAttribute('href')).resolves.toBe('#/staff/ratings');
    await portal.screenshot(page, 'staff-home-operator');
    await page.context().close();
  });

  it('a logged-in customer cannot open the staff page', async () => {
    const page = await portal.open('#/login');
    const form = page.getByTestId('password-login-form');
    await form.getByLabel('用户名 / 手机号').fill('demo_person');
    await form.getByLabel('登录密码').fill('Demo@2026');
    await form.getByTestId('login-submit').click();
    await passSliderCaptcha(page, portal.server);
    await page.getByTestId('header-center').waitFor(WAIT);

    await page.goto(`${portal.server.origin}/#/staff`);
    await waitForHash(page, '#/staff/login');
    await page.getByTestId('staff-login-form').waitFor(WAIT);
    await page.context().close();
  });
});
