import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { botTurns, kbEntries } from '../../db/schema/assistant.ts';
import { csSettings } from '../../db/schema/chat.ts';
import { escapeLike } from '../../lib/escape-like.ts';

export type KbRow = typeof kbEntries.$inferSelect;
export type TurnRow = typeof botTurns.$inferSelect;

export async function enabledEntries(db: Db): Promise<KbRow[]> {
  return db.select().from(kbEntries).where(eq(kbEntries.enabled, true)).orderBy(asc(kbEntries.id));
}

export async function insertTurn(db: Db, row: typeof botTurns.$inferInsert): Promise<void> {
  await db.insert(botTurns).values(row);
}

/** Logs a direct answer and counts the entry's hit in one statement (one round trip on the answer path). */
export async function insertAnsweredTurn(db: Db, row: typeof botTurns.$inferInsert & { entryId: string }): Promise<void> {
  await db.execute(sql`
    with turn as (
      insert into ${botTurns} (id, session_number, system_token, question, entry_id, source_type, score)
      values (${row.id}, ${row.sessionNumber}, ${row.systemToken}, ${row.question}, ${row.entryId}, ${row.sourceType}, ${row.score ?? 0})
      returning entry_id
    )
    update ${kbEntries} set hits = hits + 1 where id = (select entry_id from turn)`);
}

export async function findTurn(db: Db, turnId: string): Promise<TurnRow | undefined> {
  const rows = await db.select().from(botTurns).where(eq(botTurns.id, turnId));
  return rows[0];
}

/** Stores a verdict only on a turn that has none yet: the lock of §4 Answer feedback, race-free. */
export async function setVerdict(db: Db, turnId: string, sessionNumber: string, verdict: 'satisfied' | 'dissatisfied', reasons: string[] | null) {
  const rows = await db
    .update(botTurns)
    .set({ feedback: verdict, reasons })
    .where(and(eq(botTurns.id, turnId), eq(botTurns.sessionNumber, sessionNumber), isNull(botTurns.feedback)))
    .returning({ id: botTurns.id });
  return rows.length === 1;
}

/** Adds reasons to a dissatisfied turn that has none yet. */
export async function setReasons(db: Db, turnId: string, sessionNumber: string, reasons: string[]) {
  const rows = await db
    .update(botTurns)
    .set({ reasons })
    .where(
      and(
        eq(botTurns.id, turnId),
        eq(botTurns.sessionNumber, sessionNumber),
        eq(botTurns.feedback, 'dissatisfied'),
        sql`coalesce(cardinality(${botTurns.reasons}), 0) = 0`,
      ),
    )
    .returning({ id: botTurns.id });
  return rows.length === 1;
}

export async function sessionTurns(db: Db, sessionNumber: string) {
  return db
    .select({ turn: botTurns, entryQuestion: kbEntries.question, entryAnswer: kbEntries.answer })
    .from(botTurns)
    .leftJoin(kbEntries, eq(kbEntries.id, botTurns.entryId))
    .where(eq(botTurns.sessionNumber, sessionNumber))
    .orderBy(asc(botTurns.createdAt));
}

/** Enabled questions with the most direct answers, for the hot list. */
export async function hotQuestions(db: Db) {
  return db
    .select({ category: kbEntries.category, question: kbEntries.question, hits: kbEntries.hits, id: kbEntries.id })
    .from(kbEntries)
    .where(eq(kbEntries.enabled, true))
    .orderBy(desc(kbEntries.hits), asc(kbEntries.id));
}

// Operators' editing

export interface ListFilter {
  keyword?: string | undefined;
  category?: string | undefined;
  enabled?: boolean | undefined;
  offset: number;
  limit: number;
}

export async function listEntries(db: Db, filter: ListFilter) {
  const conditions: SQL[] = [];
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(
      or(
        ilike(kbEntries.id, like),
        ilike(kbEntries.question, like),
        ilike(kbEntries.answer, like),
        sql`array_to_string(${kbEntries.similarQuestions}, ' ') ilike ${like}`,
      )!,
    );
  }
  if (filter.category) conditions.push(eq(kbEntries.category, filter.category));
  if (filter.enabled !== undefined) conditions.push(eq(kbEntries.enabled, filter.enabled));
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db.select({ n: count() }).from(kbEntries).where(where);
  const rows = await db.select().from(kbEntries).where(where).orderBy(asc(kbEntries.id)).offset(filter.offset).limit(filter.limit);
  return { total: total?.n ?? 0, rows };
}

export async function categories(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ category: kbEntries.category }).from(kbEntries).orderBy(asc(kbEntries.category));
  return rows.map((r) => r.category);
}

export async function findEntry(db: Db, id: string): Promise<KbRow | undefined> {
  const rows = await db.select().from(kbEntries).where(eq(kbEntries.id, id));
  return rows[0];
}

export async function allPhrasings(db: Db) {
  return db.select({ id: kbEntries.id, question: kbEntries.question, similarQuestions: kbEntries.similarQuestions }).from(kbEntries);
}

/** The next free `kb-NNNN` id (numbers after the highest in use). */
export async function nextEntryId(db: Db): Promise<string> {
  const rows = await db
    .select({ n: sql<number>`coalesce(max(substring(${kbEntries.id} from '^kb-([0-9]+)$')::int), 0)` })
    .from(kbEntries);
  return `kb-${String(Number(rows[0]?.n ?? 0) + 1).padStart(4, '0')}`;
}

export async function insertEntry(db: Db, row: typeof kbEntries.$inferInsert): Promise<KbRow | undefined> {
  const rows = await db.insert(kbEntries).values(row).onConflictDoNothing({ target: kbEntries.id }).returning();
  return rows[0];
}

export async function updateEntry(db: Db, id: string, values: Partial<typeof kbEntries.$inferInsert>): Promise<KbRow | undefined> {
  const rows = await db
    .update(kbEntries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(kbEntries.id, id))
    .returning();
  return rows[0];
}

export async function turnsOfEntry(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(botTurns).where(eq(botTurns.entryId, id));
  return row?.n ?? 0;
}

export async function deleteEntry(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(kbEntries).where(eq(kbEntries.id, id)).returning({ id: kbEntries.id });
  return rows.length === 1;
}

/** Remembers a deleted seeded id under `key` in cs_settings (a JSON array). */
export async function rememberDeletedSeedId(db: Db, key: string, id: string, staffId: string): Promise<void> {
  await db
    .insert(csSettings)
    .values({ key, value: [id], updatedBy: staffId })
    .onConflictDoUpdate({
      target: csSettings.key,
      set: {
        value: sql`(select coalesce(jsonb_agg(distinct v), '[]'::jsonb) from jsonb_array_elements_text(${csSettings.value} || ${JSON.stringify([id])}::jsonb) v)`,
        updatedAt: sql`now()`,
        updatedBy: staffId,
      },
    });
}

export async function notifyChanged(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

// Statistics from bot_turns

export async function turnTotals(db: Db) {
  const rows = await db
    .select({ sourceType: botTurns.sourceType, n: count() })
    .from(botTurns)
    .groupBy(botTurns.sourceType);
  return rows;
}

export async function mostAsked(db: Db, limit: number) {
  return db
    .select({ id: kbEntries.id, question: kbEntries.question, category: kbEntries.category, hits: kbEntries.hits })
    .from(kbEntries)
    .where(sql`${kbEntries.hits} > 0`)
    .orderBy(desc(kbEntries.hits), asc(kbEntries.id))
    .limit(limit);
}

export async function mostDisliked(db: Db, limit: number) {
  const dissatisfied = sql<number>`count(*) filter (where ${botTurns.feedback} = 'dissatisfied')`.mapWith(Number);
  const satisfied = sql<number>`count(*) filter (where ${botTurns.feedback} = 'satisfied')`.mapWith(Number);
  return db
    .select({ id: kbEntries.id, question: kbEntries.question, category: kbEntries.category, dissatisfied, satisfied })
    .from(botTurns)
    .innerJoin(kbEntries, eq(kbEntries.id, botTurns.entryId))
    .where(eq(botTurns.sourceType, 0))
    .groupBy(kbEntries.id, kbEntries.question, kbEntries.category)
    .having(sql`count(*) filter (where ${botTurns.feedback} = 'dissatisfied') > 0`)
    .orderBy(desc(dissatisfied), asc(kbEntries.id))
    .limit(limit);
}
