import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The bank's products shown on the portal (§7 Products): one row per product, typed. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    productCode: text('product_code').notNull().unique(),
    /** deposit | loan | wealth | settlement | international | supplyChain | green | pension | trust | saas … */
    type: text('type').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML (§5) */
    detailHtml: text('detail_html').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Labelled facts shown on cards and details, in order (e.g. 期限, 起存金额, 风险等级). */
    attrs: jsonb('attrs').$type<Array<{ label: string; value: string }>>().notNull().default(sql`'[]'::jsonb`),
    coverUrl: text('cover_url'),
    status: text('status').notNull().default('draft'),
    publishedAt: at('published_at'),
    sort: integer('sort').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [index('products_type_idx').on(t.type, t.status)],
);

/** Funds the bank distributes (`getFundByProCode`, `initFundList`), with their latest net value. */
export const funds = pgTable('funds', {
  proCode: text('pro_code').primaryKey(),
  name: text('name').notNull(),
  fundType: text('fund_type').notNull(),
  /** R1 … R5 */
  riskLevel: text('risk_level').notNull(),
  company: text('company').notNull(),
  manager: text('manager').notNull().default(''),
  establishedOn: date('established_on'),
  summary: text('summary').notNull().default(''),
  status: text('status').notNull().default('published'),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** A fund's daily net values: the history the fund screen charts. */
export const fundNavs = pgTable(
  'fund_navs',
  {
    proCode: text('pro_code').notNull().references(() => funds.proCode, { onDelete: 'cascade' }),
    navDate: date('nav_date').notNull(),
    nav: numeric('nav', { precision: 12, scale: 4 }).notNull(),
    accNav: numeric('acc_nav', { precision: 12, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.proCode, t.navDate] })],
);

/** Foreign-exchange quotes (`PMDQueryCur`), the latest per currency, per 100 units of it. */
export const forexQuotes = pgTable('forex_quotes', {
  curCode: text('cur_code').primaryKey(),
  curName: text('cur_name').notNull(),
  unit: integer('unit').notNull().default(100),
  buyRate: numeric('buy_rate', { precision: 12, scale: 4 }),
  cashBuyRate: numeric('cash_buy_rate', { precision: 12, scale: 4 }),
  sellRate: numeric('sell_rate', { precision: 12, scale: 4 }),
  cashSellRate: numeric('cash_sell_rate', { precision: 12, scale: 4 }),
  middleRate: numeric('middle_rate', { precision: 12, scale: 4 }),
  quotedAt: at('quoted_at').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
