import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caRoots, certEnrolments, certificates, certLoginChallenges } from '../../db/schema/certificates.ts';
import { enterprises, userEnterprises, users } from '../../db/schema/identity.ts';

export type CertificateRow = typeof certificates.$inferSelect;
export type EnrolmentRow = typeof certEnrolments.$inferSelect;

export async function findRoot(db: Db, algorithm: string): Promise<string | undefined> {
  const rows = await db.select({ pem: caRoots.certificatePem }).from(caRoots).where(eq(caRoots.algorithm, algorithm));
  return rows[0]?.pem;
}

/** Inserts unless another instance won the race; returns the stored certificate either way. */
export async function insertRootOnce(db: Db, algorithm: string, pem: string): Promise<string> {
  await db.insert(caRoots).values({ algorithm, certificatePem: pem }).onConflictDoNothing();
  return (await findRoot(db, algorithm)) ?? pem;
}

export async function insertCertificate(db: Db, row: typeof certificates.$inferInsert): Promise<void> {
  await db.insert(certificates).values(row);
}

export async function findCertificate(db: Db, serial: string): Promise<CertificateRow | undefined> {
  return (await db.select().from(certificates).where(eq(certificates.serial, serial)))[0];
}

export function certificatesOf(db: Db, userIds: string[]): Promise<CertificateRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(certificates).where(inArray(certificates.userId, userIds)).orderBy(desc(certificates.createdAt));
}

/** Marks a valid certificate revoked or superseded; false when it was not valid any more. */
export async function endCertificate(db: Db, serial: string, status: 'revoked' | 'superseded', reason: string | null): Promise<boolean> {
  const rows = await db
    .update(certificates)
    .set({ status, revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(certificates.serial, serial), eq(certificates.status, 'valid')))
    .returning({ serial: certificates.serial });
  return rows.length > 0;
}

/** Revoked and superseded certificates of one algorithm not yet expired: the CRL's entries. */
export function revokedOf(db: Db, algorithm: string) {
  return db
    .select({ serial: certificates.serial, revokedAt: certificates.revokedAt, status: certificates.status })
    .from(certificates)
    .where(and(eq(certificates.algorithm, algorithm), inArray(certificates.status, ['revoked', 'superseded']), gt(certificates.notAfter, sql`now()`)))
    .orderBy(asc(certificates.revokedAt));
}

export async function insertChallenge(db: Db, token: string, expiresAt: Date): Promise<void> {
  await db.insert(certLoginChallenges).values({ token, expiresAt });
}

export async function findLiveChallenge(db: Db, token: string) {
  const rows = await db
    .select()
    .from(certLoginChallenges)
    .where(and(eq(certLoginChallenges.token, token), isNull(certLoginChallenges.usedAt), gt(certLoginChallenges.expiresAt, sql`now()`)));
  return rows[0];
}

/** Spends a live challenge; true for the one request that spent it. */
export async function spendChallenge(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(certLoginChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(certLoginChallenges.token, token), isNull(certLoginChallenges.usedAt), gt(certLoginChallenges.expiresAt, sql`now()`)))
    .returning({ token: certLoginChallenges.token });
  return rows.length > 0;
}

export async function deleteExpiredChallenges(db: Db): Promise<void> {
  await db.delete(certLoginChallenges).where(lt(certLoginChallenges.expiresAt, sql`now() - interval '1 hour'`));
  await db.delete(certEnrolments).where(lt(certEnrolments.expiresAt, sql`now() - interval '1 hour'`));
}

export async function insertEnrolment(db: Db, row: typeof certEnrolments.$inferInsert): Promise<void> {
  await db.insert(certEnrolments).values(row);
}

export async function findEnrolment(db: Db, id: string): Promise<EnrolmentRow | undefined> {
  return (await db.select().from(certEnrolments).where(eq(certEnrolments.id, id)))[0];
}

export async function markEnrolmentVerified(db: Db, id: string): Promise<void> {
  await db.update(certEnrolments).set({ phoneVerifiedAt: sql`now()` }).where(eq(certEnrolments.id, id));
}

/** Spends a phone-verified, live enrolment; true for the one request that spent it. */
export async function spendEnrolment(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(certEnrolments)
    .set({ usedAt: sql`now()` })
    .where(and(eq(certEnrolments.id, id), isNull(certEnrolments.usedAt), gt(certEnrolments.expiresAt, sql`now()`), sql`${certEnrolments.phoneVerifiedAt} is not null`))
    .returning({ id: certEnrolments.id });
  return rows.length > 0;
}

/** Enterprises the user directs that completed authentication (ST): where they manage certificates. */
export function directedEnterprises(db: Db, userId: string) {
  return db
    .select({ id: enterprises.id, name: enterprises.name })
    .from(userEnterprises)
    .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
    .where(and(eq(userEnterprises.userId, userId), eq(userEnterprises.role, 'director'), eq(enterprises.authStatus, 'ST')))
    .orderBy(asc(userEnterprises.createdAt));
}

/**
 * Those of `userIds` who direct an authenticated (ST) enterprise, any one: a certificate logs in
 * as the whole user. A registration's unproven (DT) binding gives no director's powers, so it
 * does not count.
 */
export async function directorsAmong(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: userEnterprises.userId })
    .from(userEnterprises)
    .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
    .where(and(inArray(userEnterprises.userId, userIds), eq(userEnterprises.role, 'director'), eq(enterprises.authStatus, 'ST')));
  return new Set(rows.map((r) => r.userId));
}

/** The live users of an enterprise, with their role. */
export function membersOf(db: Db, enterpriseId: string) {
  return db
    .select({ user: users, role: userEnterprises.role })
    .from(userEnterprises)
    .innerJoin(users, eq(users.id, userEnterprises.userId))
    .where(and(eq(userEnterprises.enterpriseId, enterpriseId), ne(users.status, 'cancelled')))
    .orderBy(asc(userEnterprises.createdAt));
}

export async function enterpriseNameOf(db: Db, enterpriseId: string): Promise<string | undefined> {
  return (await db.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, enterpriseId)))[0]?.name;
}
