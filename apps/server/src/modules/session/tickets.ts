import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { LOGIN_TICKET_SECONDS } from '@portal/contract/limits';
import type { Db } from '../../db/client.ts';
import { loginTickets } from '../../db/schema/sessions.ts';
import { hashSessionId } from './service.ts';

/**
 * One-time login tickets (`st`): another login front end (open identity, workspace) proves who
 * the user is and hands the browser a ticket; `isLogin` spends it for a session (§4).
 */
export function createLoginTicketService(db: Db) {
  return {
    async issue(userId: string, method: string): Promise<string> {
      const ticket = randomBytes(32).toString('base64url');
      await db.insert(loginTickets).values({
        ticketHash: hashSessionId(ticket),
        userId,
        method,
        expiresAt: new Date(Date.now() + LOGIN_TICKET_SECONDS * 1000),
      });
      return ticket;
    },

    /** Spends a ticket once; a second redemption, or one after expiry, finds nothing. */
    async redeem(ticket: string): Promise<{ userId: string; method: string } | undefined> {
      const rows = await db
        .update(loginTickets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(loginTickets.ticketHash, hashSessionId(ticket)), isNull(loginTickets.usedAt), gt(loginTickets.expiresAt, sql`now()`)))
        .returning({ userId: loginTickets.userId, method: loginTickets.method });
      return rows[0];
    },

    async sweep(): Promise<void> {
      await db.delete(loginTickets).where(or(lt(loginTickets.expiresAt, sql`now() - interval '1 hour'`)));
    },
  };
}

export type LoginTicketService = ReturnType<typeof createLoginTicketService>;
