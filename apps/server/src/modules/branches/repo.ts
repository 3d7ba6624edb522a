import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../../db/schema/branches.ts';

export type BranchRecord = typeof branches.$inferSelect;
export type BranchValues = Omit<typeof branches.$inferInsert, 'id' | 'createdAt'>;

export interface BranchFilter {
  province?: string | undefined;
  city?: string | undefined;
  district?: string | undefined;
  keyword?: string | undefined;
  /** Every one of these must be offered. */
  services?: readonly string[] | undefined;
  /** Absent: both states (the console). */
  active?: boolean | undefined;
}

/** `%word%` for ILIKE with the user's % and _ taken literally. */
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(f: BranchFilter): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (f.active !== undefined) parts.push(eq(branches.active, f.active));
  if (f.province) parts.push(eq(branches.province, f.province));
  if (f.city) parts.push(eq(branches.city, f.city));
  if (f.district) parts.push(eq(branches.district, f.district));
  if (f.keyword) {
    const like = likeWord(f.keyword);
    parts.push(or(ilike(branches.name, like), ilike(branches.address, like), ilike(branches.district, like), ilike(branches.city, like)));
  }
  if (f.services?.length) parts.push(sql`${branches.services} @> ${JSON.stringify(f.services)}::jsonb`);
  return parts.length ? and(...parts) : undefined;
}

/** By region, then in the order branches were added: a city's main office (seeded first) leads its city. */
const ORDER = [asc(branches.province), asc(branches.city), asc(branches.id)];

export async function searchBranches(db: Db, f: BranchFilter, page: { offset: number; limit: number }): Promise<{ total: number; rows: BranchRecord[] }> {
  const condition = where(f);
  const [rows, totals] = await Promise.all([
    db.select().from(branches).where(condition).orderBy(...ORDER).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(branches).where(condition),
  ]);
  return { total: totals[0]?.n ?? 0, rows };
}

type RegionLevel = 'province' | 'city' | 'district';

async function distinctOf(db: Db, level: RegionLevel, condition: SQL | undefined): Promise<string[]> {
  const column = branches[level];
  const rows = await db.selectDistinct({ v: column }).from(branches).where(condition).orderBy(asc(column));
  return rows.map((r) => r.v);
}

/**
 * The choices of the cascading selects: every province, the cities of `province`, the
 * districts of `city` (none until the level above is chosen). `active` as in BranchFilter.
 */
export async function regionOptions(db: Db, f: { province?: string | undefined; city?: string | undefined; active?: boolean | undefined }) {
  const state = f.active === undefined ? undefined : eq(branches.active, f.active);
  const [provinces, cities, districts] = await Promise.all([
    distinctOf(db, 'province', state),
    f.province ? distinctOf(db, 'city', and(state, eq(branches.province, f.province))) : Promise.resolve([]),
    f.province && f.city ? distinctOf(db, 'district', and(state, eq(branches.province, f.province), eq(branches.city, f.city))) : Promise.resolve([]),
  ]);
  return { provinces, cities, districts };
}

export async function branchById(db: Db, id: number): Promise<BranchRecord | undefined> {
  return (await db.select().from(branches).where(eq(branches.id, id)))[0];
}

/** Another branch of this name (names are unique), if any. */
export async function branchNamed(db: Db, name: string, exceptId?: number): Promise<BranchRecord | undefined> {
  const rows = await db.select().from(branches).where(eq(branches.name, name));
  return rows.find((r) => r.id !== exceptId);
}

export async function insertBranch(db: Db, values: BranchValues): Promise<BranchRecord> {
  const [row] = await db.insert(branches).values(values).returning();
  return row!;
}

export async function updateBranch(db: Db, id: number, values: Partial<BranchValues>): Promise<BranchRecord> {
  const [row] = await db.update(branches).set(values).where(eq(branches.id, id)).returning();
  return row!;
}
