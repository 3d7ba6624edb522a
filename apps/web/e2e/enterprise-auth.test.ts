import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ENTP_AUTH_MESSAGES } from '@portal/contract/calls/enterprise-auth/messages';
import { ERRORS } from '@portal/contract/errors';
import { submitEnterpriseCredentials } from '@portal/contract/calls/enterprise-auth/submit-credentials';
import { REGISTER_APP_ID } from '@portal/contract/limits';
import { faceChecks } from '../../server/src/db/schema/face.ts';
import { documentPicture } from '../../server/test/support/identity-applications.ts';
import { liveFaceOf, STRANGER_JPEG } from '../../server/test/support/registry-faces.ts';
import { HANHAI_CREDIT_CODE, logIn, pendingAgentApplication, PUJIANG_CREDIT_CODE, verifiedCustomer, ZHANG_WEI } from './support/enterprise-auth.ts';
import { startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const DESKTOP = { width: 1366, height: 800 };
const PHONE_VIEWPORT = { width: 390, height: 844 };

/** A browser logged in as `loginName`, on `hash`. */
async function openAs(loginName: string, hash: string, viewport = DESKTOP): Promise<Page> {
  const context = await portal.browser.newContext({ viewport, locale: 'zh-CN' });
  await logIn(portal.server, loginName, context);
  const page = await context.newPage();
  await page.goto(`${portal.server.origin}/${hash}`);
  return page;
}

/** A photographed document: the licence or the letter. */
const png = async (name: string) => ({ name, mimeType: 'image/png', buffer: await documentPicture(name === 'letter.png' ? 'AUTHORISATION' : 'BUSINESS LICENCE') });

/** The probe's "licence": a blank white picture of a phone photo's size. */
const blankPicture = () => sharp({ create: { width: 1200, height: 900, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();

/** The page does not scroll sideways (a phone-sized screen must fit). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('enterprise authentication in the browser', () => {
  it('is completed by the legal representative: registry query, credentials, face check on a phone, director at once', async () => {
    await verifiedCustomer(portal.server, ZHANG_WEI, 'zhangwei_e2e');
    const desktop = await openAs('zhangwei_e2e', '#/center?tab=enterprises');
    await desktop.getByTestId('center-add-enterprise').click();
    await waitForHash(desktop, '#/identify');

    // Step 1: a credit code with a wrong check character is named at the field.
    const query = desktop.getByTestId('identify-query');
    await query.waitFor(WAIT);
    // The way back is a button of the portal, not a bare underlined link (issue 37).
    const back = desktop.getByTestId('identify-back');
    expect(await back.evaluate((el) => [el.classList.contains('ant-btn'), getComputedStyle(el).textDecorationLine])).toEqual([true, 'none']);
    const keyword = query.getByTestId('identify-keyword').locator('input');
    await keyword.fill('91110108MA01ABCD1F');
    await query.getByRole('button', { name: /查\s*询/ }).click();
    await query.getByText('统一社会信用代码校验位不正确，请核对营业执照后重新输入').waitFor(WAIT);
    // A letter GB 32100 never uses is named as such, not searched as a name.
    await keyword.fill('91110108MA01ABCDIE');
    await query.getByRole('button', { name: /查\s*询/ }).click();
    await query.getByText('请输入18位统一社会信用代码（数字或大写字母，不含I、O、S、V、Z）').waitFor(WAIT);
    // A revoked enterprise is listed but cannot be picked.
    await keyword.fill('无锡太湖');
    await query.getByRole('button', { name: /查\s*询/ }).click();
    await query.getByTestId('identify-hits').getByText('吊销').waitFor(WAIT);
    // A message belongs to the search that made it (issue 37): the next search's answer replaces it.
    await keyword.fill('91110108MA01ABCDIE');
    await query.getByRole('button', { name: /查\s*询/ }).click();
    const shapeError = query.getByText('请输入18位统一社会信用代码（数字或大写字母，不含I、O、S、V、Z）');
    await shapeError.waitFor(WAIT);
    await keyword.fill('瀚海');
    await query.getByRole('button', { name: /查\s*询/ }).click();
    await query.getByTestId('identify-hits').getByRole('button', { name: /选\s*择/ }).click();
    const registry = query.getByTestId('identify-registry');
    await registry.getByText(HANHAI_CREDIT_CODE).waitFor(WAIT);
    expect(await shapeError.count()).toBe(0);
    await registry.getByText('*伟').waitFor(WAIT);
    await portal.screenshot(desktop, 'identify-1-query');
    await query.getByTestId('identify-next').click();

    // Step 2: a file that is no picture is refused at the licence; what was typed stays.
    const credentials = desktop.getByTestId('identify-credentials');
    await credentials.waitFor(WAIT);
    await credentials.getByTestId('identify-legal-name').fill('张伟');
    // The legal representative's ID number has its check digit checked, as at #/realAuth.
    await credentials.getByTestId('identify-doc-number').fill('340524198001010010');
    await credentials.getByTestId('identify-legal-name').click();
    await credentials.getByText('身份证号码校验位不正确，请核对后重新输入').waitFor(WAIT);
    await credentials.getByTestId('identify-doc-number').fill(ZHANG_WEI.docNumber);
    const licenceInput = credentials.getByTestId('identify-licence').getByTestId('image-picker-input');
    await licenceInput.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 not a picture') });
    await credentials.getByTestId('identify-licence').getByTestId('image-picker-error').getByText('仅支持 jpg、jpeg、png、bmp、gif 格式的图片').waitFor(WAIT);
    await credentials.getByTestId('identify-submit').click();
    await credentials.getByTestId('identify-error').getByText('请先处理有问题的图片').waitFor(WAIT);
    await expect(credentials.getByTestId('identify-legal-name').inputValue()).resolves.toBe('张伟');
    await expect(credentials.getByTestId('identify-doc-number').inputValue()).resolves.toBe(ZHANG_WEI.docNumber);
    // A blank white picture is no licence: the server says so at the licence.
    await credentials.getByTestId('identify-licence').getByRole('button', { name: '重新上传' }).click();
    await licenceInput.setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: await blankPicture() });
    await credentials.getByTestId('identify-licence').locator('[data-status="ready"]').waitFor(WAIT);
    await credentials.getByTestId('identify-submit').click();
    await credentials.getByTestId('identify-licence').getByText(ENTP_AUTH_MESSAGES.licenceUnreadable).first().waitFor(WAIT);
    await credentials.getByTestId('identify-licence').getByRole('button', { name: '重新上传' }).click();
    await licenceInput.setInputFiles(await png('licence.png'));
    await credentials.getByTestId('identify-licence').locator('[data-status="ready"]').waitFor(WAIT);
    await portal.screenshot(desktop, 'identify-2-credentials');
    await credentials.getByTestId('identify-submit').click();

    // Step 3: the legal representative scans the QR code with a phone.
    const qr = desktop.getByTestId('face-qr');
    await desktop.waitForFunction(() => document.querySelector('[data-testid="face-qr"]')?.getAttribute('data-face-url')?.includes('ticket='), null, WAIT);
    const faceUrl = (await qr.getAttribute('data-face-url'))!;
    await portal.screenshot(desktop, 'identify-3-qr');
    const phone = await portal.open(faceUrl.slice(faceUrl.indexOf('#')), PHONE_VIEWPORT);
    await phone.getByText('验证用途：企业认证（法定代表人人脸识别）').waitFor(WAIT);
    await phone.getByText('验证人：*伟').waitFor(WAIT);
    await desktop.getByTestId('face-qr-state').getByText('已扫码，请在手机上完成人脸识别').waitFor(WAIT);
    // Anyone's face but the legal representative's is refused.
    await phone.getByTestId('mface-input').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: STRANGER_JPEG });
    await phone.getByTestId('mface-preview').waitFor(WAIT);
    await phone.getByTestId('mface-submit').click();
    await phone.getByTestId('mface-error').getByText(ERRORS.FACE_NO_MATCH.msg).waitFor(WAIT);
    await phone.getByTestId('mface-input').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await liveFaceOf(ZHANG_WEI.docNumber) });
    await phone.getByTestId('mface-preview').waitFor(WAIT);
    await phone.getByTestId('mface-submit').click();
    await phone.getByTestId('mface-done').waitFor(WAIT);

    // Step 4: approved at once, as director.
    const result = desktop.getByTestId('identify-result');
    await result.getByText('企业认证成功').waitFor(WAIT);
    await result.getByText('您已作为企业负责人关联北京瀚海云数据服务有限公司。').waitFor(WAIT);
    await portal.screenshot(desktop, 'identify-4-approved');
    await result.getByTestId('identify-to-center').click();
    const table = desktop.getByTestId('center-enterprises');
    await table.getByText('北京瀚海云数据服务有限公司').waitFor(WAIT);
    await table.getByTestId('center-enterprise-status').getByText('审核通过').waitFor(WAIT);
    await table.getByText('企业负责人').waitFor(WAIT);
    await portal.screenshot(desktop, 'identify-5-center');
    await phone.context().close();
    await desktop.context().close();
  }, 150_000);

  it('refuses a second submission while one is pending, keeping the form, and withdraws from the center', async () => {
    const { loginName, application } = await pendingAgentApplication(portal.server, 'agent_pending_e2e');
    expect(application.status).toBe('DS');
    // The agent's application shows the legal representative's face step as not done.
    const page = await openAs(loginName, `#/identify?applicationId=${application.id}`, PHONE_VIEWPORT);
    await page.getByText('未进行（代理人申请）').waitFor(WAIT);
    await expectNoSidewaysScroll(page);
    await portal.screenshot(page, 'identify-phone-0-agent-result');
    await page.goto(`${portal.server.origin}/#/identify?creditCode=${application.creditCode}`);
    const query = page.getByTestId('identify-query');
    await query.getByTestId('identify-registry').getByText('上海浦江绿色能源有限公司').waitFor(WAIT);
    await expectNoSidewaysScroll(page);
    await portal.screenshot(page, 'identify-phone-1-query');
    await query.getByTestId('identify-next').click();
    const credentials = page.getByTestId('identify-credentials');
    await credentials.getByText('授权代理人').click();
    await credentials.getByTestId('identify-legal-name').fill('陈静');
    await credentials.getByTestId('identify-doc-number').fill('440106199203033336');
    await credentials.getByTestId('identify-licence').getByTestId('image-picker-input').setInputFiles(await png('licence.png'));
    await credentials.getByTestId('identify-letter').getByTestId('image-picker-input').setInputFiles(await png('letter.png'));
    await credentials.getByTestId('identify-letter').locator('[data-status="ready"]').waitFor(WAIT);
    await credentials.getByTestId('identify-submit').click();
    await credentials.getByTestId('identify-error').getByText('该企业已有待审核的认证申请，请等待审核结果，或撤回后重新提交').waitFor(WAIT);
    await expect(credentials.getByTestId('identify-legal-name').inputValue()).resolves.toBe('陈静');
    await expect(credentials.getByTestId('identify-licence').locator('[data-status="ready"]').count()).resolves.toBe(1);
    await expectNoSidewaysScroll(page);
    await portal.screenshot(page, 'identify-phone-2-pending');

    // The center shows it pending with the reason, and withdraws it.
    await page.goto(`${portal.server.origin}/#/center?tab=enterprises`);
    const table = page.getByTestId('center-enterprises');
    await table.getByTestId('center-enterprise-status').getByText('待审核').waitFor(WAIT);
    await table.getByText('待人工审核：申请人为授权代理人，需人工核对授权委托书；法定代表人未进行人脸识别，需人工核实法定代表人身份').waitFor(WAIT);
    await portal.screenshot(page, 'identify-phone-3-center');
    await table.getByRole('button', { name: '撤回' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定|OK/ }).click();
    await table.getByTestId('center-enterprise-status').getByText('已撤回').waitFor(WAIT);
    await table.getByRole('link', { name: '重新提交' }).waitFor(WAIT);
    await page.context().close();
  }, 120_000);

  it('says an expired QR code is expired, the phone cannot use it, and a refresh gives a new one', async () => {
    const chenJing = { realName: '陈静', docNumber: '440106199203033336', phone: '13900138004' };
    await verifiedCustomer(portal.server, chenJing, 'chenjing_e2e');
    const api = await logIn(portal.server, 'chenjing_e2e');
    const application = await api.upload(
      submitEnterpriseCredentials,
      {
        appId: REGISTER_APP_ID,
        creditCode: PUJIANG_CREDIT_CODE,
        applicantRole: 'legal',
        legalRepName: '陈静',
        legalRepDocType: '0',
        legalRepDocNumber: chenJing.docNumber,
        pictures: ['licence'],
      },
      [new File([new Uint8Array(await documentPicture('BUSINESS LICENCE'))], 'licence.png', { type: 'image/png' })],
    );
    // 继续认证 picks the application up at its face check.
    const desktop = await openAs('chenjing_e2e', `#/identify?applicationId=${application.id}`);
    const step = desktop.getByTestId('face-qr-step');
    await desktop.waitForFunction(() => document.querySelector('[data-testid="face-qr"]')?.getAttribute('data-face-url')?.includes('ticket='), null, WAIT);
    const oldUrl = (await step.getByTestId('face-qr').getAttribute('data-face-url'))!;
    await portal.server.app.database.db.update(faceChecks).set({ expiresAt: sql`now() - interval '1 second'` });
    await step.getByTestId('face-qr-state').getByText('二维码已失效，请点击刷新').waitFor(WAIT);
    await portal.screenshot(desktop, 'identify-3-qr-expired');
    const phone = await portal.open(oldUrl.slice(oldUrl.indexOf('#')), PHONE_VIEWPORT);
    await phone.getByTestId('mface-invalid').waitFor(WAIT);
    await step.getByRole('button', { name: /刷\s*新/ }).click();
    await step.getByTestId('face-qr-state').getByText('等待扫码…').waitFor(WAIT);
    const newUrl = (await step.getByTestId('face-qr').getAttribute('data-face-url'))!;
    expect(newUrl).not.toBe(oldUrl);
    await phone.context().close();
    await desktop.context().close();
  }, 120_000);
});
