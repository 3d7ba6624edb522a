import { randomInt, randomUUID } from 'node:crypto';
import type { SessionUser } from '@portal/contract/calls/session/session-user';
import { ERRORS } from '@portal/contract/errors';
import { mask } from '@portal/contract/validate/mask';
import { validatePasswordRule1 } from '@portal/contract/validate/password';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { createPasswordChecks, type Attempt } from './password-checks.ts';
import * as repo from './repo.ts';
import { toSessionUser } from './session-user.ts';

export type UserRow = repo.UserRow;

export interface NewUser {
  userType: 'personal' | 'enterprise';
  loginName: string;
  realName: string;
  phone: string;
  password: string;
  enterpriseName?: string | undefined;
  creditCode?: string | undefined;
}

export type { Attempt } from './password-checks.ts';

const LOGIN_HISTORY_SHOWN = 20;

/** A ten-digit user number with no leading zero, as on the bank's statements. */
const newUserNo = () => String(randomInt(1_000_000_000, 10_000_000_000));
const newEnterpriseNo = () => `E${randomInt(100_000_000, 1_000_000_000)}`;

/** The duplicate a unique index refused, when the race between check and insert was lost. */
function duplicateOf(err: unknown): 'LOGIN_NAME_TAKEN' | 'PHONE_TAKEN' | 'CREDIT_CODE_TAKEN' | undefined {
  const text = String((err as { cause?: unknown })?.cause ?? err);
  if (text.includes('users_login_name_live_idx')) return 'LOGIN_NAME_TAKEN';
  if (text.includes('users_phone_live_idx')) return 'PHONE_TAKEN';
  if (text.includes('enterprises_credit_code_unique')) return 'CREDIT_CODE_TAKEN';
  return undefined;
}

export function checkPasswordRule1(password: string, field = 'password'): void {
  const result = validatePasswordRule1(password);
  if (!result.ok) throw new AppError('PASSWORD_RULE', { message: result.message, field });
}

/** Customers: registration, authentication, profile and password. */
export function createUserService(db: Db) {
  const passwords = createPasswordChecks(db);

  async function sessionUser(user: UserRow): Promise<SessionUser> {
    const [[enterprise], certNotAfter] = await Promise.all([repo.enterprisesOf(db, user.id), repo.certificateEndOf(db, user.id)]);
    return toSessionUser(user, enterprise, certNotAfter);
  }

  return {
    sessionUser,

    async findLive(userId: string): Promise<UserRow | undefined> {
      const user = await repo.findById(db, userId);
      return user && user.status !== 'cancelled' ? user : undefined;
    },

    /** The customer of a live session; one cancelled meanwhile is logged out. */
    async requireLive(userId: string): Promise<UserRow> {
      const user = await repo.findById(db, userId);
      if (!user || user.status === 'cancelled') throw new AppError('NOT_LOGGED_IN');
      return user;
    },

    findLiveByPhone: (phone: string) => repo.findLiveByPhone(db, phone),

    /** The live account a user name (any case) or phone belongs to. */
    findLiveByLogin: (login: string) => repo.findLiveByLogin(db, login),

    /** Refuses a name, phone or enterprise that is already registered, before any code is spent. */
    async assertRegistrable(input: Pick<NewUser, 'loginName' | 'phone' | 'creditCode'>): Promise<void> {
      if (await repo.loginNameTaken(db, input.loginName)) throw new AppError('LOGIN_NAME_TAKEN', { field: 'loginName' });
      if (await repo.findLiveByPhone(db, input.phone)) throw new AppError('PHONE_TAKEN', { field: 'phone' });
      if (input.creditCode && (await repo.creditCodeTaken(db, input.creditCode))) {
        throw new AppError('CREDIT_CODE_TAKEN', { field: 'creditCode' });
      }
    },

    /** Creates the user (and enterprise) in one transaction: nothing is half-created. */
    async register(input: NewUser): Promise<UserRow> {
      checkPasswordRule1(input.password);
      const passwordHash = await hashPassword(input.password);
      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          await repo.insertUser(tx, {
            id,
            userNo: newUserNo(),
            loginName: input.loginName,
            phone: input.phone,
            userType: input.userType,
            realName: input.realName,
            passwordHash,
          });
          if (input.userType === 'enterprise' && input.enterpriseName && input.creditCode) {
            const enterpriseId = newEnterpriseNo();
            await repo.insertEnterprise(tx, { id: enterpriseId, name: input.enterpriseName, creditCode: input.creditCode });
            await repo.linkEnterprise(tx, id, enterpriseId, 'director');
          }
        });
      } catch (err) {
        const duplicate = duplicateOf(err);
        if (duplicate) throw new AppError(duplicate);
        throw err;
      }
      return (await repo.findById(db, id))!;
    },

    /** Password login (portal and workspace); see password-checks.ts for the lock. */
    authenticate: passwords.authenticate,

    /** A logged-in customer's password before a sensitive step; wrong ones count toward the lock. */
    checkCurrentPassword: passwords.checkCurrent,

    /**
     * After any login (password, SMS, QR …): the success on record, an unknown device's count
     * cleared, and the browser's device cookie with a fresh entry for the user, which the reply sets.
     */
    recordSuccess: passwords.loggedIn,

    async profile(user: UserRow) {
      const enterprises = await repo.enterprisesOf(db, user.id);
      return {
        usrNo1: user.userNo,
        loginName: user.loginName,
        userType: user.userType as 'personal' | 'enterprise',
        realName: user.realName,
        phone: mask(user.phone),
        email: user.email,
        registeredAt: user.createdAt.toISOString(),
        passwordChangedAt: user.passwordChangedAt.toISOString(),
        weak: user.weak,
        enterprises: enterprises.map((e) => ({
          name: e.name,
          creditCode: mask(e.creditCode, 4, 4),
          role: e.role as 'director' | 'operator',
          authStatus: e.authStatus as 'DS' | 'ST' | 'SJ' | 'YC' | 'DT',
        })),
      };
    },

    async loginHistory(userId: string) {
      const rows = await repo.recentLogins(db, userId, LOGIN_HISTORY_SHOWN);
      return rows.map((r) => ({ at: r.at.toISOString(), method: r.method, success: r.success, ip: r.ip, device: r.device }));
    },

    async changePassword(user: UserRow, oldPassword: string, newPassword: string, attempt: Attempt): Promise<void> {
      await passwords.checkCurrent(user, oldPassword, attempt, 'oldPassword', ERRORS.OLD_PASSWORD_WRONG.msg);
      checkPasswordRule1(newPassword, 'newPassword');
      if (oldPassword === newPassword) throw new AppError('SAME_PASSWORD', { field: 'newPassword' });
      await repo.updatePassword(db, user.id, await hashPassword(newPassword));
    },

    /**
     * A new password after the caller proved identity another way (SMS code, face check) and
     * applied the rule of its flow. Counts as a password change and clears a lock.
     */
    async setPassword(user: UserRow, newPassword: string): Promise<void> {
      await repo.updatePassword(db, user.id, await hashPassword(newPassword));
    },

    /** Refuses the current password as the new one; flows call it before spending a code. */
    async assertNotCurrentPassword(user: UserRow, newPassword: string): Promise<void> {
      if (await verifyPassword(user.passwordHash, newPassword)) throw new AppError('SAME_PASSWORD', { field: 'newPassword' });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
