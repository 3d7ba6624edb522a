import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { QrLoginStatus } from '@portal/contract/calls/qr-login/fields';
import { QR_LOGIN_COLLECT_SECONDS, QR_LOGIN_SECONDS } from '@portal/contract/limits';
import type { Db } from '../../db/client.ts';
import { qrLogins } from '../../db/schema/sessions.ts';
import { AppError } from '../../errors.ts';
import { newPollKey, qrTokenOf, rowKeyOf } from './keys.ts';

type QrRow = typeof qrLogins.$inferSelect;

/** What a poll finds; `userId` only on the one poll that turns a confirmed code into `used`. */
export type QrPoll = { status: QrLoginStatus; userId?: string };

const collectUntil = sql`${qrLogins.expiresAt} + make_interval(secs => ${QR_LOGIN_COLLECT_SECONDS})`;

/** Expiry is read from the clock, never written: a code past its time is expired whatever it says. */
function statusOf(row: QrRow, now = Date.now()): QrLoginStatus {
  const status = row.status as QrLoginStatus;
  if (status === 'used' || status === 'cancelled') return status;
  if (status === 'confirmed') return row.expiresAt.getTime() + QR_LOGIN_COLLECT_SECONDS * 1000 > now ? status : 'expired';
  return row.expiresAt.getTime() > now ? status : 'expired';
}

/**
 * QR-code login (§4 "QR code fetch then poll status"): the desktop asks for a code and polls
 * it; a logged-in phone scans, then confirms or cancels. Every step is one conditional update,
 * so two phones, or two polls, racing for the same code cannot both win.
 */
export function createQrLoginService(db: Db) {
  async function find(qrToken: string): Promise<QrRow> {
    const rows = await db.select().from(qrLogins).where(eq(qrLogins.token, rowKeyOf(qrToken)));
    const row = rows[0];
    if (!row) throw new AppError('QR_CODE_INVALID', { field: 'token' });
    return row;
  }

  /** Why a phone's step did not apply to the row as it now stands. */
  function refusal(row: QrRow, userId: string): AppError {
    const status = statusOf(row);
    if (status === 'expired') return new AppError('QR_CODE_EXPIRED', { field: 'token' });
    if (row.userId && row.userId !== userId) return new AppError('QR_CODE_TAKEN', { field: 'token' });
    return new AppError('QR_CODE_FINISHED', { field: 'token' });
  }

  return {
    async create(requester: { ip: string; device: string }) {
      const pollKey = newPollKey();
      const qrToken = qrTokenOf(pollKey);
      const expiresAt = new Date(Date.now() + QR_LOGIN_SECONDS * 1000);
      await db.insert(qrLogins).values({ token: rowKeyOf(qrToken), status: 'waiting', ...requester, expiresAt });
      return { pollKey, qrToken, expiresAt };
    },

    /** The desktop's poll; the first one after confirmation claims the login, exactly once. */
    async poll(pollKey: string): Promise<QrPoll> {
      const key = rowKeyOf(qrTokenOf(pollKey));
      const claimed = await db
        .update(qrLogins)
        .set({ status: 'used' })
        .where(and(eq(qrLogins.token, key), eq(qrLogins.status, 'confirmed'), gt(collectUntil, sql`now()`)))
        .returning({ userId: qrLogins.userId });
      if (claimed[0]?.userId) return { status: 'confirmed', userId: claimed[0].userId };
      const rows = await db.select().from(qrLogins).where(eq(qrLogins.token, key));
      // An unknown key reads as expired: the poller learns nothing it could use.
      return { status: rows[0] ? statusOf(rows[0]) : 'expired' };
    },

    /** A logged-in phone opens the code: it becomes this customer's until confirmed or cancelled. */
    async scan(qrToken: string, userId: string) {
      const key = rowKeyOf(qrToken);
      const rows = await db
        .update(qrLogins)
        .set({ status: 'scanned', userId })
        .where(
          and(
            eq(qrLogins.token, key),
            gt(qrLogins.expiresAt, sql`now()`),
            sql`(${qrLogins.status} = 'waiting' or (${qrLogins.status} = 'scanned' and ${qrLogins.userId} = ${userId}))`,
          ),
        )
        .returning();
      const row = rows[0];
      if (row) return row;
      throw refusal(await find(qrToken), userId);
    },

    async confirm(qrToken: string, userId: string): Promise<void> {
      const rows = await db
        .update(qrLogins)
        .set({ status: 'confirmed' })
        .where(and(eq(qrLogins.token, rowKeyOf(qrToken)), eq(qrLogins.status, 'scanned'), eq(qrLogins.userId, userId), gt(qrLogins.expiresAt, sql`now()`)))
        .returning({ token: qrLogins.token });
      if (rows.length === 0) throw refusal(await find(qrToken), userId);
    },

    async cancel(qrToken: string, userId: string): Promise<void> {
      const rows = await db
        .update(qrLogins)
        .set({ status: 'cancelled' })
        .where(and(eq(qrLogins.token, rowKeyOf(qrToken)), eq(qrLogins.status, 'scanned'), eq(qrLogins.userId, userId), gt(qrLogins.expiresAt, sql`now()`)))
        .returning({ token: qrLogins.token });
      if (rows.length === 0) throw refusal(await find(qrToken), userId);
    },

    async sweep(): Promise<void> {
      await db.delete(qrLogins).where(lt(qrLogins.expiresAt, sql`now() - interval '1 hour'`));
    },
  };
}

export type QrLoginService = ReturnType<typeof createQrLoginService>;
