import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faceChecks } from '../../db/schema/face.ts';

export type FaceCheckRow = typeof faceChecks.$inferSelect;

/** States in which the phone may still scan and send a picture. */
const OPEN_TO_PHONE = ['waiting', 'scanned'];
/** States in which a new QR code may be shown. */
const BEFORE_VERIFIED = ['identified', 'waiting', 'scanned'];
const unexpired = () => gt(faceChecks.expiresAt, sql`now()`);
const lifetime = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export async function insertCheck(db: Db, row: Omit<typeof faceChecks.$inferInsert, 'expiresAt'>, seconds: number): Promise<void> {
  await db.insert(faceChecks).values({ ...row, expiresAt: lifetime(seconds) });
}

export async function findByDesktop(db: Db, desktopHash: string): Promise<FaceCheckRow | undefined> {
  return (await db.select().from(faceChecks).where(eq(faceChecks.desktopHash, desktopHash)))[0];
}

/** What the desktop's poll needs, with the deadline judged by the database clock: one indexed read. */
export async function readState(db: Db, desktopHash: string) {
  const rows = await db
    .select({ id: faceChecks.id, purpose: faceChecks.purpose, userId: faceChecks.userId, status: faceChecks.status, live: sql<boolean>`${faceChecks.expiresAt} > now()` })
    .from(faceChecks)
    .where(eq(faceChecks.desktopHash, desktopHash));
  return rows[0];
}

/** Whether a row has passed its deadline, by the database clock like every other comparison here. */
export async function isExpired(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: faceChecks.id }).from(faceChecks).where(and(eq(faceChecks.id, id), unexpired()));
  return rows.length === 0;
}

/** A new QR ticket for a check not yet verified; its deadline starts again. */
export async function replaceTicket(db: Db, desktopHash: string, ticketHash: string, seconds: number) {
  const rows = await db
    .update(faceChecks)
    .set({ ticketHash, status: 'waiting', expiresAt: lifetime(seconds) })
    .where(and(eq(faceChecks.desktopHash, desktopHash), inArray(faceChecks.status, BEFORE_VERIFIED), unexpired()))
    .returning({ id: faceChecks.id });
  return rows[0];
}

/** The phone opened the QR code. */
export async function markScanned(db: Db, ticketHash: string) {
  const rows = await db
    .update(faceChecks)
    .set({ status: 'scanned' })
    .where(and(eq(faceChecks.ticketHash, ticketHash), inArray(faceChecks.status, OPEN_TO_PHONE), unexpired()))
    .returning({ purpose: faceChecks.purpose, userId: faceChecks.userId, subjectName: faceChecks.subjectName, expiresAt: faceChecks.expiresAt });
  return rows[0];
}

export async function findOpenToPhone(db: Db, ticketHash: string): Promise<FaceCheckRow | undefined> {
  const rows = await db
    .select()
    .from(faceChecks)
    .where(and(eq(faceChecks.ticketHash, ticketHash), inArray(faceChecks.status, OPEN_TO_PHONE), unexpired()));
  return rows[0];
}

/** The provider's decision on the picture just judged (the last one counts; the log has each). */
export async function recordDecision(
  db: Db,
  id: string,
  decision: { provider: string; match: boolean; score: number | null; liveness: boolean | null; reason: string | null },
): Promise<void> {
  await db
    .update(faceChecks)
    .set({
      decisionProvider: decision.provider,
      decisionMatch: decision.match,
      decisionScore: decision.score,
      decisionLiveness: decision.liveness,
      decisionReason: decision.reason,
      decidedAt: sql`now()`,
    })
    .where(eq(faceChecks.id, id));
}

export async function markVerified(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(faceChecks)
    .set({ status: 'verified', verifiedAt: sql`now()` })
    .where(and(eq(faceChecks.id, id), inArray(faceChecks.status, OPEN_TO_PHONE), unexpired()))
    .returning({ id: faceChecks.id });
  return rows.length > 0;
}

/** Spends a verified check once; a second call, or one after the deadline, finds nothing. */
export async function markUsed(db: Db, desktopHash: string, purpose: string) {
  const rows = await db
    .update(faceChecks)
    .set({ status: 'used', usedAt: sql`now()` })
    .where(and(eq(faceChecks.desktopHash, desktopHash), eq(faceChecks.purpose, purpose), eq(faceChecks.status, 'verified'), unexpired()))
    .returning({ userId: faceChecks.userId });
  return rows[0];
}

export async function sweep(db: Db): Promise<void> {
  await db.delete(faceChecks).where(lt(faceChecks.expiresAt, sql`now() - interval '1 day'`));
}
