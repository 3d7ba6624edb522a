import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A user's workspace settings (issue 25). The row exists once the user has changed anything:
 * until then the workspace shows the bank's starter functions and lands on the workspace.
 */
export const workspaceSettings = pgTable('workspace_settings', {
  userId: text('user_id').primaryKey(),
  /** `workspace` or `portal` (contract LOGIN_CHANNELS): where the workspace login lands. */
  defaultLoginChannel: text('default_login_channel').notNull().default('workspace'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The functions on a user's workspace and their order (`position` 0 first). */
export const workspaceUserFunctions = pgTable(
  'workspace_user_functions',
  {
    userId: text('user_id').notNull(),
    /** A screen code of the catalogue, or `sys.<unified-login system code>`. */
    functionCode: text('function_code').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.functionCode] })],
);

/**
 * 网银扫码确认 (issue 25): an operation the enterprise web bank asks the enterprise's director to
 * confirm by QR. `token` is a digest of the QR's code (never the code itself); the status moves
 * once from `waiting` to `confirmed` or `rejected`; expiry is read from `expires_at`.
 */
export const webBankConfirmations = pgTable(
  'web_bank_confirmations',
  {
    token: text('token').primaryKey(),
    enterpriseId: text('enterprise_id').notNull(),
    title: text('title').notNull(),
    details: jsonb('details').$type<{ label: string; value: string }[]>().notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }),
    /** The web bank's own reference of the operation (its order number). */
    requestRef: text('request_ref').notNull(),
    status: text('status').notNull().default('waiting'),
    decidedBy: text('decided_by'),
    decidedAt: at('decided_at'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('web_bank_confirmations_expires_idx').on(t.expiresAt)],
);
