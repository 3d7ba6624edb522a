import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { DEMO_CUSTOMERS } from '../../server/src/db/seed/demo-accounts.ts';
import { browserSession } from '../../server/test/support/browser-session.ts';
import { passSliderCaptcha } from '../../server/test/support/slider-captcha.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';

/**
 * Issue 24, the estimate ↔ carbon account seam: the demo enterprise director estimates a solar
 * project on #/measure, records it with "计入碳账户", and finds it in the carbon account's
 * reductions with the estimate as its source. A visitor sees no such button.
 */

let portal: Portal;
const CORP = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_corp')!;

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

describe('计入碳账户', () => {
  it('records an estimate as a reduction that shows its source', async () => {
    const visitor = await portal.open('#/measure?model=solar_pv');
    await visitor.getByTestId('measure-calculate').click();
    await visitor.getByTestId('measure-result').waitFor(WAIT);
    expect(await visitor.getByTestId('measure-to-carbon-open').count()).toBe(0);
    await visitor.context().close();

    const context = await portal.browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
    const tab = browserSession(portal.server);
    await tab.call(passwordLogin, { loginName: CORP.loginName, password: tab.secret(CORP.password), captchaVerification: await passSliderCaptcha(portal.server) });
    await context.addCookies([...tab.cookies].map(([name, value]) => ({ name, value, url: portal.server.origin })));
    const page = await context.newPage();
    await page.goto(`${portal.server.origin}/#/measure?model=solar_pv`);
    await page.getByTestId('measure-calculate').click();
    await page.getByTestId('measure-to-carbon-open').click(WAIT);
    await page.getByTestId('measure-to-carbon-name').fill('厂房屋顶光伏（测算）');
    await page.getByTestId('measure-to-carbon-save').click();
    await expect.poll(() => page.getByTestId('measure-to-carbon-done').innerText(), WAIT).toContain('已计入碳账户');

    await page.getByRole('link', { name: '查看碳账户' }).click();
    await waitForHash(page, '#/carbonAccount');
    const row = page.getByTestId('carbon-reduction').filter({ hasText: '厂房屋顶光伏（测算）' });
    await row.waitFor(WAIT);
    expect(await row.getByTestId('carbon-reduction-source').innerText()).toContain('来源：环境效益测算');
    await portal.screenshot(page, 'carbon-reduction-from-estimate');
  });
});
