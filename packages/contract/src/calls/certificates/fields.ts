import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';

/** §3 certType: the two kinds of certificate the bank's CA issues. */
export const ZCertType = z.enum(['SM2', 'RSA']);
/** A certificate serial as X.509 prints it: hex. */
export const ZCertSerial = ZText.check(z.minLength(1), z.maxLength(64), z.regex(/^[0-9a-fA-F]+$/, '证书序列号格式不正确'));
/** A PKCS#10 request, PEM or base64 DER, made on the key. */
export const ZCsr = ZMultilineText.check(z.minLength(64), z.maxLength(8_000));
/** A signature, base64: SM2 DER (SM3, id 1234567812345678) or RSA PKCS#1 v1.5 SHA-256. */
export const ZSignature = ZMultilineText.check(z.maxLength(2_000));
/** §3 revalCertSN / key serial of the USB key (or software key) and its provider (cspName). */
export const ZKeySerial = ZText.check(z.minLength(1), z.maxLength(64));
export const ZProviderName = ZText.check(z.minLength(1), z.maxLength(100));
/** The user a director acts for, by user number; omitted means the caller. */
export const ZTargetUserNo = z.optional(ZText.check(z.maxLength(20)));

/** A certificate as listed and as returned when issued. */
export const ZCertificateView = z.object({
  serialNumber: z.string(),
  certType: ZCertType,
  /** Subject DN, e.g. `CN=demo_corp, OU=portal, O=鼎信示范科技有限公司`. */
  subjectDn: z.string(),
  userNo: z.string(),
  loginName: z.string(),
  keySerial: z.string(),
  providerName: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
  status: z.enum(['valid', 'revoked', 'superseded', 'expired']),
  /** Whole days until notAfter (negative once expired). */
  daysLeft: z.int(),
  /** `extend` is open: valid and ending within CERT_EXPIRY_WARN_DAYS. */
  renewable: z.boolean(),
});
export type CertificateView = z.infer<typeof ZCertificateView>;

/** An issued certificate: its view and the certificate itself to write onto the key. */
export const ZIssuedCertificate = z.extend(ZCertificateView, { certificate: z.string() });
