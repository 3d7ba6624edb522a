import { and, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { ActivityInput, ActivityView, ConsoleActivity } from '@portal/contract/calls/activities/fields';
import type { Db } from '../../db/client.ts';
import { enterprises, users } from '../../db/schema/identity.ts';
import { activities, activityEnrolments } from '../../db/schema/rights.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { seatsOf } from '../enterprise-access/seats.ts';

type Row = typeof activities.$inferSelect;

const view = (row: Row, mine: boolean): ActivityView => ({
  id: row.id,
  title: row.title,
  description: row.description,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  quota: row.quota,
  enrolled: row.enrolled,
  eligibility: row.eligibility as ActivityView['eligibility'],
  mine,
});

const consoleView = (row: Row): ConsoleActivity => {
  const { mine: _mine, ...rest } = view(row, false);
  return { ...rest, status: row.status as ConsoleActivity['status'], createdBy: row.createdBy, updatedAt: row.updatedAt.toISOString() };
};

/** Issue 25 point 3: the activity centre's campaigns and enrolments. */
export function createActivityService(db: Db) {
  async function find(id: string, tx: Db = db) {
    const [row] = await tx.select().from(activities).where(eq(activities.id, id));
    if (!row) throw new AppError('ACTIVITY_NOT_FOUND', { field: 'id' });
    return row;
  }

  return {
    /** Published campaigns that have not ended, soonest end first, with whether the caller enrolled. */
    async current(userId: string) {
      const now = new Date();
      const rows = await db
        .select()
        .from(activities)
        .where(and(eq(activities.status, 'published'), gt(activities.endsAt, now)))
        .orderBy(activities.endsAt)
        .limit(200);
      const mine = await enrolledIds(userId, rows.map((r) => r.id));
      return { activities: rows.map((r) => view(r, mine.has(r.id))) };
    },

    /**
     * One enrolment per user, within the quota: the count is raised by a guarded UPDATE and the
     * enrolment inserted in the same transaction (a second enrolment rolls the count back), so
     * concurrent enrolments never pass the quota or enrol anyone twice.
     */
    async enrol(userId: string, activityId: string) {
      const now = new Date();
      const activity = await find(activityId);
      if (activity.status !== 'published') throw new AppError('ACTIVITY_NOT_FOUND', { field: 'activityId' });
      if (now < activity.startsAt || now >= activity.endsAt) throw new AppError('ACTIVITY_NOT_OPEN');
      const seats = await seatsOf(db, userId);
      if (activity.eligibility === 'enterprise' && seats.length === 0) throw new AppError('ACTIVITY_ENTERPRISE_ONLY');
      if ((await enrolledIds(userId, [activityId])).size > 0) throw new AppError('ACTIVITY_ALREADY_ENROLLED');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(activities)
          .set({ enrolled: sql`${activities.enrolled} + 1` })
          .where(and(eq(activities.id, activityId), eq(activities.status, 'published'), lt(activities.enrolled, activities.quota), lte(activities.startsAt, now), gt(activities.endsAt, now)))
          .returning();
        if (!row) throw new AppError('ACTIVITY_FULL');
        const [enrolment] = await tx
          .insert(activityEnrolments)
          .values({ activityId, userId, enterpriseId: seats[0]?.enterpriseId ?? null })
          .onConflictDoNothing()
          .returning();
        // Enrolled in a concurrent call: throwing rolls back this call's count.
        if (!enrolment) throw new AppError('ACTIVITY_ALREADY_ENROLLED');
        return { activity: view(row, true), enrolledAt: enrolment.enrolledAt.toISOString() };
      });
    },

    /**
     * Cancels the caller's own enrolment before the campaign ends. The enrolment is deleted and
     * the count lowered in one transaction, so the freed place is exactly one, also when the
     * same cancellation arrives twice at once.
     */
    async withdraw(userId: string, activityId: string) {
      const activity = await find(activityId);
      if (activity.status !== 'published') throw new AppError('ACTIVITY_NOT_FOUND', { field: 'activityId' });
      if (new Date() >= activity.endsAt) throw new AppError('ACTIVITY_ENDED');
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(activityEnrolments)
          .where(and(eq(activityEnrolments.activityId, activityId), eq(activityEnrolments.userId, userId)))
          .returning();
        if (!gone) throw new AppError('ACTIVITY_NOT_ENROLLED');
        const [row] = await tx
          .update(activities)
          .set({ enrolled: sql`${activities.enrolled} - 1` })
          .where(eq(activities.id, activityId))
          .returning();
        return { activity: view(row!, false) };
      });
    },

    async enrolmentsOf(userId: string) {
      const rows = await db
        .select({ activityId: activities.id, title: activities.title, startsAt: activities.startsAt, endsAt: activities.endsAt, enrolledAt: activityEnrolments.enrolledAt })
        .from(activityEnrolments)
        .innerJoin(activities, eq(activities.id, activityEnrolments.activityId))
        .where(eq(activityEnrolments.userId, userId))
        .orderBy(desc(activityEnrolments.enrolledAt))
        .limit(200);
      return {
        enrolments: rows.map((r) => ({ ...r, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(), enrolledAt: r.enrolledAt.toISOString() })),
      };
    },

    async consoleList() {
      const rows = await db.select().from(activities).orderBy(desc(activities.updatedAt)).limit(500);
      return { activities: rows.map(consoleView) };
    },

    async save(id: string | undefined, input: ActivityInput, editor: Editor) {
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      if (Number.isNaN(startsAt.getTime()) || Number.isNaN(endsAt.getTime()) || endsAt <= startsAt) throw new AppError('ACTIVITY_PERIOD_INVALID', { field: 'activity.endsAt' });
      const values = { title: input.title.trim(), description: input.description.trim(), startsAt, endsAt, quota: input.quota, eligibility: input.eligibility, updatedAt: new Date() };
      return db.transaction(async (tx) => {
        if (id === undefined) {
          const [row] = await tx
            .insert(activities)
            .values({ ...values, createdBy: editor.displayName })
            .returning();
          await recordAudit(tx, editor, { entity: 'activity', entityKey: row!.id, action: 'create', summary: `新建活动「${row!.title}」`, after: row });
          return { activity: consoleView(row!) };
        }
        const before = await find(id, tx);
        const [row] = await tx
          .update(activities)
          .set(values)
          .where(and(eq(activities.id, id), lte(activities.enrolled, input.quota)))
          .returning();
        if (!row) throw new AppError('ACTIVITY_QUOTA_BELOW_ENROLLED', { field: 'activity.quota' });
        await recordAudit(tx, editor, { entity: 'activity', entityKey: id, action: 'update', summary: `修改活动「${row.title}」`, before, after: row });
        return { activity: consoleView(row) };
      });
    },

    async publish(id: string, published: boolean, editor: Editor) {
      return db.transaction(async (tx) => {
        const before = await find(id, tx);
        const [row] = await tx
          .update(activities)
          .set({ status: published ? 'published' : 'unpublished', updatedAt: new Date() })
          .where(eq(activities.id, id))
          .returning();
        await recordAudit(tx, editor, { entity: 'activity', entityKey: id, action: published ? 'publish' : 'unpublish', summary: `${published ? '发布' : '下线'}活动「${before.title}」`, before, after: row });
        return { activity: consoleView(row!) };
      });
    },

    async consoleEnrolments(id: string) {
      await find(id);
      const rows = await db
        .select({ userName: users.realName, loginName: users.loginName, enterpriseName: enterprises.name, enrolledAt: activityEnrolments.enrolledAt })
        .from(activityEnrolments)
        .innerJoin(users, eq(users.id, activityEnrolments.userId))
        .leftJoin(enterprises, eq(enterprises.id, activityEnrolments.enterpriseId))
        .where(eq(activityEnrolments.activityId, id))
        .orderBy(activityEnrolments.enrolledAt)
        .limit(5000);
      return { enrolments: rows.map((r) => ({ userName: r.userName ?? '', loginName: r.loginName, enterpriseName: r.enterpriseName ?? '', enrolledAt: r.enrolledAt.toISOString() })) };
    },
  };

  async function enrolledIds(userId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: activityEnrolments.activityId })
      .from(activityEnrolments)
      .where(and(eq(activityEnrolments.userId, userId), inArray(activityEnrolments.activityId, ids)));
    return new Set(rows.map((r) => r.id));
  }
}
