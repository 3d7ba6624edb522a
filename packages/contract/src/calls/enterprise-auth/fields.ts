import * as z from 'zod/mini';
import { ZApplicantRole, ZEnterpriseRegistryStatus, ZIdDocumentType, ZProcessStatus } from '../../codes.ts';
import { ZText } from '../../validate/field-types.ts';
import { isCreditCode } from '../../validate/credit-code.ts';
import { ENTP_AUTH_MESSAGES as M } from './messages.ts';

/**
 * 统一社会信用代码 as typed: upper-cased, then two messages, one for the shape (18 characters of
 * the GB 32100 alphabet) and one for a wrong check character, so a typo is named exactly.
 */
export const ZCreditCode = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, M.creditCodeShape),
  z.refine(isCreditCode, M.creditCodeCheckDigit),
);

/** 18 Latin letters and digits are meant as a credit code, never a name (no registered name looks so). */
export const looksLikeCreditCode = (keyword: string) => /^[0-9A-Za-z]{18}$/.test(keyword.trim());

/**
 * What the query step searches for: part of a name, or a whole credit code. What looks like a
 * credit code is checked as one (issue 35): a letter GB 32100 never uses (I, O, S, V, Z) or a
 * wrong check character is refused at the field, not searched as a name.
 */
export const ZEnterpriseKeyword = ZText.check(
  z.trim(),
  z.minLength(2, M.keywordShort),
  z.maxLength(60, M.keywordLong),
  z.refine((k) => !looksLikeCreditCode(k) || /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(k.toUpperCase()), M.creditCodeShape),
  z.refine((k) => !looksLikeCreditCode(k) || isCreditCode(k.toUpperCase()), M.creditCodeCheckDigit),
);

/** An application's id (uuid). */
export const ZApplicationId = z.string().check(z.regex(/^[0-9a-f-]{36}$/, M.applicationMissing));

export const ZLegalRepName = ZText.check(z.trim(), z.minLength(2, M.legalRepName), z.maxLength(30, M.legalRepName));

/** Document number as typed; its shape is checked against the document type (account-card rules, §5). */
export const ZLegalRepDocNumber = ZText.check(z.trim(), z.minLength(1, M.docNumberRequired), z.maxLength(30, M.docNumberRequired));

/** The pictures of a submission, named in the order of the file parts. */
export const PICTURE_KINDS = ['licence', 'letter'] as const;
export const ZPictureKind = z.enum(PICTURE_KINDS);
export type PictureKind = z.infer<typeof ZPictureKind>;

/** One enterprise of the registry as the query step lists it. */
export const ZRegistryHit = z.object({
  name: z.string(),
  creditCode: z.string(),
  status: ZEnterpriseRegistryStatus,
});

/** One application as its applicant sees it (center, continue, result). */
export const ZEnterpriseApplication = z.object({
  id: z.string(),
  creditCode: z.string(),
  enterpriseName: z.string(),
  applicantRole: ZApplicantRole,
  legalRepName: z.string(),
  legalRepDocType: ZIdDocumentType,
  /** First 3 and last 4 characters only. */
  legalRepDocMasked: z.string(),
  status: ZProcessStatus,
  /** The picture ids, for the owner's thumbnails (ENTP_IMAGE_PATH). */
  licenceImageId: z.nullable(z.string()),
  letterImageId: z.nullable(z.string()),
  faceVerified: z.boolean(),
  needsReview: z.boolean(),
  /** Why it waits for an operator (Chinese). */
  reviewNotes: z.array(z.string()),
  rejectReason: z.nullable(z.string()),
  grantedRole: z.nullable(z.enum(['director', 'operator'])),
  createdAt: z.string(),
  submittedAt: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
});
export type EnterpriseApplication = z.infer<typeof ZEnterpriseApplication>;

/** The GET path of a picture's bytes (`/:id` appended); owner's session cookie only. */
export const ENTP_IMAGE_PATH = '/user/entp/image';
