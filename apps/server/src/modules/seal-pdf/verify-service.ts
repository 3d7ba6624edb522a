import { createHash } from 'node:crypto';
import type { SealCertStatus, SealCoverage, SealPdfSignature } from '@portal/contract/calls/seal-pdf/seal-pdf';
import { AppError } from '../../errors.ts';
import type { CertAlgorithm } from '../certificates/algorithms.ts';
import { chainHolds, verifyDataSignature } from '../certificates/authority.ts';
import type { CertificateService } from '../certificates/service.ts';
import { sm2PublicHexOfSpki } from '../certificates/sm2-crypto.ts';
import * as x509 from '../certificates/x509.ts';
import { beijingDateTime } from '../../lib/china-time.ts';
import { readCmsSigner, type CmsSigner } from './cms-signature.ts';
import { pdfDate, pdfSignatureFields, type PdfSignatureField } from './pdf-signatures.ts';

/** Signature algorithm OIDs a signer may name per key kind (sm2sign, SM2-with-SM3; rsaEncryption, sha256WithRSA). */
const SIGNATURE_OIDS: Record<CertAlgorithm, readonly string[]> = {
  SM2: ['1.2.156.10197.1.301.1', '1.2.156.10197.1.501'],
  RSA: ['1.2.840.113549.1.1.1', '1.2.840.113549.1.1.11'],
};
const DIGEST_OF: Record<CertAlgorithm, CmsSigner['digest']> = { SM2: 'sm3', RSA: 'sha256' };

const isPdf = (bytes: Buffer) => bytes.subarray(0, 1024).toString('latin1').includes('%PDF-');
const dnPart = (certificate: x509.X509Certificate, name: string) => certificate.subjectName.getField(name)[0] ?? '';

function algorithmOf(certificate: x509.X509Certificate): CertAlgorithm | undefined {
  if (sm2PublicHexOfSpki(certificate.publicKey.rawData)) return 'SM2';
  return certificate.publicKey.algorithm.name === 'RSASSA-PKCS1-v1_5' ? 'RSA' : undefined;
}

/**
 * The signed-PDF check (issue 24): every signature dictionary of the file, its byte range, the
 * CMS messageDigest over the covered bytes, the signer's signature over the signed attributes,
 * and the signer's certificate against the bank's CA roots and its certificate table.
 */
export function createSealPdfService(certificates: CertificateService, now: () => Date = () => new Date()) {
  async function certStatus(certificate: x509.X509Certificate, algorithm: CertAlgorithm): Promise<SealCertStatus> {
    if (!(await chainHolds(certificate, certificates.roots[algorithm]))) return 'unknownIssuer';
    const row = await certificates.find(certificate.serialNumber);
    // Under our root but not in our table: not a certificate this bank handed out.
    if (!row) return 'unknownIssuer';
    if (row.status === 'revoked') return 'revoked';
    const at = now().getTime();
    if (at < row.notBefore.getTime()) return 'notYetValid';
    if (at > row.notAfter.getTime()) return 'expired';
    return 'valid';
  }

  async function verifyOne(field: PdfSignatureField, index: number): Promise<SealPdfSignature> {
    const signer = readCmsSigner(field.cms);
    let certificate: x509.X509Certificate;
    try {
      certificate = new x509.X509Certificate(signer.certificateDer);
    } catch {
      throw new AppError('SEAL_PDF_DAMAGED');
    }
    const algorithm = algorithmOf(certificate);
    if (!algorithm || signer.digest !== DIGEST_OF[algorithm] || !SIGNATURE_OIDS[algorithm].includes(signer.signatureAlgorithm)) {
      throw new AppError('SEAL_PDF_DAMAGED');
    }
    const digestHolds = createHash(signer.digest).update(field.covered).digest().equals(signer.messageDigest);
    const signatureValid = await verifyDataSignature(certificate, algorithm, signer.signedAttributes, signer.signature);
    const coverage: SealCoverage = !digestHolds ? 'tampered' : field.coversWholeFile ? 'whole' : 'appended';
    const status = await certStatus(certificate, algorithm);
    const signedAt = signer.signingTime ?? pdfDate(field.time);
    return {
      index,
      signer: certificate.subject,
      signerName: dnPart(certificate, 'CN'),
      signerOrganisation: dnPart(certificate, 'O'),
      issuer: certificate.issuer,
      certSerial: certificate.serialNumber,
      certValidFrom: beijingDateTime(certificate.notBefore),
      certValidUntil: beijingDateTime(certificate.notAfter),
      signedAt: signedAt ? beijingDateTime(signedAt) : '',
      algorithm,
      sealName: field.name,
      reason: field.reason,
      coverage,
      certStatus: status,
      signatureValid,
      valid: signatureValid && coverage === 'whole' && status === 'valid',
    };
  }

  return {
    async verify(file: { name: string; bytes: Buffer }) {
      if (!isPdf(file.bytes)) throw new AppError('SEAL_PDF_NOT_PDF');
      const fields = pdfSignatureFields(file.bytes);
      if (fields.length === 0) throw new AppError('SEAL_PDF_UNSIGNED');
      const signatures: SealPdfSignature[] = [];
      for (const [i, field] of fields.entries()) signatures.push(await verifyOne(field, i + 1));
      // A document signed twice: the first signature truthfully reports the second's update as
      // appended content; the user reads each signature's own line.
      return { fileName: file.name, fileBytes: file.bytes.length, signatures, valid: signatures.every((s) => s.valid) };
    },
  };
}
