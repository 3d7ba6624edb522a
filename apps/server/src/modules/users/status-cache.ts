import type { Database } from '../../db/client.ts';
import { readSessionWithUser } from './status-read.ts';

type StatusRead = NonNullable<Awaited<ReturnType<typeof readSessionWithUser>>>;

export const SESSION_CHANNEL = 'portal_session_change';
export const USER_CHANNEL = 'portal_user_change';

/** Entries are dropped on every change notice; the age limit only guards against a lost one. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 100_000;

/**
 * The status poll's reads, kept in memory until the database says the session, its customer
 * or the customer's enterprises changed (triggers NOTIFY on every write, from any instance).
 * Idle and age expiry are computed from the kept row at each read, so they need no notice.
 * While the change feed is down nothing is kept or served from memory.
 */
export async function createStatusCache(database: Database) {
  const entries = new Map<string, { read: StatusRead; at: number }>();
  const byUser = new Map<string, Set<string>>();
  let ready = false;
  /** Bumped by every change: a read that started before a change must not be kept after it. */
  let epoch = 0;

  const forgetSession = (idHash: string) => {
    const entry = entries.get(idHash);
    entries.delete(idHash);
    const userId = entry?.read.user?.id;
    if (userId) byUser.get(userId)?.delete(idHash);
  };
  const forgetUser = (userId: string) => {
    for (const idHash of byUser.get(userId) ?? []) entries.delete(idHash);
    byUser.delete(userId);
  };
  const forgetAll = () => {
    entries.clear();
    byUser.clear();
  };

  const stop = await database.listen([SESSION_CHANNEL, USER_CHANNEL], {
    onNotify(channel, payload) {
      epoch++;
      if (channel === SESSION_CHANNEL) forgetSession(payload);
      else forgetUser(payload);
    },
    onReady() {
      epoch++;
      forgetAll();
      ready = true;
    },
    onLost() {
      ready = false;
      epoch++;
      forgetAll();
    },
  });

  return {
    async read(idHash: string): Promise<StatusRead | undefined> {
      const kept = entries.get(idHash);
      if (kept && Date.now() - kept.at < MAX_AGE_MS) return kept.read;
      const startedAt = epoch;
      const read = await readSessionWithUser(database.db, idHash);
      if (read && ready && startedAt === epoch) {
        if (entries.size >= MAX_ENTRIES) forgetAll();
        entries.set(idHash, { read, at: Date.now() });
        const userId = read.user?.id;
        if (userId) byUser.set(userId, (byUser.get(userId) ?? new Set()).add(idHash));
      }
      return read;
    },
    /** For writes this process makes, so its own next read never waits for the notice. */
    forgetSession,
    forgetUser,
    async stop() {
      // The database may already be closing; a subscription on it ends with it either way.
      await stop().catch(() => {});
    },
  };
}

export type StatusCache = Awaited<ReturnType<typeof createStatusCache>>;
