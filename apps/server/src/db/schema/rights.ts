import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enterprises, users } from './identity.ts';
import { ledgerAccounts } from './ledger.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Rights an operator granted an enterprise (issue 25 point 3): a benefit of a type (fee waiver,
 * free certificates, an SMS package …) with a quantity and a validity. `used` is the sum of the
 * rows in `right_usages`, kept here so that a use is one guarded UPDATE (never past `quantity`).
 */
export const enterpriseRights = pgTable(
  'enterprise_rights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    /** RIGHT_TYPES code. */
    rightType: text('right_type').notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    used: integer('used').notNull().default(0),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    note: text('note').notNull().default(''),
    grantedBy: text('granted_by').notNull(),
    grantedAt: at('granted_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    revokedBy: text('revoked_by'),
  },
  (t) => [
    index('enterprise_rights_enterprise_idx').on(t.enterpriseId, t.validTo),
    check('enterprise_rights_used_le_quantity', sql`${t.used} >= 0 and ${t.used} <= ${t.quantity}`),
    check('enterprise_rights_period', sql`${t.validFrom} <= ${t.validTo}`),
  ],
);

/** One use of a right: recorded by an operator or by the portal event that consumed it. */
export const rightUsages = pgTable(
  'right_usages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rightId: uuid('right_id')
      .notNull()
      .references(() => enterpriseRights.id),
    enterpriseId: text('enterprise_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** `operator` (recorded in the console) or the consuming event, e.g. `certificate`. */
    source: text('source').notNull(),
    /** The consuming event's key (a certificate serial), or the operator's note. */
    reference: text('reference').notNull().default(''),
    recordedBy: text('recorded_by').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [index('right_usages_right_idx').on(t.rightId, t.usedAt), index('right_usages_enterprise_idx').on(t.enterpriseId, t.usedAt)],
);

/**
 * Campaigns of the activity centre. `enrolled` counts `activity_enrolments` and is raised by
 * the same guarded UPDATE that admits an enrolment, so the quota holds under concurrency.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    quota: integer('quota').notNull(),
    enrolled: integer('enrolled').notNull().default(0),
    /** `all` (any logged-in customer) or `enterprise` (users with a seat in an authenticated enterprise). */
    eligibility: text('eligibility').notNull(),
    /** `draft`, `published` or `unpublished`. */
    status: text('status').notNull().default('draft'),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('activities_status_idx').on(t.status, t.endsAt), check('activities_enrolled_le_quota', sql`${t.enrolled} >= 0 and ${t.enrolled} <= ${t.quota}`)],
);

export const activityEnrolments = pgTable(
  'activity_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** The enterprise the user enrolled for (their first seat), when they have one. */
    enterpriseId: text('enterprise_id'),
    enrolledAt: at('enrolled_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activity_enrolments_once_idx').on(t.activityId, t.userId), index('activity_enrolments_user_idx').on(t.userId, t.enrolledAt)],
);

/**
 * The local receipt-printer system (providers/receipt-printer/local.ts): the argon2id hash of
 * each account's printer password. A real bank keeps this in the printer system.
 */
export const receiptPrinterPasswords = pgTable('receipt_printer_passwords', {
  accountNo: text('account_no')
    .primaryKey()
    .references(() => ledgerAccounts.accountNo),
  passwordHash: text('password_hash').notNull(),
  changedAt: at('changed_at').notNull().defaultNow(),
});

/** Every receipt-printer password reset: who, for which account and enterprise, from where (the audit). */
export const receiptPrinterResets = pgTable(
  'receipt_printer_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountNo: text('account_no').notNull(),
    enterpriseId: text('enterprise_id').notNull(),
    userId: text('user_id').notNull(),
    ip: text('ip').notNull(),
    resetAt: at('reset_at').notNull().defaultNow(),
  },
  (t) => [index('receipt_printer_resets_account_idx').on(t.accountNo, t.resetAt)],
);
