import { LOGIN_TICKET_SECONDS } from '@portal/contract/limits';
import type { UnifiedEntry, UnifiedSystemInfo } from '@portal/contract/calls/unified-login/unified-login';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { LoginTicketService } from '../session/tickets.ts';
import * as repo from './repo.ts';

/** The ticket's `method`: which system it was issued for, so a redemption can tell. */
export const unifiedTicketMethod = (systemCode: string) => `unify:${systemCode}`;

/** The system's address with the ticket as `st`, keeping its own query and fragment. */
export function withTicket(url: string, st: string): string {
  const hash = url.indexOf('#');
  const [base, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}st=${encodeURIComponent(st)}${fragment}`;
}

function info(row: { code: string; name: string; description: string; icon: string }): UnifiedSystemInfo {
  return { code: row.code, name: row.name, description: row.description, icon: row.icon };
}

/** Unified login: which bank systems a customer may enter, and the tickets to enter them. */
export function createUnifiedLoginService(db: Db, tickets: LoginTicketService) {
  return {
    async infoList(userType: string): Promise<UnifiedSystemInfo[]> {
      return (await repo.visibleSystems(db, userType)).map(info);
    },

    /** Most recently entered first; never-entered ones after, in the bank's order. */
    async entryList(userId: string, userType: string): Promise<UnifiedEntry[]> {
      const [systems, visits] = await Promise.all([repo.visibleSystems(db, userType), repo.lastVisits(db, userId)]);
      const entries = systems.map((s) => ({ ...info(s), lastEnteredAt: visits.get(s.code)?.toISOString() ?? null }));
      const rank = (e: UnifiedEntry) => (e.lastEnteredAt ? Date.parse(e.lastEnteredAt) : 0);
      return entries.map((e, i) => ({ e, i })).sort((a, b) => rank(b.e) - rank(a.e) || a.i - b.i).map(({ e }) => e);
    },

    async generateSt(userId: string, userType: string, systemCode: string) {
      const system = await repo.visibleSystem(db, userType, systemCode);
      if (!system) throw new AppError('UNIFIED_SYSTEM_UNAVAILABLE', { field: 'systemCode' });
      const st = await tickets.issue(userId, unifiedTicketMethod(system.code));
      await repo.recordVisit(db, userId, system.code);
      return { st, entryUrl: withTicket(system.url, st), expiresIn: LOGIN_TICKET_SECONDS };
    },
  };
}
