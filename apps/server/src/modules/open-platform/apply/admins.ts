import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { enterpriseInquirers, openApiAdminChanges, openApiAdmins, userEnterprises, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { seatFor, seatWithRole, type SeatRole } from '../../enterprise-access/seats.ts';

interface Member {
  userId: string;
  userAccount: string;
  userName: string;
  role: SeatRole;
}

const RANK: Record<SeatRole, number> = { director: 0, approver: 1, inquirer: 2 };
/** Staff seats that still act for the enterprise (seats.ts QUERYING_STATES). */
const LIVE_INQUIRER_STATES = ['YX', 'DS'];

/** Everyone with a seat in the enterprise, strongest role each, as enterprise-access counts seats. */
async function membersOf(db: Db, enterpriseId: string): Promise<Map<string, Member>> {
  const managers = await db
    .select({ userId: userEnterprises.userId, role: userEnterprises.role, userAccount: users.loginName, userName: users.realName })
    .from(userEnterprises)
    .innerJoin(users, eq(users.id, userEnterprises.userId))
    .where(and(eq(userEnterprises.enterpriseId, enterpriseId), inArray(userEnterprises.role, ['director', 'approver'])));
  const staff = await db
    .select({ userId: enterpriseInquirers.userId, userAccount: users.loginName, userName: enterpriseInquirers.userName })
    .from(enterpriseInquirers)
    .innerJoin(users, eq(users.id, enterpriseInquirers.userId))
    .where(and(eq(enterpriseInquirers.enterpriseId, enterpriseId), inArray(enterpriseInquirers.userState, LIVE_INQUIRER_STATES)));
  const members = new Map<string, Member>();
  for (const m of [...managers.map((r) => ({ ...r, role: r.role as SeatRole })), ...staff.map((r) => ({ ...r, role: 'inquirer' as SeatRole }))]) {
    const kept = members.get(m.userId);
    if (!kept || RANK[m.role] < RANK[kept.role]) members.set(m.userId, { ...m, userName: m.userName ?? '' });
  }
  return members;
}

/** Issue 26 point 2, `/yqzl/adminAuth`: the director names API administrators among the enterprise's seats. */
export function createAdminService(db: Db) {
  async function recordChange(tx: Db, enterpriseId: string, userId: string, action: 'grant' | 'revoke', changedBy: string) {
    await tx.insert(openApiAdminChanges).values({ id: randomUUID(), enterpriseId, userId, action, changedBy });
  }

  return {
    async list(callerId: string, memberCustomerId: string | undefined) {
      const seat = await seatFor(db, callerId, memberCustomerId);
      const members = await membersOf(db, seat.enterpriseId);
      const granter = alias(users, 'granter');
      const adminRows = await db
        .select({ userId: openApiAdmins.userId, userAccount: users.loginName, userName: users.realName, grantedBy: granter.loginName, grantedAt: openApiAdmins.createdAt })
        .from(openApiAdmins)
        .innerJoin(users, eq(users.id, openApiAdmins.userId))
        .leftJoin(granter, eq(granter.id, openApiAdmins.grantedBy))
        .where(eq(openApiAdmins.enterpriseId, seat.enterpriseId))
        .orderBy(asc(openApiAdmins.createdAt));
      const admins = adminRows.map((a) => {
        const member = members.get(a.userId);
        return { userId: a.userId, userAccount: a.userAccount, userName: member?.userName || (a.userName ?? ''), role: member?.role ?? '', grantedBy: a.grantedBy ?? '', grantedAt: a.grantedAt.toISOString() };
      });
      const named = new Set(admins.map((a) => a.userId));
      const candidates = seat.role === 'director' ? [...members.values()].filter((m) => m.role !== 'director' && !named.has(m.userId)) : [];
      const subject = alias(users, 'subject');
      const changer = alias(users, 'changer');
      const changeRows = await db
        .select({ action: openApiAdminChanges.action, userId: openApiAdminChanges.userId, userAccount: subject.loginName, userName: subject.realName, by: changer.loginName, at: openApiAdminChanges.createdAt })
        .from(openApiAdminChanges)
        .leftJoin(subject, eq(subject.id, openApiAdminChanges.userId))
        .leftJoin(changer, eq(changer.id, openApiAdminChanges.changedBy))
        .where(eq(openApiAdminChanges.enterpriseId, seat.enterpriseId))
        .orderBy(desc(openApiAdminChanges.createdAt))
        .limit(50);
      return {
        memberCustomerId: seat.enterpriseId,
        memberCustomerName: seat.enterpriseName,
        isDirector: seat.role === 'director',
        admins,
        candidates: candidates.map(({ userId, userAccount, userName, role }) => ({ userId, userAccount, userName, role })),
        changes: changeRows.map((c) => ({ action: c.action as 'grant' | 'revoke', userAccount: c.userAccount ?? '', userName: members.get(c.userId)?.userName || (c.userName ?? ''), by: c.by ?? '', at: c.at.toISOString() })),
      };
    },

    async grant(callerId: string, memberCustomerId: string | undefined, userId: string) {
      const seat = await seatWithRole(db, callerId, memberCustomerId, ['director']);
      const member = (await membersOf(db, seat.enterpriseId)).get(userId);
      if (!member) throw new AppError('OPEN_API_ADMIN_CANDIDATE_NOT_FOUND', { field: 'userId' });
      if (member.role === 'director') throw new AppError('OPEN_API_ADMIN_IS_DIRECTOR', { field: 'userId' });
      await db.transaction(async (tx) => {
        const [added] = await tx.insert(openApiAdmins).values({ enterpriseId: seat.enterpriseId, userId, grantedBy: callerId }).onConflictDoNothing().returning();
        if (!added) throw new AppError('OPEN_API_ADMIN_EXISTS', { field: 'userId' });
        await recordChange(tx, seat.enterpriseId, userId, 'grant', callerId);
      });
      return { ok: true };
    },

    async revoke(callerId: string, memberCustomerId: string | undefined, userId: string) {
      const seat = await seatWithRole(db, callerId, memberCustomerId, ['director']);
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(openApiAdmins)
          .where(and(eq(openApiAdmins.enterpriseId, seat.enterpriseId), eq(openApiAdmins.userId, userId)))
          .returning();
        if (!removed) throw new AppError('OPEN_API_ADMIN_NOT_FOUND', { field: 'userId' });
        await recordChange(tx, seat.enterpriseId, userId, 'revoke', callerId);
      });
      return { ok: true };
    },
  };
}
