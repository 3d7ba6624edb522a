import { bigint, date, index, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Guarantees the bank issued (保函), for the public guarantee check (issue 24). The printed
 * verification code is kept only as a keyed digest (HMAC-SM3 with a server secret), so a copy
 * of the table cannot be used to answer checks. `expired` is never stored: it follows from
 * `valid_until`.
 */
export const checkGuarantees = pgTable('check_guarantees', {
  guaranteeNo: text('guarantee_no').primaryKey(),
  verifyDigest: bytea('verify_digest').notNull(),
  type: text('type').notNull(),
  issuer: text('issuer').notNull(),
  applicant: text('applicant').notNull(),
  beneficiary: text('beneficiary').notNull(),
  currency: text('currency').notNull(),
  /** Minor units (fen for CNY). */
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  issuedOn: date('issued_on').notNull(),
  validFrom: date('valid_from').notNull(),
  validUntil: date('valid_until').notNull(),
  /** valid | cancelled | claimed. */
  status: text('status').notNull(),
  statusOn: date('status_on'),
  /** seed | import */
  source: text('source').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Audit confirmation letters (询证函) the bank answers; the query code only as a keyed digest. */
export const checkLetters = pgTable('check_letters', {
  letterNo: text('letter_no').primaryKey(),
  queryDigest: bytea('query_digest').notNull(),
  auditFirm: text('audit_firm').notNull(),
  auditedEntity: text('audited_entity').notNull(),
  branch: text('branch').notNull(),
  /** The electronic confirmation platform; '' when the letter came on paper only. */
  platform: text('platform').notNull().default(''),
  source: text('source').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One step of a letter's paper or electronic progress; a paper `sentBack` step carries the waybill. */
export const checkLetterEvents = pgTable(
  'check_letter_events',
  {
    id: serial('id').notNull(),
    letterNo: text('letter_no')
      .notNull()
      .references(() => checkLetters.letterNo, { onDelete: 'cascade' }),
    /** paper | electronic */
    channel: text('channel').notNull(),
    step: text('step').notNull(),
    at: at('at').notNull(),
    courier: text('courier'),
    waybillNo: text('waybill_no'),
    note: text('note').notNull().default(''),
  },
  // One row per step of a channel: a re-import updates the step's time and details.
  (t) => [primaryKey({ columns: [t.letterNo, t.channel, t.step] }), index('check_letter_events_id_idx').on(t.id)],
);

/** Documents the bank sealed with an electronic seal, by the anti-fake code printed on them. */
export const checkSeals = pgTable('check_seals', {
  antiFakeCode: text('anti_fake_code').primaryKey(),
  sealOwner: text('seal_owner').notNull(),
  sealName: text('seal_name').notNull(),
  docType: text('doc_type').notNull(),
  docNo: text('doc_no').notNull(),
  docTitle: text('doc_title').notNull(),
  sealedAt: at('sealed_at').notNull(),
  certSerial: text('cert_serial').notNull(),
  certValidFrom: date('cert_valid_from').notNull(),
  certValidUntil: date('cert_valid_until').notNull(),
  sealRevokedAt: at('seal_revoked_at'),
  source: text('source').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
