import { randomUUID } from 'node:crypto';
import type { StaffMember, StaffRole } from '@portal/contract/calls/staff/staff-member';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '@portal/contract/limits';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
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
  async function fail(staff: repo.StaffRow, failure: 'LOGIN_FAILED' | 'ACCOUNT_LOCKED' | 'STAFF_ACCOUNT_DISABLED', attempt: StaffAttempt) {
    await repo.insertLoginAttempt(db, { id: randomUUID(), staffId: staff.id, success: false, failure, ...attempt });
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
     * The same answer for an unknown name and a wrong password (and the same time: the hash is
     * checked either way), a lock after LOGIN_MAX_FAILURES wrong passwords, every attempt on record.
     */
    async authenticate(loginName: string, password: string, attempt: StaffAttempt): Promise<StaffRow> {
      const staff = await repo.findByLoginName(db, loginName);
      if (staff?.lockedUntil && staff.lockedUntil.getTime() > Date.now()) {
        await fail(staff, 'ACCOUNT_LOCKED', attempt);
        throw new AppError('ACCOUNT_LOCKED');
      }
      const ok = await verifyPassword(staff?.passwordHash, password);
      if (!staff) throw new AppError('LOGIN_FAILED');
      if (!ok) {
        const after = await repo.recordFailure(db, staff.id, LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES);
        await fail(staff, 'LOGIN_FAILED', attempt);
        if (after.lockedUntil && after.lockedUntil.getTime() > Date.now()) throw new AppError('ACCOUNT_LOCKED');
        // Unlike the customer login, no "N tries left": it would tell a guesser the name exists.
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
