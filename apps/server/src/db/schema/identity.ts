import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Portal customers: individuals and enterprise users. `login_name` and `phone` are unique among
 * accounts that are not cancelled, so a cancelled account frees both for a new registration.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** The bank's user number (`usrNo1`), shown to the customer and staff. */
    userNo: text('user_no').notNull().unique(),
    loginName: text('login_name').notNull(),
    phone: text('phone').notNull(),
    /** `personal` or `enterprise`: which registration the account came from. */
    userType: text('user_type').notNull(),
    realName: text('real_name'),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    /** `active` or `cancelled`. A lock is a time, not a status, so it ends by itself. */
    status: text('status').notNull().default('active'),
    /** Wrong passwords since the last success; forgotten LOGIN_FAILURE_RESET_HOURS after the last one. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lastFailedAt: at('last_failed_at'),
    lockedUntil: at('locked_until'),
    /** userStatus `sessionStatus` D000000001: registered without real-name verification. */
    weak: boolean('weak').notNull().default(true),
    /** 关怀模式 (issue 38) as the customer last chose it on any device; null until they choose. */
    careMode: boolean('care_mode'),
    createdAt: at('created_at').notNull().defaultNow(),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    uniqueIndex('users_login_name_live_idx').on(sql`lower(${t.loginName})`).where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('users_phone_live_idx').on(t.phone).where(sql`${t.status} <> 'cancelled'`),
  ],
);

/** Enterprises a user registered or was linked to. */
export const enterprises = pgTable('enterprises', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** 统一社会信用代码, 18 characters. */
  creditCode: text('credit_code').notNull().unique(),
  /** PROCESS_STATUS code of the enterprise authentication (DT until submitted). */
  authStatus: text('auth_status').notNull().default('DT'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Which users act for which enterprise, and in what role (`director` or `operator`). */
export const userEnterprises = pgTable(
  'user_enterprises',
  {
    userId: text('user_id').notNull().references(() => users.id),
    enterpriseId: text('enterprise_id').notNull().references(() => enterprises.id),
    role: text('role').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.enterpriseId] }), index('user_enterprises_enterprise_idx').on(t.enterpriseId)],
);

/** Bank staff: customer-service agents and portal operators. Never mixed with customers. */
export const staffAccounts = pgTable('staff_accounts', {
  id: text('id').primaryKey(),
  loginName: text('login_name').notNull().unique(),
  displayName: text('display_name').notNull(),
  /** `agent` or `operator`. */
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  status: text('status').notNull().default('active'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lastFailedAt: at('last_failed_at'),
  lockedUntil: at('locked_until'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Every login attempt of a customer, shown in the personal center's security settings. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id),
    at: at('at').notNull().defaultNow(),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    /** Error name when the attempt failed. */
    failure: text('failure'),
    ip: text('ip').notNull(),
    device: text('device').notNull(),
  },
  (t) => [index('login_history_user_at_idx').on(t.userId, t.at)],
);
