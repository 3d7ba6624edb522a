import * as z from 'zod/mini';
import { ZApplicantRole, ZEnterpriseRegistryStatus, ZIdDocumentType, ZProcessStatus } from '../../codes.ts';
import { API_PREFIX } from '../../envelope/protocol.ts';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { GLOSSARY } from '../../glossary.ts';

/** Applications of the review queue per page. */
export const REVIEW_PAGE_SIZE = 10;
/** Registry rows per page. */
export const REGISTRY_PAGE_SIZE = 20;

export const ZApplicationId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[0-9A-Za-z-]+$/));
export const ZPage = z._default(z.int().check(z.gte(1), z.lte(100_000)), 1);
/** A search box: enterprise name, credit code, user number (queue); name, code, phone (registries). */
export const ZKeyword = z._default(ZText.check(z.trim(), z.maxLength(60)), '');

/** The role an approval gives the applicant in the enterprise. */
export const ZGrantedRole = z.enum(['director', 'operator']);
export type GrantedRole = z.infer<typeof ZGrantedRole>;
export const GRANTED_ROLE_NAMES: Record<GrantedRole, string> = { director: '主管（法定代表人权限）', operator: GLOSSARY.operatorRole };

export const REJECT_REASON_MIN = 2;
export const REJECT_REASON_MAX = 200;
export const ZRejectReason = ZMultilineText.check(
  z.trim(),
  z.minLength(REJECT_REASON_MIN, `拒绝原因至少${REJECT_REASON_MIN}个字`),
  z.maxLength(REJECT_REASON_MAX, `拒绝原因不能超过${REJECT_REASON_MAX}个字`),
);

/** The pictures of an application: the business licence and, for an agent, the authorisation letter. */
export const ZPictureKind = z.enum(['licence', 'letter']);
export type PictureKind = z.infer<typeof ZPictureKind>;

/**
 * A picture is served as its bytes (not sealed) by a staff-only GET: only the pictures the
 * application itself names, with the type found by the content check on arrival.
 */
export const REVIEW_IMAGE_PATH = '/staff/ops/identity/review/image';
export const reviewImageUrl = (applicationId: string, kind: PictureKind) =>
  `${API_PREFIX}${REVIEW_IMAGE_PATH}/${encodeURIComponent(applicationId)}/${kind}`;

/** Statuses an operator meets in the queue (drafts are not submitted yet). */
export const QUEUE_STATUSES = ['DS', 'ST', 'SJ', 'YC'] as const;
export const ZQueueStatus = z.enum(QUEUE_STATUSES);

export const ZQueueItem = z.object({
  id: z.string(),
  enterpriseName: z.string(),
  creditCode: z.string(),
  applicantRole: ZApplicantRole,
  /** The applicant's user number and login name. */
  userNo: z.string(),
  loginName: z.string(),
  status: ZProcessStatus,
  /** The automatic checks could not decide: an operator must. */
  needsReview: z.boolean(),
  noteCount: z.int(),
  submittedAt: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
});
export type QueueItem = z.infer<typeof ZQueueItem>;

export const ZPictureInfo = z.object({ kind: ZPictureKind, mime: z.string(), width: z.int(), height: z.int(), size: z.int() });

export const ZApplicationDetail = z.object({
  id: z.string(),
  status: ZProcessStatus,
  enterpriseName: z.string(),
  creditCode: z.string(),
  applicantRole: ZApplicantRole,
  applicant: z.object({
    userNo: z.string(),
    loginName: z.string(),
    /** The name given at registration. */
    name: z.nullable(z.string()),
    /** The name of the applicant's verified real-name authentication, if any. */
    verifiedName: z.nullable(z.string()),
  }),
  legalRepName: z.string(),
  legalRepDocType: ZIdDocumentType,
  /** First 3 and last 4 characters only. */
  legalRepDocMasked: z.string(),
  /** What the enterprise registry holds for the credit code, to compare with the application. */
  registry: z.nullable(
    z.object({ name: z.string(), legalRepName: z.string(), status: ZEnterpriseRegistryStatus, registeredCapitalFen: z.number(), establishedOn: z.string() }),
  ),
  reviewNotes: z.array(z.string()),
  needsReview: z.boolean(),
  faceVerifiedAt: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
  pictures: z.array(ZPictureInfo),
  rejectReason: z.nullable(z.string()),
  grantedRole: z.nullable(ZGrantedRole),
  /** The operator who decided, or null when decided by the automatic checks or still pending. */
  reviewedBy: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
});
export type ApplicationDetail = z.infer<typeof ZApplicationDetail>;

/** What an import brings in. */
export const ZRegistryKind = z.enum(['persons', 'enterprises']);
export type RegistryKind = z.infer<typeof ZRegistryKind>;
export const REGISTRY_KIND_NAMES: Record<RegistryKind, string> = { persons: '个人实名登记', enterprises: '企业登记' };
