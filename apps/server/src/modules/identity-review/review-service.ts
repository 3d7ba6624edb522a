import { APPLICANT_ROLES, type ApplicantRole, type EnterpriseRegistryStatus, type IdDocumentType, type ProcessStatus } from '@portal/contract/codes';
import {
  GRANTED_ROLE_NAMES,
  QUEUE_STATUSES,
  REVIEW_PAGE_SIZE,
  type ApplicationDetail,
  type GrantedRole,
  type PictureKind,
  type QueueItem,
} from '@portal/contract/calls/identity-review/fields';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { approveEnterpriseAuth } from '../identity/enterprise-binding.ts';
import * as repo from './review-repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The staff review of enterprise authentications the automatic checks could not decide (issue 21). */
export function createReviewService(db: Db) {
  async function found(id: string) {
    const row = await repo.findApplication(db, id);
    if (!row) throw new AppError('IDENTITY_REVIEW_NOT_FOUND', { field: 'id' });
    return row;
  }

  async function detail(id: string): Promise<ApplicationDetail> {
    const { application: a, userNo, loginName, userName, reviewerName } = await found(id);
    const pictureIds = [a.licenceImageId, a.letterImageId].filter((v): v is string => !!v);
    const infos = new Map((await repo.pictureInfos(db, pictureIds)).map((p) => [p.id, p]));
    const pictures = (['licence', 'letter'] as const).flatMap((kind) => {
      const info = infos.get((kind === 'licence' ? a.licenceImageId : a.letterImageId) ?? '');
      return info ? [{ kind, mime: info.mime, width: info.width, height: info.height, size: info.size }] : [];
    });
    const registry = await repo.registryEntry(db, a.creditCode);
    return {
      id: a.id,
      status: a.status as ProcessStatus,
      enterpriseName: a.enterpriseName,
      creditCode: a.creditCode,
      applicantRole: a.applicantRole as ApplicantRole,
      applicant: { userNo, loginName, name: userName, verifiedName: await repo.verifiedName(db, a.userId) },
      legalRepName: a.legalRepName,
      legalRepDocType: a.legalRepDocType as IdDocumentType,
      legalRepDocMasked: a.legalRepDocMasked,
      registry: registry
        ? {
            name: registry.name,
            legalRepName: registry.legalRepName,
            status: registry.status as EnterpriseRegistryStatus,
            registeredCapitalFen: registry.registeredCapitalFen,
            establishedOn: registry.establishedOn,
          }
        : null,
      reviewNotes: a.reviewNotes,
      needsReview: a.needsReview,
      faceVerifiedAt: iso(a.faceVerifiedAt),
      submittedAt: iso(a.submittedAt),
      pictures,
      rejectReason: a.rejectReason,
      grantedRole: (a.grantedRole as GrantedRole | null) ?? null,
      reviewedBy: reviewerName ?? null,
      reviewedAt: iso(a.reviewedAt),
    };
  }

  /** What the audit line keeps: who, which enterprise, the decision (never the document). */
  const snapshot = (a: { id: string; enterpriseName: string; creditCode: string; status: string; applicantRole: string }) => ({
    id: a.id,
    enterpriseName: a.enterpriseName,
    creditCode: a.creditCode,
    applicantRole: APPLICANT_ROLES[a.applicantRole as ApplicantRole] ?? a.applicantRole,
    status: a.status,
  });

  return {
    async list(filter: { status: (typeof QUEUE_STATUSES)[number]; keyword: string; page: number }) {
      const counts = await repo.countByStatus(db, filter.keyword);
      const rows = await repo.queuePage(db, filter, { offset: (filter.page - 1) * REVIEW_PAGE_SIZE, limit: REVIEW_PAGE_SIZE });
      const items: QueueItem[] = rows.map((r) => ({
        id: r.id,
        enterpriseName: r.enterpriseName,
        creditCode: r.creditCode,
        applicantRole: r.applicantRole as ApplicantRole,
        userNo: r.userNo,
        loginName: r.loginName,
        status: r.status as ProcessStatus,
        needsReview: r.needsReview,
        noteCount: r.reviewNotes.length,
        submittedAt: iso(r.submittedAt),
        reviewedAt: iso(r.reviewedAt),
      }));
      const perStatus = { DS: counts.DS ?? 0, ST: counts.ST ?? 0, SJ: counts.SJ ?? 0, YC: counts.YC ?? 0 };
      return { total: perStatus[filter.status], counts: perStatus, items };
    },

    detail,

    /** A picture of the application, by kind: only the pictures it names, of its own applicant. */
    async picture(id: string, kind: PictureKind) {
      const row = await repo.findApplication(db, id);
      const imageId = row && (kind === 'licence' ? row.application.licenceImageId : row.application.letterImageId);
      const image = imageId ? await repo.picture(db, imageId, row.application.userId) : undefined;
      if (!image) throw new AppError('IDENTITY_REVIEW_PICTURE_NOT_FOUND');
      return image;
    },

    /** Through the one approval path (enterprise-binding.ts), with its audit line in the same transaction. */
    async approve(id: string, grantedRole: GrantedRole, editor: Editor): Promise<ApplicationDetail> {
      const { application } = await found(id);
      await db.transaction(async (tx) => {
        if (!(await approveEnterpriseAuth(tx, id, { grantedRole, reviewedBy: editor.staffId }))) throw new AppError('IDENTITY_REVIEW_DECIDED');
        await recordAudit(tx, editor, {
          entity: 'enterpriseAuth',
          entityKey: id,
          action: 'approve',
          summary: `审核通过企业认证：${application.enterpriseName}（${application.creditCode}），授予${GRANTED_ROLE_NAMES[grantedRole]}`,
          before: snapshot(application),
          after: { ...snapshot({ ...application, status: 'ST' }), grantedRole },
        });
      });
      return detail(id);
    },

    async reject(id: string, reason: string, editor: Editor): Promise<ApplicationDetail> {
      const { application } = await found(id);
      await db.transaction(async (tx) => {
        if (!(await repo.reject(tx, id, { reason, reviewedBy: editor.staffId }))) throw new AppError('IDENTITY_REVIEW_DECIDED');
        await recordAudit(tx, editor, {
          entity: 'enterpriseAuth',
          entityKey: id,
          action: 'reject',
          summary: `审核拒绝企业认证：${application.enterpriseName}（${application.creditCode}）`,
          before: snapshot(application),
          after: { ...snapshot({ ...application, status: 'SJ' }), rejectReason: reason },
        });
      });
      return detail(id);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
