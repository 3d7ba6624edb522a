import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enterpriseAuths, enterpriseRegistry, identityImages, realNameAuths } from '../../db/schema/identity-verification.ts';
import { enterprises, userEnterprises } from '../../db/schema/identity.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ApplicationRow = typeof enterpriseAuths.$inferSelect;
export type RegistryRow = typeof enterpriseRegistry.$inferSelect;

/** `%` and `_` typed by the customer match themselves, not any text. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchRegistry(db: Db, keyword: string, limit: number) {
  return db
    .select({ name: enterpriseRegistry.name, creditCode: enterpriseRegistry.creditCode, status: enterpriseRegistry.status })
    .from(enterpriseRegistry)
    .where(or(eq(enterpriseRegistry.creditCode, keyword.toUpperCase()), ilike(enterpriseRegistry.name, `%${likeEscaped(keyword)}%`)))
    .orderBy(enterpriseRegistry.name)
    .limit(limit);
}

export async function findRegistry(db: Db | Tx, creditCode: string): Promise<RegistryRow | undefined> {
  return (await db.select().from(enterpriseRegistry).where(eq(enterpriseRegistry.creditCode, creditCode)))[0];
}

/** The customer's verified real name (another module writes it; this one only reads). */
export async function verifiedRealName(db: Db | Tx, userId: string) {
  const rows = await db
    .select({ realName: realNameAuths.realName, docType: realNameAuths.docType, docDigest: realNameAuths.docDigest })
    .from(realNameAuths)
    .where(and(eq(realNameAuths.userId, userId), eq(realNameAuths.status, 'verified')))
    .orderBy(desc(realNameAuths.verifiedAt))
    .limit(1);
  return rows[0];
}

export async function applicationsOf(db: Db, userId: string): Promise<ApplicationRow[]> {
  return db.select().from(enterpriseAuths).where(eq(enterpriseAuths.userId, userId)).orderBy(desc(enterpriseAuths.createdAt));
}

/** One application of its owner; another customer's id finds nothing. */
export async function ownApplication(db: Db | Tx, userId: string, id: string): Promise<ApplicationRow | undefined> {
  return (await db.select().from(enterpriseAuths).where(and(eq(enterpriseAuths.id, id), eq(enterpriseAuths.userId, userId))))[0];
}

export async function openApplications(db: Db | Tx, userId: string, creditCode: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(enterpriseAuths)
    .where(and(eq(enterpriseAuths.userId, userId), eq(enterpriseAuths.creditCode, creditCode), inArray(enterpriseAuths.status, ['DT', 'DS'])));
}

export async function insertApplication(tx: Db | Tx, row: typeof enterpriseAuths.$inferInsert): Promise<void> {
  await tx.insert(enterpriseAuths).values(row);
}

/** Changes an application only while it is in one of `from` (a concurrent change wins nothing twice). */
export async function updateApplication(
  tx: Db | Tx,
  id: string,
  from: readonly string[],
  change: Partial<typeof enterpriseAuths.$inferInsert>,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .update(enterpriseAuths)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(enterpriseAuths.id, id), inArray(enterpriseAuths.status, [...from])))
    .returning();
  return row;
}

export async function insertImage(tx: Db | Tx, row: typeof identityImages.$inferInsert): Promise<void> {
  await tx.insert(identityImages).values(row);
}

/** A picture of its owner only. */
export async function ownImage(db: Db, userId: string, id: string) {
  const rows = await db
    .select({ mime: identityImages.mime, bytes: identityImages.bytes })
    .from(identityImages)
    .where(and(eq(identityImages.id, id), eq(identityImages.ownerUserId, userId)));
  return rows[0];
}

export async function bindingsOf(db: Db, userId: string) {
  return db
    .select({
      enterpriseId: enterprises.id,
      enterpriseName: enterprises.name,
      creditCode: enterprises.creditCode,
      authStatus: enterprises.authStatus,
      role: userEnterprises.role,
      boundAt: userEnterprises.createdAt,
    })
    .from(userEnterprises)
    .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
    .where(eq(userEnterprises.userId, userId))
    .orderBy(userEnterprises.createdAt);
}

/** The other people bound to an enterprise, and how many of them direct it. */
export async function othersBound(tx: Db | Tx, enterpriseId: string, userId: string) {
  const [row] = await tx
    .select({ all: count(), directors: sql<number>`count(*) filter (where ${userEnterprises.role} = 'director')`.mapWith(Number) })
    .from(userEnterprises)
    .where(and(eq(userEnterprises.enterpriseId, enterpriseId), ne(userEnterprises.userId, userId)));
  return { all: row?.all ?? 0, directors: row?.directors ?? 0 };
}

export async function deleteBinding(tx: Db | Tx, userId: string, enterpriseId: string): Promise<void> {
  await tx.delete(userEnterprises).where(and(eq(userEnterprises.userId, userId), eq(userEnterprises.enterpriseId, enterpriseId)));
}
