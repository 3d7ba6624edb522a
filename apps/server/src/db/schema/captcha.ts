import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Open captcha challenges: one row per `token`, deleted when checked (single use). A slider
 * challenge's answer is `x`/`y`; an audio one's is `expectedDigits` (null for a slider).
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    token: text('token').primaryKey(),
    clientUid: text('client_uid').notNull(),
    ip: text('ip').notNull(),
    secretKey: text('secret_key').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    expectedDigits: text('expected_digits'),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);

/** Passed checks: the SHA-256 of `captchaVerification`, consumed once by the follow-up call. */
export const captchaVerifications = pgTable(
  'captcha_verifications',
  {
    valueHash: text('value_hash').primaryKey(),
    clientUid: text('client_uid').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('captcha_verifications_expires_idx').on(t.expiresAt)],
);
