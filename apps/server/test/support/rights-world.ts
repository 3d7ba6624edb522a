import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { DEMO_STAFF } from '../../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './browser-session.ts';
import { passSliderCaptcha } from './slider-captcha.ts';
import { logInStaff } from './staff-login.ts';
import { insertCustomer, insertEnterprise, seatDirector, seatInquirer } from './statement-ledger.ts';
import type { TestServer } from './test-app.ts';

/**
 * Two authenticated enterprises, each with a director; the first also with an inquirer; a
 * customer with no seat; and the demo operator logged in (issue 25 tests).
 */
export async function rightsWorld(server: TestServer, prefix: string) {
  const db = server.app.database.db;
  const mine = `E-${prefix}-1`;
  const theirs = `E-${prefix}-2`;
  const code = (n: number) => `91440300MA5${prefix.toUpperCase().padEnd(4, 'X').slice(0, 4)}00${n}`;
  await insertEnterprise(db, mine, '鼎信权益测试有限公司', code(1));
  await insertEnterprise(db, theirs, '别家权益测试有限公司', code(2));
  const d1 = await insertCustomer(db, `${prefix}_director`, '周主管');
  const q1 = await insertCustomer(db, `${prefix}_inquirer`, '吴查询');
  const d2 = await insertCustomer(db, `${prefix}_other`, '郑别家');
  const none = await insertCustomer(db, `${prefix}_nobody`, '王无座');
  await seatDirector(db, d1.id, mine);
  await seatDirector(db, d2.id, theirs);
  await seatInquirer(db, q1.id, mine, [], d1.id);
  const logIn = async (user: { loginName: string; password: string }): Promise<BrowserSession> => {
    const tab = browserSession(server);
    const login = await tab.call(passwordLogin, { loginName: user.loginName, password: tab.secret(user.password), captchaVerification: await passSliderCaptcha(server) });
    tab.setToken(login.token);
    return tab;
  };
  const ops = browserSession(server);
  await logInStaff(server, ops, DEMO_STAFF[2]);
  return {
    mine,
    theirs,
    users: { director: d1, inquirer: q1, other: d2, nobody: none },
    director: await logIn(d1),
    inquirer: await logIn(q1),
    otherDirector: await logIn(d2),
    seatless: await logIn(none),
    ops,
    logIn,
  };
}
