import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@portal/contract/calls/staff/staff-member';
import { isLoginName } from '@portal/contract/validate/login-name';
import { isPasswordRule1, PASSWORD_RULE1_SYMBOLS } from '@portal/contract/validate/password';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/contract/limits';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../users/password-hash.ts';
import { insertStaffAccount } from './accounts-repo.ts';
import { findByLoginName } from './repo.ts';

const DISPLAY_NAME_MAX_LENGTH = 40;

/** Why an account was not created, in Chinese and English: the reader is the bank's administrator. */
export const STAFF_ACCOUNT_REFUSALS = {
  LOGIN_NAME: {
    zh: '员工账号须为6-20位，以字母开头，只能包含字母、数字和下划线',
    en: 'the login name must be 6-20 letters, digits or underscores, starting with a letter',
  },
  DISPLAY_NAME: {
    zh: `姓名不能为空，且不超过${DISPLAY_NAME_MAX_LENGTH}个字符`,
    en: `the display name must not be empty nor longer than ${DISPLAY_NAME_MAX_LENGTH} characters`,
  },
  ROLE: { zh: '角色须为 agent（客服坐席）或 operator（运营人员）', en: 'the role must be agent or operator' },
  PASSWORD_RULE: {
    zh: VALIDATION_MESSAGES.passwordRule1,
    en: `the password must be ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters with at least one digit, one letter and one of ${PASSWORD_RULE1_SYMBOLS}, and nothing else`,
  },
  TAKEN: { zh: '该员工账号已存在（账号不区分大小写）', en: 'a staff account with this login name already exists (names ignore case)' },
} as const;

export type StaffAccountRefusal = keyof typeof STAFF_ACCOUNT_REFUSALS;

export class StaffAccountRefused extends Error {
  constructor(readonly reason: StaffAccountRefusal) {
    super(`${STAFF_ACCOUNT_REFUSALS[reason].zh} / ${STAFF_ACCOUNT_REFUSALS[reason].en}`);
    this.name = 'StaffAccountRefused';
  }
}

export interface NewStaffAccount {
  loginName: string;
  displayName: string;
  role: string;
  password: string;
}

const isStaffRole = (role: string): role is StaffRole => Object.hasOwn(STAFF_ROLES, role);

/** A unique index refused the login name: another account took it between check and insert. */
const isDuplicate = (err: unknown): boolean => {
  const cause = (err as { cause?: { code?: unknown } })?.cause;
  return (err as { code?: unknown })?.code === '23505' || cause?.code === '23505';
};

/**
 * Creates an active staff account (`npm run staff:create`). Staff passwords follow rule 1, the
 * rule of the customers' registration and of the demo staff passwords; login names the rule of
 * customer user names, and no two differ by case only (the staff login ignores case).
 */
export async function createStaffAccount(db: Db, input: NewStaffAccount): Promise<{ id: string; role: StaffRole }> {
  const displayName = input.displayName.trim();
  if (!isLoginName(input.loginName)) throw new StaffAccountRefused('LOGIN_NAME');
  if (!displayName || displayName.length > DISPLAY_NAME_MAX_LENGTH) throw new StaffAccountRefused('DISPLAY_NAME');
  if (!isStaffRole(input.role)) throw new StaffAccountRefused('ROLE');
  if (!isPasswordRule1(input.password)) throw new StaffAccountRefused('PASSWORD_RULE');
  if (await findByLoginName(db, input.loginName)) throw new StaffAccountRefused('TAKEN');
  const id = `staff-${randomUUID()}`;
  try {
    await insertStaffAccount(db, {
      id,
      loginName: input.loginName,
      displayName,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    });
  } catch (err) {
    if (isDuplicate(err)) throw new StaffAccountRefused('TAKEN');
    throw err;
  }
  return { id, role: input.role };
}
