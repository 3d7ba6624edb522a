import { randomUUID } from 'node:crypto';
import type { StaffMember, StaffRole } from '@portal/contract/calls/staff/staff-member';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { LockState } from '../security/login-lock.ts';
import { accountLockState, accountLockedError, createPasswordAttempts } from '../security/password-attempts.ts';
import { verifyPassword } from '../users/password-hash.ts';
import * as repo from './repo.ts';

export type StaffRow = repo.StaffRow;

export interface StaffAttempt {
  ip: string;
  device: string;
}

/** Logins shown on the staff member's own page. */
const RECENT_LOGINS_SHOWN = 10;

/**
 * Bank staff (agents and operators): authentication with the customers' lock rule, and what
 * the staff page shows. Staff never pass through the customer service, nor the reverse.
 */
export function createStaffService(db: Db) {
  const attempts = createPasswordAttempts(db, 'staff');

  async function fail(staff: repo.StaffRow, failure: 'LOGIN_FAILED' | 'ACCOUNT_LOCKED' | 'STAFF_ACCOUNT_DISABLED', attempt: StaffAttempt) {
    await repo.insertLoginAttempt(db, { id: randomUUID(), staffId: staff.id, success: false, failure, ...attempt });
  }

  /** Counts a wrong password of a real staff account; the state after it (locked meanwhile counts as locked). */
  async function accountFailed(staff: repo.StaffRow, at: Date, attempt: StaffAttempt): Promise<LockState> {
    const after = await repo.recordFailure(db, staff.id, at);
    await fail(staff, 'LOGIN_FAILED', attempt);
    return accountLockState(after ?? (await repo.findById(db, staff.id)) ?? staff, at);
  }

  return {
    /** A staff member who may hold a session: exists and is active. */
    async findActive(staffId: string): Promise<StaffRow | undefined> {
      const staff = await repo.findById(db, staffId);
      return staff?.status === 'active' ? staff : undefined;
    },

    member(staff: StaffRow): StaffMember {
      return { loginName: staff.loginName, displayName: staff.displayName, role: staff.role as StaffRole };
    },

    /**
     * The same answer for an unknown name and a wrong password: the same time (the hash is
     * checked either way), the same message, and the same lock (an unknown name's failures are
     * counted under a keyed digest of it), by the customers' rule (security/login-lock.ts).
     * Every wrong password also counts against the client address; every attempt is on record.
     */
    async authenticate(loginName: string, password: string, attempt: StaffAttempt): Promise<StaffRow> {
      const at = new Date();
      await attempts.assertAddressOpen(attempt.ip, at);
      const staff = await repo.findByLoginName(db, loginName);
      const before = staff ? accountLockState(staff, at) : await attempts.unknownNameState(loginName, at);
      if (before.lockedUntil) {
        if (staff) await fail(staff, 'ACCOUNT_LOCKED', attempt);
        throw accountLockedError(before.lockedUntil, at, 'staff');
      }
      const ok = await verifyPassword(staff?.passwordHash, password);
      if (!staff || !ok) {
        await attempts.addressFailed(attempt.ip, at);
        const after = staff ? await accountFailed(staff, at, attempt) : await attempts.unknownNameFailed(loginName, at);
        if (after.lockedUntil) throw accountLockedError(after.lockedUntil, at, 'staff');
        // Unlike the customer login, no "N tries left": staff names are not for the public to test at all.
        throw new AppError('LOGIN_FAILED');
      }
      // Checked after the password, so a guesser learns nothing about disabled accounts.
      if (staff.status !== 'active') {
        await fail(staff, 'STAFF_ACCOUNT_DISABLED', attempt);
        throw new AppError('STAFF_ACCOUNT_DISABLED');
      }
      return staff;
    },

    async recordSuccess(staff: StaffRow, attempt: StaffAttempt): Promise<void> {
      if (staff.failedLogins > 0 || staff.lockedUntil) await repo.clearFailures(db, staff.id);
      await repo.insertLoginAttempt(db, { id: randomUUID(), staffId: staff.id, success: true, ...attempt });
    },

    async recentLogins(staffId: string) {
      const rows = await repo.recentLogins(db, staffId, RECENT_LOGINS_SHOWN);
      return rows.map((r) => ({ at: r.at.toISOString(), success: r.success, failure: r.failure, ip: r.ip, device: r.device }));
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
