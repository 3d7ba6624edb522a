import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, documents } from '../../db/schema/articles.ts';
import { pageConfigs } from '../../db/schema/content.ts';
import { funds, products } from '../../db/schema/products.ts';

/** Each kind of content contributes at most this many titles (newest first) to the search index. */
const CONTENT_MAX = 2_000;

/** Published page configurations of every channel: their menus are the functions to find. */
export function publishedPages(db: Db) {
  return db
    .select({ pageCode: pageConfigs.pageCode, pageName: pageConfigs.pageName, pageInfo: pageConfigs.pageInfo, pageContent: pageConfigs.pageContent })
    .from(pageConfigs)
    .orderBy(pageConfigs.pageCode);
}

/** Titles of articles visitors can read now (published, publication time reached). */
export function publishedArticles(db: Db) {
  return db
    .select({ id: articles.id, kind: articles.kind, column: articles.column, channel: articles.channel, title: articles.title })
    .from(articles)
    .where(and(eq(articles.status, 'published'), or(isNull(articles.publishedAt), lte(articles.publishedAt, sql`now()`))))
    .orderBy(desc(articles.publishedAt))
    .limit(CONTENT_MAX);
}

export function publishedProducts(db: Db) {
  return db
    .select({ code: products.productCode, type: products.type, name: products.name })
    .from(products)
    .where(eq(products.status, 'published'))
    .orderBy(products.sort, products.id)
    .limit(CONTENT_MAX);
}

export function publishedFunds(db: Db) {
  return db
    .select({ proCode: funds.proCode, name: funds.name })
    .from(funds)
    .where(eq(funds.status, 'published'))
    .orderBy(funds.proCode)
    .limit(CONTENT_MAX);
}

export function publishedDocuments(db: Db) {
  return db
    .select({ id: documents.id, category: documents.category, title: documents.title })
    .from(documents)
    .where(eq(documents.status, 'published'))
    .orderBy(documents.sort, documents.id)
    .limit(CONTENT_MAX);
}
