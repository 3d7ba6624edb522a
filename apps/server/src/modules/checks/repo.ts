import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkGuarantees, checkLetterEvents, checkLetters, checkSeals } from '../../db/schema/checks.ts';

export async function guaranteeByNo(db: Db, guaranteeNo: string) {
  const rows = await db.select().from(checkGuarantees).where(eq(checkGuarantees.guaranteeNo, guaranteeNo));
  return rows[0];
}

export async function letterByNo(db: Db, letterNo: string) {
  const rows = await db.select().from(checkLetters).where(eq(checkLetters.letterNo, letterNo));
  return rows[0];
}

export async function letterEvents(db: Db, letterNo: string, channel: 'paper' | 'electronic') {
  return db
    .select()
    .from(checkLetterEvents)
    .where(and(eq(checkLetterEvents.letterNo, letterNo), eq(checkLetterEvents.channel, channel)))
    .orderBy(asc(checkLetterEvents.at), asc(checkLetterEvents.id));
}

export async function sealByCode(db: Db, code: string) {
  const rows = await db.select().from(checkSeals).where(eq(checkSeals.antiFakeCode, code));
  return rows[0];
}

export async function counts(db: Db) {
  const [g] = await db.select({ n: count() }).from(checkGuarantees);
  const [l] = await db.select({ n: count() }).from(checkLetters);
  const [e] = await db.select({ n: count() }).from(checkLetterEvents);
  const [s] = await db.select({ n: count() }).from(checkSeals);
  return { guarantees: g!.n, letters: l!.n, letterEvents: e!.n, seals: s!.n };
}

export type GuaranteeInsert = typeof checkGuarantees.$inferInsert;
export type LetterInsert = typeof checkLetters.$inferInsert;
export type LetterEventInsert = typeof checkLetterEvents.$inferInsert;
export type SealInsert = typeof checkSeals.$inferInsert;

export async function upsertGuarantee(db: Db, row: GuaranteeInsert) {
  const { guaranteeNo: _key, ...rest } = row;
  await db.insert(checkGuarantees).values(row).onConflictDoUpdate({ target: checkGuarantees.guaranteeNo, set: { ...rest, updatedAt: new Date() } });
}

export async function upsertLetter(db: Db, row: LetterInsert) {
  const { letterNo: _key, ...rest } = row;
  await db.insert(checkLetters).values(row).onConflictDoUpdate({ target: checkLetters.letterNo, set: { ...rest, updatedAt: new Date() } });
}

export async function upsertLetterEvent(db: Db, row: LetterEventInsert) {
  await db
    .insert(checkLetterEvents)
    .values(row)
    .onConflictDoUpdate({
      target: [checkLetterEvents.letterNo, checkLetterEvents.channel, checkLetterEvents.step],
      set: { at: row.at, courier: row.courier ?? null, waybillNo: row.waybillNo ?? null, note: row.note ?? '' },
    });
}

export async function upsertSeal(db: Db, row: SealInsert) {
  const { antiFakeCode: _key, ...rest } = row;
  await db.insert(checkSeals).values(row).onConflictDoUpdate({ target: checkSeals.antiFakeCode, set: { ...rest, updatedAt: new Date() } });
}

/** Which of these keys exist already (to report created and updated). */
export async function existingKeys(db: Db, kind: 'guarantees' | 'letters' | 'seals', keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  if (kind === 'guarantees') {
    return new Set((await db.select({ k: checkGuarantees.guaranteeNo }).from(checkGuarantees).where(inArray(checkGuarantees.guaranteeNo, keys))).map((r) => r.k));
  }
  if (kind === 'letters') return new Set((await db.select({ k: checkLetters.letterNo }).from(checkLetters).where(inArray(checkLetters.letterNo, keys))).map((r) => r.k));
  return new Set((await db.select({ k: checkSeals.antiFakeCode }).from(checkSeals).where(inArray(checkSeals.antiFakeCode, keys))).map((r) => r.k));
}

/** The progress steps already stored for these letters, as `letterNo|channel|step`. */
export async function existingEventKeys(db: Db, letterNos: string[]): Promise<Set<string>> {
  if (letterNos.length === 0) return new Set();
  const rows = await db
    .select({ l: checkLetterEvents.letterNo, c: checkLetterEvents.channel, s: checkLetterEvents.step })
    .from(checkLetterEvents)
    .where(inArray(checkLetterEvents.letterNo, letterNos));
  return new Set(rows.map((r) => `${r.l}|${r.c}|${r.s}`));
}
