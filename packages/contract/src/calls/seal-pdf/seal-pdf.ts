import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';

/** The largest signed PDF the check reads: contracts and receipts are well below 1 MB. */
export const SEAL_PDF_MAX_BYTES = 10 * 1024 * 1024;
export const SEAL_PDF_TYPES = ['.pdf'] as const;
/** Signatures read from one file; a document with more is refused as damaged. */
export const SEAL_PDF_MAX_SIGNATURES = 20;

/** What the signer's certificate is, checked against the bank's CA and its certificate table. */
export const SEAL_CERT_STATUS = {
  valid: '证书有效',
  expired: '证书已过期',
  notYetValid: '证书尚未生效',
  revoked: '证书已吊销',
  unknownIssuer: '证书非本行签发，无法确认签章人身份',
} as const;
export type SealCertStatus = keyof typeof SEAL_CERT_STATUS;

/** What the signed bytes say about the document since it was signed. */
export const SEAL_COVERAGE = {
  whole: '签章覆盖整个文件，签章后未被修改',
  appended: '文件在签章后被修改（签章后追加了内容）',
  tampered: '文件在签章后被修改（签章覆盖的内容已变化）',
} as const;
export type SealCoverage = keyof typeof SEAL_COVERAGE;

export const ZSealPdfSignature = z.object({
  /** 1-based, in file order. */
  index: z.number(),
  /** The signer certificate's subject DN, and its CN / O parts for the screen. */
  signer: z.string(),
  signerName: z.string(),
  signerOrganisation: z.string(),
  /** The issuer DN (the seal's CA). */
  issuer: z.string(),
  certSerial: z.string(),
  certValidFrom: z.string(),
  certValidUntil: z.string(),
  /** From the signed attribute signingTime, else the signature dictionary's /M; empty when neither. */
  signedAt: z.string(),
  /** SM2 (SM3 digest) or RSA (SHA-256). */
  algorithm: z.enum(['SM2', 'RSA']),
  /** The seal's name, reason and location written into the signature dictionary (may be empty). */
  sealName: z.string(),
  reason: z.string(),
  coverage: z.enum(['whole', 'appended', 'tampered']),
  certStatus: z.enum(['valid', 'expired', 'notYetValid', 'revoked', 'unknownIssuer']),
  /** The CMS signature holds over the signed attributes with the certificate's key. */
  signatureValid: z.boolean(),
  /** Everything holds: signature, digest, whole document, a valid certificate of the bank. */
  valid: z.boolean(),
});
export type SealPdfSignature = z.infer<typeof ZSealPdfSignature>;

/**
 * E-seal check of a signed PDF (issue 24, second mode of `/signatureVerification`, beside the
 * anti-fake code query of §7 `/signVerify/signatureVerification`): open to visitors, one PDF,
 * rate-limited per address. The reply lists every signature of the file with its own verdict.
 */
export const signaturePdfVerification = defineCall({
  method: 'POST',
  path: '/signVerify/signatureVerification/pdf',
  sealed: true,
  access: 'public',
  answers: ['SEAL_PDF_NOT_PDF', 'SEAL_PDF_UNSIGNED', 'SEAL_PDF_DAMAGED', 'UPLOAD_FILE_TOO_LARGE'],
  upload: { maxFiles: 1, maxFileBytes: SEAL_PDF_MAX_BYTES },
  request: z.object({}),
  response: z.object({
    fileName: z.string(),
    fileBytes: z.number(),
    signatures: z.array(ZSealPdfSignature),
    /** Every signature valid. */
    valid: z.boolean(),
  }),
});
