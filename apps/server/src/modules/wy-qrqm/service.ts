import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { WY_QRQM_SECONDS, type WebBankConfirmRequest, type WyQrqmOperation, type WyQrqmStatus } from '@portal/contract/calls/wy-qrqm/wy-qrqm';
import type { Db } from '../../db/client.ts';
import { enterprises, users } from '../../db/schema/identity.ts';
import { webBankConfirmations } from '../../db/schema/workspace.ts';
import { AppError } from '../../errors.ts';
import { seatsOf } from '../enterprise-access/seats.ts';
import { newPollKey, qrTokenOf, rowKeyOf } from '../qr-login/keys.ts';

type Row = typeof webBankConfirmations.$inferSelect;

/** Expiry is read from the clock: a waiting request past its time is expired whatever it says. */
function statusOf(row: Row, now = Date.now()): WyQrqmStatus {
  if (row.status === 'confirmed' || row.status === 'rejected') return row.status;
  return row.expiresAt.getTime() > now ? 'waiting' : 'expired';
}

/**
 * 网银扫码确认 (issue 25). The web bank opens a request and keeps the poll key; the QR carries
 * its digest (the token), the table a digest of that, as QR login does (qr-login/keys.ts). Only
 * a director of the request's enterprise may read or decide it, and the decision is one
 * conditional update, so two taps or two directors cannot both decide.
 */
export function createWyQrqmService(db: Db) {
  async function find(token: string): Promise<Row> {
    const row = (await db.select().from(webBankConfirmations).where(eq(webBankConfirmations.token, rowKeyOf(token))))[0];
    if (!row) throw new AppError('WYQRQM_INVALID', { field: 'token' });
    return row;
  }

  /** Another enterprise's request reads as "not yours" and shows nothing of it (IDOR). */
  async function requireDirector(userId: string, enterpriseId: string): Promise<void> {
    const seats = await seatsOf(db, userId);
    if (!seats.some((s) => s.enterpriseId === enterpriseId && s.role === 'director')) throw new AppError('WYQRQM_NOT_DIRECTOR');
  }

  async function operationOf(row: Row): Promise<WyQrqmOperation> {
    const [enterprise] = await db.select({ name: enterprises.name }).from(enterprises).where(eq(enterprises.id, row.enterpriseId));
    const decider = row.decidedBy ? (await db.select({ name: users.loginName }).from(users).where(eq(users.id, row.decidedBy)))[0] : undefined;
    return {
      title: row.title,
      enterpriseName: enterprise?.name ?? '',
      details: row.details,
      amountFen: row.amountFen,
      requestRef: row.requestRef,
      status: statusOf(row),
      requestedAt: row.createdAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
      decidedBy: decider?.name ?? null,
      decidedAt: row.decidedAt?.getTime() ?? null,
    };
  }

  return {
    /** The web bank's request: the enterprise must be authenticated in the portal. */
    async create(input: WebBankConfirmRequest) {
      const [enterprise] = await db
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(and(eq(enterprises.creditCode, input.creditCode), eq(enterprises.authStatus, 'ST')));
      if (!enterprise) throw new AppError('WYQRQM_ENTERPRISE_UNKNOWN', { field: 'creditCode' });
      const pollKey = newPollKey();
      const token = qrTokenOf(pollKey);
      const expiresAt = new Date(Date.now() + WY_QRQM_SECONDS * 1000);
      await db.insert(webBankConfirmations).values({
        token: rowKeyOf(token),
        enterpriseId: enterprise.id,
        title: input.title,
        details: input.details,
        amountFen: input.amountFen ?? null,
        requestRef: input.requestRef,
        expiresAt,
      });
      return { pollKey, token, expiresAt };
    },

    /** The web bank's poll; an unknown key reads as expired, so it tells a guesser nothing. */
    async poll(pollKey: string) {
      const row = (await db.select().from(webBankConfirmations).where(eq(webBankConfirmations.token, rowKeyOf(qrTokenOf(pollKey)))))[0];
      if (!row) return { status: 'expired' as const, decidedBy: null, decidedAt: null };
      const operation = await operationOf(row);
      return { status: operation.status, decidedBy: operation.decidedBy, decidedAt: operation.decidedAt };
    },

    async detail(token: string, userId: string): Promise<WyQrqmOperation> {
      const row = await find(token);
      await requireDirector(userId, row.enterpriseId);
      return operationOf(row);
    },

    async decide(token: string, userId: string, decision: 'confirm' | 'reject'): Promise<WyQrqmOperation> {
      const before = await find(token);
      await requireDirector(userId, before.enterpriseId);
      const rows = await db
        .update(webBankConfirmations)
        .set({ status: decision === 'confirm' ? 'confirmed' : 'rejected', decidedBy: userId, decidedAt: sql`now()` })
        .where(
          and(
            eq(webBankConfirmations.token, before.token),
            eq(webBankConfirmations.status, 'waiting'),
            gt(webBankConfirmations.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (rows[0]) return operationOf(rows[0]);
      const now = await find(token);
      throw new AppError(statusOf(now) === 'expired' ? 'WYQRQM_EXPIRED' : 'WYQRQM_FINISHED', { field: 'token' });
    },

    async sweep(): Promise<void> {
      await db.delete(webBankConfirmations).where(lt(webBankConfirmations.expiresAt, sql`now() - interval '7 days'`));
    },
  };
}
