import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEAL_COVERAGE } from '@portal/contract/calls/seal-pdf/seal-pdf';
import { bankSealSigner, signedPdf, tamperedPdf } from '../../server/test/support/signed-pdf.ts';
import { startPortal, WAIT, type Portal } from './support/portal.ts';

/**
 * Issue 24, 电子印章验证 by file: a visitor uploads a PDF sealed with a certificate of the bank's
 * CA and sees the signer and a whole, valid signature; the same file changed after signing says so.
 */

let portal: Portal;
let signed: Buffer;

beforeAll(async () => {
  portal = await startPortal();
  const app = portal.server.app;
  await app.users.register({
    userType: 'enterprise',
    realName: '印章管理员',
    loginName: 'seal_journey',
    phone: '13761009001',
    password: 'Seal@2026x',
    enterpriseName: '鼎信示范科技有限公司',
    creditCode: '91110000MA0SEALJ01',
  });
  const user = (await app.users.findLiveByLogin('seal_journey'))!;
  const signer = await bankSealSigner(app.certificates, { id: user.id, loginName: 'seal_journey' }, { id: 'E-SEAL-J', name: '鼎信示范科技有限公司' });
  signed = signedPdf(signer, { sealName: '鼎信示范科技有限公司电子公章', reason: '电子回单' });
});
afterAll(() => portal.close());

async function upload(page: Page, name: string, bytes: Buffer): Promise<string> {
  await page.getByTestId('seal-pdf-file').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  const result = page.getByTestId('seal-pdf-result');
  await result.waitFor(WAIT);
  return result.innerText();
}

describe('e-seal check of a signed PDF', () => {
  it('shows a valid seal, then a tampered copy as modified after signing', async () => {
    const page = await portal.open('#/signatureVerification', { width: 390, height: 844 });
    await page.getByRole('tab', { name: 'PDF签章验证' }).click();
    const good = await upload(page, 'receipt.pdf', signed);
    for (const part of ['文件中的全部电子签章验证通过', '鼎信示范科技有限公司电子公章', 'seal_journey', SEAL_COVERAGE.whole, '证书有效', '签名有效']) expect(good).toContain(part);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await portal.screenshot(page, 'seal-pdf-valid-phone');

    await upload(page, 'receipt-changed.pdf', tamperedPdf(signed));
    await expect.poll(() => page.getByTestId('seal-pdf-coverage').innerText(), WAIT).toBe(SEAL_COVERAGE.tampered);
    expect(await page.getByTestId('seal-pdf-verdict').innerText()).toContain('文件中有电子签章未通过验证');

    await page.getByTestId('seal-pdf-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect.poll(() => page.getByTestId('seal-pdf-error').innerText(), WAIT).toContain('文件不是PDF格式');
  });
});
