import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ACCOUNT_LOCK } from './login-lock.ts';

/** The lock columns that `users` and `staff_accounts` both have (migration 0014 added last_failed_at). */
export interface LockColumns {
  failedLogins: PgColumn;
  lastFailedAt: PgColumn;
  lockedUntil: PgColumn;
}

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * The new values of an account's lock columns after a wrong password at `at`, in one UPDATE so
 * that parallel failures all count: the count goes on within the reset time of the last failure
 * and starts again at one after it, and from the threshold on the lock grows by one increment
 * per failure up to the maximum (login-lock.ts has the same rule for the other counters).
 */
export function failureValues(t: LockColumns, at: Date): Record<'failedLogins' | 'lastFailedAt' | 'lockedUntil', SQL> {
  const { maxFailures, waitIncrementMs, maxWaitMs, resetAfterMs } = ACCOUNT_LOCK;
  const count = sql`(case when ${t.lastFailedAt} > ${instant(new Date(at.getTime() - resetAfterMs))} then ${t.failedLogins} + 1 else 1 end)`;
  const waitMs = sql`least(${waitIncrementMs}::int * (${count} - ${maxFailures}::int + 1), ${maxWaitMs}::int)`;
  return {
    failedLogins: count,
    lastFailedAt: instant(at),
    lockedUntil: sql`case when ${count} >= ${maxFailures}::int then ${instant(at)} + ${waitMs} * interval '1 millisecond' else null end`,
  };
}

/** Only an account that is not locked at `at` counts a failure: attempts refused by a lock never lengthen it. */
export function notLockedAt(t: LockColumns, at: Date): SQL {
  return sql`(${t.lockedUntil} is null or ${t.lockedUntil} <= ${instant(at)})`;
}

/** What a success (or a new password) leaves: no failures, no lock. */
export const clearedLock = { failedLogins: 0, lastFailedAt: null, lockedUntil: null } as const;
