import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isLogin } from '@portal/contract/calls/session/is-login';
import { webAuthGenerateSt } from '@portal/contract/calls/unified-login/unified-login';
import {
  workspaceConfigAll,
  workspaceDefaultLoginChannel,
  workspaceDefaultLoginChannelUpdate,
  workspaceFunctionAdd,
  workspaceFunctionList,
  workspaceFunctionRemove,
  workspaceFunctionSort,
} from '@portal/contract/calls/workspace/workspace-config';
import { workspaceLogin } from '@portal/contract/calls/workspace/workspace-login';
import { ERRORS } from '@portal/contract/errors';
import { rateLimitCounters } from '../src/db/schema/security.ts';
import { unifiedLoginSystems } from '../src/db/schema/unified-login.ts';
import { workspaceUserFunctions } from '../src/db/schema/workspace.ts';
import { SCREEN_FUNCTIONS } from '../src/modules/workspace/catalogue.ts';
import { browserSession, type BrowserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { insertCustomer, type LedgerUser } from './support/statement-ledger.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Issue 25 point 2, the workspace: a user's functions from the catalogue (the portal's screens
 * and the bank systems of unified login), added, removed and sorted, kept across logins; the
 * default login channel decides where the workspace login lands. Bad input changes nothing.
 */

let server: TestServer;
let alice: LedgerUser;
let bob: LedgerUser;

const db = () => server.app.database.db;
const codes = (items: { code: string }[]) => items.map((i) => i.code);
const stored = async (userId: string) =>
  (await db().select().from(workspaceUserFunctions).where(eq(workspaceUserFunctions.userId, userId))).sort((a, b) => a.position - b.position).map((r) => r.functionCode);

async function workspaceLogIn(user: LedgerUser, redirectUrl?: string): Promise<{ tab: BrowserSession; redirectUrl: string }> {
  const tab = browserSession(server);
  const reply = await tab.call(workspaceLogin, { loginName: user.loginName, password: tab.secret(user.password), captchaVerification: await passSliderCaptcha(server), redirectUrl });
  const session = await tab.call(isLogin, { st: reply.st, terminalName: 'PC' });
  tab.setToken(session.token!);
  return { tab, redirectUrl: reply.redirectUrl };
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await insertCustomer(db(), 'ws_alice', '程工作');
  bob = await insertCustomer(db(), 'ws_bob', '李旁人');
  // The seeded bank systems start switched off; the bank turns the web bank on.
  await db().update(unifiedLoginSystems).set({ enabled: true, url: 'https://ebank.example.com/sso' }).where(eq(unifiedLoginSystems.code, 'ebank'));
}, 120_000);
afterAll(() => server.close());
beforeEach(() => db().delete(rateLimitCounters));

describe('workspace catalogue', () => {
  it('offers only screens the portal has built', () => {
    const routes = readFileSync(resolve('apps/web/src/app/routes.tsx'), 'utf8');
    const built = new Set([...routes.matchAll(/\bpath: '([^']+)'/g)].map((m) => `/${m[1]}`));
    for (const screen of SCREEN_FUNCTIONS) expect(built, screen.route).toContain(screen.route);
  });

  it('lists the screens for the user type and the enabled bank systems, with the starter set on a new workspace', async () => {
    const { tab } = await workspaceLogIn(alice);
    const all = await tab.call(workspaceConfigAll, {});
    expect(codes(all.catalogue)).toEqual(expect.arrayContaining(['center', 'flow', 'verification', 'sys.ebank']));
    expect(codes(all.catalogue)).not.toContain('sys.bill');
    expect(all.catalogue.find((f) => f.code === 'sys.ebank')).toMatchObject({ kind: 'system', systemCode: 'ebank', route: null, name: '企业网银' });
    expect(codes(all.mine)).toEqual(['center', 'flow', 'wyQrqm', 'verification']);
    expect(all.defaultLoginChannel).toBe('workspace');
    // Nothing is written until the user changes something.
    expect(await stored(alice.id)).toEqual([]);
  });
});

describe('workspace functions', () => {
  it('adds, sorts and removes functions, kept for the next login', async () => {
    const { tab } = await workspaceLogIn(alice);
    await tab.call(workspaceFunctionAdd, { code: 'sys.ebank' });
    await tab.call(workspaceFunctionAdd, { code: 'guarantee' });
    const sorted = await tab.call(workspaceFunctionSort, { codes: ['sys.ebank', 'verification', 'guarantee', 'center', 'wyQrqm', 'flow'] });
    expect(codes(sorted.items)).toEqual(['sys.ebank', 'verification', 'guarantee', 'center', 'wyQrqm', 'flow']);
    const removed = await tab.call(workspaceFunctionRemove, { code: 'wyQrqm' });
    expect(codes(removed.items)).toEqual(['sys.ebank', 'verification', 'guarantee', 'center', 'flow']);

    // A new login (another browser) sees the same order.
    const again = await workspaceLogIn(alice);
    expect(codes((await again.tab.call(workspaceFunctionList, {})).items)).toEqual(['sys.ebank', 'verification', 'guarantee', 'center', 'flow']);
    // A bank system on the workspace is entered with unified login's ticket.
    const entry = await again.tab.call(webAuthGenerateSt, { systemCode: 'ebank' });
    expect(entry.entryUrl).toContain('https://ebank.example.com/sso?st=');
    // Another user's workspace is their own.
    const other = await workspaceLogIn(bob);
    expect(codes((await other.tab.call(workspaceFunctionList, {})).items)).toEqual(['center', 'flow', 'wyQrqm', 'verification']);
  });

  it('refuses to sort a function the user does not have, with its own message, and changes nothing', async () => {
    const { tab } = await workspaceLogIn(alice);
    const before = await stored(alice.id);
    const notMine = await failure(tab.call(workspaceFunctionSort, { codes: ['carbon', ...before.slice(1)] }));
    expect(notMine.code).toBe(ERRORS.WORKSPACE_FUNCTION_NOT_MINE.code);
    expect(notMine.message).toBe('您的工作台中没有该功能，不能调整它的顺序');
    expect(notMine.field).toBe('codes');
    const unknown = await failure(tab.call(workspaceFunctionSort, { codes: [...before, 'sys.nosuch'] }));
    expect(unknown.code).toBe(ERRORS.WORKSPACE_FUNCTION_NOT_MINE.code);
    const twice = await failure(tab.call(workspaceFunctionSort, { codes: [before[0]!, before[0]!] }));
    expect(twice.code).toBe(ERRORS.WORKSPACE_SORT_DUPLICATE.code);
    const partial = await failure(tab.call(workspaceFunctionSort, { codes: before.slice(1) }));
    expect(partial.code).toBe(ERRORS.WORKSPACE_SORT_INCOMPLETE.code);
    const malformed = await failure(tab.call(workspaceFunctionSort, { codes: ['<script>'] }));
    expect(malformed.code).toBe(ERRORS.VALIDATION.code);
    expect(await stored(alice.id)).toEqual(before);
  });

  it('refuses functions outside the catalogue, twice the same one and removing one not there', async () => {
    const { tab } = await workspaceLogIn(bob);
    // A switched-off bank system and a made-up screen are not offered.
    expect((await failure(tab.call(workspaceFunctionAdd, { code: 'sys.bill' }))).code).toBe(ERRORS.WORKSPACE_FUNCTION_UNAVAILABLE.code);
    expect((await failure(tab.call(workspaceFunctionAdd, { code: 'admin' }))).code).toBe(ERRORS.WORKSPACE_FUNCTION_UNAVAILABLE.code);
    expect((await failure(tab.call(workspaceFunctionAdd, { code: 'center' }))).code).toBe(ERRORS.WORKSPACE_FUNCTION_PRESENT.code);
    expect((await failure(tab.call(workspaceFunctionRemove, { code: 'guarantee' }))).code).toBe(ERRORS.WORKSPACE_FUNCTION_ABSENT.code);
    expect(codes((await tab.call(workspaceFunctionList, {})).items)).toEqual(['center', 'flow', 'wyQrqm', 'verification']);
  });

  it('hides a bank system that was switched off but keeps its place for when it returns', async () => {
    const { tab } = await workspaceLogIn(alice);
    await db().update(unifiedLoginSystems).set({ enabled: false }).where(eq(unifiedLoginSystems.code, 'ebank'));
    const list = await tab.call(workspaceFunctionList, {});
    expect(codes(list.items)).toEqual(['verification', 'guarantee', 'center', 'flow']);
    await tab.call(workspaceFunctionSort, { codes: ['center', 'flow', 'verification', 'guarantee'] });
    await db().update(unifiedLoginSystems).set({ enabled: true }).where(eq(unifiedLoginSystems.code, 'ebank'));
    expect(codes((await tab.call(workspaceFunctionList, {})).items)).toEqual(['center', 'flow', 'verification', 'guarantee', 'sys.ebank']);
  });

  it('needs a logged-in user', async () => {
    const visitor = browserSession(server);
    expect((await failure(visitor.call(workspaceFunctionList, {}))).code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });
});

describe('default login channel', () => {
  it('lands the workspace login on the workspace, or the portal once chosen; an explicit address wins', async () => {
    const first = await workspaceLogIn(bob);
    expect(first.redirectUrl).toBe('#/workspace');
    expect((await first.tab.call(workspaceDefaultLoginChannel, {})).channel).toBe('workspace');
    expect((await first.tab.call(workspaceDefaultLoginChannelUpdate, { channel: 'portal' })).channel).toBe('portal');
    const second = await workspaceLogIn(bob);
    expect(second.redirectUrl).toBe('#/');
    expect((await second.tab.call(workspaceConfigAll, {})).defaultLoginChannel).toBe('portal');
    const bad = await failure(second.tab.call(workspaceDefaultLoginChannelUpdate, { channel: 'ebank' as 'portal' }));
    expect(bad.code).toBe(ERRORS.VALIDATION.code);
    expect((await second.tab.call(workspaceDefaultLoginChannel, {})).channel).toBe('portal');
    expect((await workspaceLogIn(bob, '/center')).redirectUrl).toBe('#/center');
  });
});

