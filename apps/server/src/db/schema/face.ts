import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** The name the face is checked against when it is not the user's name on record (real-name and enterprise authentication). */
    subjectName: text('subject_name'),
    ip: text('ip').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    verifiedAt: at('verified_at'),
    usedAt: at('used_at'),
  },
  (t) => [index('face_checks_expires_idx').on(t.expiresAt)],
);
