import { randomUUID } from 'node:crypto';
import type { StaffMember, StaffRole } from '@portal/contract/calls/staff/staff-member';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createPasswordGate } from '../security/password-gate.ts';
import { verifyPassword } from '../users/password-hash.ts';
import * as repo from './repo.ts';

export type StaffRow = repo.StaffRow;

export interface StaffAttempt {
  ip: string;
  device: string;
  /** The browser's device cookie (security/login-devices.ts), if it sent one. */
  deviceCookie: string | undefined;
}

/** Logins shown on the staff member's own page. */
const RECENT_LOGINS_SHOWN = 10;

type StaffFailure = 'LOGIN_FAILED' | 'ACCOUNT_LOCKED' | 'STAFF_ACCOUNT_DISABLED';

/**
 * Bank staff (agents and operators): authentication behind the customers' gate (the same locks
 * and device cookies, counted apart), and what the staff page shows. Staff never pass through
 * the customer service, nor the reverse.
 */
export function createStaffService(db: Db) {
  const gate = createPasswordGate(db, 'staff', {
    recordFailure: (staffId, at) => repo.recordFailure(db, staffId, at),
    findById: (staffId) => repo.findById(db, staffId),
    clearFailures: (staffId) => repo.clearFailures(db, staffId),
  });

  /** Puts an attempt on the staff login history: a success, or the failure named. */
  const history = (staff: repo.StaffRow, attempt: StaffAttempt, failure?: StaffFailure) =>
    repo.insertLoginAttempt(db, { id: randomUUID(), staffId: staff.id, success: !failure, failure, ip: attempt.ip, device: attempt.device });

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
     * counted under a keyed digest of it), by the customers' rule (security/password-gate.ts).
     * Every wrong password from an unknown device also counts against the client address; every
     * attempt is on record.
     */
    async authenticate(loginName: string, password: string, attempt: StaffAttempt): Promise<StaffRow> {
      const staff = await repo.findByLoginName(db, loginName);
      const admitted = await gate.admit({
        account: staff,
        login: loginName,
        ip: attempt.ip,
        deviceCookie: attempt.deviceCookie,
        record: (account, failure) => history(account, attempt, failure),
      });
      const ok = await verifyPassword(staff?.passwordHash, password);
      if (!staff || !ok) {
        await gate.wrong(admitted);
        // Unlike the customer login, no "N tries left": staff names are not for the public to test at all.
        throw new AppError('LOGIN_FAILED');
      }
      // Checked after the password, so a guesser learns nothing about disabled accounts.
      if (staff.status !== 'active') {
        await history(staff, attempt, 'STAFF_ACCOUNT_DISABLED');
        throw new AppError('STAFF_ACCOUNT_DISABLED');
      }
      return staff;
    },

    /** After a login: on record, an unknown device's count cleared, and the device cookie for the reply to set. */
    async recordSuccess(staff: StaffRow, attempt: StaffAttempt): Promise<string> {
      const deviceCookie = await gate.loggedIn(staff, attempt.deviceCookie);
      await history(staff, attempt);
      return deviceCookie;
    },

    async recentLogins(staffId: string) {
      const rows = await repo.recentLogins(db, staffId, RECENT_LOGINS_SHOWN);
      return rows.map((r) => ({ at: r.at.toISOString(), success: r.success, failure: r.failure, ip: r.ip, device: r.device }));
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
