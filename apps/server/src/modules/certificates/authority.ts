import type { webcrypto as wc } from 'node:crypto';
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { AppError } from '../../errors.ts';
import { RSA_SIGNING, signingAlgorithmOf, type CertAlgorithm } from './algorithms.ts';
import type { CaRoot } from './ca-roots.ts';
import { sm2PublicHexOfSpki, sm2Verify, x509Crypto } from './sm2-crypto.ts';
import * as x509 from './x509.ts';

const DAY_MS = 86_400_000;
const RSA_BITS = 2048;
/** Where the CRL of each algorithm is served (public, GET): also written into each certificate. */
export const crlPath = (algorithm: CertAlgorithm) => `/qjmh/api/certManage/crl/${algorithm.toLowerCase()}.crl`;

export interface CsrFacts {
  algorithm: CertAlgorithm;
  /** DER SubjectPublicKeyInfo of the requested key. */
  spki: ArrayBuffer;
  publicKeyDigest: string;
}

export interface IssueRequest {
  csr: CsrFacts;
  subject: { loginName: string; enterpriseName: string };
  validityDays: number;
  /** Tests issue certificates with a validity in the past. */
  notBefore?: Date;
  crlUrl?: string;
}

export const spkiDigest = (spki: ArrayBuffer): string => createHash('sha256').update(new Uint8Array(spki)).digest('hex');

/** A CSR's key, after its own signature proved the requester holds the private key. */
export async function readCsr(text: string): Promise<CsrFacts> {
  let csr: x509.Pkcs10CertificateRequest;
  try {
    csr = new x509.Pkcs10CertificateRequest(text.trim());
  } catch {
    throw new AppError('CERT_CSR_MALFORMED', { field: 'csr' });
  }
  const spki = csr.publicKey.rawData;
  const algorithm = algorithmOfKey(spki, csr.publicKey.algorithm);
  if (!algorithm) throw new AppError('CERT_CSR_MALFORMED', { field: 'csr' });
  const signed = await csr.verify(x509Crypto).catch(() => false);
  if (!signed) throw new AppError('CERT_CSR_SIGNATURE', { field: 'csr' });
  return { algorithm, spki, publicKeyDigest: spkiDigest(spki) };
}

function algorithmOfKey(spki: ArrayBuffer, algorithm: wc.Algorithm): CertAlgorithm | undefined {
  if (sm2PublicHexOfSpki(spki)) return 'SM2';
  const rsa = algorithm as Partial<wc.RsaHashedKeyAlgorithm>;
  return algorithm.name === 'RSASSA-PKCS1-v1_5' && rsa.modulusLength === RSA_BITS ? 'RSA' : undefined;
}

/** X.509 DN values may not hold the separators of the string form; user and enterprise names never need them. */
const dnValue = (value: string) => value.replace(/[,+="\\<>;#]/g, ' ').trim();

/** A serial of 16 random bytes with the top bit clear (positive, RFC 5280 at most 20 octets). */
export function randomSerial(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0]! & 0x7f) | 0x10;
  return bytes.toString('hex');
}

/** Issues an X.509 v3 end-entity certificate: CN = login name, O = enterprise, OU = portal. */
export async function issueCertificate(root: CaRoot, request: IssueRequest): Promise<x509.X509Certificate> {
  const notBefore = request.notBefore ?? new Date();
  const { loginName, enterpriseName } = request.subject;
  const extensions: x509.Extension[] = [
    new x509.BasicConstraintsExtension(false, undefined, true),
    new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation, true),
    root.authorityKeyId,
  ];
  if (request.crlUrl) extensions.push(new x509.CRLDistributionPointsExtension([request.crlUrl]));
  return x509.X509CertificateGenerator.create(
    {
      serialNumber: randomSerial(),
      subject: [{ CN: [dnValue(loginName)] }, { OU: ['portal'] }, { O: [dnValue(enterpriseName)] }],
      issuer: root.certificate.subject,
      notBefore,
      notAfter: new Date(notBefore.getTime() + request.validityDays * DAY_MS),
      publicKey: request.csr.spki,
      signingKey: root.keys.privateKey,
      signingAlgorithm: signingAlgorithmOf(root.algorithm),
      extensions,
    },
    x509Crypto,
  );
}

/** The CRL of one root, in PEM as `-----BEGIN X509 CRL-----` (what OpenSSL and browsers expect). */
export async function buildCrl(root: CaRoot, entries: Array<{ serial: string; revokedAt: Date; superseded: boolean }>, nextUpdateHours = 24): Promise<string> {
  const thisUpdate = new Date();
  const crl = await x509.X509CrlGenerator.create(
    {
      issuer: root.certificate.subject,
      thisUpdate,
      nextUpdate: new Date(thisUpdate.getTime() + nextUpdateHours * 3_600_000),
      signingKey: root.keys.privateKey,
      signingAlgorithm: signingAlgorithmOf(root.algorithm),
      extensions: [root.authorityKeyId],
      entries: entries.map((e) => ({
        serialNumber: e.serial,
        revocationDate: e.revokedAt,
        reason: e.superseded ? x509.X509CrlReason.superseded : x509.X509CrlReason.unspecified,
      })),
    },
    x509Crypto,
  );
  return x509.PemConverter.encode(crl.rawData, 'X509 CRL');
}

/** A login or sign-data signature, base64: SM2 DER `SEQUENCE { r, s }` (SM3, id 1234567812345678) or RSA PKCS#1 v1.5 SHA-256. */
export async function verifyDataSignature(certificate: x509.X509Certificate, algorithm: CertAlgorithm, data: Uint8Array, signature: Uint8Array): Promise<boolean> {
  if (algorithm === 'SM2') {
    const hex = sm2PublicHexOfSpki(certificate.publicKey.rawData);
    return hex !== undefined && sm2Verify(hex, data, signature);
  }
  try {
    const key = await webcrypto.subtle.importKey('spki', certificate.publicKey.rawData, RSA_SIGNING, false, ['verify']);
    return await webcrypto.subtle.verify(RSA_SIGNING, key, signature, data);
  } catch {
    return false;
  }
}

/** The chain: issued under our root (issuer name and the root key's signature). */
export async function chainHolds(certificate: x509.X509Certificate, root: CaRoot): Promise<boolean> {
  if (certificate.issuer !== root.certificate.subject) return false;
  return certificate.verify({ publicKey: root.certificate.publicKey, signatureOnly: true }, x509Crypto).catch(() => false);
}
