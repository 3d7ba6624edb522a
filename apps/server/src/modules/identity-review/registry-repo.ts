import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enterpriseRegistry, personReferenceFaces, personRegistry } from '../../db/schema/identity-verification.ts';
import { likeWord } from './review-repo.ts';

type PersonRow = typeof personRegistry.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type EnterpriseRow = typeof enterpriseRegistry.$inferInsert;

/** A name or phone by part; a whole document number by its digests (one per document type). */
export async function personPage(db: Db, filter: { keyword: string; digests: string[] }, page: { offset: number; limit: number }) {
  const like = likeWord(filter.keyword);
  const condition: SQL | undefined = filter.keyword
    ? or(ilike(personRegistry.realName, like), ilike(personRegistry.phone, like), filter.digests.length ? inArray(personRegistry.docDigest, filter.digests) : undefined)
    : undefined;
  const [total] = await db.select({ n: count() }).from(personRegistry).where(condition);
  const rows = await db
    .select({ person: personRegistry, face: personReferenceFaces.personId })
    .from(personRegistry)
    .leftJoin(personReferenceFaces, eq(personReferenceFaces.personId, personRegistry.id))
    .where(condition)
    .orderBy(desc(personRegistry.createdAt), desc(personRegistry.id))
    .offset(page.offset)
    .limit(page.limit);
  return { total: total!.n, rows: rows.map((r) => ({ ...r.person, hasReferenceFace: r.face !== null })) };
}

export async function enterprisePage(db: Db, filter: { keyword: string; status?: string | undefined }, page: { offset: number; limit: number }) {
  const like = likeWord(filter.keyword);
  const condition = and(
    filter.keyword ? or(ilike(enterpriseRegistry.name, like), ilike(enterpriseRegistry.creditCode, like), ilike(enterpriseRegistry.legalRepName, like)) : undefined,
    filter.status ? eq(enterpriseRegistry.status, filter.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(enterpriseRegistry).where(condition);
  const rows = await db.select().from(enterpriseRegistry).where(condition).orderBy(asc(enterpriseRegistry.name)).offset(page.offset).limit(page.limit);
  return { total: total!.n, rows };
}

export async function personsByDigests(db: Db, digests: string[]) {
  if (digests.length === 0) return [];
  return db.select().from(personRegistry).where(inArray(personRegistry.docDigest, digests));
}

export async function enterprisesByCodesOrNames(db: Db, codes: string[], names: string[]) {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(enterpriseRegistry)
    .where(or(inArray(enterpriseRegistry.creditCode, codes), inArray(enterpriseRegistry.name, names)));
}

/** Adds or updates a person by document; answers the person's id (their reference photo hangs on it). */
export async function upsertPerson(db: Db | Tx, row: PersonRow): Promise<number> {
  const [saved] = await db
    .insert(personRegistry)
    .values(row)
    .onConflictDoUpdate({
      target: [personRegistry.docType, personRegistry.docDigest],
      set: { realName: row.realName, docMasked: row.docMasked, phone: row.phone, source: 'import' },
    })
    .returning({ id: personRegistry.id });
  return saved!.id;
}

/** Adds or updates an enterprise by credit code; a legal representative's document the row leaves out is kept. */
export async function upsertEnterprise(db: Db | Tx, row: EnterpriseRow) {
  const { creditCode: _key, legalRepDocType, legalRepDocDigest, ...rest } = row;
  const doc = legalRepDocDigest ? { legalRepDocType, legalRepDocDigest } : {};
  await db
    .insert(enterpriseRegistry)
    .values(row)
    .onConflictDoUpdate({ target: enterpriseRegistry.creditCode, set: { ...rest, ...doc, source: 'import' } });
}
