import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The assistant's knowledge base (issue 4): one question with the other ways customers ask it,
 * and its answer. Seeded with the portal's FAQ and edited by operators.
 */
export const kbEntries = pgTable(
  'kb_entries',
  {
    id: text('id').primaryKey(),
    category: text('category').notNull(),
    question: text('question').notNull(),
    /** Other phrasings of the same question; matched like the question itself. */
    similarQuestions: text('similar_questions').array().notNull().default(sql`'{}'::text[]`),
    answer: text('answer').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Times this entry was given as the answer; orders hot questions. */
    hits: integer('hits').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Staff id of the operator who last changed it; null for seeded entries. */
    updatedBy: text('updated_by'),
  },
  (t) => [index('kb_entries_category_idx').on(t.category)],
);

/**
 * Every question the assistant was asked and what it did: the answer entry and score, the
 * reply kind (`sourceType`), and the customer's verdict on it (answer feedback of §4).
 */
export const botTurns = pgTable(
  'bot_turns',
  {
    id: text('id').primaryKey(),
    sessionNumber: text('session_number').notNull(),
    systemToken: text('system_token').notNull(),
    question: text('question').notNull(),
    entryId: text('entry_id').references(() => kbEntries.id, { onDelete: 'set null' }),
    /** 0 direct answer, 1 related questions, 3 not understood. */
    sourceType: integer('source_type').notNull(),
    score: doublePrecision('score').notNull().default(0),
    /** `satisfied` or `dissatisfied`, once the customer said so; locked after. */
    feedback: text('feedback'),
    reasons: text('reasons').array(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('bot_turns_session_idx').on(t.sessionNumber, t.createdAt)],
);
