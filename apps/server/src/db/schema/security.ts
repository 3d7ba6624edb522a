import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Long-lived server secrets, such as the envelope's SM2 key pair. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** SM4 keys agreed by handshake, one per browser tab. */
export const envelopeKeys = pgTable(
  'envelope_keys',
  {
    keyId: text('key_id').primaryKey(),
    keyHex: text('key_hex').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('envelope_keys_expires_idx').on(t.expiresAt)],
);

/** Nonces seen within the timestamp window, for replay protection across instances. */
export const envelopeNonces = pgTable(
  'envelope_nonces',
  {
    nonce: text('nonce').primaryKey(),
    seenAt: at('seen_at').notNull().defaultNow(),
  },
  (t) => [index('envelope_nonces_seen_idx').on(t.seenAt)],
);

/** Rate-limit counters shared by every instance (handshakes now; logins and SMS later). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: at('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);
