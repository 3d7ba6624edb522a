import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { users } from './identity.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Identity verification (issue 21): the registries the local providers check against, a
 * person's real-name authentications and the enterprise authentications with their pictures.
 *
 * Document numbers never sit in clear: `doc_digest` is an HMAC of the normalised number keyed
 * by a server secret (one document, one digest, so uniqueness and look-ups work), `doc_sealed`
 * is the number sealed under the master key for the row (key-wrap.ts), `doc_masked` is what
 * screens show (first 3, last 4).
 */

/** The people the local three-element provider knows (name + document + phone), imported by operators. */
export const personRegistry = pgTable(
  'person_registry',
  {
    id: serial('id').primaryKey(),
    realName: text('real_name').notNull(),
    /** Account-card type code of §5: 0 ID card, 4 official card, 9 passport, A Hong Kong, B Taiwan, D booklet. */
    docType: text('doc_type').notNull(),
    docDigest: text('doc_digest').notNull(),
    docMasked: text('doc_masked').notNull(),
    phone: text('phone').notNull(),
    /** `seed` or `import`. */
    source: text('source').notNull().default('import'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('person_registry_doc_idx').on(t.docType, t.docDigest)],
);

/**
 * A registry person's reference photo (issue 35), what the local face provider compares a live
 * picture with, one-to-one: the descriptor face-api's recognition network computed from it
 * (128 float32 numbers, little-endian, 512 bytes) and the photo itself, re-encoded without
 * metadata, so a later model can describe it again. The demo seed stores descriptors only (its
 * photos are cropped from face-api's own demo pictures, `reference-faces.ts`).
 */
export const personReferenceFaces = pgTable('person_reference_faces', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => personRegistry.id, { onDelete: 'cascade' }),
  descriptor: bytea('descriptor').notNull(),
  photo: bytea('photo'),
  /** Which pipeline made the descriptor (FACE_MODEL): descriptors of different models do not compare. */
  model: text('model').notNull(),
  /** `seed` or `import`. */
  source: text('source').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The enterprises the local enterprise registry knows (the business-registration extract). */
export const enterpriseRegistry = pgTable(
  'enterprise_registry',
  {
    /** 统一社会信用代码, 18 characters with its GB 32100 check character. */
    creditCode: text('credit_code').primaryKey(),
    name: text('name').notNull(),
    legalRepName: text('legal_rep_name').notNull(),
    /**
     * The legal representative's document (issue 35), as the registration extract records it:
     * type and keyed digest (document-vault.ts). The automatic decision binds a director only when
     * the applicant's verified document is this one; null (an older import) sends them to review.
     */
    legalRepDocType: text('legal_rep_doc_type'),
    legalRepDocDigest: text('legal_rep_doc_digest'),
    /** Registered capital in fen. */
    registeredCapitalFen: bigint('registered_capital_fen', { mode: 'number' }).notNull(),
    /** ENTERPRISE_REGISTRY_STATUS: `active` 存续, `revoked` 吊销, `cancelled` 注销. */
    status: text('status').notNull().default('active'),
    /** yyyy-mm-dd */
    establishedOn: text('established_on').notNull(),
    address: text('address').notNull(),
    source: text('source').notNull().default('import'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('enterprise_registry_name_idx').on(t.name)],
);

/**
 * A person's real-name authentication: `checked` (beforeAuth passed) → `phone_passed` (three
 * elements matched) → `verified` (face check passed); `cancelled` when abandoned. One document
 * is verified for one user only (the partial unique index).
 */
export const realNameAuths = pgTable(
  'real_name_auths',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    realName: text('real_name').notNull(),
    docType: text('doc_type').notNull(),
    docDigest: text('doc_digest').notNull(),
    docSealed: text('doc_sealed').notNull(),
    docMasked: text('doc_masked').notNull(),
    phone: text('phone').notNull(),
    status: text('status').notNull(),
    /** How it was verified, e.g. `phone3+face`. */
    method: text('method').notNull(),
    /** The face check of this authentication (face_checks.id), once its QR code was asked for. */
    faceCheckId: text('face_check_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    verifiedAt: at('verified_at'),
  },
  (t) => [
    index('real_name_auths_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('real_name_auths_verified_doc_idx').on(t.docType, t.docDigest).where(sql`${t.status} = 'verified'`),
  ],
);

/**
 * An enterprise authentication (`/identify`): the applicant, the enterprise, the legal
 * representative, the pictures, the face check and the review. Status is PROCESS_STATUS: DT to
 * submit, DS pending review, ST approved, SJ rejected, YC withdrawn. One open (DT or DS)
 * application per user and enterprise.
 */
export const enterpriseAuths = pgTable(
  'enterprise_auths',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    creditCode: text('credit_code').notNull(),
    enterpriseName: text('enterprise_name').notNull(),
    /** `legal` (the legal representative applies) or `agent` (an authorised agent, with a letter). */
    applicantRole: text('applicant_role').notNull(),
    legalRepName: text('legal_rep_name').notNull(),
    legalRepDocType: text('legal_rep_doc_type').notNull(),
    legalRepDocDigest: text('legal_rep_doc_digest').notNull(),
    legalRepDocSealed: text('legal_rep_doc_sealed').notNull(),
    legalRepDocMasked: text('legal_rep_doc_masked').notNull(),
    licenceImageId: text('licence_image_id'),
    letterImageId: text('letter_image_id'),
    status: text('status').notNull().default('DT'),
    /** The legal representative's face check (face_checks.id) and when it passed. */
    faceCheckId: text('face_check_id'),
    faceVerifiedAt: at('face_verified_at'),
    /** Why the automatic checks could not decide (name mismatch, agent letter…): the reviewer reads these. */
    reviewNotes: jsonb('review_notes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    needsReview: boolean('needs_review').notNull().default(false),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    /** The role the approval gives: `director` (legal representative) or `operator`. */
    grantedRole: text('granted_role'),
    submittedAt: at('submitted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('enterprise_auths_user_idx').on(t.userId, t.createdAt),
    index('enterprise_auths_queue_idx').on(t.status, t.submittedAt),
    uniqueIndex('enterprise_auths_open_idx').on(t.userId, t.creditCode).where(sql`${t.status} in ('DT', 'DS')`),
  ],
);

/** Pictures of an identity submission (business licence, authorisation letter), checked by content on arrival. */
export const identityImages = pgTable(
  'identity_images',
  {
    id: text('id').primaryKey(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** `licence` or `letter`. */
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('identity_images_owner_idx').on(t.ownerUserId, t.createdAt)],
);
