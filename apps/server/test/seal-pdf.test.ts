import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signaturePdfVerification } from '@portal/contract/calls/seal-pdf/seal-pdf';
import { ERRORS } from '@portal/contract/errors';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { appendedPdf, bankSealSigner, foreignSealSigner, signedPdf, tamperedPdf, type SealSigner } from './support/signed-pdf.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/** Issue 24: the e-seal check of an uploaded signed PDF (second mode of #/signatureVerification). */

let server: TestServer;
let visitor: BrowserSession;
let bank: SealSigner & { serial: string };
const ENTERPRISE = { id: 'E-SEAL-1', name: '鼎信示范科技有限公司' };
const DAY_MS = 86_400_000;

async function sealUser(loginName: string, n: number) {
  await server.app.users.register({
    userType: 'enterprise',
    realName: '印章管理员',
    loginName,
    phone: `1376100${String(1000 + n)}`,
    password: 'Seal@2026x',
    enterpriseName: ENTERPRISE.name,
    creditCode: `91110000MA0SEAL${String(100 + n)}`,
  });
  const user = (await server.app.users.findLiveByLogin(loginName))!;
  return { id: user.id, loginName };
}

const pdf = (bytes: Buffer, name = 'receipt.pdf') => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const check = (bytes: Buffer, name?: string) => visitor.upload(signaturePdfVerification, {}, [pdf(bytes, name)]);

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
  visitor = browserSession(server, undefined, { 'x-forwarded-for': '10.79.0.1' });
  bank = await bankSealSigner(server.app.certificates, await sealUser('seal_signer', 1), ENTERPRISE);
});
afterAll(() => server.close());

describe('signed-PDF seal check', () => {
  it('verifies an SM2 seal by a certificate of the bank: signer, seal, time, whole document, valid', async () => {
    const signedAt = new Date('2026-11-20T02:30:00Z');
    const reply = await check(signedPdf(bank, { signedAt, sealName: '鼎信示范科技有限公司财务专用章', reason: '电子回单' }));
    expect(reply.valid).toBe(true);
    expect(reply.signatures).toHaveLength(1);
    expect(reply.signatures[0]).toMatchObject({
      signerName: 'seal_signer',
      signerOrganisation: ENTERPRISE.name,
      issuer: 'CN=Dingxin Bank Portal SM2 Root CA, OU=portal, O=Dingxin Bank, C=CN',
      certSerial: bank.serial,
      signedAt: '2026-11-20 10:30:00',
      algorithm: 'SM2',
      sealName: '鼎信示范科技有限公司财务专用章',
      reason: '电子回单',
      coverage: 'whole',
      certStatus: 'valid',
      signatureValid: true,
      valid: true,
    });
  });

  it('says the document was modified after signing: a changed byte, or content appended', async () => {
    const file = signedPdf(bank);
    const tampered = await check(tamperedPdf(file));
    expect(tampered.valid).toBe(false);
    expect(tampered.signatures[0]).toMatchObject({ coverage: 'tampered', signatureValid: true, certStatus: 'valid', valid: false });
    const appended = await check(appendedPdf(file));
    expect(appended.signatures[0]).toMatchObject({ coverage: 'appended', signatureValid: true, valid: false });
  });

  it('names a certificate of an unknown CA, even one that copies the bank root’s name', async () => {
    const foreign = await foreignSealSigner('seal_signer', ENTERPRISE.name);
    const reply = await check(signedPdf(foreign));
    expect(reply.signatures[0]).toMatchObject({ certStatus: 'unknownIssuer', signatureValid: true, coverage: 'whole', valid: false });
  });

  it('reports a revoked and an expired certificate of the bank', async () => {
    const revoked = await bankSealSigner(server.app.certificates, await sealUser('seal_revoked', 2), ENTERPRISE);
    await server.app.certificates.revoke((await server.app.certificates.find(revoked.serial))!, 'seal lost');
    expect((await check(signedPdf(revoked))).signatures[0]).toMatchObject({ certStatus: 'revoked', valid: false });
    const expired = await bankSealSigner(server.app.certificates, await sealUser('seal_expired', 3), ENTERPRISE, {
      notBefore: new Date(Date.now() - 40 * DAY_MS),
      validityDays: 30,
    });
    expect((await check(signedPdf(expired))).signatures[0]).toMatchObject({ certStatus: 'expired', signatureValid: true, valid: false });
  });

  it('refuses a file that is not a PDF, a PDF without a signature and a damaged signature, each with its code', async () => {
    const notPdf = await failure(check(Buffer.from('just some text, not a document'), 'note.pdf'));
    expect(notPdf).toMatchObject({ code: ERRORS.SEAL_PDF_NOT_PDF.code, message: ERRORS.SEAL_PDF_NOT_PDF.msg });
    const plain = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
    expect((await failure(check(plain))).code).toBe(ERRORS.SEAL_PDF_UNSIGNED.code);
    const file = signedPdf(bank);
    const broken = Buffer.from(file);
    const hole = broken.indexOf('/Contents <') + '/Contents <'.length;
    broken.write('3082ffff', hole, 'latin1');
    expect((await failure(check(broken))).code).toBe(ERRORS.SEAL_PDF_DAMAGED.code);
    const badRange = Buffer.from(file.toString('latin1').replace(/\/ByteRange \[0 (\d+)/, (_m, b: string) => `/ByteRange [0 ${String(Number(b) + 7).padEnd(b.length)}`), 'latin1');
    expect((await failure(check(badRange))).code).toBe(ERRORS.SEAL_PDF_DAMAGED.code);
  });

  it('refuses a file above 10 MB with the size in the message', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const err = await failure(check(big));
    expect(err.code).toBe(ERRORS.UPLOAD_FILE_TOO_LARGE.code);
    expect(err.message).toContain('10M');
  });
});
