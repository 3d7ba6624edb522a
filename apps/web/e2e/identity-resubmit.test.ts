import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { enterpriseAuths } from '../../server/src/db/schema/identity-verification.ts';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { documentPicture } from '../../server/test/support/identity-applications.ts';
import { logIn, pendingAgentApplication } from './support/enterprise-auth.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { staffContext } from './support/staff.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const operator = DEMO_STAFF.find((s) => s.role === 'operator')!;
const DESKTOP = { width: 1366, height: 900 };
const REASON = '授权委托书未加盖企业公章，请补充盖章后的委托书';

/**
 * Issue 21, both sides: an authorised agent's application is rejected by an operator in the
 * staff console; the customer reads the reason in the center, corrects the letter and resubmits;
 * the operator approves the corrected application and the customer sees the enterprise bound.
 */
describe('a rejected enterprise authentication, corrected and resubmitted', () => {
  it('an operator rejects an agent with a reason; the customer resubmits from the center and is approved', async () => {
    const { loginName, application } = await pendingAgentApplication(portal.server, 'agent_resubmit_e2e');

    // The operator rejects it with a reason.
    const staff = await staffContext(portal, operator, DESKTOP);
    const desk = await staff.newPage();
    await desk.goto(`${portal.server.origin}/#/staff/identity-review`);
    await desk.getByTestId(`review-open-${application.id}`).click();
    const drawer = desk.getByTestId('review-drawer');
    await drawer.getByTestId('review-reject').click();
    await desk.getByTestId('review-reason').fill(REASON);
    await desk.getByTestId('review-reject-confirm').click();
    await drawer.getByTestId('review-outcome').getByText(REASON).waitFor(WAIT);

    // The customer reads the reason in the center and corrects the application.
    const context = await portal.browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
    await logIn(portal.server, loginName, context);
    const page = await context.newPage();
    await page.goto(`${portal.server.origin}/#/center?tab=enterprises`);
    const table = page.getByTestId('center-enterprises');
    await table.getByTestId('center-enterprise-status').getByText('审核拒绝').waitFor(WAIT);
    await table.getByText(REASON, { exact: false }).waitFor(WAIT);
    await table.getByRole('link', { name: '重新提交' }).click();
    await waitForHash(page, '#/identify');
    const credentials = page.getByTestId('identify-credentials');
    // What the customer gave before is there (the document number is never sent back: typed again).
    await expect(credentials.getByTestId('identify-legal-name').inputValue()).resolves.toBe('陈静');
    await credentials.getByTestId('identify-doc-number').fill('440106199203033336');
    await credentials.getByTestId('identify-letter').getByTestId('image-picker-input').setInputFiles({ name: '盖章委托书.png', mimeType: 'image/png', buffer: await documentPicture('AUTHORISATION', '#1554ad') });
    await credentials.getByTestId('identify-letter').locator('[data-status="ready"]').waitFor(WAIT);
    await portal.screenshot(page, 'identify-resubmit-credentials');
    await credentials.getByTestId('identify-submit').click();
    await page.getByText('已提交，等待银行审核').waitFor(WAIT);

    // A new application waits in the queue; the rejected one keeps its reason in the history.
    const customer = (await portal.server.app.users.findLiveByLogin(loginName))!;
    const rows = await portal.server.app.database.db.select().from(enterpriseAuths).where(eq(enterpriseAuths.userId, customer.id));
    const resubmitted = rows.find((r) => r.id !== application.id)!;
    expect(rows.find((r) => r.id === application.id)).toMatchObject({ status: 'SJ', rejectReason: REASON });
    expect(resubmitted).toMatchObject({ status: 'DS', applicantRole: 'agent', creditCode: application.creditCode });
    expect(resubmitted.letterImageId).not.toBe(application.letterImageId);
    // The licence not chosen again carries over.
    expect(resubmitted.licenceImageId).toBe(application.licenceImageId);

    // The operator approves the corrected application.
    await desk.reload();
    await desk.getByTestId(`review-open-${resubmitted.id}`).click();
    await drawer.getByTestId('review-approve').click();
    await desk.getByTestId('review-approve-confirm').click();
    await desk.getByText('已审核通过，申请人已绑定企业').waitFor(WAIT);

    await page.goto(`${portal.server.origin}/#/center?tab=enterprises`);
    await table.getByTestId('center-enterprise-status').getByText('审核通过').waitFor(WAIT);
    await table.getByText('上海浦江绿色能源有限公司').waitFor(WAIT);
    await portal.screenshot(page, 'identify-resubmit-approved-center');
    await context.close();
    await staff.close();
  }, 150_000);
});
