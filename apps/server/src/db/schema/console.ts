import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { PageContent, PageInfo } from '@portal/contract/page-config';
import { bytea } from './bytea.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An operator's unpublished edit of a page configuration; `page_configs` holds what visitors see. */
export const pageConfigDrafts = pgTable('page_config_drafts', {
  pageCode: text('page_code').primaryKey(),
  pageName: text('page_name').notNull(),
  pageInfo: jsonb('page_info').$type<PageInfo>().notNull(),
  pageContent: jsonb('page_content').$type<PageContent>().notNull(),
  /** The published version this draft started from (conflict check on publish). */
  baseVersion: integer('base_version').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/** Every published page configuration, kept for history and rollback. */
export const pageConfigVersions = pgTable(
  'page_config_versions',
  {
    id: serial('id').primaryKey(),
    pageCode: text('page_code').notNull(),
    version: integer('version').notNull(),
    pageName: text('page_name').notNull(),
    pageInfo: jsonb('page_info').$type<PageInfo>().notNull(),
    pageContent: jsonb('page_content').$type<PageContent>().notNull(),
    note: text('note').notNull().default(''),
    publishedAt: at('published_at').notNull().defaultNow(),
    publishedBy: text('published_by'),
  },
  (t) => [unique('page_config_versions_code_version').on(t.pageCode, t.version)],
);

/** Images operators upload for banners, covers and modules, re-encoded before they are kept. */
export const contentImages = pgTable('content_images', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  originalName: text('original_name').notNull().default(''),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Every change an operator makes: who, when, what, and the record before and after (issue 5). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    /** What kind of record: page, article, product, fund, document, forex, disclaimer, knowledge, loginPage … */
    entity: text('entity').notNull(),
    entityKey: text('entity_key').notNull(),
    /** create | update | delete | publish | rollback | import | upload … */
    action: text('action').notNull(),
    summary: text('summary').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityKey, t.at)],
);

/**
 * Login-page configuration (`/loginPage/selectPage`, `getAppLoginConfig`): how the login page
 * looks for a return address, and whether the customer-service widget shows on it.
 */
export const loginPages = pgTable('login_pages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Return addresses (redirectUrl) starting with this prefix use this page; '' is the default page. */
  redirectPrefix: text('redirect_prefix').notNull().default(''),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  backgroundUrl: text('background_url'),
  showCustomer: boolean('show_customer').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
