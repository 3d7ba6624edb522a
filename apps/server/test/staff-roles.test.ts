import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDef } from '@portal/contract/call';
import { ALL_CALLS } from '@portal/contract/calls/index-of-calls';
import { ERRORS } from '@portal/contract/errors';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { logInStaff } from './support/staff-login.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
let agentTab: BrowserSession;
let operatorTab: BrowserSession;
beforeAll(async () => {
  server = await startTestServer();
  const [agent, , operator] = DEMO_STAFF;
  agentTab = browserSession(server);
  await logInStaff(server, agentTab, agent);
  operatorTab = browserSession(server);
  await logInStaff(server, operatorTab, operator);
});
afterAll(() => server.close());

type Named = [string, CallDef];
const staffCalls = Object.entries(ALL_CALLS).filter(([, call]) => call.access === 'staff');
const rolesOf = ([, call]: Named) => (call.access === 'staff' ? [...call.roles].sort().join('+') : '');
const operatorOnly = staffCalls.filter((c) => rolesOf(c) === 'operator');
const agentOnly = staffCalls.filter((c) => rolesOf(c) === 'agent');
const forBoth = staffCalls.filter((c) => rolesOf(c) === 'agent+operator');

/** The code a call answers `tab` with: 200 when it succeeds. */
async function codeOf(tab: BrowserSession, call: CallDef): Promise<number> {
  try {
    await tab.call(call, {} as never);
    return 200;
  } catch (err) {
    return (await failure(Promise.reject(err))).code;
  }
}

describe('staff roles in the contract', () => {
  it('gives every staff call its roles: agents, operators, or both named', () => {
    expect(staffCalls.length).toBeGreaterThan(0);
    expect(operatorOnly.length + agentOnly.length + forBoth.length).toBe(staffCalls.length);
    expect(operatorOnly.map(([name]) => name)).toEqual(expect.arrayContaining(['consolePagePublish', 'knowledgeCreate', 'feedbackUpdate', 'operatorDocDownload']));
    expect(agentOnly.map(([name]) => name)).toEqual(expect.arrayContaining(['deskAccept', 'deskSend', 'deskSendImage', 'deskOverview']));
    expect(forBoth.map(([name]) => name).sort()).toEqual(['deskConversation', 'deskHistory', 'staffLogout', 'staffProfile']);
  });

  it('refuses an agent on every operator-only call, before reading the input', async () => {
    for (const [name, call] of operatorOnly) {
      expect({ name, code: await codeOf(agentTab, call) }).toEqual({ name, code: ERRORS.WRONG_ROLE.code });
    }
  });

  it('refuses an operator on every agent-only call, before reading the input', async () => {
    for (const [name, call] of agentOnly) {
      expect({ name, code: await codeOf(operatorTab, call) }).toEqual({ name, code: ERRORS.WRONG_ROLE.code });
    }
  });

  it('lets both roles through to the input check of the calls for both', async () => {
    // staffLogout would end the session the other checks use: it is the one left out here.
    for (const [name, call] of forBoth.filter(([n]) => n !== 'staffLogout')) {
      for (const tab of [agentTab, operatorTab]) {
        expect({ name, code: await codeOf(tab, call) }).not.toEqual({ name, code: ERRORS.WRONG_ROLE.code });
      }
    }
  });
});
