import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FeedbackStatus } from '@portal/contract/calls/feedback/fields';
import type { Db } from '../../db/client.ts';
import { feedbackImages, feedbackItems } from '../../db/schema/feedback.ts';
import { staffAccounts, users } from '../../db/schema/identity.ts';

export type FeedbackRow = typeof feedbackItems.$inferSelect;
export type NewFeedback = typeof feedbackItems.$inferInsert;
export type NewFeedbackImage = typeof feedbackImages.$inferInsert;

/** The item and its screenshots in one transaction: an item never shows without its images. */
export async function insertFeedback(db: Db, item: NewFeedback, images: NewFeedbackImage[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(feedbackItems).values(item);
    if (images.length > 0) await tx.insert(feedbackImages).values(images);
  });
}

// Written out whole: inside a subquery drizzle would leave the column names unqualified.
const imageCount = sql<number>`(select count(*)::int from "feedback_images" where "feedback_images"."feedback_id" = "feedback_items"."id")`;

/** One page of the inbox, newest first (served by feedback_items_status_idx when filtered). */
export async function listFeedback(db: Db, query: { status: FeedbackStatus | undefined; limit: number; offset: number }) {
  const where = query.status ? eq(feedbackItems.status, query.status) : undefined;
  const [items, total] = await Promise.all([
    db
      .select({
        id: feedbackItems.id,
        title: feedbackItems.title,
        type: feedbackItems.type,
        linkman: feedbackItems.linkman,
        phone: feedbackItems.phone,
        status: feedbackItems.status,
        userId: feedbackItems.userId,
        createdAt: feedbackItems.createdAt,
        imageCount,
      })
      .from(feedbackItems)
      .where(where)
      .orderBy(desc(feedbackItems.createdAt), desc(feedbackItems.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(feedbackItems).where(where),
  ]);
  return { items, total: total[0]?.n ?? 0 };
}

export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ status: feedbackItems.status, n: count() }).from(feedbackItems).groupBy(feedbackItems.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** An item with the customer's login name and the handling operator's display name. */
export async function findFeedback(db: Db, id: string) {
  const rows = await db
    .select({ item: feedbackItems, userLoginName: users.loginName, handledBy: staffAccounts.displayName })
    .from(feedbackItems)
    .leftJoin(users, eq(users.id, feedbackItems.userId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, feedbackItems.handledBy))
    .where(eq(feedbackItems.id, id));
  return rows[0];
}

/** What the detail lists of each screenshot (not the bytes). */
export async function listImages(db: Db, feedbackId: string) {
  return db
    .select({
      id: feedbackImages.id,
      mime: feedbackImages.mime,
      width: feedbackImages.width,
      height: feedbackImages.height,
      size: feedbackImages.size,
    })
    .from(feedbackImages)
    .where(eq(feedbackImages.feedbackId, feedbackId))
    .orderBy(asc(feedbackImages.sort));
}

export async function findImage(db: Db, id: string) {
  const rows = await db
    .select({ mime: feedbackImages.mime, bytes: feedbackImages.bytes })
    .from(feedbackImages)
    .where(eq(feedbackImages.id, id));
  return rows[0];
}

/** Sets status and reply; false when there is no such item. */
export async function updateFeedback(db: Db, id: string, change: { status: FeedbackStatus; reply: string | null; handledBy: string }) {
  const rows = await db
    .update(feedbackItems)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(feedbackItems.id, id)))
    .returning({ id: feedbackItems.id });
  return rows.length > 0;
}
