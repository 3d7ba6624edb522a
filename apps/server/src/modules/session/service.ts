import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SessionEndReason } from '@portal/contract/calls/session/session-user';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repo from './repo.ts';

export type SessionKind = 'user' | 'staff';
export type SessionRow = repo.SessionRow;

export type SessionState =
  | { live: true; session: SessionRow }
  | { live: false; endReason: SessionEndReason | null };

export interface StartSession {
  kind: SessionKind;
  principalId: string;
  method: string;
  ip: string;
  device: string;
  /** The browser's current session cookie, if any: it ends, so every login gets a new id. */
  previousCookie?: string | undefined;
}

/** A session's last activity is written at most this often, so busy tabs cost few writes. */
const TOUCH_EVERY_MS = 60_000;
/** Logins of one account racing each other; beyond this many at once, the caller is told to retry. */
const START_ATTEMPTS = 8;

export function hashSessionId(cookieValue: string): string {
  // The one-shot hash: every call of a logged-in tab hashes its cookie, and a Hash object costs more.
  return hash('sha256', cookieValue, 'base64url');
}

export function tokensEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Server-side sessions (ARCHITECTURE §5): one live session per principal, idle and absolute
 * expiry, end reasons kept for the tab that lost its session. Reading a session never writes.
 */
export interface SessionChangeListener {
  /** A session row changed (ended, touched). */
  sessionChanged(idHash: string): void;
  /** Every session of a principal may have changed. */
  principalChanged(principalId: string): void;
}

export function createSessionService(
  db: Db,
  options: { idleMs: number; maxAgeMs: number; changes?: SessionChangeListener | undefined },
) {
  const changes = options.changes;
  function stateOf(row: SessionRow | undefined, now = Date.now()): SessionState {
    if (!row) return { live: false, endReason: null };
    if (row.endedAt) return { live: false, endReason: row.endReason as SessionEndReason };
    if (row.createdAt.getTime() + options.maxAgeMs <= now) return { live: false, endReason: 'EXPIRED' };
    if (row.expiresAt.getTime() <= now) return { live: false, endReason: 'IDLE' };
    return { live: true, session: row };
  }

  return {
    async start(input: StartSession): Promise<{ cookieValue: string; csrfToken: string; maxAgeSeconds: number }> {
      const cookieValue = randomBytes(32).toString('base64url');
      const csrfToken = randomBytes(24).toString('base64url');
      const previousIdHash = input.previousCookie ? hashSessionId(input.previousCookie) : undefined;
      const row = {
        idHash: hashSessionId(cookieValue),
        kind: input.kind,
        principalId: input.principalId,
        csrfToken,
        method: input.method,
        ip: input.ip,
        device: input.device,
        expiresAt: new Date(Date.now() + options.idleMs),
      };
      // One active session per principal: an older login elsewhere learns it was taken over.
      // Two logins at once: the one whose insert meets the other's committed row tries again
      // and ends it, so the later login wins and the earlier tab is told TAKEN_OVER. Every
      // lost attempt means another login committed, so n logins at once need at most n tries.
      for (let attempt = 1; ; attempt++) {
        try {
          await repo.replaceLiveSession(db, row, previousIdHash);
          break;
        } catch (err) {
          if (!repo.lostOneLiveRace(err)) throw err;
          if (attempt >= START_ATTEMPTS) throw new AppError('SESSION_START_CONTENDED');
        }
      }
      // After the commit, so this instance's next status read sees the ended rows.
      if (previousIdHash) changes?.sessionChanged(previousIdHash);
      changes?.principalChanged(input.principalId);
      return { cookieValue, csrfToken, maxAgeSeconds: Math.floor(options.maxAgeMs / 1000) };
    },

    async state(cookieValue: string | undefined): Promise<SessionState> {
      if (!cookieValue) return { live: false, endReason: null };
      return stateOf(await repo.findSession(db, hashSessionId(cookieValue)));
    },

    stateOf,

    /** Records activity (any call but the status poll), pushing the idle deadline back. */
    async touch(row: SessionRow): Promise<void> {
      if (Date.now() - row.lastActiveAt.getTime() < TOUCH_EVERY_MS) return;
      await repo.touchSession(db, row.idHash, new Date(Date.now() + options.idleMs));
      changes?.sessionChanged(row.idHash);
    },

    async end(row: SessionRow, reason: SessionEndReason): Promise<void> {
      await repo.endSession(db, row.idHash, reason);
      changes?.sessionChanged(row.idHash);
    },

    async endAllOf(kind: SessionKind, principalId: string, reason: SessionEndReason, except?: SessionRow): Promise<number> {
      const ended = await repo.endSessionsOf(db, kind, principalId, reason, except?.idHash);
      changes?.principalChanged(principalId);
      return ended;
    },

    sweep: () => repo.sweepSessions(db, options.maxAgeMs),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
