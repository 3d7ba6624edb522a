import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * API credentials (issue 26 point 3): one active pair per enterprise and environment. The app
 * secret is stored sealed under the master key (key-wrap.ts, associated data
 * `open_api_credentials:<id>`): the sandbox needs it in clear to check HMAC-SM3 signatures.
 * The SM2 public key is the enterprise's own, for SM2 signatures.
 */
export const openApiCredentials = pgTable(
  'open_api_credentials',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    /** `sandbox` or `production`. */
    environment: text('environment').notNull(),
    appId: text('app_id').notNull().unique(),
    secretSealed: text('secret_sealed').notNull(),
    publicKey: text('public_key'),
    /** Addresses or CIDR networks allowed to call; empty = any. */
    ipAllowList: jsonb('ip_allow_list').$type<string[]>().notNull().default([]),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(600),
    /** `active` or `revoked` (every call refused from then on). */
    status: text('status').notNull().default('active'),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    secretRotatedAt: at('secret_rotated_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    revokedBy: text('revoked_by'),
    /** End of validity: a year after issue or the latest secret rotation; refused from then on. */
    expiresAt: at('expires_at').notNull().default(sql`now() + interval '365 days'`),
    /** When the 密钥即将到期 notice for the current validity was recorded (null: not yet). */
    expiryNoticeAt: at('expiry_notice_at'),
    /** The latest 调用异常告警 for this credential, at most one an hour. */
    callAlertAt: at('call_alert_at'),
  },
  (t) => [
    index('open_api_credentials_enterprise_idx').on(t.enterpriseId, t.environment),
    // One active credential per enterprise and environment, even when two managers click at once.
    uniqueIndex('open_api_credentials_active_idx').on(t.enterpriseId, t.environment).where(sql`status = 'active'`),
  ],
);

/**
 * The sandbox's own test accounts (issue 26 point 2): generated for an enterprise when its
 * first sandbox credential is issued, never a row of the real ledger, so no sandbox payment
 * can touch a real account (docs/decisions.md). Money in fen.
 */
export const openSandboxAccounts = pgTable(
  'open_sandbox_accounts',
  {
    accountNo: text('account_no').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    accountName: text('account_name').notNull(),
    accountType: text('account_type').notNull(),
    currency: text('currency').notNull().default('CNY'),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('open_sandbox_accounts_enterprise_idx').on(t.enterpriseId)],
);

export const openSandboxTransactions = pgTable(
  'open_sandbox_transactions',
  {
    id: text('id').primaryKey(),
    accountNo: text('account_no').notNull(),
    /** `debit` or `credit`. */
    direction: text('direction').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    counterpartyAccountNo: text('counterparty_account_no').notNull(),
    counterpartyName: text('counterparty_name').notNull(),
    summary: text('summary').notNull(),
    occurredAt: at('occurred_at').notNull(),
  },
  (t) => [index('open_sandbox_transactions_account_idx').on(t.accountNo, t.occurredAt)],
);

export const openSandboxPayments = pgTable(
  'open_sandbox_payments',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    appId: text('app_id').notNull(),
    requestNo: text('request_no').notNull(),
    fromAccountNo: text('from_account_no').notNull(),
    toAccountNo: text('to_account_no').notNull(),
    toAccountName: text('to_account_name').notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    purpose: text('purpose').notNull(),
    /** `SUCCESS` or `FAILED`. */
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('open_sandbox_payments_request_idx').on(t.enterpriseId, t.requestNo)],
);

/**
 * Every sandbox call that named a known app id (issue 26 point 5), written in batches off the
 * hot path. `error_code` is null only for a success.
 */
export const openSandboxCalls = pgTable(
  'open_sandbox_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    appId: text('app_id').notNull(),
    /** The API code, or `unknown` for a path the sandbox does not serve. */
    apiCode: text('api_code').notNull(),
    httpStatus: smallint('http_status').notNull(),
    errorCode: integer('error_code'),
    latencyMs: integer('latency_ms').notNull(),
    calledAt: at('called_at').notNull(),
  },
  (t) => [index('open_sandbox_calls_enterprise_idx').on(t.enterpriseId, t.calledAt), index('open_sandbox_calls_time_idx').on(t.calledAt)],
);

/**
 * Sandbox calls admitted per credential and one-minute window, summed over every instance
 * (rate-window.ts): each instance adds what it admitted every ~200 ms in one statement and reads
 * the totals back. Unlogged (migration 0032): a crash forgets at most the current minute.
 * Windows older than two minutes are swept (a handful of rows per active key, so no index but
 * the key: updates of `calls` stay HOT).
 */
export const openSandboxRateWindows = pgTable(
  'open_sandbox_rate_windows',
  {
    credentialId: text('credential_id').notNull(),
    windowStart: at('window_start').notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.credentialId, t.windowStart] })],
);

/**
 * Every change to an enterprise's API keys (issued, secret rotated, revoked, SM2 public key or
 * IP allow-list set) with who made it, written in the same transaction as the change; the
 * enterprise reads it on /yqzl/myApi. Never holds a secret.
 */
export const openApiCredentialEvents = pgTable(
  'open_api_credential_events',
  {
    id: serial('id').primaryKey(),
    credentialId: text('credential_id').notNull(),
    enterpriseId: text('enterprise_id').notNull(),
    appId: text('app_id').notNull(),
    /** `issued`, `rotated`, `revoked`, `publicKey` or `ipAllowList` (contract CREDENTIAL_EVENTS). */
    action: text('action').notNull(),
    actorUserId: text('actor_user_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('open_api_credential_events_enterprise_idx').on(t.enterpriseId, t.createdAt)],
);
