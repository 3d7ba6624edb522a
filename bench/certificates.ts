import { execFile } from 'node:child_process';
import { randomBytes, webcrypto } from 'node:crypto';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { sm2 } from 'sm-crypto-v2';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { RSA_SIGNING, type CertAlgorithm } from '../apps/server/src/modules/certificates/algorithms.ts';
import { createCertificateService, loginText } from '../apps/server/src/modules/certificates/service.ts';
import { sm2KeyPair, sm2Sign, SM2_WITH_SM3_OID, x509Crypto } from '../apps/server/src/modules/certificates/sm2-crypto.ts';
import * as x509 from '../apps/server/src/modules/certificates/x509.ts';
import { bindKeyWrap, createKeyWrap } from '../apps/server/src/modules/security/key-wrap.ts';
import { createUserService } from '../apps/server/src/modules/users/service.ts';
import { timing, type Timing } from './timing.ts';

/**
 * Issue 22's budgets, in process on PGlite in memory:  node --import tsx bench/certificates.ts
 * - certificate login verification: the row read, the chain proven (no cache: every check is a
 *   certificate's first), validity, revocation and the login signature;
 * - issuing from a CSR: the CSR's own signature, the certificate signed and its row written.
 */
const ROUNDS = 200;
const ISSUES = 40;

async function device(algorithm: CertAlgorithm) {
  if (algorithm === 'SM2') {
    const hex = sm2.generateKeyPairHex().privateKey;
    const keys = sm2KeyPair(hex);
    const csr = await x509.Pkcs10CertificateRequestGenerator.create({ name: 'CN=bench', keys, signingAlgorithm: { name: SM2_WITH_SM3_OID } }, x509Crypto);
    return { csr: csr.toString('pem'), sign: async (text: string) => Buffer.from(sm2Sign(hex, Buffer.from(text))).toString('base64') };
  }
  const keys = await webcrypto.subtle.generateKey({ ...RSA_SIGNING, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, false, ['sign', 'verify']);
  const csr = await x509.Pkcs10CertificateRequestGenerator.create({ name: 'CN=bench', keys, signingAlgorithm: RSA_SIGNING }, x509Crypto);
  return { csr: csr.toString('pem'), sign: async (text: string) => Buffer.from(await webcrypto.subtle.sign(RSA_SIGNING, keys.privateKey, Buffer.from(text))).toString('base64') };
}

export type CertificateMeasurement = Record<CertAlgorithm, { verify: Timing; issue: Timing }>;

export async function measureCertificates(): Promise<CertificateMeasurement> {
  const database = openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    bindKeyWrap(database.db, createKeyWrap(randomBytes(32)));
    const users = createUserService(database.db);
    const user = await users.register({ userType: 'personal', loginName: 'bench_cert', realName: '压测', phone: '13799990000', password: 'Bench@2026' });
    const certs = await createCertificateService(database.db, { validityDays: 730, loginTokenTtlSeconds: 120, chainCache: false });
    const result = {} as CertificateMeasurement;
    for (const algorithm of ['SM2', 'RSA'] as const) {
      const key = await device(algorithm);
      const issueMs: number[] = [];
      let row;
      for (let i = 0; i < ISSUES; i++) {
        const t = performance.now();
        row = await certs.issue({ user, enterprise: { id: 'E1', name: '压测企业' }, csr: key.csr, keySerial: 'BENCH', providerName: 'soft', issuedBy: user.id });
        issueMs.push(performance.now() - t);
      }
      const verifyMs: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const token = randomBytes(24).toString('hex');
        const signature = await key.sign(loginText(token));
        const t = performance.now();
        await certs.verifyCertificateSignature({ certificate: row!.certificatePem, data: loginText(token), signature });
        verifyMs.push(performance.now() - t);
      }
      result[algorithm] = { verify: timing(verifyMs.slice(10)), issue: timing(issueMs.slice(2)) };
    }
    return result;
  } finally {
    await database.close();
  }
}

/**
 * The same in a process of its own: inside `npm run bench` the bench's own heap, grown by the load
 * runs before it, paused the measured calls for its garbage collection (p99 22 ms there, 11 ms
 * alone). A server's verification does not share its heap with a load generator.
 */
export async function measureCertificatesApart(): Promise<CertificateMeasurement> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--json'], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout) as CertificateMeasurement;
}

/** The rows as printed in the bench table. */
export function certificateRows(m: CertificateMeasurement): string[] {
  return (['SM2', 'RSA'] as const).flatMap((a) => [
    `| certificate login verification, ${a} (signature + chain + validity + revocation, PGlite in memory), p50 / p99 | ${m[a].verify.p50.toFixed(2)} / ${m[a].verify.p99.toFixed(2)} ms | p99 < 20 ms |`,
    `| issuing a certificate from a CSR, ${a} (CSR check, signing, row written), p50 / p99 | ${m[a].issue.p50.toFixed(2)} / ${m[a].issue.p99.toFixed(2)} ms | < 100 ms |`,
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const measured = await measureCertificates();
  if (process.argv.includes('--json')) console.log(JSON.stringify(measured));
  else for (const row of certificateRows(measured)) console.log(row);
}
