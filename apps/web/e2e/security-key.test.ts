import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import 'reflect-metadata';
import { AsnConvert } from '@peculiar/asn1-schema';
import { SubjectPublicKeyInfo } from '@peculiar/asn1-x509';
import { Pkcs10CertificateRequest, X509CertificateGenerator } from '@peculiar/x509';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { KEY_PROVIDERS } from '@portal/contract/calls/documents/key-providers';
import { CERT_CONTROL_MESSAGES, HARDWARE_KEY_MESSAGES, SECURITY_DEVICE_MESSAGES, SIGN_CONTROL_ERRORS } from '@portal/contract/messages';
import { keyFailureMessage } from '@portal/contract/security-key/key-messages';
import { sm2Verify } from '../src/security-key/sm2-x509.ts';
import { consolePageGet } from '@portal/contract/calls/console/page-get';
import { consolePagePublish } from '@portal/contract/calls/console/page-publish';
import { consolePageSaveDraft } from '@portal/contract/calls/console/page-save-draft';
import { DEMO_STAFF } from '../../server/src/db/seed/demo-accounts.ts';
import { screenshotOf, startPortal, waitForHash, WAIT, type Portal } from './support/portal.ts';
import { staffApi } from './support/staff.ts';

/**
 * Issue 22, browser side: the software key keeps its devices and key pairs in Chromium's
 * IndexedDB, makes CSRs that OpenSSL accepts and signs; each simulated fault shows its §8
 * message; a bank link needs the signature control (friendly reminder, mac cookie, /nomac).
 */

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(() => portal.close());

const PHONE = { width: 390, height: 844 };
const SM2_PROVIDER = KEY_PROVIDERS.find((p) => p.certType === 'SM2')!;
const RSA_PROVIDER = KEY_PROVIDERS.find((p) => p.certType === 'RSA')!;
const RSA_ALG = { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' };

interface SoftKeyHandle {
  createDevice(o: { cspName: string }): Promise<{ serial: string }>;
  generateCsr(serial: string, subject: { CN: string; O?: string }): Promise<string>;
  installCertificate(serial: string, pem: string): Promise<void>;
  selectCertificate(o?: { cspName?: string }): Promise<string>;
  signData(data: string): Promise<string>;
  signP7Base64Message(data: string): Promise<string>;
}
declare global {
  interface Window {
    __softKey?: unknown;
    __softKeyFaults?: Record<string, boolean>;
  }
}

function opensslOut(args: string[], file: string, content: string | Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'softkey-e2e-'));
  writeFileSync(join(dir, file), content);
  const run = spawnSync('openssl', [...args, '-in', join(dir, file)], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

/** A throwaway RSA CA in Node standing in for the bank's CA (built by another part of issue 22). */
async function issue(csrPem: string, serial: string): Promise<string> {
  const ca = await crypto.subtle.generateKey(RSA_ALG, false, ['sign', 'verify']);
  const csr = new Pkcs10CertificateRequest(csrPem);
  const cert = await X509CertificateGenerator.create({
    serialNumber: serial,
    subject: csr.subject,
    issuer: 'CN=Test CA',
    notBefore: new Date(Date.now() - 60_000),
    notAfter: new Date(Date.now() + 86_400_000),
    publicKey: csr.publicKey,
    signingKey: ca.privateKey,
    signingAlgorithm: RSA_ALG,
  });
  return cert.toString('pem');
}

async function runCheck(page: Page): Promise<void> {
  const panel = page.getByTestId('key-check');
  await panel.getByRole('button', { name: /立即检测|重新检测/ }).click();
  await panel.getByRole('button', { name: /重新检测/ }).waitFor(WAIT);
}

async function setFaults(page: Page, faults: Record<string, boolean>): Promise<void> {
  await page.evaluate((f) => {
    window.__softKeyFaults = f;
  }, faults);
}

describe('the software key in Chromium', () => {
  let page: Page;
  const serials: { sm2: string; rsa: string } = { sm2: '', rsa: '' };
  let sm2PublicHex = '';

  it('enrols an SM2 and an RSA device in IndexedDB, makes CSRs OpenSSL verifies and installs their certificates', async () => {
    page = await portal.open('#/netshield');
    const panel = page.getByTestId('key-check');
    await panel.waitFor(WAIT);
    // No device yet: the check stops at "key not detected".
    await runCheck(page);
    await expect(panel.getByTestId('key-check-error').innerText()).resolves.toContain(HARDWARE_KEY_MESSAGES.keyNotDetected);
    await page.waitForFunction(() => window.__softKey !== undefined, undefined, WAIT);

    const enrolled = await page.evaluate(
      async ({ sm2Csp, rsaCsp }) => {
        const key = window.__softKey as SoftKeyHandle;
        const sm2 = await key.createDevice({ cspName: sm2Csp });
        const rsa = await key.createDevice({ cspName: rsaCsp });
        return {
          sm2: { serial: sm2.serial, csr: await key.generateCsr(sm2.serial, { CN: 'zhangsan', O: '鼎信测试企业' }) },
          rsa: { serial: rsa.serial, csr: await key.generateCsr(rsa.serial, { CN: 'lisi', O: '鼎信测试企业' }) },
        };
      },
      { sm2Csp: SM2_PROVIDER.cspName, rsaCsp: RSA_PROVIDER.cspName },
    );
    serials.sm2 = enrolled.sm2.serial;
    serials.rsa = enrolled.rsa.serial;
    expect(opensslOut(['req', '-verify', '-noout', '-vfyopt', 'distid:1234567812345678'], 'sm2.csr', enrolled.sm2.csr)).toContain('verify OK');
    expect(opensslOut(['req', '-noout', '-text'], 'sm2.csr', enrolled.sm2.csr)).toContain('SM2-with-SM3');
    const rsaCsr = new Pkcs10CertificateRequest(enrolled.rsa.csr);
    expect(await rsaCsr.verify()).toBe(true);
    expect(rsaCsr.signatureAlgorithm).toMatchObject({ name: 'RSASSA-PKCS1-v1_5' });
    const sm2Csr = new Pkcs10CertificateRequest(enrolled.sm2.csr);
    sm2PublicHex = Buffer.from(AsnConvert.parse(sm2Csr.publicKey.rawData, SubjectPublicKeyInfo).subjectPublicKey).toString('hex');

    // The key refuses a certificate made for another key pair.
    const foreign = await issue(enrolled.rsa.csr, '0a');
    const refused = await page.evaluate(
      ({ serial, pem }) => (window.__softKey as SoftKeyHandle).installCertificate(serial, pem).then(() => '', (e: { code: string }) => e.code),
      { serial: serials.sm2, pem: foreign },
    );
    expect(refused).toBe('HK_CANNOT_DOWNLOAD_TO_KEY');

    const certs = { sm2: await issue(enrolled.sm2.csr, '0b'), rsa: await issue(enrolled.rsa.csr, '0c') };
    await page.evaluate(
      async ({ s, c }) => {
        const key = window.__softKey as SoftKeyHandle;
        await key.installCertificate(s.sm2, c.sm2);
        await key.installCertificate(s.rsa, c.rsa);
      },
      { s: serials, c: certs },
    );

    // What IndexedDB holds: non-extractable keys, the SM2 private key only as cipher text.
    const stored = await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('portal-soft-key');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const read = <T,>(store: string, fn: (s: IDBObjectStore) => IDBRequest) =>
        new Promise<T>((resolve) => {
          const req = fn(db.transaction(store).objectStore(store));
          req.onsuccess = () => resolve(req.result as T);
        });
      const devices = await read<{ serial: string; cspName: string; certType: string; certificatePem?: string; material: Record<string, unknown> }[]>('devices', (s) => s.getAll());
      const wrapping = await read<CryptoKey>('meta', (s) => s.get('wrapping-key'));
      return {
        wrappingExtractable: wrapping.extractable,
        devices: devices.map((d) => ({
          cspName: d.cspName,
          certType: d.certType,
          hasCertificate: Boolean(d.certificatePem),
          fields: Object.keys(d.material).sort(),
          privateExtractable: d.material.privateKey instanceof CryptoKey ? d.material.privateKey.extractable : null,
          wrappedIsCipher: (d.material.wrappedPrivate as { data?: unknown } | undefined)?.data instanceof ArrayBuffer,
        })),
      };
    });
    expect(stored.wrappingExtractable).toBe(false);
    expect(stored.devices).toHaveLength(2);
    const sm2Stored = stored.devices.find((d) => d.certType === 'SM2')!;
    const rsaStored = stored.devices.find((d) => d.certType === 'RSA')!;
    expect(sm2Stored).toMatchObject({ cspName: SM2_PROVIDER.cspName, hasCertificate: true, wrappedIsCipher: true });
    expect(sm2Stored.fields).toEqual(['certType', 'publicHex', 'wrappedPrivate']);
    expect(rsaStored).toMatchObject({ cspName: RSA_PROVIDER.cspName, hasCertificate: true, privateExtractable: false });
  });

  it('selects a certificate and signs: the check passes, an SM2 signature verifies with the key', async () => {
    await setFaults(page, {});
    await runCheck(page);
    const panel = page.getByTestId('key-check');
    await panel.getByTestId('key-check-ok').waitFor(WAIT);
    await expect(panel.innerText()).resolves.toContain('CN=lisi');
    await portal.screenshot(page, 'security-key-check-1366');
    await page.setViewportSize(PHONE);
    await portal.screenshot(page, 'security-key-check-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1366, height: 800 });

    const signed = await page.evaluate(async (csp) => {
      const key = window.__softKey as SoftKeyHandle;
      await key.selectCertificate({ cspName: csp });
      return { raw: await key.signData('登录挑战 42'), p7: await key.signP7Base64Message('登录挑战 42') };
    }, SM2_PROVIDER.cspName);
    expect(sm2Verify(new TextEncoder().encode('登录挑战 42'), Buffer.from(signed.raw, 'base64'), sm2PublicHex)).toBe(true);
    expect(opensslOut(['cms', '-cmsout', '-print', '-inform', 'DER'], 'msg.p7', Buffer.from(signed.p7, 'base64'))).toContain('pkcs7-signedData');
  });

  const FAULTS: [string, string][] = [
    ['noKey', HARDWARE_KEY_MESSAGES.keyNotDetected],
    ['twoKeys', SECURITY_DEVICE_MESSAGES.windows.deviceNotUnique],
    ['cancelSelection', HARDWARE_KEY_MESSAGES.selectionCancelled],
    ['emptySignature', HARDWARE_KEY_MESSAGES.signatureEmpty],
    ['versionLow', SIGN_CONTROL_ERRORS.CONTROL_VERSION_LOW],
    ['extensionMissing', HARDWARE_KEY_MESSAGES.extensionMissing],
  ];
  for (const [fault, message] of FAULTS) {
    it(`shows the §8 message for the simulated fault ${fault}`, async () => {
      await setFaults(page, { [fault]: true });
      await runCheck(page);
      await expect(page.getByTestId('key-check-error').innerText()).resolves.toBe(message);
      if (fault === 'emptySignature') await portal.screenshot(page, 'security-key-fault-1366');
    });
  }

  it('refuses to download a certificate while a second key is plugged in, naming the key', async () => {
    await setFaults(page, { twoKeys: true });
    const failure = await page.evaluate(
      (serial) => (window.__softKey as SoftKeyHandle).generateCsr(serial, { CN: 'x' }).then(() => null, (e: { code: string; keyName?: string }) => ({ code: e.code, keyName: e.keyName })),
      serials.sm2,
    );
    expect(failure).toEqual({ code: 'HK_MULTIPLE_KEYS', keyName: serials.sm2 });
    expect(keyFailureMessage({ code: failure!.code, keyName: failure!.keyName })).toContain(serials.sm2);
  });
});

describe('bank links need the signature control', () => {
  const BANK_LINK = '企业网银（证书版）';

  // The seed links to no outside system (the bank configures its own hosts): an operator adds the
  // bank's e-banking link to the footer, as the bank would, and publishes it.
  beforeAll(async () => {
    const operator = await staffApi(portal.server, DEMO_STAFF.find((s) => s.role === 'operator')!);
    const { published, summary } = await operator.call(consolePageGet, { pageCode: 'index' });
    const page = JSON.parse(JSON.stringify(published)) as typeof published;
    const service = page.pageContent.footerData.fMenu!.find((group) => group.name === '客户服务')!;
    service.list = [...(service.list ?? []), { name: BANK_LINK, linkurl: 'https://ebank.dxbank.example/corporbank/index.html', newPage: true }];
    await operator.call(consolePageSaveDraft, { pageCode: 'index', baseVersion: summary.publishedVersion, json: JSON.stringify(page) });
    await operator.call(consolePagePublish, { pageCode: 'index', note: '页脚增加企业网银（证书版）' });
  });

  async function openHome(faults: Record<string, boolean>): Promise<Page> {
    const page = await portal.open('#/');
    await page.context().addInitScript((f) => {
      window.__softKeyFaults = f;
    }, faults);
    await setFaults(page, faults);
    await page.getByTestId('footer').getByRole('link', { name: BANK_LINK }).waitFor(WAIT);
    return page;
  }

  it('shows the friendly reminder with its reasons and the way to /netshield when the control is missing', async () => {
    const page = await openHome({ extensionMissing: true });
    await page.getByTestId('footer').getByRole('link', { name: BANK_LINK }).click();
    const dialog = page.getByRole('dialog', { name: '温馨提示' });
    await dialog.waitFor(WAIT);
    const text = await dialog.innerText();
    expect(text).toContain('未检测到签名控件');
    expect(text).toContain(HARDWARE_KEY_MESSAGES.extensionMissing);
    expect(text).toContain(CERT_CONTROL_MESSAGES.notInstalled);
    expect((await page.context().cookies()).some((c) => c.name === 'mac')).toBe(false);
    // Let the dialog's zoom-in animation finish before the pictures.
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'), undefined, WAIT);
    await page.waitForTimeout(300);
    await screenshotOf(page, 'security-key-reminder-1366');
    await page.setViewportSize(PHONE);
    await screenshotOf(page, 'security-key-reminder-390');
    await dialog.getByRole('link', { name: '查看安全控件安装说明' }).click();
    await waitForHash(page, '#/netshield');
    await page.context().close();
  });

  it('opens the bank link and stores the mac cookie when the control passes', async () => {
    const page = await openHome({});
    await page.context().route('https://ebank.dxbank.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>企业网银</h1>' }));
    const popup = page.context().waitForEvent('page', WAIT);
    await page.getByTestId('footer').getByRole('link', { name: BANK_LINK }).click();
    const bank = await popup;
    await bank.waitForURL(/ebank\.dxbank\.example/, WAIT);
    const mac = (await page.context().cookies()).find((c) => c.name === 'mac');
    expect(mac?.value).toMatch(/^02-[0-9A-F]{2}(-[0-9A-F]{2}){4}$/);
    await expect(page.getByRole('dialog', { name: '温馨提示' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('shows /nomac when the control reports no MAC address', async () => {
    const page = await openHome({ noMac: true });
    await page.getByTestId('footer').getByRole('link', { name: BANK_LINK }).click();
    await waitForHash(page, '#/nomac');
    await page.getByText('未检测到安全控件').first().waitFor(WAIT);
    await portal.screenshot(page, 'security-key-nomac-1366');
    await page.setViewportSize(PHONE);
    await portal.screenshot(page, 'security-key-nomac-390');
    await page.context().close();
  });
});
