import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationStatus, ApplicationView, ProductionStatus, TimelineStep } from '@portal/contract/calls/open-platform/apply/fields';
import type { Db } from '../../../db/client.ts';
import { enterprises, openApiApplications, staffAccounts, users } from '../../../db/schema/index.ts';

type Row = typeof openApiApplications.$inferSelect;

const sandboxReviewer = alias(staffAccounts, 'sandbox_reviewer');
const productionReviewer = alias(staffAccounts, 'production_reviewer');

/** Orders with the names their views show: enterprise, applicant, both reviewers. */
export function selectApplications(db: Db) {
  return db
    .select({
      row: openApiApplications,
      enterpriseName: enterprises.name,
      applicant: users.loginName,
      sandboxReviewer: sandboxReviewer.displayName,
      productionReviewer: productionReviewer.displayName,
    })
    .from(openApiApplications)
    .innerJoin(enterprises, eq(enterprises.id, openApiApplications.enterpriseId))
    .leftJoin(users, eq(users.id, openApiApplications.applicantUserId))
    .leftJoin(sandboxReviewer, eq(sandboxReviewer.id, openApiApplications.reviewedBy))
    .leftJoin(productionReviewer, eq(productionReviewer.id, openApiApplications.productionReviewedBy))
    .$dynamic();
}

export type ApplicationRow = {
  row: Row;
  enterpriseName: string;
  applicant: string | null;
  sandboxReviewer: string | null;
  productionReviewer: string | null;
};

/** One order by id, optionally within an enterprise (a customer's reads), or undefined. */
export async function findApplication(db: Db, id: string, enterpriseId?: string): Promise<ApplicationRow | undefined> {
  const where: SQL | undefined = enterpriseId ? and(eq(openApiApplications.id, id), eq(openApiApplications.enterpriseId, enterpriseId)) : eq(openApiApplications.id, id);
  const [found] = await selectApplications(db).where(where);
  return found;
}

const iso = (d: Date | null) => (d ? d.toISOString() : '');

/** The order's history from its own columns, oldest first. */
function timelineOf(r: ApplicationRow): TimelineStep[] {
  const row = r.row;
  const steps: TimelineStep[] = [{ kind: 'submitted', at: iso(row.createdAt), by: r.applicant ?? '', reason: '' }];
  if (row.status === 'withdrawn') steps.push({ kind: 'withdrawn', at: iso(row.updatedAt), by: r.applicant ?? '', reason: '' });
  if (row.status === 'approved' || row.status === 'rejected') {
    steps.push({ kind: row.status, at: iso(row.reviewedAt), by: r.sandboxReviewer ?? '', reason: row.rejectReason ?? '' });
  }
  if (row.productionRequestedAt) steps.push({ kind: 'production_requested', at: iso(row.productionRequestedAt), by: r.applicant ?? '', reason: '' });
  if (row.productionStatus === 'approved' || row.productionStatus === 'rejected') {
    steps.push({
      kind: row.productionStatus === 'approved' ? 'production_approved' : 'production_rejected',
      at: iso(row.productionReviewedAt),
      by: r.productionReviewer ?? '',
      reason: row.productionRejectReason ?? '',
    });
  }
  return steps;
}

export function applicationView(r: ApplicationRow): ApplicationView {
  const row = r.row;
  return {
    id: row.id,
    orderNo: row.orderNo,
    enterpriseId: row.enterpriseId,
    enterpriseName: r.enterpriseName,
    applicant: r.applicant ?? '',
    apiCodes: row.apiCodes,
    purpose: row.purpose,
    agreementVersion: row.agreementVersion,
    status: row.status as ApplicationStatus,
    productionStatus: row.productionStatus as ProductionStatus,
    rejectReason: row.rejectReason ?? '',
    productionRejectReason: row.productionRejectReason ?? '',
    createdAt: iso(row.createdAt),
    timeline: timelineOf(r),
  };
}
