import { staffLogin } from '@portal/contract/calls/staff/staff-login';
import type { BrowserSession } from './browser-session.ts';
import { passSliderCaptcha } from './slider-captcha.ts';
import type { TestServer } from './test-app.ts';

/** Logs a staff member in on `tab` (slider passed, password SM2-encrypted) and keeps the token. */
export async function logInStaff(server: TestServer, tab: BrowserSession, who: { loginName: string; password: string }) {
  const reply = await tab.call(staffLogin, { loginName: who.loginName, password: tab.secret(who.password), captchaVerification: await passSliderCaptcha(server) });
  tab.setToken(reply.token);
  return reply;
}
