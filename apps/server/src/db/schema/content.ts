import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PageContent, PageInfo } from '@portal/contract/page-config';

/** Page configuration by page code (spec §3): what header, footer and home modules show. */
export const pageConfigs = pgTable('page_configs', {
  pageCode: text('page_code').primaryKey(),
  pageName: text('page_name').notNull(),
  pageInfo: jsonb('page_info').$type<PageInfo>().notNull(),
  pageContent: jsonb('page_content').$type<PageContent>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
