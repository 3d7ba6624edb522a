import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { startPortal, WAIT, type Portal } from './support/portal.ts';
import { staffLoginInBrowser } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const operator = DEMO_STAFF.find((s) => s.role === 'operator')!;
const ARRIVAL = '#/?redirectUrl=%2Fyqzl%2FapiApply';

describe('login-page configuration', () => {
  it('an operator hides customer service for a return address; tabs arriving with it lose the widget, others keep it', async () => {
    // Before the change: a tab arriving for the open platform is offered customer service.
    const before = await portal.open(ARRIVAL);
    await before.getByTestId('float-customer-service').waitFor(WAIT);
    await before.context().close();

    const staff = await portal.open('#/staff/login');
    await staffLoginInBrowser(staff, portal.server, operator.loginName, operator.password);
    await staff.getByTestId('staff-profile').waitFor(WAIT);
    await staff.goto(`${portal.server.origin}/#/staff/login-pages`);
    await staff.getByTestId('login-page-edit-yqzl').click();
    const form = staff.getByTestId('login-page-form');
    await form.getByLabel('标题', { exact: true }).fill('开放平台');
    await form.getByLabel('适用地址前缀').fill('yqzl');
    await staff.getByTestId('login-page-save').click();
    await expect(form.getByText('适用地址前缀须为门户内的路由').isVisible()).resolves.toBe(true);
    await form.getByLabel('适用地址前缀').fill('/yqzl');
    await staff.getByTestId('login-page-show-customer').click();
    await staff.getByTestId('login-page-save').click();
    const row = staff.getByTestId('login-page-table').getByRole('row', { name: /开放平台/ });
    await row.getByText('隐藏').waitFor(WAIT);
    await portal.screenshot(staff, 'login-pages-console');

    const arriving = await portal.open(ARRIVAL);
    await arriving.getByTestId('float-account-opening').waitFor(WAIT);
    await arriving.waitForLoadState('networkidle');
    await expect(arriving.getByTestId('float-customer-service').count()).resolves.toBe(0);
    // The answer holds for the tab's session, on every page it visits.
    await arriving.goto(`${portal.server.origin}/#/index?pageCode=index`);
    await arriving.getByTestId('float-account-opening').waitFor(WAIT);
    await arriving.waitForLoadState('networkidle');
    await expect(arriving.getByTestId('float-customer-service').count()).resolves.toBe(0);
    // Its login screen wears the configured title.
    await arriving.goto(`${portal.server.origin}/#/login?redirectUrl=%2Fyqzl%2FmyApi`);
    // (The bank's own title shows until the configuration arrives: wait for the configured one.)
    await arriving.getByTestId('login-page-title').filter({ hasText: /^开放平台$/ }).waitFor(WAIT);
    await portal.screenshot(arriving, 'login-page-configured');
    await arriving.context().close();

    const other = await portal.open('#/');
    await other.getByTestId('float-customer-service').waitFor(WAIT);
    await other.context().close();
    await staff.context().close();
  });
});
