import { and, asc, desc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, documents } from '../../db/schema/articles.ts';
import { disclaimers } from '../../db/schema/disclaimers.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentInsert = typeof documents.$inferInsert;
export type GuideRow = typeof articles.$inferSelect;
export type DisclaimerRow = typeof disclaimers.$inferSelect;

/** Every column but the file bytes: lists never carry files. */
const docColumns = {
  id: documents.id,
  category: documents.category,
  title: documents.title,
  summary: documents.summary,
  keywords: documents.keywords,
  version: documents.version,
  meta: documents.meta,
  fileName: documents.fileName,
  fileMime: documents.fileMime,
  fileSize: documents.fileSize,
  status: documents.status,
  publishedAt: documents.publishedAt,
  sort: documents.sort,
  updatedAt: documents.updatedAt,
  updatedBy: documents.updatedBy,
  bodyTextLength: sql<number>`char_length(${documents.bodyText})`.mapWith(Number),
};
export type DocumentListRow = Omit<DocumentRow, 'fileBytes' | 'bodyText'> & { bodyTextLength: number };

/** A LIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const order = [asc(documents.sort), desc(documents.publishedAt), asc(documents.id)];

export async function listPublished(db: Db, categories: string[], limit: number, offset: number, apiCode?: string) {
  const where = and(
    eq(documents.status, 'published'),
    inArray(documents.category, categories),
    // open platform catalogue (issue 26): an API's files carry its code in meta
    apiCode === undefined ? undefined : sql`${documents.meta}->>'apiCode' = ${apiCode}`,
    // end open platform catalogue
  );
  const [items, [total]] = await Promise.all([
    db.select(docColumns).from(documents).where(where).orderBy(...order).limit(limit).offset(offset),
    db.select({ n: count() }).from(documents).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Published documents containing every term in title, keywords, summary or text, with their text. */
export async function findPublishedContaining(db: Db, terms: string[], categories: string[]) {
  const hay = sql`${documents.title} || ' ' || ${documents.keywords} || ' ' || ${documents.summary} || ' ' || ${documents.bodyText}`;
  const conditions: SQL[] = [eq(documents.status, 'published'), inArray(documents.category, categories)];
  for (const t of terms) conditions.push(sql`${hay} ILIKE ${containsPattern(t)}`);
  return db
    .select({ ...docColumns, bodyText: documents.bodyText })
    .from(documents)
    .where(and(...conditions))
    .orderBy(...order);
}

export async function listAll(db: Db, filter: { category?: string; keyword?: string }, limit: number, offset: number) {
  const conditions: SQL[] = [];
  if (filter.category) conditions.push(eq(documents.category, filter.category));
  if (filter.keyword) {
    const p = containsPattern(filter.keyword);
    conditions.push(or(ilike(documents.title, p), ilike(documents.keywords, p), ilike(documents.fileName, p))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    db.select(docColumns).from(documents).where(where).orderBy(...order).limit(limit).offset(offset),
    db.select({ n: count() }).from(documents).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findDocument(db: Db, id: number): Promise<DocumentListRow | undefined> {
  const rows = await db.select(docColumns).from(documents).where(eq(documents.id, id));
  return rows[0];
}

export async function findBodyText(db: Db, id: number): Promise<string> {
  const rows = await db.select({ t: documents.bodyText }).from(documents).where(eq(documents.id, id));
  return rows[0]?.t ?? '';
}

export async function findFile(db: Db, id: number) {
  const rows = await db
    .select({ status: documents.status, fileName: documents.fileName, fileMime: documents.fileMime, fileBytes: documents.fileBytes })
    .from(documents)
    .where(eq(documents.id, id));
  return rows[0];
}

export async function insertDocument(db: Db, values: DocumentInsert): Promise<number> {
  const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
  return row!.id;
}

export async function updateDocument(db: Db, id: number, values: Partial<DocumentInsert>): Promise<void> {
  await db.update(documents).set(values).where(eq(documents.id, id));
}

// Guides: articles of kind 'guide'

const guideWhere = (column: string) => and(eq(articles.kind, 'guide'), eq(articles.column, column));
const guideOrder = [asc(articles.sort), asc(articles.id)];

export async function listGuides(db: Db, column: string, publishedOnly: boolean): Promise<GuideRow[]> {
  const where = publishedOnly ? and(guideWhere(column), eq(articles.status, 'published')) : guideWhere(column);
  return db.select().from(articles).where(where).orderBy(...guideOrder);
}

export async function findGuide(db: Db, id: number): Promise<GuideRow | undefined> {
  const rows = await db.select().from(articles).where(and(eq(articles.id, id), eq(articles.kind, 'guide')));
  return rows[0];
}

export async function insertGuide(db: Db, values: typeof articles.$inferInsert): Promise<GuideRow> {
  const [row] = await db.insert(articles).values(values).returning();
  return row!;
}

export async function updateGuide(db: Db, id: number, values: Partial<typeof articles.$inferInsert>): Promise<GuideRow> {
  const [row] = await db.update(articles).set(values).where(eq(articles.id, id)).returning();
  return row!;
}

// Disclaimers

export async function listDisclaimers(db: Db): Promise<DisclaimerRow[]> {
  return db.select().from(disclaimers).orderBy(asc(disclaimers.msgId));
}

export async function findDisclaimerRow(db: Db, msgId: string): Promise<DisclaimerRow | undefined> {
  const rows = await db.select().from(disclaimers).where(eq(disclaimers.msgId, msgId));
  return rows[0];
}

/** Inserts a new agreement; false when the id is taken. */
export async function insertDisclaimer(db: Db, row: { msgId: string; title: string; content: string }): Promise<DisclaimerRow | undefined> {
  const rows = await db.insert(disclaimers).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function updateDisclaimer(db: Db, msgId: string, row: { title: string; content: string }): Promise<DisclaimerRow> {
  const [saved] = await db.update(disclaimers).set({ ...row, updatedAt: new Date() }).where(eq(disclaimers.msgId, msgId)).returning();
  return saved!;
}
