import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webcrypto } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm2 } from 'sm-crypto-v2';
import { phoneLogin } from '@portal/contract/calls/auth/phone-login';
import { queryLoginHistory } from '@portal/contract/calls/personal/login-history';
import { getCertLoginToken, getCertSignedToken, verifyCertLogin } from '@portal/contract/calls/certificates/cert-login';
import { certCheckSignData, certExtend, certGetCert, certList, certRevoke, certSendMessage, certValidateTel, certVerifyTel } from '@portal/contract/calls/certificates/cert-manage';
import { getSmsVerificationCode } from '@portal/contract/calls/sms/get-sms-verification-code';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { ERRORS } from '@portal/contract/errors';
import { userEnterprises } from '../src/db/schema/identity.ts';
import { RSA_SIGNING } from '../src/modules/certificates/algorithms.ts';
import { loginText } from '../src/modules/certificates/service.ts';
import { sm2KeyPair, sm2Sign, sm2Spki, SM2_WITH_SM3_OID, x509Crypto } from '../src/modules/certificates/sm2-crypto.ts';
import * as x509 from '../src/modules/certificates/x509.ts';
import { browserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { latestSmsCode } from './support/sms-outbox.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let dir: string;
let smsClock = Date.now();
const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 }, { sms: { captchaGate: { consume: async () => true }, now: () => new Date(smsClock) } });
  dir = mkdtempSync(join(tmpdir(), 'certs-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await server.close();
});

/** A key "on the USB key": its CSR and a signer for login challenges. */
async function sm2Device() {
  const keys = sm2KeyPair(sm2.generateKeyPairHex().privateKey);
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({ name: 'CN=ukey', keys, signingAlgorithm: { name: SM2_WITH_SM3_OID } }, x509Crypto);
  const hex = (keys.privateKey as unknown as { hex: string }).hex;
  return { csr: csr.toString('pem'), sign: async (text: string) => Buffer.from(sm2Sign(hex, Buffer.from(text))).toString('base64') };
}

async function rsaDevice() {
  const keys = (await webcrypto.subtle.generateKey(
    { ...RSA_SIGNING, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    false,
    ['sign', 'verify'],
  )) as unknown as webcrypto.CryptoKeyPair;
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({ name: 'CN=ukey', keys, signingAlgorithm: RSA_SIGNING }, x509Crypto);
  return {
    csr: csr.toString('pem'),
    sign: async (text: string) => Buffer.from(await webcrypto.subtle.sign(RSA_SIGNING, keys.privateKey as never, Buffer.from(text))).toString('base64'),
  };
}

function openssl(args: string[]): string {
  return execFileSync('openssl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

let serial = 0;
async function loggedInUser(loginName: string) {
  serial += 1;
  const phone = `1376000${String(1000 + serial)}`;
  await server.app.users.register({ userType: 'enterprise', realName: '证书测试', loginName, phone, password: 'Cert@2026x', enterpriseName: `证书测试企业${serial}`, creditCode: `91110000MA0CERT${String(100 + serial)}` });
  const user = (await server.app.users.findLiveByLogin(loginName))!;
  const tab = browserSession(server, undefined, { 'x-forwarded-for': `10.65.0.${serial}` });
  smsClock += DAY_MS;
  await tab.call(getSmsVerificationCode, { phone, type: 'login', captchaVerification: 'passed-slider-check-0001' });
  tab.setToken((await tab.call(phoneLogin, { phone, smsCode: await latestSmsCode(server.app.database.db, phone) })).token);
  const [enterprise] = await server.app.certificates.directedEnterprises(user.id);
  return { tab, user, phone, enterpriseId: enterprise?.id };
}

async function issueDirect(user: { id: string; loginName: string }, csr: string, over: { notBefore?: Date; validityDays?: number } = {}) {
  return server.app.certificates.issue({ user, enterprise: { id: 'E1', name: '鼎信示范科技有限公司' }, csr, keySerial: 'KEY-1', providerName: 'soft', issuedBy: user.id, ...over });
}

describe('the bank CA', () => {
  it('issues SM2 and RSA certificates that OpenSSL verifies against the roots', async () => {
    const user = { id: (await loggedInUser('cert_openssl')).user.id, loginName: 'cert_openssl' };
    for (const [algorithm, device] of [['SM2', await sm2Device()], ['RSA', await rsaDevice()]] as const) {
      const row = await issueDirect(user, device.csr);
      expect(row.algorithm).toBe(algorithm);
      expect(row.subjectDn).toBe('CN=cert_openssl, OU=portal, O=鼎信示范科技有限公司');
      writeFileSync(join(dir, 'root.pem'), server.app.certificates.roots[algorithm].certificate.toString('pem'));
      writeFileSync(join(dir, 'user.pem'), row.certificatePem);
      const args = algorithm === 'SM2' ? ['-vfyopt', 'distid:1234567812345678'] : [];
      expect(openssl(['verify', ...args, '-CAfile', join(dir, 'root.pem'), join(dir, 'user.pem')])).toContain('user.pem: OK');
      const text = openssl(['x509', '-in', join(dir, 'user.pem'), '-noout', '-text']);
      expect(text).toContain(algorithm === 'SM2' ? 'SM2-with-SM3' : 'sha256WithRSAEncryption');
      expect(text).toContain('Version: 3');
      expect(Math.round((row.notAfter.getTime() - row.notBefore.getTime()) / DAY_MS)).toBe(730);
    }
  });

  it('refuses a malformed CSR and a CSR whose signature does not hold, with their codes', async () => {
    const user = { id: (await loggedInUser('cert_badcsr')).user.id, loginName: 'cert_badcsr' };
    await expect(issueDirect(user, '-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----')).rejects.toMatchObject({ code: ERRORS.CERT_CSR_MALFORMED.code });
    // Signed by another key than the one it asks a certificate for.
    const named = sm2KeyPair(sm2.generateKeyPairHex().privateKey);
    const signer = sm2KeyPair(sm2.generateKeyPairHex().privateKey);
    const forged = await x509.Pkcs10CertificateRequestGenerator.create(
      { name: 'CN=ukey', keys: { publicKey: named.publicKey, privateKey: signer.privateKey }, signingAlgorithm: { name: SM2_WITH_SM3_OID } },
      x509Crypto,
    );
    await expect(issueDirect(user, forged.toString('pem'))).rejects.toMatchObject({ code: ERRORS.CERT_CSR_SIGNATURE.code });
  });

  it('serves a CRL per algorithm that lists a revoked serial', async () => {
    const user = { id: (await loggedInUser('cert_crl')).user.id, loginName: 'cert_crl' };
    const row = await issueDirect(user, (await sm2Device()).csr);
    await server.app.certificates.revoke(row, 'key lost');
    const res = await fetch(`${server.origin}/qjmh/ca/sm2.crl`);
    const pem = await res.text();
    expect(pem).toMatch(/^-----BEGIN X509 CRL-----/);
    const crl = new x509.X509Crl(pem.replace(/X509 CRL/g, 'CRL'));
    expect(await crl.verify({ publicKey: server.app.certificates.roots.SM2.certificate })).toBe(true);
    expect(crl.entries.map((e) => e.serialNumber)).toContain(row.serial);
    expect((await fetch(`${server.origin}/qjmh/ca/rsa.crl`)).status).toBe(200);
  });
});

describe('certificate login', () => {
  async function signIn(tab: ReturnType<typeof browserSession>, row: { certificatePem: string }, sign: (t: string) => Promise<string>, over: Record<string, unknown> = {}) {
    const { token, plainText } = await tab.call(getCertLoginToken, {});
    expect(plainText).toBe(loginText(token));
    return tab.call(verifyCertLogin, { token, certificate: row.certificatePem, signature: await sign(plainText), ...over });
  }

  it('opens a session for the certificate owner once per challenge; a replay is refused', async () => {
    const { user } = await loggedInUser('cert_login');
    const device = await sm2Device();
    const row = await issueDirect(user, device.csr);
    const tab = browserSession(server);
    const { token, plainText } = await tab.call(getCertLoginToken, {});
    expect((await tab.call(getCertSignedToken, { token })).plainText).toBe(plainText);
    const signature = await device.sign(plainText);
    const reply = await tab.call(verifyCertLogin, { token, certificate: row.certificatePem, signature });
    expect(reply.userInfo.loginName).toBe('cert_login');
    tab.setToken(reply.token);
    expect((await tab.call(getUserStatus, {})).result?.loginName).toBe('cert_login');
    expect((await tab.call(queryLoginHistory, {})).list[0]).toMatchObject({ method: 'certificate', success: true });
    const replay = browserSession(server);
    expect((await failure(replay.call(verifyCertLogin, { token, certificate: row.certificatePem, signature }))).code).toBe(ERRORS.CERT_LOGIN_TOKEN_INVALID.code);
    expect((await replay.call(getUserStatus, {})).result).toBeNull();
    // RSA, by serial alone.
    const rsa = await rsaDevice();
    const rsaRow = await issueDirect(user, rsa.csr);
    const rsaTab = browserSession(server);
    const { token: t2, plainText: p2 } = await rsaTab.call(getCertLoginToken, {});
    expect((await rsaTab.call(verifyCertLogin, { token: t2, serialNumber: rsaRow.serial, signature: await rsa.sign(p2) })).userInfo.loginName).toBe('cert_login');
  });

  it('refuses a signature by another certificate, an expired, a revoked certificate and an expired challenge, opening no session', async () => {
    const { user } = await loggedInUser('cert_refused');
    const device = await sm2Device();
    const other = await sm2Device();
    const row = await issueDirect(user, device.csr);
    const tab = browserSession(server);
    expect((await failure(signIn(tab, row, other.sign))).code).toBe(ERRORS.CERT_SIGNATURE_INVALID.code);
    expect((await failure(signIn(tab, row, async () => ''))).code).toBe(ERRORS.CERT_SIGNATURE_EMPTY.code);

    const old = await sm2Device();
    const expired = await issueDirect(user, old.csr, { notBefore: new Date(Date.now() - 800 * DAY_MS) });
    expect((await failure(signIn(tab, expired, old.sign))).code).toBe(ERRORS.CERT_EXPIRED.code);

    await server.app.certificates.revoke(row, null);
    expect((await failure(signIn(tab, row, device.sign))).code).toBe(ERRORS.CERT_REVOKED.code);

    const { token } = await tab.call(getCertLoginToken, {});
    await server.app.database.db.execute(`update cert_login_challenges set expires_at = now() - interval '1 second' where token = '${token}'`);
    const fresh = await issueDirect(user, (await sm2Device()).csr);
    expect((await failure(tab.call(verifyCertLogin, { token, certificate: fresh.certificatePem, signature: 'AAAA' }))).code).toBe(ERRORS.CERT_LOGIN_TOKEN_INVALID.code);
    expect((await tab.call(getUserStatus, {})).result).toBeNull();
  });

  it('refuses a certificate presented under an issued serial that is not the issued certificate, even with the right key', async () => {
    const { user } = await loggedInUser('cert_lookalike');
    const privateHex = sm2.generateKeyPairHex().privateKey;
    const keys = sm2KeyPair(privateHex);
    const csr = await x509.Pkcs10CertificateRequestGenerator.create({ name: 'CN=ukey', keys, signingAlgorithm: { name: SM2_WITH_SM3_OID } }, x509Crypto);
    const row = await issueDirect(user, csr.toString('pem'));
    const sign = async (text: string) => Buffer.from(sm2Sign(privateHex, Buffer.from(text))).toString('base64');
    const genuine = new x509.X509Certificate(row.certificatePem);
    /** The issued certificate's serial, subject, issuer name and validity, with `publicKey`, signed by `signer`. */
    const lookAlike = async (publicKey: ArrayBuffer, signer: string) =>
      (
        await x509.X509CertificateGenerator.create(
          {
            serialNumber: row.serial,
            subject: genuine.subject,
            issuer: genuine.issuer,
            notBefore: genuine.notBefore,
            notAfter: genuine.notAfter,
            publicKey,
            signingKey: sm2KeyPair(signer).privateKey,
            signingAlgorithm: { name: SM2_WITH_SM3_OID },
          },
          x509Crypto,
        )
      ).toString('pem');
    const tab = browserSession(server);
    // The same subject and key, re-signed by another CA key: the holder of the key could log in with it only if it were ours.
    const reSigned = await lookAlike(genuine.publicKey.rawData, sm2.generateKeyPairHex().privateKey);
    expect((await failure(signIn(tab, { certificatePem: reSigned }, sign))).code).toBe(ERRORS.CERT_CHAIN_INVALID.code);
    // Another key under the same serial, made by whoever holds that key.
    const otherHex = sm2.generateKeyPairHex().privateKey;
    const otherKey = await lookAlike(sm2Spki(sm2.getPublicKeyFromPrivateKey(otherHex)), otherHex);
    const otherSign = async (text: string) => Buffer.from(sm2Sign(otherHex, Buffer.from(text))).toString('base64');
    expect((await failure(signIn(tab, { certificatePem: otherKey }, otherSign))).code).toBe(ERRORS.CERT_CHAIN_INVALID.code);
    expect((await tab.call(getUserStatus, {})).result).toBeNull();
    // The issued certificate itself, with the same key, opens the session.
    expect((await signIn(tab, row, sign)).userInfo.loginName).toBe('cert_lookalike');
  });
});

describe('certificate management', () => {
  it('a director downloads a certificate after SMS; another enterprise cannot see or revoke it', async () => {
    const director = await loggedInUser('cert_director');
    expect(director.enterpriseId).toBeUndefined(); // a registered enterprise is not authenticated yet
    expect((await failure(director.tab.call(certSendMessage, {}))).code).toBe(ERRORS.CERT_NOT_DIRECTOR.code);
    await server.app.database.db.execute(`update enterprises set auth_status = 'ST'`);
    expect((await failure(director.tab.call(certValidateTel, { phone: '13900000000' }))).code).toBe(ERRORS.CERT_PHONE_MISMATCH.code);
    expect(await director.tab.call(certValidateTel, { phone: director.phone })).toEqual({ valid: true });
    await director.tab.call(certSendMessage, {});
    expect((await failure(director.tab.call(certVerifyTel, { smsCode: '000000' }))).code).toBe(ERRORS.SMS_CODE_WRONG.code);
    const { enrolmentId } = await director.tab.call(certVerifyTel, { smsCode: await latestSmsCode(server.app.database.db, director.phone) });
    const device = await sm2Device();
    const issued = await director.tab.call(certGetCert, { enrolmentId, csr: device.csr, keySerial: 'SOFT-0001', providerName: 'soft' });
    expect(issued).toMatchObject({ certType: 'SM2', status: 'valid', loginName: 'cert_director', renewable: false });
    expect((await failure(director.tab.call(certGetCert, { enrolmentId, csr: device.csr, keySerial: 'SOFT-0001', providerName: 'soft' }))).code).toBe(
      ERRORS.CERT_PHONE_NOT_VERIFIED.code,
    );
    const stranger = await loggedInUser('cert_stranger');
    expect((await stranger.tab.call(certList, {})).certificates.map((c) => c.serialNumber)).not.toContain(issued.serialNumber);
    expect((await failure(stranger.tab.call(certRevoke, { serialNumber: issued.serialNumber }))).code).toBe(ERRORS.CERT_NOT_FOUND.code);
    // A director of another authenticated enterprise cannot act for this enterprise's users.
    await server.app.database.db.execute(`update enterprises set auth_status = 'ST'`);
    expect((await failure(stranger.tab.call(certSendMessage, { userNo: director.user.userNo }))).code).toBe(ERRORS.CERT_USER_NOT_FOUND.code);
    expect((await failure(stranger.tab.call(certValidateTel, { userNo: director.user.userNo, phone: director.phone }))).code).toBe(ERRORS.CERT_USER_NOT_FOUND.code);
    expect((await failure(stranger.tab.call(certVerifyTel, { userNo: director.user.userNo, smsCode: '123456' }))).code).toBe(ERRORS.CERT_USER_NOT_FOUND.code);
    expect((await failure(stranger.tab.call(certGetCert, { enrolmentId, csr: device.csr, keySerial: 'X', providerName: 'soft' }))).code).toBe(ERRORS.CERT_PHONE_NOT_VERIFIED.code);
    expect((await stranger.tab.call(certList, {})).users.map((u) => u.userNo)).toEqual([stranger.user.userNo]);
    expect((await director.tab.call(certList, {})).certificates.map((c) => c.serialNumber)).toContain(issued.serialNumber);
    expect(await director.tab.call(certRevoke, { serialNumber: issued.serialNumber })).toEqual({ revoked: true });
  });

  it('certExpireMsg warns in the login reply and the status poll while a valid certificate ends within 30 days', async () => {
    const { user, tab } = await loggedInUser('cert_expiring');
    expect((await tab.call(getUserStatus, {})).result?.certExpireMsg).toBeNull();
    const device = await sm2Device();
    const row = await issueDirect(user, device.csr, { notBefore: new Date(Date.now() - 720 * DAY_MS) });
    const status = await tab.call(getUserStatus, {});
    expect(status.result?.certExpireMsg).toMatch(/^您的数字证书将于\d{4}-\d{2}-\d{2}到期（剩余10天）/);
    const { token, plainText } = await tab.call(getCertLoginToken, {});
    const keyTab = browserSession(server);
    const login = await keyTab.call(verifyCertLogin, { token, certificate: row.certificatePem, signature: await device.sign(plainText) });
    expect(login.userInfo.certExpireMsg).toContain('剩余10天');
    keyTab.setToken(login.token);
    await server.app.certificates.revoke(row, null);
    expect((await keyTab.call(getUserStatus, {})).result?.certExpireMsg).toBeNull();
  });

  it('renews within 30 days for the same key only, supersedes the old certificate, and checks signed data', async () => {
    const { user, tab } = await loggedInUser('cert_renew');
    const keys = sm2KeyPair(sm2.generateKeyPairHex().privateKey);
    const csr = (await x509.Pkcs10CertificateRequestGenerator.create({ name: 'CN=ukey', keys, signingAlgorithm: { name: SM2_WITH_SM3_OID } }, x509Crypto)).toString('pem');
    const fresh = await issueDirect(user, csr);
    expect((await failure(tab.call(certExtend, { serialNumber: fresh.serial, csr }))).code).toBe(ERRORS.CERT_EXTEND_TOO_EARLY.code);
    const ending = await issueDirect(user, csr, { notBefore: new Date(Date.now() - 720 * DAY_MS) });
    expect((await failure(tab.call(certExtend, { serialNumber: ending.serial, csr: (await sm2Device()).csr }))).code).toBe(ERRORS.CERT_KEY_MISMATCH.code);
    const renewed = await tab.call(certExtend, { serialNumber: ending.serial, csr });
    expect(renewed).toMatchObject({ status: 'valid', keySerial: 'KEY-1', renewable: false });
    const listed = (await tab.call(certList, {})).certificates;
    expect(listed.find((c) => c.serialNumber === ending.serial)?.status).toBe('superseded');
    const hex = (keys.privateKey as unknown as { hex: string }).hex;
    const signature = Buffer.from(sm2Sign(hex, Buffer.from('付款指令 0001'))).toString('base64');
    expect(await tab.call(certCheckSignData, { serialNumber: renewed.serialNumber, plainText: '付款指令 0001', signature })).toEqual({ valid: true });
    expect((await failure(tab.call(certCheckSignData, { serialNumber: ending.serial, plainText: '付款指令 0001', signature }))).code).toBe(ERRORS.CERT_REVOKED.code);
  });

  it('a director manages their own and their clerks’ certificates, never another director’s (403654), and the list says which', async () => {
    const first = await loggedInUser('cert_dir_first');
    const second = await loggedInUser('cert_dir_second');
    const clerk = await loggedInUser('cert_dir_clerk');
    // The first's enterprise, authenticated, with the second as its other director and the clerk as an operator.
    const db = server.app.database.db;
    const [{ enterpriseId: enterprise }] = (await db.select({ enterpriseId: userEnterprises.enterpriseId }).from(userEnterprises).where(eq(userEnterprises.userId, first.user.id))) as [{ enterpriseId: string }];
    await db.execute(`update enterprises set auth_status = 'ST' where id = '${enterprise}'`);
    await db.execute(`delete from user_enterprises where user_id in ('${second.user.id}', '${clerk.user.id}')`);
    await db.execute(`insert into user_enterprises (user_id, enterprise_id, role) values ('${second.user.id}', '${enterprise}', 'director'), ('${clerk.user.id}', '${enterprise}', 'operator')`);
    const device = await sm2Device();
    const ending = { notBefore: new Date(Date.now() - 720 * DAY_MS) };
    const [mine, theirs, clerks] = [await issueDirect(first.user, device.csr), await issueDirect(second.user, device.csr, ending), await issueDirect(clerk.user, device.csr)];

    const listing = await first.tab.call(certList, {});
    const shown = (serial: string) => listing.certificates.find((c) => c.serialNumber === serial)?.manageable;
    expect([shown(mine.serial), shown(theirs.serial), shown(clerks.serial)]).toEqual([true, false, true]);
    expect(Object.fromEntries(listing.users.map((u) => [u.loginName, u.manageable]))).toEqual({ cert_dir_first: true, cert_dir_second: false, cert_dir_clerk: true });

    // Revoke, renew, or download for the other director: refused with its message, nothing changes.
    const refused = await failure(first.tab.call(certRevoke, { serialNumber: theirs.serial }));
    expect([refused.code, refused.message]).toEqual([ERRORS.CERT_OTHER_DIRECTOR.code, '其他主管的证书只能由该主管本人管理，如需吊销请该主管本人操作或到网点柜面办理']);
    expect((await failure(first.tab.call(certExtend, { serialNumber: theirs.serial, csr: device.csr }))).code).toBe(ERRORS.CERT_OTHER_DIRECTOR.code);
    expect((await failure(first.tab.call(certValidateTel, { userNo: second.user.userNo, phone: second.phone }))).code).toBe(ERRORS.CERT_OTHER_DIRECTOR.code);
    expect((await failure(first.tab.call(certSendMessage, { userNo: second.user.userNo }))).code).toBe(ERRORS.CERT_OTHER_DIRECTOR.code);
    expect((await server.app.certificates.find(theirs.serial))?.status).toBe('valid');
    // The same the other way round; each director's own, and the clerk's, are theirs to manage.
    expect((await failure(second.tab.call(certRevoke, { serialNumber: mine.serial }))).code).toBe(ERRORS.CERT_OTHER_DIRECTOR.code);
    expect(await first.tab.call(certRevoke, { serialNumber: clerks.serial })).toEqual({ revoked: true });
    expect(await second.tab.call(certExtend, { serialNumber: theirs.serial, csr: device.csr })).toMatchObject({ status: 'valid' });
    expect(await first.tab.call(certRevoke, { serialNumber: mine.serial })).toEqual({ revoked: true });
  });
});
