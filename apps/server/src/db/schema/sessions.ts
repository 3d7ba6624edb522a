import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Server-side sessions (ARCHITECTURE §5). The cookie carries a random id; the table keeps only
 * its SHA-256, so a copy of the table cannot be replayed as cookies. A session ends with a
 * reason (LOGOUT, TAKEN_OVER, IDLE, EXPIRED, PASSWORD_CHANGED, CANCELLED) that userStatus reports.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** `user` or `staff`: the two never share routes. */
    kind: text('kind').notNull(),
    principalId: text('principal_id').notNull(),
    csrfToken: text('csrf_token').notNull(),
    method: text('method').notNull(),
    ip: text('ip').notNull(),
    device: text('device').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Last call other than the status poll, so polling alone does not keep a session alive. */
    lastActiveAt: at('last_active_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
  },
  (t) => [
    index('sessions_principal_idx').on(t.kind, t.principalId),
    index('sessions_expires_idx').on(t.expiresAt),
    // One live session per principal, even when two logins race (ARCHITECTURE §5).
    uniqueIndex('sessions_one_live_idx').on(t.kind, t.principalId).where(sql`${t.endedAt} is null`),
  ],
);

/** One-time login tickets (`st`) handed to the portal by redirects from other login front ends. */
export const loginTickets = pgTable('login_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: text('user_id').notNull(),
  method: text('method').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** QR-code logins: shown by the portal, confirmed from a phone where the user is logged in. */
export const qrLogins = pgTable('qr_logins', {
  token: text('token').primaryKey(),
  /** waiting → scanned → confirmed → used, or expired / cancelled. */
  status: text('status').notNull().default('waiting'),
  userId: text('user_id'),
  ip: text('ip').notNull(),
  device: text('device').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});
