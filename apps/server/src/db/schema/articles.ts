import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Editorial content of the portal (issue 5): news, notices, articles, case studies and guides.
 * `kind` says which list a row belongs to; `column` is the list's section within that kind
 * (for example bank news and industry news). Only `published` rows reach visitors.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** news | notice | article | ygkjCase | serviceCase | guide */
    kind: text('kind').notNull(),
    column: text('column').notNull().default(''),
    /** Portal channel: qjmh (public portal) or yqzl (bank-enterprise direct connection). */
    channel: text('channel').notNull().default('qjmh'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML (§5) */
    bodyHtml: text('body_html').notNull().default(''),
    coverUrl: text('cover_url'),
    /** Video or image by extension (§5). */
    mediaUrl: text('media_url'),
    source: text('source'),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    isTop: boolean('is_top').notNull().default(false),
    /** draft | published | offline */
    status: text('status').notNull().default('draft'),
    publishedAt: at('published_at'),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Staff id of the operator who last changed it; null for seeded rows. */
    updatedBy: text('updated_by'),
  },
  (t) => [index('articles_list_idx').on(t.kind, t.status, t.publishedAt)],
);

/**
 * Downloadable documents (`/docCenter`, `/netshield`): manuals and security-device drivers, the
 * file itself kept in the database, and its text for keyword search.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    /** ebankManual | appManual | netshieldDriver | other */
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    /** Plain text of the document, searched by keyword. */
    bodyText: text('body_text').notNull().default(''),
    version: text('version'),
    /** Category-specific facts, e.g. a driver's vendor and supported systems. */
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    fileName: text('file_name'),
    fileMime: text('file_mime'),
    fileBytes: bytea('file_bytes'),
    fileSize: integer('file_size'),
    status: text('status').notNull().default('draft'),
    publishedAt: at('published_at'),
    sort: integer('sort').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [index('documents_category_idx').on(t.category, t.status)],
);
