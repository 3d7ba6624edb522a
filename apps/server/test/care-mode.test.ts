import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { setCareMode } from '@portal/contract/calls/personal/care-mode';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { ERRORS } from '@portal/contract/errors';
import { DEMO_CUSTOMERS } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const [person] = DEMO_CUSTOMERS;

async function loggedIn(): Promise<{ tab: BrowserSession; careMode: boolean | null }> {
  const tab = browserSession(server);
  const reply = await tab.call(passwordLogin, { loginName: person!.loginName, password: tab.secret(person!.password), captchaVerification: await passSliderCaptcha(server) });
  tab.setToken(reply.token);
  return { tab, careMode: reply.userInfo.careMode };
}

describe('关怀模式 per account (issue 38)', () => {
  it('is unset until chosen, then follows the customer to every session and the status poll', async () => {
    const first = await loggedIn();
    expect(first.careMode).toBeNull();
    expect((await first.tab.call(getUserStatus, {})).result?.careMode).toBeNull();

    expect(await first.tab.call(setCareMode, { careMode: true })).toEqual({ careMode: true });
    // The poll this tab already made is not served from memory after the change.
    expect((await first.tab.call(getUserStatus, {})).result?.careMode).toBe(true);

    // A later login (which takes the first session over) brings the choice along.
    const second = await loggedIn();
    expect(second.careMode).toBe(true);
    await second.tab.call(setCareMode, { careMode: false });
    expect((await second.tab.call(getUserStatus, {})).result?.careMode).toBe(false);
  });

  it('belongs to a logged-in customer: a visitor is refused, and a value that is not a yes or no too', async () => {
    const visitor = browserSession(server);
    expect((await failure(visitor.call(setCareMode, { careMode: true }))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const { tab } = await loggedIn();
    expect((await failure(tab.call(setCareMode, { careMode: 'yes' as unknown as boolean }))).code).toBe(ERRORS.VALIDATION.code);
  });
});
