import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The bank's root certificates, one per algorithm (`SM2`, `RSA`), made at the first start of a
 * deployment. The private key is in `server_secrets` (`ca.<algorithm>.private`), sealed.
 */
export const caRoots = pgTable('ca_roots', {
  algorithm: text('algorithm').primaryKey(),
  certificatePem: text('certificate_pem').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * User certificates the bank's CA issued. `status` is `valid`, `revoked` (by a director or the
 * owner) or `superseded` (renewed by `extend`); revocation is read from here, not from the CRL.
 */
export const certificates = pgTable(
  'certificates',
  {
    /** Lower-case hex, as X.509 prints it. */
    serial: text('serial').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id),
    enterpriseId: text('enterprise_id'),
    /** `SM2` or `RSA`. */
    algorithm: text('algorithm').notNull(),
    subjectDn: text('subject_dn').notNull(),
    certificatePem: text('certificate_pem').notNull(),
    /** SHA-256 of the SubjectPublicKeyInfo: a renewal must keep the key. */
    publicKeyDigest: text('public_key_digest').notNull(),
    /** The serial number of the USB key (or software key) the certificate was written to. */
    keySerial: text('key_serial').notNull(),
    /** The key's provider (cspName, §9). */
    providerName: text('provider_name').notNull(),
    notBefore: at('not_before').notNull(),
    notAfter: at('not_after').notNull(),
    status: text('status').notNull().default('valid'),
    revokedAt: at('revoked_at'),
    revokeReason: text('revoke_reason'),
    /** The certificate this one renewed. */
    replacesSerial: text('replaces_serial'),
    /** Who asked for it: the director, or the user for themselves. */
    issuedBy: text('issued_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('certificates_user_idx').on(t.userId, t.notAfter),
    index('certificates_enterprise_idx').on(t.enterpriseId),
    index('certificates_revoked_idx').on(t.algorithm, t.revokedAt).where(sql`${t.status} = 'revoked'`),
  ],
);

/** One-time challenges of certificate login: spent by the first verification, gone after expiry. */
export const certLoginChallenges = pgTable('cert_login_challenges', {
  token: text('token').primaryKey(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A certificate download in progress: the director (`requested_by`) asked for a certificate
 * for `user_id`; the SMS to that user's phone proved (`phone_verified_at`) allows one CSR
 * before `expires_at`.
 */
export const certEnrolments = pgTable('cert_enrolments', {
  id: text('id').primaryKey(),
  requestedBy: text('requested_by').notNull(),
  userId: text('user_id').notNull().references(() => users.id),
  enterpriseId: text('enterprise_id').notNull(),
  phoneVerifiedAt: at('phone_verified_at'),
  usedAt: at('used_at'),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
