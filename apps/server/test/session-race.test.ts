import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { staffStatus } from '@portal/contract/calls/staff/staff-status';
import { staffLogin } from '@portal/contract/calls/staff/staff-login';
import { CallError } from '@portal/contract/envelope/client';
import { sessions } from '../src/db/schema/sessions.ts';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { hashSessionId } from '../src/modules/session/service.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * One live session per principal (ARCHITECTURE §5) when two logins of the same account arrive
 * at once: the older session is ended and the new one inserted in one transaction, backed by
 * the unique index `sessions_one_live_idx`; the login that loses the race tries again, so
 * both callers get an answer and exactly one session stays live.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const [person] = DEMO_CUSTOMERS;
const [agent] = DEMO_STAFF;

async function liveSessionsOf(principalId: string) {
  return server.app.database.db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(and(eq(sessions.principalId, principalId), isNull(sessions.endedAt)));
}

const sessionHashOf = (tab: BrowserSession) => hashSessionId(tab.cookies.get('QJMH_SID') ?? '');

/** A settled call as a code: 200 for a reply, the coded error otherwise (a 500 shows as 500000). */
async function codeOf<T>(call: Promise<T>): Promise<{ code: number; value?: T }> {
  try {
    return { code: 200, value: await call };
  } catch (err) {
    if (err instanceof CallError) return { code: err.code };
    throw err;
  }
}

describe('two logins of one account at once', () => {
  it('leaves exactly one live customer session: the winner works, the other tab learns it was taken over', async () => {
    for (let round = 0; round < 4; round++) {
      const tabs = [browserSession(server), browserSession(server)];
      // Everything slow (captcha, SM2) is done first, so the two logins hit the database together.
      const inputs = await Promise.all(
        tabs.map(async (tab) => ({ loginName: person.loginName, password: tab.secret(person.password), captchaVerification: await passSliderCaptcha(server) })),
      );
      const replies = await Promise.all(tabs.map((tab, i) => codeOf(tab.call(passwordLogin, inputs[i]!))));
      expect(replies.map((r) => r.code)).toEqual([200, 200]);
      tabs.forEach((tab, i) => tab.setToken(replies[i]!.value!.token));

      const live = await liveSessionsOf(person.id);
      expect(live).toHaveLength(1);
      const winner = tabs.findIndex((tab) => sessionHashOf(tab) === live[0]!.idHash);
      expect(winner).toBeGreaterThanOrEqual(0);
      const loser = tabs[1 - winner]!;
      expect((await tabs[winner]!.call(getUserStatus, {})).result?.loginName).toBe(person.loginName);
      expect(await loser.call(getUserStatus, {})).toMatchObject({ result: null, endReason: 'TAKEN_OVER' });
    }
  });

  it('does the same for a staff member, and for a double click in one browser', async () => {
    const tabs = [browserSession(server), browserSession(server)];
    const inputs = await Promise.all(
      tabs.map(async (tab) => ({ loginName: agent.loginName, password: tab.secret(agent.password), captchaVerification: await passSliderCaptcha(server) })),
    );
    const replies = await Promise.all(tabs.map((tab, i) => codeOf(tab.call(staffLogin, inputs[i]!))));
    expect(replies.map((r) => r.code)).toEqual([200, 200]);
    expect(await liveSessionsOf(agent.id)).toHaveLength(1);
    tabs.forEach((tab, i) => tab.setToken(replies[i]!.value!.token));
    const statuses = await Promise.all(tabs.map((tab) => tab.call(staffStatus, {})));
    expect(statuses.map((s) => s.endReason ?? 'live').sort()).toEqual(['TAKEN_OVER', 'live']);

    // One browser sending its login twice: both carry the same old cookie, which ends once.
    const tab = browserSession(server);
    const first = await tab.call(passwordLogin, { loginName: person.loginName, password: tab.secret(person.password), captchaVerification: await passSliderCaptcha(server) });
    expect(first.token).not.toBe('');
    const again = await Promise.all(
      [0, 1].map(async () => ({ loginName: person.loginName, password: tab.secret(person.password), captchaVerification: await passSliderCaptcha(server) })),
    );
    const twice = await Promise.all(again.map((input) => codeOf(tab.call(passwordLogin, input))));
    expect(twice.map((r) => r.code)).toEqual([200, 200]);
    expect(await liveSessionsOf(person.id)).toHaveLength(1);
  });

  it('starts many sessions of one principal at the same instant without an error', async () => {
    const started = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        server.app.sessions.start({ kind: 'user', principalId: person.id, method: 'password', ip: '127.0.0.1', device: `race ${i}` }),
      ),
    );
    const live = await liveSessionsOf(person.id);
    expect(live).toHaveLength(1);
    const liveOnes = started.filter((s) => hashSessionId(s.cookieValue) === live[0]!.idHash);
    expect(liveOnes).toHaveLength(1);
    const states = await Promise.all(started.map((s) => server.app.sessions.state(s.cookieValue)));
    expect(states.filter((s) => s.live)).toHaveLength(1);
    expect(states.filter((s) => !s.live && s.endReason === 'TAKEN_OVER')).toHaveLength(5);
  });
});
