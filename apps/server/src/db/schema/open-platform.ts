import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An enterprise's application for direct-connection (银企直联) API access (issue 26). One row is
 * one order (`/yqzl/orderQuery`): a director chooses APIs and accepts the agreement; an operator
 * approves it for the sandbox (or rejects with a reason); the director may then ask for
 * production, which a second operator, never the first, approves. Each stage moves once.
 */
export const openApiApplications = pgTable(
  'open_api_applications',
  {
    id: text('id').primaryKey(),
    /** The order number customers quote: `YQ` + date + sequence. */
    orderNo: text('order_no').notNull().unique(),
    enterpriseId: text('enterprise_id').notNull(),
    applicantUserId: text('applicant_user_id').notNull(),
    /** Contract OPEN_API_CODES chosen in this application. */
    apiCodes: jsonb('api_codes').$type<string[]>().notNull(),
    agreementVersion: text('agreement_version').notNull(),
    purpose: text('purpose').notNull().default(''),
    /** `submitted`, `approved` (sandbox granted), `rejected` or `withdrawn`. */
    status: text('status').notNull().default('submitted'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    rejectReason: text('reject_reason'),
    /** `none`, `requested`, `approved` or `rejected`: the second approval, for production keys. */
    productionStatus: text('production_status').notNull().default('none'),
    productionRequestedAt: at('production_requested_at'),
    productionReviewedBy: text('production_reviewed_by'),
    productionReviewedAt: at('production_reviewed_at'),
    productionRejectReason: text('production_reject_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('open_api_applications_enterprise_idx').on(t.enterpriseId, t.createdAt), index('open_api_applications_status_idx').on(t.status, t.createdAt)],
);

/**
 * The enterprise's API administrators (`/yqzl/adminAuth`): users of the enterprise a director
 * authorised to manage its keys, sandbox and service settings. Directors always may.
 */
export const openApiAdmins = pgTable(
  'open_api_admins',
  {
    enterpriseId: text('enterprise_id').notNull(),
    userId: text('user_id').notNull(),
    grantedBy: text('granted_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.userId] })],
);
