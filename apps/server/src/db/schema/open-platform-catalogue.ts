import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The API catalogue (issue 26 point 1). An API's documentation text: its sections (功能说明,
 * 请求参数, 返回参数, 错误码, 示例) in order. Keyed by the contract's API code; the API's name,
 * method and path stay in `open-platform/apis.ts`. Its files are documents of the document
 * centre (table `documents`, meta `apiCode`).
 */
export const openApiDocs = pgTable('open_api_docs', {
  apiCode: text('api_code').primaryKey(),
  sections: jsonb('sections').$type<Array<{ key: string; title: string; body: string }>>().notNull(),
  version: text('version').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/** The bank's official questions of an API; `published` ones show on the API's page. */
export const openApiQuestions = pgTable(
  'open_api_questions',
  {
    id: serial('id').primaryKey(),
    apiCode: text('api_code').notNull(),
    question: text('question').notNull(),
    published: boolean('published').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** The customer feedback it answers, when an operator published one as a Q&A. */
    fromFeedbackId: text('from_feedback_id'),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [index('open_api_questions_api_idx').on(t.apiCode, t.sort)],
);

export const openApiAnswers = pgTable(
  'open_api_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => openApiQuestions.id),
    body: text('body').notNull(),
    answeredBy: text('answered_by').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [index('open_api_answers_question_idx').on(t.questionId)],
);

/** Customers' feedback on an API's page (`/yqzl/product/feedback`), the operators' inbox. */
export const openApiFeedback = pgTable(
  'open_api_feedback',
  {
    id: text('id').primaryKey(),
    apiCode: text('api_code').notNull(),
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    userId: text('user_id'),
    screenshot: bytea('screenshot'),
    screenshotMime: text('screenshot_mime'),
    /** `new` or `handled`. */
    status: text('status').notNull().default('new'),
    reply: text('reply').notNull().default(''),
    questionId: integer('question_id'),
    handledBy: text('handled_by'),
    handledAt: at('handled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('open_api_feedback_status_idx').on(t.status, t.createdAt)],
);

/** Consultation requests (`/ygkj/category/consult`) from the promotion pages and the catalogue. */
export const openApiConsults = pgTable(
  'open_api_consults',
  {
    id: text('id').primaryKey(),
    category: text('category').notNull(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    content: text('content').notNull(),
    source: text('source').notNull().default(''),
    userId: text('user_id'),
    status: text('status').notNull().default('new'),
    note: text('note').notNull().default(''),
    handledBy: text('handled_by'),
    handledAt: at('handled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('open_api_consults_status_idx').on(t.status, t.createdAt)],
);
