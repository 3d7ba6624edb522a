import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { RightGrantInput } from '@portal/contract/calls/rights/rights-console';
import { RIGHT_TYPE_NAMES, type RightType } from '@portal/contract/calls/rights/fields';
import type { Db } from '../../db/client.ts';
import { enterprises } from '../../db/schema/identity.ts';
import { enterpriseRights, rightUsages } from '../../db/schema/rights.ts';
import { AppError } from '../../errors.ts';
import { recordAudit, type Editor } from '../audit/record.ts';
import { seatFor, seatsOf } from '../enterprise-access/seats.ts';
import { beijingDate } from '../../lib/china-time.ts';
import { rightView, usageView } from './right-view.ts';

/** Issue 25 point 3: rights operators grant enterprises, and every use of them. */
export function createRightsService(db: Db) {
  async function findRight(id: string, tx: Db = db) {
    const [row] = await tx.select().from(enterpriseRights).where(eq(enterpriseRights.id, id));
    if (!row) throw new AppError('RIGHT_NOT_FOUND', { field: 'id' });
    return row;
  }

  /**
   * Takes `quantity` of a right in one guarded UPDATE (valid today, not revoked, enough left),
   * with its usage row, in the caller's transaction. Returns null when the guard refuses.
   */
  async function take(tx: Db, rightId: string, quantity: number, usage: { source: string; reference: string; recordedBy: string }) {
    const today = beijingDate();
    const [row] = await tx
      .update(enterpriseRights)
      .set({ used: sql`${enterpriseRights.used} + ${quantity}` })
      .where(
        and(
          eq(enterpriseRights.id, rightId),
          isNull(enterpriseRights.revokedAt),
          lte(enterpriseRights.validFrom, today),
          gte(enterpriseRights.validTo, today),
          lte(sql`${enterpriseRights.used} + ${quantity}`, enterpriseRights.quantity),
        ),
      )
      .returning();
    if (!row) return null;
    const [used] = await tx.insert(rightUsages).values({ rightId, enterpriseId: row.enterpriseId, quantity, ...usage }).returning();
    return { row, used: used! };
  }

  return {
    /** The rights of the enterprise the caller has a seat in (any role), newest grant first. */
    async mine(userId: string, memberCustomerId: string | undefined) {
      const seat = await seatFor(db, userId, memberCustomerId);
      const seats = await seatsOf(db, userId);
      const rows = await db.select().from(enterpriseRights).where(eq(enterpriseRights.enterpriseId, seat.enterpriseId)).orderBy(desc(enterpriseRights.grantedAt));
      const today = beijingDate();
      return {
        memberCustomerId: seat.enterpriseId,
        memberCustomerName: seat.enterpriseName,
        enterprises: seats.map((s) => ({ id: s.enterpriseId, name: s.enterpriseName })),
        rights: rows.map((r) => rightView(r, today)),
      };
    },

    /** Usage records of the caller's enterprise (or of one of its rights), newest first. */
    async usages(userId: string, memberCustomerId: string | undefined, rightId: string | undefined) {
      const seat = await seatFor(db, userId, memberCustomerId);
      const rows = await db
        .select({ usage: rightUsages, title: enterpriseRights.title, rightType: enterpriseRights.rightType })
        .from(rightUsages)
        .innerJoin(enterpriseRights, eq(enterpriseRights.id, rightUsages.rightId))
        .where(and(eq(enterpriseRights.enterpriseId, seat.enterpriseId), rightId ? eq(rightUsages.rightId, rightId) : undefined))
        .orderBy(desc(rightUsages.usedAt))
        .limit(500);
      return { records: rows.map((r) => usageView(r.usage, r)) };
    },

    async consoleList(enterpriseId: string | undefined) {
      const rows = await db
        .select({ right: enterpriseRights, enterpriseName: enterprises.name })
        .from(enterpriseRights)
        .innerJoin(enterprises, eq(enterprises.id, enterpriseRights.enterpriseId))
        .where(enterpriseId ? eq(enterpriseRights.enterpriseId, enterpriseId) : undefined)
        .orderBy(desc(enterpriseRights.grantedAt))
        .limit(500);
      const authenticated = await db.select({ id: enterprises.id, name: enterprises.name }).from(enterprises).where(eq(enterprises.authStatus, 'ST')).orderBy(asc(enterprises.name)).limit(1000);
      const today = beijingDate();
      return { enterprises: authenticated, rights: rows.map((r) => ({ ...rightView(r.right, today), enterpriseName: r.enterpriseName, grantedBy: r.right.grantedBy })) };
    },

    async grant(input: RightGrantInput, editor: Editor) {
      if (input.validTo < input.validFrom) throw new AppError('RIGHT_PERIOD_INVALID', { field: 'validTo' });
      const [enterprise] = await db.select().from(enterprises).where(and(eq(enterprises.id, input.enterpriseId), eq(enterprises.authStatus, 'ST')));
      if (!enterprise) throw new AppError('RIGHT_ENTERPRISE_NOT_FOUND', { field: 'enterpriseId' });
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(enterpriseRights)
          .values({ ...input, title: input.title.trim(), note: input.note?.trim() ?? '', grantedBy: editor.displayName })
          .returning();
        await recordAudit(tx, editor, {
          entity: 'right',
          entityKey: row!.id,
          action: 'create',
          summary: `授予${enterprise.name}权益「${row!.title}」${row!.quantity}（${RIGHT_TYPE_NAMES[input.rightType]}，${row!.validFrom}至${row!.validTo}）`,
          after: row,
        });
        return { right: rightView(row!, beijingDate()) };
      });
    },

    async revoke(id: string, editor: Editor) {
      return db.transaction(async (tx) => {
        const before = await findRight(id, tx);
        const [row] = await tx
          .update(enterpriseRights)
          .set({ revokedAt: new Date(), revokedBy: editor.displayName })
          .where(and(eq(enterpriseRights.id, id), isNull(enterpriseRights.revokedAt)))
          .returning();
        if (!row) throw new AppError('RIGHT_ALREADY_REVOKED');
        await recordAudit(tx, editor, { entity: 'right', entityKey: id, action: 'revoke', summary: `撤销权益「${before.title}」`, before, after: row });
        return { right: rightView(row, beijingDate()) };
      });
    },

    /** A use recorded by an operator (a waiver at the counter the portal never sees). */
    async recordUse(id: string, quantity: number, note: string | undefined, editor: Editor) {
      return db.transaction(async (tx) => {
        const before = await findRight(id, tx);
        const taken = await take(tx, id, quantity, { source: 'operator', reference: note?.trim() ?? '', recordedBy: editor.displayName });
        if (!taken) {
          const state = rightView(before, beijingDate()).state;
          throw state === 'valid' || state === 'used_up' ? new AppError('RIGHT_EXHAUSTED', { field: 'quantity' }) : new AppError('RIGHT_NOT_USABLE');
        }
        await recordAudit(tx, editor, { entity: 'right', entityKey: id, action: 'use', summary: `登记使用权益「${before.title}」${quantity}`, before, after: taken.row });
        return { right: rightView(taken.row, beijingDate()), usage: usageView(taken.used, taken.row) };
      });
    },

    async consoleUsages(id: string) {
      const right = await findRight(id);
      const rows = await db.select().from(rightUsages).where(eq(rightUsages.rightId, id)).orderBy(desc(rightUsages.usedAt)).limit(500);
      return { records: rows.map((r) => ({ ...usageView(r, right), recordedBy: r.recordedBy })) };
    },

    /**
     * A portal event that consumes one unit of the enterprise's right of `type` (a certificate
     * issued for it consumes a free certificate): the valid right that ends first, if any.
     * Returns whether a right was used; no right means the normal fee applies elsewhere.
     */
    async consumeFor(enterpriseId: string, type: RightType, source: string, reference: string): Promise<boolean> {
      const today = beijingDate();
      return db.transaction(async (tx) => {
        const candidates = await tx
          .select({ id: enterpriseRights.id })
          .from(enterpriseRights)
          .where(
            and(
              eq(enterpriseRights.enterpriseId, enterpriseId),
              eq(enterpriseRights.rightType, type),
              isNull(enterpriseRights.revokedAt),
              lte(enterpriseRights.validFrom, today),
              gte(enterpriseRights.validTo, today),
              sql`${enterpriseRights.used} < ${enterpriseRights.quantity}`,
            ),
          )
          .orderBy(asc(enterpriseRights.validTo), asc(enterpriseRights.grantedAt));
        for (const c of candidates) if (await take(tx, c.id, 1, { source, reference, recordedBy: '系统' })) return true;
        return false;
      });
    },
  };
}

export type RightsService = ReturnType<typeof createRightsService>;
