import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CertAlgorithm } from './algorithms.ts';
import { buildCrl, chainHolds, issueCertificate, readCsr, verifyDataSignature } from './authority.ts';
import { loadRoots } from './ca-roots.ts';
import * as repo from './repo.ts';
import * as x509 from './x509.ts';

export type CertificateRow = repo.CertificateRow;

export interface CertificateOptions {
  validityDays: number;
  loginTokenTtlSeconds: number;
  /** False proves the chain on every check (the bench measures the uncached path). */
  chainCache?: boolean;
  /** A user's certificates changed (certExpireMsg): this process's status cache drops them now, not at the notice. */
  userChanged?: (userId: string) => void;
}

export interface IssueInput {
  user: { id: string; loginName: string };
  enterprise: { id: string; name: string };
  csr: string;
  keySerial: string;
  providerName: string;
  issuedBy: string;
  /** The certificate a renewal replaces: the CSR must hold its key, and it is superseded. */
  replaces?: CertificateRow;
  /** Tests: a certificate that starts (and so ends) in the past. */
  notBefore?: Date;
  validityDays?: number;
}

export interface SignatureCheck {
  /** The certificate as PEM or base64 DER; or its serial alone. */
  certificate?: string | undefined;
  serial?: string | undefined;
  data: string | Uint8Array;
  /** Base64. */
  signature: string;
  /** When given, the key the certificate was written to must be this one (§8 "cert serial differs"). */
  keySerial?: string | undefined;
}

/** The ASCII text a certificate login signs: USB keys differ on how they encode other text. */
export const loginText = (token: string) => `DXBANK-PORTAL-CERT-LOGIN:${token}`;

const normalSerial = (serial: string) => serial.trim().toLowerCase().replace(/^0+(?=.)/, '');

function parseCertificate(text: string): x509.X509Certificate {
  try {
    return new x509.X509Certificate(text.trim());
  } catch {
    throw new AppError('CERT_NOT_FOUND', { field: 'certificate' });
  }
}

/**
 * The bank's certificate authority (issue 22): roots per algorithm made at first start, user
 * certificates from CSRs, the CRL, and the signature check of certificate login and signing.
 */
export async function createCertificateService(db: Db, options: CertificateOptions) {
  const roots = await loadRoots(db);
  /** Certificates whose chain was proven once: the signature of a certificate never changes. */
  const chainProven = new Map<string, x509.X509Certificate>();

  async function provenCertificate(row: CertificateRow): Promise<x509.X509Certificate> {
    const kept = chainProven.get(row.serial);
    if (kept) return kept;
    const certificate = new x509.X509Certificate(row.certificatePem);
    if (!(await chainHolds(certificate, roots[row.algorithm as CertAlgorithm]))) throw new AppError('CERT_CHAIN_INVALID');
    if (options.chainCache === false) return certificate;
    if (chainProven.size > 50_000) chainProven.clear();
    chainProven.set(row.serial, certificate);
    return certificate;
  }

  async function issue(input: IssueInput): Promise<CertificateRow> {
    const csr = await readCsr(input.csr);
    if (input.replaces && input.replaces.publicKeyDigest !== csr.publicKeyDigest) throw new AppError('CERT_KEY_MISMATCH', { field: 'csr' });
    const root = roots[csr.algorithm];
    const certificate = await issueCertificate(root, {
      csr,
      subject: { loginName: input.user.loginName, enterpriseName: input.enterprise.name },
      validityDays: input.validityDays ?? options.validityDays,
      notBefore: input.notBefore,
    });
    const row = {
      serial: normalSerial(certificate.serialNumber),
      userId: input.user.id,
      enterpriseId: input.enterprise.id,
      algorithm: csr.algorithm,
      subjectDn: certificate.subject,
      certificatePem: certificate.toString('pem'),
      publicKeyDigest: csr.publicKeyDigest,
      keySerial: input.keySerial,
      providerName: input.providerName,
      notBefore: certificate.notBefore,
      notAfter: certificate.notAfter,
      status: 'valid',
      revokedAt: null,
      revokeReason: null,
      replacesSerial: input.replaces?.serial ?? null,
      issuedBy: input.issuedBy,
      createdAt: new Date(),
    } satisfies CertificateRow;
    await db.transaction(async (tx) => {
      if (input.replaces && !(await repo.endCertificate(tx, input.replaces.serial, 'superseded', null))) throw new AppError('CERT_NOT_VALID');
      await repo.insertCertificate(tx, row);
    });
    options.userChanged?.(row.userId);
    if (options.chainCache !== false) chainProven.set(row.serial, certificate);
    return row;
  }

  /**
   * Signature + chain + validity + revocation, in that order of cost; revocation from the
   * table (a CRL is for others to read). Returns the certificate's row; throws its coded error.
   */
  async function verifyCertificateSignature(check: SignatureCheck): Promise<CertificateRow> {
    const signature = Buffer.from(check.signature.trim(), 'base64');
    if (signature.length === 0) throw new AppError('CERT_SIGNATURE_EMPTY', { field: 'signature' });
    const presented = check.certificate ? parseCertificate(check.certificate) : undefined;
    const serial = presented ? presented.serialNumber : check.serial;
    if (!serial) throw new AppError('CERT_NOT_FOUND', { field: 'certificate' });
    const row = await repo.findCertificate(db, normalSerial(serial));
    if (!row) throw new AppError(presented ? 'CERT_CHAIN_INVALID' : 'CERT_NOT_FOUND', { field: 'certificate' });
    const certificate = await provenCertificate(row);
    // A certificate presented must be the very one issued under that serial, not a look-alike.
    if (presented && !presented.equal(certificate)) throw new AppError('CERT_CHAIN_INVALID', { field: 'certificate' });
    const now = Date.now();
    if (now < row.notBefore.getTime()) throw new AppError('CERT_NOT_YET_VALID');
    if (now > row.notAfter.getTime()) throw new AppError('CERT_EXPIRED');
    if (row.status !== 'valid') throw new AppError('CERT_REVOKED');
    if (check.keySerial !== undefined && check.keySerial !== row.keySerial) throw new AppError('CERT_KEY_MISMATCH', { field: 'keySerial' });
    const data = typeof check.data === 'string' ? Buffer.from(check.data, 'utf8') : check.data;
    if (!(await verifyDataSignature(certificate, row.algorithm as CertAlgorithm, data, signature))) {
      throw new AppError('CERT_SIGNATURE_INVALID', { field: 'signature' });
    }
    return row;
  }

  return {
    roots,
    issue,
    verifyCertificateSignature,
    find: (serial: string) => repo.findCertificate(db, normalSerial(serial)),
    certificatesOf: (userIds: string[]) => repo.certificatesOf(db, userIds),

    async revoke(row: CertificateRow, reason: string | null): Promise<void> {
      if (!(await repo.endCertificate(db, row.serial, 'revoked', reason))) throw new AppError('CERT_NOT_VALID');
      options.userChanged?.(row.userId);
    },

    /** The CRL of one algorithm as PEM; built per request (a few revoked serials, one signature). */
    async crl(algorithm: CertAlgorithm): Promise<string> {
      const entries = await repo.revokedOf(db, algorithm);
      return buildCrl(
        roots[algorithm],
        entries.map((e) => ({ serial: e.serial, revokedAt: e.revokedAt ?? new Date(), superseded: e.status === 'superseded' })),
      );
    },

    /** A one-time login challenge, bound to nothing secret: only its single use and expiry matter. */
    async newLoginChallenge(): Promise<{ token: string; plainText: string; expiresIn: number }> {
      const token = randomBytes(24).toString('hex');
      await repo.insertChallenge(db, token, new Date(Date.now() + options.loginTokenTtlSeconds * 1000));
      return { token, plainText: loginText(token), expiresIn: options.loginTokenTtlSeconds };
    },

    async liveChallenge(token: string): Promise<{ plainText: string; expiresIn: number }> {
      const row = await repo.findLiveChallenge(db, token);
      if (!row) throw new AppError('CERT_LOGIN_TOKEN_INVALID', { field: 'token' });
      return { plainText: loginText(token), expiresIn: Math.max(1, Math.floor((row.expiresAt.getTime() - Date.now()) / 1000)) };
    },

    async spendChallenge(token: string): Promise<void> {
      if (!(await repo.spendChallenge(db, token))) throw new AppError('CERT_LOGIN_TOKEN_INVALID', { field: 'token' });
    },

    directedEnterprises: (userId: string) => repo.directedEnterprises(db, userId),
    directorsAmong: (userIds: string[]) => repo.directorsAmong(db, userIds),
    membersOf: (enterpriseId: string) => repo.membersOf(db, enterpriseId),
    enterpriseNameOf: (enterpriseId: string) => repo.enterpriseNameOf(db, enterpriseId),
    insertEnrolment: (row: Parameters<typeof repo.insertEnrolment>[1]) => repo.insertEnrolment(db, row),
    findEnrolment: (id: string) => repo.findEnrolment(db, id),
    spendEnrolment: (id: string) => repo.spendEnrolment(db, id),
    sweep: () => repo.deleteExpiredChallenges(db),
  };
}

export type CertificateService = Awaited<ReturnType<typeof createCertificateService>>;
