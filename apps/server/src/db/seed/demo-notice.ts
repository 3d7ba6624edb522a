import { DEMO_CUSTOMERS, DEMO_STAFF } from './demo-accounts.ts';

/** The first-start message listing the demo accounts just created (also in README). */
export function demoAccountsNotice(created: string[]): string {
  const rows = [
    ...DEMO_CUSTOMERS.map((a) => `  ${a.userType === 'enterprise' ? '企业用户' : '个人用户'}  ${a.loginName} / ${a.password}  手机 ${a.phone}`),
    ...DEMO_STAFF.map((a) => `  ${a.role === 'agent' ? '客服坐席' : '运营人员'}  ${a.loginName} / ${a.password}`),
  ].filter((row) => created.some((name) => row.includes(` ${name} `)));
  return `已创建演示账户（仅供体验，正式部署前请删除）：\n${rows.join('\n')}`;
}
