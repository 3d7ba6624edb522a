import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { latestSmsCode } from '../../server/test/support/sms-outbox.ts';
import { failSliderCaptcha, passSliderCaptcha } from './support/captcha.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

/** Fills the password form and passes the slider check that login asks for. */
async function passwordLogin(page: Page, loginName: string, password: string) {
  const form = page.getByTestId('password-login-form');
  await form.getByLabel('用户名 / 手机号').fill(loginName);
  await form.getByLabel('登录密码').fill(password);
  await form.getByTestId('login-submit').click();
  await passSliderCaptcha(page, portal.server);
}

describe('accounts in the browser', () => {
  it('registers, logs in, opens the center, changes the password and logs out', async () => {
    const page = await portal.open('#/register');
    const form = page.getByTestId('register-form');
    await form.getByText('企业用户').click();
    await form.getByLabel('企业名称').fill('鼎盛跨境贸易有限公司');
    await form.getByLabel('统一社会信用代码').fill('91110000600037341L');
    await form.getByLabel('用户名').fill('dingsheng_trade');
    await form.getByLabel('联系人姓名').fill('周芳');
    await form.getByLabel('手机号').fill('13622223333');
    await form.getByRole('button', { name: '获取验证码' }).click();
    await passSliderCaptcha(page, portal.server);
    await form.getByRole('button', { name: /秒后重新获取/ }).waitFor(WAIT);
    await form.getByLabel('短信验证码').fill(await latestSmsCode(portal.server.app.database.db, '13622223333'));
    await form.getByLabel('设置登录密码').fill('Ds@20261');
    await form.getByLabel('确认登录密码').fill('Ds@20261');
    await form.getByRole('checkbox').check();
    await portal.screenshot(page, 'register-enterprise');
    await form.getByTestId('register-submit').click();

    // Registered and logged in: home shows the personal center and logout.
    await waitForHash(page, '#/');
    await page.getByTestId('header-center').waitFor(WAIT);
    await page.getByTestId('header-logout').click();
    await page.getByTestId('header-login').waitFor(WAIT);

    // Log in again with the password, come back to the center's security tab.
    await page.goto(`${portal.server.origin}/#/center?tab=security`);
    await waitForHash(page, '#/login?redirectUrl=');
    await passwordLogin(page, 'dingsheng_trade', 'Ds@20261');
    await waitForHash(page, '#/center?tab=security');
    await page.getByTestId('login-history').getByText('密码登录').first().waitFor(WAIT);
    await page.getByRole('tab', { name: '我的企业' }).click();
    await page.getByTestId('center-enterprises').getByText('鼎盛跨境贸易有限公司').waitFor(WAIT);
    await page.getByRole('tab', { name: '安全设置' }).click();

    const pw = page.getByTestId('password-form');
    await pw.getByLabel('原登录密码').fill('Wrong@1234');
    await pw.getByLabel('新登录密码').fill('Ds@20262');
    await pw.getByLabel('确认新密码').fill('Ds@20262');
    await pw.getByTestId('password-submit').click();
    await pw.getByText('原密码不正确').waitFor(WAIT);
    await pw.getByLabel('原登录密码').fill('Ds@20261');
    await pw.getByTestId('password-submit').click();
    await page.getByTestId('password-changed').waitFor(WAIT);
    await portal.screenshot(page, 'center-security');

    await page.getByTestId('header-logout').click();
    await page.getByTestId('header-login').waitFor(WAIT);
    await page.goto(`${portal.server.origin}/#/login`);
    await passwordLogin(page, 'dingsheng_trade', 'Ds@20262');
    await page.getByTestId('header-center').waitFor(WAIT);
    await page.context().close();
  });

  it('keeps what was typed when the password is wrong, and shows the captcha failure', async () => {
    const page = await portal.open('#/login');
    const form = page.getByTestId('password-login-form');
    await form.getByLabel('用户名 / 手机号').fill('demo_person');
    await form.getByLabel('登录密码').fill('Wrong@2026');
    await form.getByTestId('login-submit').click();
    await failSliderCaptcha(page, portal.server);
    await passSliderCaptcha(page, portal.server);
    await page.getByTestId('login-error').getByText(/用户名或密码错误，再错4次/).waitFor(WAIT);
    await expect(form.getByLabel('用户名 / 手机号').inputValue()).resolves.toBe('demo_person');
    await expect(form.getByLabel('登录密码').inputValue()).resolves.toBe('');
    await portal.screenshot(page, 'login-wrong-password');
    await page.context().close();
  });

  it('keeps a browser that logged in before logging in while unknown browsers are locked out of the account', async () => {
    const who = { loginName: 'device_owner', phone: '13622229999', password: 'Dev@2026x' };
    await portal.server.app.users.register({ userType: 'personal', realName: '陈静', ...who });
    const home = await portal.open('#/login');
    await passwordLogin(home, who.loginName, who.password);
    await home.getByTestId('header-center').waitFor(WAIT);
    const [device] = (await home.context().cookies()).filter((c) => c.name === 'QJMH_DEVICE');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/qjmh/' });
    await home.getByTestId('header-logout').click();
    await home.getByTestId('header-login').waitFor(WAIT);

    // Someone else's wrong guesses have locked the account's unknown devices (as lockUnknownDevices does on the server).
    await portal.server.app.database.db.execute(
      sql`update users set failed_logins = 5, last_failed_at = now(), locked_until = now() + interval '1 minute' where login_name = ${who.loginName}`,
    );
    const stranger = await portal.open('#/login');
    await passwordLogin(stranger, who.loginName, who.password);
    await stranger.getByTestId('login-error').getByText(/账户已临时锁定，请1分钟后再试，或使用短信登录/).waitFor(WAIT);
    await stranger.context().close();

    await home.goto(`${portal.server.origin}/#/login`);
    await passwordLogin(home, who.loginName, who.password);
    await home.getByTestId('header-center').waitFor(WAIT);
    await home.context().close();
  });

  it('logs in by SMS code, and tells the first browser when a second one takes over', async () => {
    const first = await portal.open('#/login');
    await first.getByRole('tab', { name: '短信登录' }).click();
    const form = first.getByTestId('sms-login-form');
    await form.getByLabel('手机号').fill('13800138001');
    await form.getByRole('button', { name: '获取验证码' }).click();
    await passSliderCaptcha(first, portal.server);
    await form.getByRole('button', { name: /秒后重新获取/ }).waitFor(WAIT);
    await form.getByLabel('短信验证码').fill(await latestSmsCode(portal.server.app.database.db, '13800138001'));
    await form.getByTestId('login-submit').click();
    await first.getByTestId('header-center').waitFor(WAIT);

    const second = await portal.open('#/login');
    await passwordLogin(second, 'demo_person', 'Demo@2026');
    await second.getByTestId('header-center').waitFor(WAIT);

    // Within one poll (10 s) the first browser learns its session was taken over.
    await first.getByTestId('session-notice').getByText('您的客户号已在其他地方登录').waitFor({ timeout: 15_000 });
    await portal.screenshot(first, 'session-taken-over');
    await first.context().close();
    await second.context().close();
  });

  it('sends an SMS login code to an unregistered phone and says so at the phone field once the code is entered', async () => {
    const page = await portal.open('#/login');
    await page.getByRole('tab', { name: '短信登录' }).click();
    const form = page.getByTestId('sms-login-form');
    await form.getByLabel('手机号').fill('13655554444');
    await form.getByRole('button', { name: '获取验证码' }).click();
    await passSliderCaptcha(page, portal.server);
    await form.getByRole('button', { name: /秒后重新获取/ }).waitFor(WAIT);
    await form.getByLabel('短信验证码').fill(await latestSmsCode(portal.server.app.database.db, '13655554444'));
    await form.getByTestId('login-submit').click();
    await form.getByText('该手机号尚未注册，请先注册').waitFor(WAIT);
    await page.context().close();
  });

  it('logs in through a partner identity provider: assertion, then the st ticket, which leaves the address', async () => {
    const page = await portal.open('#/');
    await page.goto(`${portal.server.origin}/dev/open-idp`);
    await portal.screenshot(page, 'open-idp-partner');
    await page.getByRole('link', { name: '以此身份登录门户' }).first().click();
    await page.getByTestId('header-center').waitFor(WAIT);
    await page.waitForFunction(() => !window.location.href.includes('st='), undefined, WAIT);
    await expect(page.getByTestId('header-center').isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('logs in at the workspace login and arrives logged in where it was sent', async () => {
    const page = await portal.open('#/workspaceLogin?redirectUrl=%2Fcenter');
    await page.getByText('工作台登录').first().waitFor(WAIT);
    await portal.screenshot(page, 'workspace-login');
    await passwordLogin(page, 'demo_corp', 'Corp@2026');
    await waitForHash(page, '#/center');
    await page.getByTestId('center-profile').getByText('demo_corp').waitFor(WAIT);
    await page.context().close();
  });

  it('changes phone and e-mail in the center, then cancels the account', async () => {
    await portal.server.app.users.register({ userType: 'personal', loginName: 'e2e_leaver', realName: '陈立', phone: '13577778888', password: 'Leave@2026' });
    const db = portal.server.app.database.db;
    const page = await portal.open('#/center?tab=security');
    await waitForHash(page, '#/login');
    await passwordLogin(page, 'e2e_leaver', 'Leave@2026');
    await waitForHash(page, '#/center?tab=security');

    const card = page.getByTestId('phone-change-card');
    await card.getByRole('button', { name: '获取验证码' }).first().click();
    await card.getByRole('button', { name: /秒后重新获取/ }).waitFor(WAIT);
    await card.getByLabel('原手机验证码').fill(await latestSmsCode(db, '13577778888'));
    await card.getByLabel('新手机号').fill('13577779999');
    await card.getByRole('button', { name: '获取验证码' }).click();
    await card.getByRole('button', { name: /秒后重新获取/ }).nth(1).waitFor(WAIT);
    await card.getByLabel('新手机验证码').fill(await latestSmsCode(db, '13577779999'));
    await card.getByTestId('phone-submit').click();
    await page.getByTestId('phone-changed').getByText('135****9999').waitFor(WAIT);
    await portal.screenshot(page, 'center-security-phone');

    await page.getByRole('tab', { name: '个人信息' }).click();
    await page.getByTestId('center-profile').getByRole('button', { name: '修改' }).click();
    await page.getByLabel('电子邮箱').fill('chenli@yuanhang.example.cn');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByTestId('email-value').getByText('chenli@yuanhang.example.cn').waitFor(WAIT);

    await page.getByRole('tab', { name: '注销账户' }).click();
    const cancel = page.getByTestId('cancel-account');
    await cancel.getByLabel('登录密码').fill('Leave@2026');
    await cancel.getByRole('button', { name: '获取验证码' }).click();
    await cancel.getByRole('button', { name: /秒后重新获取/ }).waitFor(WAIT);
    await cancel.getByLabel('短信验证码').fill(await latestSmsCode(db, '13577779999'));
    await cancel.getByRole('checkbox').check();
    await portal.screenshot(page, 'center-cancel');
    await cancel.getByTestId('cancel-submit').click();
    await page.getByRole('button', { name: '确认注销' }).click();
    await page.getByTestId('session-notice').getByText('您的账户已注销').waitFor(WAIT);
    await page.getByTestId('header-login').waitFor(WAIT);
    await page.context().close();
  });

  it('tells a user whose password is 180 days old to change it, right after login', async () => {
    const user = await portal.server.app.users.register({ userType: 'personal', loginName: 'e2e_oldpass', realName: '冯涛', phone: '13566667777', password: 'Old@20260' });
    await portal.server.app.database.db.execute(sql`update users set password_changed_at = now() - interval '200 days' where id = ${user.id}`);
    const page = await portal.open('#/login');
    await passwordLogin(page, 'e2e_oldpass', 'Old@20260');
    const notice = page.getByTestId('session-notice');
    await notice.getByText('您的登录密码已过期').waitFor(WAIT);
    await portal.screenshot(page, 'password-expired-notice');
    await notice.getByRole('button', { name: '修改密码' }).click();
    await waitForHash(page, '#/center?tab=security');
    await page.getByTestId('password-form').waitFor(WAIT);
    await page.context().close();
  });
});
