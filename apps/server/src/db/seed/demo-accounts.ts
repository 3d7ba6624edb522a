import type { AppConfig } from '../../config.ts';
import type { Db } from '../client.ts';
import { enterprises, staffAccounts, userEnterprises, users } from '../schema/identity.ts';
import { systemParams } from '../schema/system.ts';
import { hashPassword } from '../../modules/users/password-hash.ts';
import { claimSeedMark, hasSeedMark } from './seed-marks.ts';

/** The seed mark of the demo accounts (migration 0014 writes it for databases that had them). */
export const DEMO_ACCOUNTS_MARK = 'demo_accounts';
/** Claimed by the first seed of a version that keeps seed marks. */
const FIRST_SEED_MARK = 'first_seed';

/**
 * Demo accounts of the README. Their passwords are public demo data: production never seeds
 * them unless SEED_DEMO=true (a demo server).
 */
export const DEMO_CUSTOMERS = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    userNo: '6200000001',
    loginName: 'demo_person',
    password: 'Demo@2026',
    phone: '13800138001',
    userType: 'personal',
    realName: '王晓明',
    weak: false,
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    userNo: '6200000002',
    loginName: 'demo_corp',
    password: 'Corp@2026',
    phone: '13800138002',
    userType: 'enterprise',
    realName: '李建国',
    weak: false,
    enterprise: { id: 'E100000001', name: '鼎信示范科技有限公司', creditCode: '91440300MA5G8K2Q7T' },
  },
  // staff and account relationships (issue 23): a second director checks demo_corp's staff
  // changes (maker-checker), and demo_clerk is a registered user the journey adds as staff.
  {
    id: '00000000-0000-4000-8000-000000000003',
    userNo: '6200000003',
    loginName: 'demo_corp2',
    password: 'Corp2@2026',
    phone: '13800138003',
    userType: 'enterprise',
    realName: '赵敏华',
    weak: true,
    enterprise: { id: 'E100000001', name: '鼎信示范科技有限公司', creditCode: '91440300MA5G8K2Q7T' },
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    userNo: '6200000004',
    loginName: 'demo_clerk',
    password: 'Clerk@2026',
    phone: '13800138004',
    userType: 'enterprise',
    realName: '孙丽',
    weak: true,
  },
  // end staff and account relationships
] as const;

export const DEMO_STAFF = [
  { id: 'staff-agent-01', loginName: 'agent01', password: 'Agent@2026', displayName: '客服坐席 张敏', role: 'agent' },
  { id: 'staff-agent-02', loginName: 'agent02', password: 'Agent@2026', displayName: '客服坐席 李娜', role: 'agent' },
  { id: 'staff-operator-01', loginName: 'operator01', password: 'Oper@2026', displayName: '运营人员 陈静', role: 'operator' },
  // A second operator for the checker's half of maker-checker reviews (open-platform production keys).
  { id: 'staff-operator-02', loginName: 'operator02', password: 'Oper@2026', displayName: '运营人员 王磊', role: 'operator' },
] as const;

/** Seeds the demo accounts only when asked: SEED_DEMO, or unset and not production. */
export function demoAccountsWanted(config: Pick<AppConfig, 'SEED_DEMO' | 'NODE_ENV'>): boolean {
  return config.SEED_DEMO ?? config.NODE_ENV !== 'production';
}

/**
 * Creates the demo accounts once in a database's life (issue 18): the mark is written in the
 * same transaction as the accounts, so an account an operator deleted, or whose password was
 * changed, is never created or reset again, and two instances starting together create them
 * once. Returns the login names it created.
 */
export async function seedDemoAccounts(db: Db): Promise<string[]> {
  if (await hasSeedMark(db, DEMO_ACCOUNTS_MARK)) return [];
  // Hashed before the transaction: five argon2 hashes would hold its locks for a quarter second.
  const customerHashes = await Promise.all(DEMO_CUSTOMERS.map((demo) => hashPassword(demo.password)));
  const staffHashes = await Promise.all(DEMO_STAFF.map((demo) => hashPassword(demo.password)));
  return db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, DEMO_ACCOUNTS_MARK))) return [];
    const created: string[] = [];
    for (const [i, demo] of DEMO_CUSTOMERS.entries()) {
      const inserted = await tx
        .insert(users)
        .values({
          id: demo.id,
          userNo: demo.userNo,
          loginName: demo.loginName,
          phone: demo.phone,
          userType: demo.userType,
          realName: demo.realName,
          weak: demo.weak,
          passwordHash: customerHashes[i]!,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length === 0) continue;
      if ('enterprise' in demo) {
        await tx.insert(enterprises).values({ ...demo.enterprise, authStatus: 'ST' }).onConflictDoNothing();
        await tx.insert(userEnterprises).values({ userId: demo.id, enterpriseId: demo.enterprise.id, role: 'director' });
      }
      created.push(demo.loginName);
    }
    for (const [i, demo] of DEMO_STAFF.entries()) {
      const inserted = await tx
        .insert(staffAccounts)
        .values({ id: demo.id, loginName: demo.loginName, displayName: demo.displayName, role: demo.role, passwordHash: staffHashes[i]! })
        .onConflictDoNothing()
        .returning({ id: staffAccounts.id });
      if (inserted.length > 0) created.push(demo.loginName);
    }
    return created;
  });
}

/**
 * Before seed marks existed, every start re-created the demo accounts: a database seeded by such
 * a version has had them, and migration 0014 marked only those that still held them. Called
 * first by the seed; the first seed of this version claims FIRST_SEED_MARK before writing
 * anything, so seeded rows without that mark were written by an older version.
 */
export async function markDemoAccountsOfOlderSeeds(db: Db): Promise<void> {
  if (!(await claimSeedMark(db, FIRST_SEED_MARK))) return;
  const seededBefore = (await db.select({ key: systemParams.key }).from(systemParams).limit(1)).length > 0;
  if (seededBefore) await claimSeedMark(db, DEMO_ACCOUNTS_MARK);
}
