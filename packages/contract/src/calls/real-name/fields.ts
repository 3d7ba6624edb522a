import * as z from 'zod/mini';
import { ZIdDocumentType } from '../../codes.ts';
import { ZSm2Field } from '../auth/fields.ts';

/**
 * The three elements a person types on `/realAuth` step 1 (issue 21). Name, document number and
 * phone travel SM2-encrypted (§4.6); the server opens them, checks them with the §5 validators
 * and stores the number only sealed, digested and masked (document-vault.ts).
 */
export const ZRealNameIdentity = z.object({
  realName: ZSm2Field,
  docType: ZIdDocumentType,
  docNumber: ZSm2Field,
  phone: ZSm2Field,
});

/** The QR code's desktop token of the face step (face service), a 43-character secret. */
export const ZRealNameVerifyToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, '二维码已过期，请刷新二维码后重新扫码'));

/**
 * One real-name authentication as its owner sees it: the name in full (it is theirs), the
 * document and phone masked (first 3, last 4). `status`: `phone_passed` waits for the face
 * check, `verified` is done.
 */
export const ZRealNameSummary = z.object({
  realName: z.string(),
  docType: ZIdDocumentType,
  docMasked: z.string(),
  phoneMasked: z.string(),
  status: z.enum(['phone_passed', 'verified']),
  /** `phone3+face` (three elements, then the face check) or `seed` (demo accounts). */
  method: z.string(),
  startedAt: z.string(),
  verifiedAt: z.nullable(z.string()),
});
export type RealNameSummary = z.infer<typeof ZRealNameSummary>;

/** What a method code means on screen. */
export const REAL_NAME_METHODS: Record<string, string> = {
  'phone3+face': '手机号三要素核验 + 人脸识别',
  seed: '银行预置核验',
};
