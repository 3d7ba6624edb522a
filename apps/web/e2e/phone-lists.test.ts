import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { sm2 } from 'sm-crypto-v2';
import { DEMO_CUSTOMERS } from '../../server/src/db/seed/demo-accounts.ts';
import { userEnterprises } from '../../server/src/db/schema/identity.ts';
import { sm2KeyPair, SM2_WITH_SM3_OID, x509Crypto } from '../../server/src/modules/certificates/sm2-crypto.ts';
import * as x509 from '../../server/src/modules/certificates/x509.ts';
import { openAsCustomer, sideways } from './support/customer-page.ts';
import { pendingAgentApplication, submitAgentApplication } from './support/enterprise-auth.ts';
import { screenshotOf, startPortal, WAIT, type Portal } from './support/portal.ts';

/**
 * Issue 37, defect 5 (phones): at 390 px the certificate list and 我的企业 are cards that show
 * the state and the buttons without scrolling sideways, inside their box or out of it, and work
 * from there; a desktop keeps the tables. The floating panel steps aside while a form field has
 * the focus on a phone, and comes back when it leaves.
 */

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };
const CORP = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_corp')!;
const CORP2 = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_corp2')!;
const STAFF = { loginName: 'phone_staff01', realName: '周晓雨', phone: '13760009101', password: 'Cert@2026x' };

/** A certificate of the bank's CA for `user` of demo_corp's enterprise, on an SM2 key made here. */
async function issue(user: { id: string; loginName: string }, validityDays?: number): Promise<string> {
  const keys = sm2KeyPair(sm2.generateKeyPairHex().privateKey);
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({ name: 'CN=ukey', keys, signingAlgorithm: { name: SM2_WITH_SM3_OID } }, x509Crypto);
  const row = await portal.server.app.certificates.issue({
    user,
    enterprise: CORP.enterprise,
    csr: csr.toString('pem'),
    keySerial: `SOFT-${user.loginName.toUpperCase()}`,
    providerName: '鼎信软证书',
    issuedBy: user.id,
    ...(validityDays ? { validityDays } : {}),
  });
  return row.serial;
}

/**
 * The list fits the phone: the page does not scroll sideways, and neither does the list, any
 * box it sits in (the tab's card and up) nor any of its cards.
 */
async function fitsPhone(page: Page, list: Locator): Promise<void> {
  await expect.poll(() => sideways(page), WAIT).toBeLessThanOrEqual(0);
  const wide = await list.evaluate((el) => {
    const boxes = [...Array.from(el.querySelectorAll('[data-row-key]'))];
    for (let box: Element | null = el; box && box !== document.documentElement; box = box.parentElement) boxes.push(box);
    return boxes.filter((b) => b.scrollWidth > b.clientWidth).map((b) => `${b.tagName.toLowerCase()}.${String(b.className).slice(0, 60)} ${b.scrollWidth} > ${b.clientWidth}`);
  });
  expect(wide).toEqual([]);
  // Cards, not a table that would scroll inside its box.
  expect(await list.locator('table').count()).toBe(0);
}

/** The element is shown, whole, within the phone's width. */
async function inView(target: Locator): Promise<void> {
  await target.waitFor(WAIT);
  const box = (await target.boundingBox())!;
  expect(box.width).toBeGreaterThan(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

describe('证书管理 on a phone', () => {
  let mine = '';
  let staffs = '';
  let others = '';

  it('shows each certificate as a card with its state and buttons in view, and 吊销 works from the card', async () => {
    await portal.server.app.users.register({ userType: 'personal', ...STAFF });
    const staff = (await portal.server.app.users.findLiveByLogin(STAFF.loginName))!;
    await portal.server.app.database.db.insert(userEnterprises).values({ userId: staff.id, enterpriseId: CORP.enterprise.id, role: 'operator' });
    // demo_corp's own (near its expiry: 更新证书 and 吊销), a user's (吊销), the other director's (no buttons).
    mine = await issue({ id: CORP.id, loginName: CORP.loginName }, 10);
    staffs = await issue({ id: staff.id, loginName: STAFF.loginName });
    others = await issue({ id: CORP2.id, loginName: CORP2.loginName });

    const page = await openAsCustomer(portal, CORP, '#/center?tab=certificates', PHONE);
    // demo_corp's certificate runs out in 10 days: the login says so first.
    const notice = page.getByTestId('session-notice');
    await notice.getByText(/数字证书将于/).waitFor(WAIT);
    await notice.getByRole('button').last().click();
    await notice.waitFor({ state: 'hidden', ...WAIT });
    const list = page.getByTestId('cert-table');
    const card = (serial: string) => list.locator(`[data-row-key="${serial}"]`);
    await card(staffs).getByText('有效', { exact: true }).waitFor(WAIT);
    await page.getByTestId('cert-users').getByText(STAFF.realName).waitFor(WAIT);
    await fitsPhone(page, list);
    await fitsPhone(page, page.getByTestId('cert-users'));

    // Every column of the table is on the card, under its title.
    const text = await card(staffs).innerText();
    for (const shown of [staffs, 'SM2', STAFF.loginName, `SOFT-${STAFF.loginName.toUpperCase()}`, '鼎信软证书', '有效期', '剩余天数', '有效']) expect(text).toContain(shown);
    await inView(card(mine).getByText('有效', { exact: true }));
    await inView(page.getByTestId(`cert-renew-${mine}`));
    await inView(page.getByTestId(`cert-revoke-${mine}`));
    await inView(page.getByTestId(`cert-revoke-${staffs}`));
    await inView(page.getByTestId(`cert-not-mine-${others}`));
    await inView(page.getByTestId(`cert-download-${STAFF.loginName}`));
    await inView(page.getByTestId(`cert-not-mine-${CORP2.loginName}`));
    await portal.screenshot(page, 'phone-lists-certificates-390');

    // 吊销 from the card: confirmed, the card says 已吊销 and has no buttons left.
    await page.getByTestId(`cert-revoke-${staffs}`).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /吊\s*销/ }).click();
    await card(staffs).getByText('已吊销', { exact: true }).waitFor(WAIT);
    await expect(page.getByTestId(`cert-revoke-${staffs}`).count()).resolves.toBe(0);
    await fitsPhone(page, list);
    await portal.screenshot(page, 'phone-lists-certificates-revoked-390');

    // A desktop keeps the table, with the same buttons in its rows.
    await page.setViewportSize(DESKTOP);
    await list.locator('tbody tr', { hasText: staffs }).getByText('已吊销').waitFor(WAIT);
    await list.locator('tbody tr', { hasText: mine }).getByTestId(`cert-revoke-${mine}`).waitFor(WAIT);
    await portal.screenshot(page, 'phone-lists-certificates-1366');
    await page.context().close();
  });
});

describe('我的企业 on a phone', () => {
  it('shows the director’s enterprise as a card with its state and 解除关联 in view', async () => {
    const page = await openAsCustomer(portal, CORP, '#/center?tab=enterprises', PHONE);
    const list = page.getByTestId('center-enterprises');
    const card = list.locator(`[data-row-key="${CORP.enterprise.creditCode}"]`);
    await card.getByTestId('center-enterprise-status').getByText('审核通过').waitFor(WAIT);
    // demo_corp's certificate of the journey above runs out soon: the login's notice goes first.
    const notice = page.getByTestId('session-notice');
    if (await notice.isVisible()) await notice.getByRole('button').last().click();
    await fitsPhone(page, list);
    const text = await card.innerText();
    for (const shown of [CORP.enterprise.name, CORP.enterprise.creditCode, '企业负责人']) expect(text).toContain(shown);
    await inView(card.getByTestId('center-enterprise-status'));
    await inView(card.getByRole('button', { name: '解除关联' }));
    await portal.screenshot(page, 'phone-lists-enterprises-director-390');
    await page.setViewportSize(DESKTOP);
    await list.locator('tbody tr', { hasText: CORP.enterprise.name }).getByText('审核通过').waitFor(WAIT);
    await page.context().close();
  });

  it('shows a pending application with its reason and 撤回, withdraws it from the card, and lists every application', async () => {
    const { loginName, password, application } = await pendingAgentApplication(portal.server, 'phone_agent01');
    const page = await openAsCustomer(portal, { loginName, password }, '#/center?tab=enterprises', PHONE);
    const list = page.getByTestId('center-enterprises');
    const card = list.locator(`[data-row-key="${application.creditCode}"]`);
    await card.getByTestId('center-enterprise-status').getByText('待审核').waitFor(WAIT);
    await card.getByText('待人工审核：申请人为授权代理人，需人工核对授权委托书；法定代表人未进行人脸识别，需人工核实法定代表人身份').waitFor(WAIT);
    await fitsPhone(page, list);
    await inView(card.getByTestId('center-enterprise-status'));
    await inView(card.getByRole('button', { name: '撤回' }));

    await card.getByRole('button', { name: '撤回' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定|OK/ }).click();
    await card.getByTestId('center-enterprise-status').getByText('已撤回').waitFor(WAIT);
    await inView(card.getByRole('link', { name: '重新提交' }));
    await page.context().close();

    // Submitted again: the card lists both applications, as the table's expanded row does.
    await submitAgentApplication(portal.server, loginName);
    const again = await openAsCustomer(portal, { loginName, password }, '#/center?tab=enterprises', PHONE);
    const list2 = again.getByTestId('center-enterprises');
    const card2 = list2.locator(`[data-row-key="${application.creditCode}"]`);
    await card2.getByTestId('center-enterprise-status').getByText('待审核').waitFor(WAIT);
    await card2.getByText('申请记录').waitFor(WAIT);
    await card2.getByText('已撤回').waitFor(WAIT);
    await fitsPhone(again, list2);
    await inView(card2.getByRole('button', { name: '撤回' }));
    await portal.screenshot(again, 'phone-lists-enterprises-390');
    await again.setViewportSize(DESKTOP);
    await list2.locator('tbody tr', { hasText: application.creditCode }).getByText('待审核').waitFor(WAIT);
    await portal.screenshot(again, 'phone-lists-enterprises-1366');
    await again.context().close();
  }, 60_000);
});

/** How much of the floating panel, where it is shown, lies over the field (px²). */
const panelOver = (field: Locator) =>
  field.evaluate((el) => {
    const panel = document.querySelector('[data-testid="floating-panel"]');
    if (!panel) return 0;
    const style = getComputedStyle(panel);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return 0;
    const a = el.getBoundingClientRect();
    let area = 0;
    for (const part of Array.from(panel.children)) {
      const b = part.getBoundingClientRect();
      area += Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    }
    return area;
  });

/** Scrolls the page until the field lies level with the floating panel, where the panel covers it. */
const underPanel = (field: Locator) =>
  field.evaluate((el) => {
    const panel = document.querySelector('[data-testid="floating-panel"] > *')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - (panel.top + panel.height / 2));
  });

/** The field's box (an antd input's affix wrapper, else the input). */
const boxOf = (input: Locator) => input.locator('xpath=ancestor-or-self::*[contains(@class,"ant-input-affix-wrapper")][1] | self::*').first();

describe('the floating panel on a phone', () => {
  it('steps aside while a form field has the focus, leaving the field uncovered, and comes back after', async () => {
    // 安全设置 of the center: forms in the main area, long enough on a phone to reach the panel
    // (the login and register screens have no floating panel).
    const person = DEMO_CUSTOMERS.find((c) => c.loginName === 'demo_person')!;
    const page = await openAsCustomer(portal, person, '#/center?tab=security', PHONE);
    const panel = page.getByTestId('floating-panel');
    await panel.waitFor(WAIT);
    await page.getByTestId('password-form').waitFor(WAIT);
    const inputs = page.locator('main input[type="text"], main input:not([type]), main input[type="tel"], main input[type="password"]');
    // The first field low enough on the page to be scrolled level with the panel, and wide enough
    // to reach under it (a code field beside its send button stops short of it).
    const at = await inputs.evaluateAll((fields) => {
      const card = document.querySelector('[data-testid="floating-panel"] > *')!.getBoundingClientRect();
      return fields.findIndex((f) => {
        const box = (f.closest('.ant-input-affix-wrapper') ?? f).getBoundingClientRect();
        return box.width > 0 && box.right > card.left && box.top + box.height / 2 >= card.top + card.height / 2;
      });
    });
    expect(at).toBeGreaterThanOrEqual(0);
    const input = inputs.nth(at);
    const field = boxOf(input);
    await underPanel(field);
    // Unfocused, the panel lies over the field (the defect).
    const where = await field.evaluate((el) => {
      const box = (e: Element | null) => (e ? JSON.stringify(e.getBoundingClientRect()) : 'none');
      const panel = document.querySelector('[data-testid="floating-panel"]');
      return `field ${box(el)}, panel ${box(panel)} ${panel ? getComputedStyle(panel).visibility : ''}, scrollY ${window.scrollY} of ${document.documentElement.scrollHeight}, focus ${document.activeElement?.tagName}`;
    });
    await expect.poll(() => panelOver(field), { ...WAIT, message: where }).toBeGreaterThan(0);
    await screenshotOf(page, 'phone-lists-panel-unfocused-390');

    await input.focus();
    await expect.poll(() => panelOver(field), WAIT).toBe(0);
    await expect.poll(() => panel.isVisible(), WAIT).toBe(false);
    // What is under the field's right end is the field, not the panel.
    const hit = await field.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const at = document.elementFromPoint(box.right - 4, box.top + box.height / 2);
      return !!at && el.contains(at);
    });
    expect(hit).toBe(true);
    await screenshotOf(page, 'phone-lists-panel-focused-390');
    // From one field to the next, it stays aside.
    const next = inputs.nth(at + 1);
    await next.focus();
    await expect.poll(() => panelOver(boxOf(next)), WAIT).toBe(0);
    expect(await panel.isVisible()).toBe(false);

    // Focus gone: the panel is back where it was (focusing the next field may have scrolled the page).
    await next.blur();
    await expect.poll(() => panel.isVisible(), WAIT).toBe(true);
    await underPanel(field);
    await expect.poll(() => panelOver(field), WAIT).toBeGreaterThan(0);

    // A desktop keeps the panel where it is while a field has the focus.
    await page.setViewportSize(DESKTOP);
    await input.focus();
    await page.waitForTimeout(300);
    await expect(panel.isVisible()).resolves.toBe(true);
    await expect(panel.getAttribute('data-stepped-aside')).resolves.toBeNull();
    await page.context().close();
  });
});
