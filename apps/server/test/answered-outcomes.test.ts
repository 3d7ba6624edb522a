import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { ERRORS } from '@portal/contract/errors';
import { browserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 20 point 5: outcomes a screen handles (an unknown page code goes to /404, an unknown user
 * name is said at the login form) are answers with their code, on HTTP 200, so the browser's
 * console stays clean; other failures of the same calls keep their error status.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('outcomes a screen handles are answered without an error status', () => {
  it('answers an unknown page code with its code on HTTP 200', async () => {
    const missing = await failure(browserSession(server).call(getPageData, { pageCode: 'no_such_page' }));
    expect({ code: missing.code, status: missing.status }).toEqual({ code: ERRORS.PAGE_NOT_FOUND.code, status: 200 });
  });

  it('answers an unknown user name like a wrong password, on HTTP 200', async () => {
    const tab = browserSession(server);
    const unknown = await failure(
      tab.call(passwordLogin, { loginName: 'nobody_here', password: tab.secret('Whatever@1'), captchaVerification: await passSliderCaptcha(server) }),
    );
    expect({ code: unknown.code, status: unknown.status }).toEqual({ code: ERRORS.LOGIN_FAILED.code, status: 200 });
  });

  it('keeps the error status of the call\'s other failures', async () => {
    const tab = browserSession(server);
    const noCheck = await failure(
      tab.call(passwordLogin, { loginName: 'nobody_here', password: tab.secret('Whatever@1'), captchaVerification: 'not-a-passed-check-0000' }),
    );
    expect({ code: noCheck.code, status: noCheck.status }).toEqual({ code: ERRORS.CAPTCHA_NOT_PASSED.code, status: ERRORS.CAPTCHA_NOT_PASSED.status });
  });
});
