import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLogin } from '@portal/contract/calls/open-identity/open-login';
import { queryUserInfo } from '@portal/contract/calls/personal/query-user-info';
import { isLogin } from '@portal/contract/calls/session/is-login';
import { ERRORS } from '@portal/contract/errors';
import { LOCAL_PARTNER_ID } from '../src/db/seed/open-identity.ts';
import { signAssertion } from '../src/modules/open-identity/assertion.ts';
import { partnerSecret } from '../src/modules/open-identity/service.ts';
import { browserSession } from './support/browser-session.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { failure } from './support/call-failure.ts';

let server: TestServer;
let secret: string;
beforeAll(async () => {
  server = await startTestServer();
  secret = (await partnerSecret(server.app, LOCAL_PARTNER_ID))!;
});
afterAll(() => server.close());

const now = () => Math.floor(Date.now() / 1000);
const assertionFor = (sub: string, overrides: Partial<{ iat: number; exp: number; jti: string; iss: string }> = {}, key = secret) =>
  signAssertion(key, { iss: LOCAL_PARTNER_ID, sub, iat: now(), exp: now() + 120, jti: randomUUID(), ...overrides });

describe('open-identity login', () => {
  it("exchanges a partner's assertion for a ticket, and the ticket for the linked user's session", async () => {
    const tab = browserSession(server);
    const { st, redirectUrl } = await tab.call(openLogin, { partnerId: LOCAL_PARTNER_ID, assertion: assertionFor('wangxm'), redirectUrl: '/center' });
    expect(redirectUrl).toBe('#/center');
    const session = await tab.call(isLogin, { st, terminalName: 'PC' });
    expect(session.userInfo?.loginName).toBe('demo_person');
    tab.setToken(session.token!);
    expect((await tab.call(queryUserInfo, {})).realName).toBe('王晓明');
  });

  it('refuses a forged, expired, replayed or unlinked assertion and an unknown partner, each with its own code', async () => {
    const tab = browserSession(server);
    const call = (assertion: string, partnerId = LOCAL_PARTNER_ID) => failure(tab.call(openLogin, { partnerId, assertion }));
    expect((await call(assertionFor('wangxm', {}, 'f'.repeat(64)))).code).toBe(ERRORS.OPEN_ASSERTION_INVALID.code);
    expect((await call(assertionFor('wangxm', { iat: now() - 600, exp: now() - 300 }))).code).toBe(ERRORS.OPEN_ASSERTION_EXPIRED.code);
    expect((await call(assertionFor('wangxm', { exp: now() + 3600 }))).code).toBe(ERRORS.OPEN_ASSERTION_EXPIRED.code);
    expect((await call(assertionFor('nobody'))).code).toBe(ERRORS.OPEN_IDENTITY_NOT_LINKED.code);
    expect((await call(assertionFor('wangxm'), 'other-idp')).code).toBe(ERRORS.OPEN_PARTNER_UNKNOWN.code);
    expect((await call(assertionFor('wangxm', { iss: 'other-idp' }))).code).toBe(ERRORS.OPEN_ASSERTION_INVALID.code);
    const once = assertionFor('lijg');
    await tab.call(openLogin, { partnerId: LOCAL_PARTNER_ID, assertion: once });
    expect((await call(once)).code).toBe(ERRORS.OPEN_ASSERTION_INVALID.code);
  });

  it('serves the local partner page that signs for its linked identities', async () => {
    const page = await fetch(`${server.origin}/dev/open-idp`);
    expect(await page.text()).toContain('以此身份登录门户');
    const res = await fetch(`${server.origin}/dev/open-idp/assert?subject=wangxm`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/#\/openLogin\?partnerId=local-idp&assertion=/);
  });
});
