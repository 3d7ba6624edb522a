import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { userEnterprises, users } from '../../server/src/db/schema/identity.ts';
import { usageRecorderOf } from '../../server/src/modules/open-platform/sandbox/gateway-routes.ts';
import { insertApprovedApplication } from '../../server/test/support/open-platform-grants.ts';
import { chartsWithoutTable, chartTableRows } from './support/chart-tables.ts';
import { startPortal, WAIT, type Portal } from './support/portal.ts';
import { openAsCustomer, sideways } from './support/customer-page.ts';
import { staffContext } from './support/staff.ts';

/**
 * Issue 26 points 3-5 journey: the demo director's enterprise has an approved application
 * (inserted as the operator's approval would leave it); the director gets sandbox keys in
 * 我的API (the secret shown once), calls the balance API from the try-it console (signed in the
 * browser), and sees the call in the usage figures; on a 390 px phone without sideways scroll.
 */

let portal: Portal;
const CORP = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_corp')!;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const db = () => portal.server.app.database.db;

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const openAs = (hash: string, viewport: { width: number; height: number }) => openAsCustomer(portal, CORP, hash, viewport);

describe('开放平台沙箱', () => {
  it('gets sandbox keys, calls the balance API from the try-it console, and sees the call in usage (and the operator in the console)', async () => {
    const [corp] = await db().select({ id: users.id }).from(users).where(eq(users.loginName, CORP.loginName));
    const [seat] = await db().select().from(userEnterprises).where(eq(userEnterprises.userId, corp!.id));
    await insertApprovedApplication(db(), seat!.enterpriseId, corp!.id, ['account.list', 'account.balance', 'payment.transfer']);

    const page = await openAs('#/yqzl/myApi', DESKTOP);
    await page.getByTestId('issue-sandbox').click();
    const secretBox = page.getByTestId('issued-secret');
    await secretBox.waitFor(WAIT);
    const secret = (await secretBox.innerText()).trim();
    const appId = (await page.getByTestId('issued-app-id').innerText()).trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await page.getByTestId('secret-saved').click();
    await page.getByTestId('test-accounts').waitFor(WAIT);
    expect(await page.getByTestId('credential-app-id').innerText()).toBe(appId);
    // Valid a year from issue (Beijing date), far from the 即将到期 window.
    expect(await page.getByTestId('credential-expires').innerText()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await page.getByTestId('credential-expiry-tag').count()).toBe(0);
    // The key's record says who issued it.
    expect(await page.getByTestId('credential-events').innerText()).toMatch(new RegExp(`${appId}[\\s\\S]*发放密钥[\\s\\S]*${CORP.loginName}`));
    // Shown once: the page no longer holds the secret anywhere.
    await expect.poll(() => page.content(), WAIT).not.toContain(secret);

    await page.goto(`${portal.server.origin}/#/yqzl/testEnv`);
    await page.getByTestId('try-key').waitFor(WAIT);
    const sent: string[] = [];
    page.on('request', (r) => sent.push(`${r.url()} ${r.postData() ?? ''} ${JSON.stringify(r.headers())}`));
    await page.getByTestId('try-key').fill(secret);
    await page.getByTestId('try-send').click();
    await expect.poll(() => page.getByTestId('try-status').innerText(), WAIT).toBe('200');
    expect(await page.getByTestId('try-response').innerText()).toContain('"balance"');
    expect(await page.getByTestId('try-canonical').innerText()).toMatch(/^GET\n\/openapi\/sandbox\/v1\/accounts\/\d+\/balance\n\n[0-9a-f]{64}\n\d{13}\n/);
    // The secret was used to sign in the page and never left it.
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.some((s) => s.includes(secret))).toBe(false);
    await portal.screenshot(page, 'open-platform-test-env-1366');
    await page.setViewportSize(PHONE);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await portal.screenshot(page, 'open-platform-test-env-390');
    // Issue 37: a new attempt refused here (no secret) says so without the previous call's answer beside it.
    await page.getByTestId('try-key').fill('');
    await page.getByTestId('try-send').click();
    await page.getByText('请输入签名密钥').waitFor(WAIT);
    expect(await page.getByTestId('try-status').count()).toBe(0);

    await usageRecorderOf(portal.server.app)!.flush();
    await page.goto(`${portal.server.origin}/#/yqzl/myApi`);
    const recent = page.getByTestId('usage-recent');
    await recent.waitFor(WAIT);
    expect(await recent.innerText()).toContain('账户余额查询');
    expect(await page.getByTestId('usage-by-api').innerText()).toContain('账户余额查询');
    // Issue 38: the per-day chart's figures as a table; today's row names the call.
    expect(await chartsWithoutTable(page)).toEqual([]);
    expect((await chartTableRows(page.getByTestId('usage-per-day'))).at(-1)?.[2]).toContain('账户余额查询');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await portal.screenshot(page, 'open-platform-my-api-390');
    await page.context().close();

    // The operators' console shows the same call under the enterprise.
    const staff = await staffContext(portal, DEMO_STAFF.find((s) => s.role === 'operator')!, PHONE);
    const console = await staff.newPage();
    await console.goto(`${portal.server.origin}/#/staff/open-platform-usage`);
    const enterprisesTable = console.getByTestId('usage-enterprises');
    await enterprisesTable.waitFor(WAIT);
    expect(await enterprisesTable.innerText()).toContain('鼎信示范科技有限公司');
    // The latest calls name the enterprise, its code as secondary text (issue 37).
    const latest = console.getByTestId('usage-recent');
    await latest.waitFor(WAIT);
    const named = latest.getByTestId('usage-enterprise').first();
    expect((await named.innerText()).split('\n')).toEqual(['鼎信示范科技有限公司', seat!.enterpriseId]);
    expect(await enterprisesTable.getByTestId('usage-enterprise').first().innerText()).toContain(seat!.enterpriseId);
    expect(await sideways(console)).toBeLessThanOrEqual(0);
    await portal.screenshot(console, 'open-platform-usage-console-390');
    await console.setViewportSize(DESKTOP);
    await portal.screenshot(console, 'open-platform-usage-console-1366');
    await staff.close();
  });
});
