import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enterpriseAuths, enterpriseRegistry, identityImages, realNameAuths } from '../../db/schema/identity-verification.ts';
import { staffAccounts, users } from '../../db/schema/identity.ts';

/** `%word%` for ILIKE with the operator's % and _ taken literally. */
export const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function keywordCondition(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const like = likeWord(keyword);
  return or(ilike(enterpriseAuths.enterpriseName, like), ilike(enterpriseAuths.creditCode, like), eq(users.userNo, keyword));
}

/** Drafts are the customer's own business until submitted. */
const submitted = ne(enterpriseAuths.status, 'DT');

export async function countByStatus(db: Db, keyword: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: enterpriseAuths.status, n: count() })
    .from(enterpriseAuths)
    .innerJoin(users, eq(users.id, enterpriseAuths.userId))
    .where(and(submitted, keywordCondition(keyword)))
    .groupBy(enterpriseAuths.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** One page of one status: pending ones oldest first (first come, first served), decided ones latest first. */
export async function queuePage(db: Db, filter: { status: string; keyword: string }, page: { offset: number; limit: number }) {
  const order = filter.status === 'DS' ? [asc(enterpriseAuths.submittedAt), asc(enterpriseAuths.id)] : [desc(sql`coalesce(${enterpriseAuths.reviewedAt}, ${enterpriseAuths.updatedAt})`), asc(enterpriseAuths.id)];
  return db
    .select({
      id: enterpriseAuths.id,
      enterpriseName: enterpriseAuths.enterpriseName,
      creditCode: enterpriseAuths.creditCode,
      applicantRole: enterpriseAuths.applicantRole,
      userNo: users.userNo,
      loginName: users.loginName,
      status: enterpriseAuths.status,
      needsReview: enterpriseAuths.needsReview,
      reviewNotes: enterpriseAuths.reviewNotes,
      submittedAt: enterpriseAuths.submittedAt,
      reviewedAt: enterpriseAuths.reviewedAt,
    })
    .from(enterpriseAuths)
    .innerJoin(users, eq(users.id, enterpriseAuths.userId))
    .where(and(eq(enterpriseAuths.status, filter.status), keywordCondition(filter.keyword)))
    .orderBy(...order)
    .offset(page.offset)
    .limit(page.limit);
}

export async function findApplication(db: Db, id: string) {
  const [row] = await db
    .select({ application: enterpriseAuths, userNo: users.userNo, loginName: users.loginName, userName: users.realName, reviewerName: staffAccounts.displayName })
    .from(enterpriseAuths)
    .innerJoin(users, eq(users.id, enterpriseAuths.userId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, enterpriseAuths.reviewedBy))
    .where(eq(enterpriseAuths.id, id));
  return row;
}

/** The name of the user's latest verified real-name authentication. */
export async function verifiedName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ realName: realNameAuths.realName })
    .from(realNameAuths)
    .where(and(eq(realNameAuths.userId, userId), eq(realNameAuths.status, 'verified')))
    .orderBy(desc(realNameAuths.verifiedAt))
    .limit(1);
  return row?.realName ?? null;
}

export async function registryEntry(db: Db, creditCode: string) {
  const [row] = await db.select().from(enterpriseRegistry).where(eq(enterpriseRegistry.creditCode, creditCode));
  return row;
}

export async function pictureInfos(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: identityImages.id, mime: identityImages.mime, width: identityImages.width, height: identityImages.height, size: identityImages.size })
    .from(identityImages)
    .where(inArray(identityImages.id, ids));
}

/** A picture's bytes, only when it belongs to the application's own applicant. */
export async function picture(db: Db, imageId: string, ownerUserId: string) {
  const [row] = await db
    .select({ mime: identityImages.mime, bytes: identityImages.bytes })
    .from(identityImages)
    .where(and(eq(identityImages.id, imageId), eq(identityImages.ownerUserId, ownerUserId)));
  return row;
}

/** DS → SJ with the reason; false when the application was no longer pending. */
export async function reject(db: Db, id: string, decision: { reason: string; reviewedBy: string }): Promise<boolean> {
  const rows = await db
    .update(enterpriseAuths)
    .set({ status: 'SJ', rejectReason: decision.reason, reviewedBy: decision.reviewedBy, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(enterpriseAuths.id, id), eq(enterpriseAuths.status, 'DS')))
    .returning({ id: enterpriseAuths.id });
  return rows.length > 0;
}
