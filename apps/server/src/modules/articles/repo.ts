import { and, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { ARTICLE_KINDS } from '@portal/contract/calls/articles/article-columns';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { articles } from '../../db/schema/articles.ts';
import { staffAccounts } from '../../db/schema/identity.ts';
import { escapeLike } from '../../lib/escape-like.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleInsert = typeof articles.$inferInsert;

/** What visitors may see: published, and its publish time has come. */
const visible = and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`));

/** List order of every public list: pinned first, then newest, then the later id. */
const LIST_ORDER = [desc(articles.isTop), desc(articles.publishedAt), desc(articles.id)];

export interface PublicFilter {
  kind: string;
  column?: string | undefined;
  title?: string | undefined;
  offset: number;
  limit: number;
}

function publicWhere(filter: Omit<PublicFilter, 'offset' | 'limit'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(articles.kind, filter.kind), visible];
  if (filter.column !== undefined) conditions.push(eq(articles.column, filter.column));
  if (filter.title) conditions.push(ilike(articles.title, `%${escapeLike(filter.title)}%`));
  return and(...conditions);
}

export async function listPublished(db: Db, filter: PublicFilter) {
  const where = publicWhere(filter);
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(...LIST_ORDER)
    .offset(filter.offset)
    .limit(filter.limit);
  return { total: total?.n ?? 0, rows };
}

export async function findVisible(db: Db, id: number): Promise<ArticleRow | undefined> {
  const rows = await db.select().from(articles).where(and(eq(articles.id, id), visible));
  return rows[0];
}

interface Neighbours {
  prev_id: number | null;
  prev_title: string | null;
  next_id: number | null;
  next_title: string | null;
}

/** The rows just above and below `row` in its own list, in the public list order. */
export async function neighbours(db: Db, row: ArticleRow) {
  const result = await db.execute(sql`
    select prev_id, prev_title, next_id, next_title from (
      select id,
        lag(id) over w as prev_id, lag(title) over w as prev_title,
        lead(id) over w as next_id, lead(title) over w as next_title
      from ${articles}
      where kind = ${row.kind} and "column" = ${row.column} and status = 'published' and published_at <= now()
      window w as (order by is_top desc, published_at desc, id desc)
    ) ranked where id = ${row.id}`);
  const [found] = rowsOf<Neighbours>(result);
  return {
    prev: found?.prev_id != null ? { id: Number(found.prev_id), title: String(found.prev_title) } : null,
    next: found?.next_id != null ? { id: Number(found.next_id), title: String(found.next_title) } : null,
  };
}

// Operators' editing

export interface AdminFilter {
  kind?: string | undefined;
  column?: string | undefined;
  status?: string | undefined;
  keyword?: string | undefined;
  offset: number;
  limit: number;
}

export async function listAll(db: Db, filter: AdminFilter) {
  // `guide` rows live in the same table but belong to the documents console.
  const conditions: (SQL | undefined)[] = [inArray(articles.kind, [...ARTICLE_KINDS])];
  if (filter.kind) conditions.push(eq(articles.kind, filter.kind));
  if (filter.column !== undefined) conditions.push(eq(articles.column, filter.column));
  if (filter.status) conditions.push(eq(articles.status, filter.status));
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(articles.title, like), ilike(articles.summary, like)));
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return { total: total?.n ?? 0, rows };
}

export async function findById(db: Db, id: number): Promise<ArticleRow | undefined> {
  const rows = await db.select().from(articles).where(eq(articles.id, id));
  return rows[0];
}

export async function insertArticle(db: Db, row: ArticleInsert): Promise<ArticleRow> {
  const [saved] = await db.insert(articles).values(row).returning();
  return saved!;
}

export async function updateArticle(db: Db, id: number, change: Partial<ArticleInsert>): Promise<ArticleRow> {
  const [saved] = await db.update(articles).set(change).where(eq(articles.id, id)).returning();
  return saved!;
}

export async function deleteArticle(db: Db, id: number): Promise<void> {
  await db.delete(articles).where(eq(articles.id, id));
}

/** Kinds that already have rows, so the seed adds a kind's content only once. */
export async function kindsPresent(db: Db): Promise<Set<string>> {
  const rows = await db.selectDistinct({ kind: articles.kind }).from(articles);
  return new Set(rows.map((r) => r.kind));
}

/** Seeds rows with their own ids (so page configurations can link them), then moves the id sequence past them. */
export async function insertSeedRows(db: Db, rows: ArticleInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(articles).values(rows).onConflictDoNothing();
  await db.execute(sql`select setval(pg_get_serial_sequence('articles', 'id'), (select max(id) from ${articles}))`);
}

/** Display names of the operators who last changed the listed rows. */
export async function staffNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffAccounts.id, name: staffAccounts.displayName })
    .from(staffAccounts)
    .where(inArray(staffAccounts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
