import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { enterprises, staffAccounts, userEnterprises, users } from '../schema/identity.ts';
import { hashPassword } from '../../modules/users/password-hash.ts';

/**
 * Demo accounts of the README, created once when missing. Their passwords are public demo
 * data: a bank deploying the portal removes these rows (or never runs with them).
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
] as const;

export const DEMO_STAFF = [
  { id: 'staff-agent-01', loginName: 'agent01', password: 'Agent@2026', displayName: '客服坐席 张敏', role: 'agent' },
  { id: 'staff-agent-02', loginName: 'agent02', password: 'Agent@2026', displayName: '客服坐席 李娜', role: 'agent' },
  { id: 'staff-operator-01', loginName: 'operator01', password: 'Oper@2026', displayName: '运营人员 陈静', role: 'operator' },
] as const;

/** Creates the demo accounts that are missing; returns the login names it created. */
export async function seedDemoAccounts(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const demo of DEMO_CUSTOMERS) {
    if ((await db.select({ id: users.id }).from(users).where(eq(users.id, demo.id))).length > 0) continue;
    const passwordHash = await hashPassword(demo.password);
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: demo.id,
        userNo: demo.userNo,
        loginName: demo.loginName,
        phone: demo.phone,
        userType: demo.userType,
        realName: demo.realName,
        weak: demo.weak,
        passwordHash,
      });
      if ('enterprise' in demo) {
        await tx.insert(enterprises).values({ ...demo.enterprise, authStatus: 'ST' }).onConflictDoNothing();
        await tx.insert(userEnterprises).values({ userId: demo.id, enterpriseId: demo.enterprise.id, role: 'director' });
      }
    });
    created.push(demo.loginName);
  }
  for (const demo of DEMO_STAFF) {
    if ((await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.id, demo.id))).length > 0) continue;
    await db.insert(staffAccounts).values({
      id: demo.id,
      loginName: demo.loginName,
      displayName: demo.displayName,
      role: demo.role,
      passwordHash: await hashPassword(demo.password),
    });
    created.push(demo.loginName);
  }
  return created;
}
