import { boolean, index, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Face-recognition checks done on a phone for a desktop flow (ARCHITECTURE §7): password reset
 * now, real-name and enterprise authentication later (`purpose`). Two secrets, both stored as
 * SHA-256 only: the desktop's `verifyToken`, which polls and finally spends the check, and the
 * QR code's `ticket`, which the phone page presents with the picture.
 */
export const faceChecks = pgTable(
  'face_checks',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: text('user_id').notNull().references(() => users.id),
    desktopHash: text('desktop_hash').notNull().unique(),
    /** The QR code shown now; a new QR code replaces it, so an older one no longer works. */
    ticketHash: text('ticket_hash').unique(),
    /** identified → waiting (QR shown) → scanned → verified → used. */
    status: text('status').notNull().default('identified'),
    /**
     * The identity the face must be (issue 35): the name, the document (type, keyed digest, the
     * number sealed for this row, document-vault.ts) and, for enterprise authentication, the
     * enterprise whose legal representative the person claims to be. Null name: a check made
     * before issue 35, which no provider can judge any more.
     */
    subjectName: text('subject_name'),
    subjectDocType: text('subject_doc_type'),
    subjectDocDigest: text('subject_doc_digest'),
    subjectDocSealed: text('subject_doc_sealed'),
    subjectEnterprise: jsonb('subject_enterprise').$type<{ creditCode: string; name: string }>(),
    /** The provider's decision on the last picture judged: match, score in its own scale, liveness when it says. */
    decisionProvider: text('decision_provider'),
    decisionMatch: boolean('decision_match'),
    decisionScore: real('decision_score'),
    decisionLiveness: boolean('decision_liveness'),
    decisionReason: text('decision_reason'),
    decidedAt: at('decided_at'),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    verifiedAt: at('verified_at'),
    usedAt: at('used_at'),
  },
  (t) => [index('face_checks_expires_idx').on(t.expiresAt)],
);
