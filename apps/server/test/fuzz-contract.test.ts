import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { CallDef } from '@portal/contract/call';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { CAPTCHA_CHECK_PATHS, checkSliderCaptcha } from '@portal/contract/calls/captcha/check';
import { CAPTCHA_GET_PATHS, getSliderCaptcha } from '@portal/contract/calls/captcha/get';
import { ZHandshakeRequest } from '@portal/contract/calls/common/handshake';
import { pageJsonPath } from '@portal/contract/calls/content/get-page-data';
import { CONTENT_IMAGE_PREFIX } from '@portal/contract/calls/console/image-upload';
import { ALL_CALLS } from '@portal/contract/calls/index-of-calls';
import { DESK_EVENTS_PATH } from '@portal/contract/calls/desk/desk-events';
import { FEEDBACK_IMAGE_PATH } from '@portal/contract/calls/operator/feedback-detail';
import { staffLogin } from '@portal/contract/calls/staff/staff-login';
import { ERRORS } from '@portal/contract/errors';
import { API_PREFIX, HANDSHAKE_PATH } from '@portal/contract/envelope/protocol';
import { DEMO_CUSTOMERS, DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { CHAT_IMAGE_PREFIX } from '@portal/contract/calls/customer-service/chat-image';
import { LOCAL_PARTNER_PAGE } from '../src/modules/open-identity/local-partner-page.ts';
import { OUTBOX_PAGE_PATH } from '../src/modules/sms/outbox-page.ts';
import { nextAddress, rawCaller, type Answer, type RawCaller } from './support/raw-caller.ts';
import { leavesOf, validInput, withValueAt, type Leaf } from '../../../packages/contract/test/schema-inputs.ts';
import { passSliderCaptcha } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Malformed input to every call of the contract (issue 18, finding 13): each call gets a valid
 * input built from its schema with one field at a time replaced by a bad value (NUL and other
 * control characters, numbers past 2^31 and 2^53, wrong types, oversized strings, missing and
 * extra fields), sent by a session its access rule lets through, so the value reaches the
 * handler. No answer may be a 5xx or code 500000; every one that is gets listed.
 *
 * The server validates every input with the call's own schema before its handler runs
 * (registerCall), and the contract's unit test (field-types.test.ts) proves each text field
 * refuses control characters. So every bad input the schema accepts is sent (those reach the
 * handler and the database, where a 500 comes from), and of those it refuses, the first of each
 * kind per call (the refusal path must answer 400 too); the rest would only repeat them.
 */

const SERVER_ERROR = ERRORS.INTERNAL.code;
/** Far over any field's limit yet, sealed, inside the 1 MB body limit. */
const NEAR_BODY_LIMIT = 700_000;
const IN_FLIGHT = 8;

type BadKind = 'control' | 'number' | 'type' | 'size' | 'value';
type Bad = [value: unknown, kind: BadKind];

const CONTROL = '\u0001\u0002\u0008\u000b\u000c\u000e\u001b\u007f\u0085\u009f';
const badStrings = (leaf: Leaf, valid: unknown): Bad[] => [
  [`${typeof valid === 'string' ? valid : 'x'}\u0000`, 'control'],
  ['a\u0000b', 'control'],
  ['\u0000', 'control'],
  [CONTROL, 'control'],
  ['\ud800', 'control'],
  ['x'.repeat((leaf.maxLength ?? 200) + 1), 'size'],
  ['x'.repeat(65_536), 'size'],
  ['', 'size'],
  ['   ', 'size'],
  ['\u202etxt\ufeff', 'value'],
  ["' or 1=1 --", 'value'],
  ['%00\\u0000', 'value'],
  ['9999-99-99', 'value'],
  ['2026-02-30', 'value'],
  [12345, 'type'],
  [2 ** 53, 'type'],
  [null, 'type'],
  [true, 'type'],
  [[], 'type'],
  [['a'], 'type'],
  [{}, 'type'],
];
const BAD_NUMBERS: Bad[] = [
  ...[2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 1e21, 1e308, -1e308, -1, 0, 0.5].map((n): Bad => [n, 'number']),
  ...['1', '1e999', 'NaN', '\u0000', null, true, [], {}].map((v): Bad => [v, 'type']),
];
const BAD_BOOLEANS: Bad[] = ['true', 1, 0, null, [], {}, '\u0000'].map((v): Bad => [v, 'type']);
const BAD_CHOICES: Bad[] = [
  ['nope', 'value'],
  ['', 'value'],
  ['\u0000', 'control'],
  ...[1, 2 ** 31, null, [], {}, true].map((v): Bad => [v, 'type']),
];
const badArrays = (element: unknown): Bad[] => [
  ...[null, 'x', 1, {}, [null], [[]]].map((v): Bad => [v, 'type']),
  [Array(5_000).fill(element), 'size'],
  [['\u0000'], 'control'],
];
const BAD_OBJECTS: Bad[] = [...[null, 'x', 1, [], [{}]].map((v): Bad => [v, 'type']), [{ '\u0000': 'x' }, 'control']];
const BAD_WHOLE: Bad[] = [null, [], 'x', 1, true].map((v): Bad => [v, 'type']);

function badValuesFor(leaf: Leaf, valid: unknown): Bad[] {
  switch (leaf.kind) {
    case 'string':
      return badStrings(leaf, valid);
    case 'number':
      return BAD_NUMBERS;
    case 'boolean':
      return BAD_BOOLEANS;
    case 'choice':
      return BAD_CHOICES;
    case 'array':
      return badArrays(Array.isArray(valid) ? valid[0] : 'x');
    case 'object':
      return BAD_OBJECTS;
    default:
      return [
        [null, 'type'],
        ['\u0000', 'control'],
        [2 ** 53, 'number'],
        [[], 'type'],
        [{}, 'type'],
      ];
  }
}

const valueAt = (value: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[key] : undefined), value);

/** Every malformed input for a request schema, derived from its valid input; `body` inputs may be large. */
function inputsFor(request: z.ZodMiniType, valid: unknown, body: boolean): Bad[] {
  const base = valid ?? {};
  const inputs: Bad[] = [...BAD_WHOLE, [{}, 'value']];
  const extra = JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}') as object;
  inputs.push([{ ...(base as object), ...extra, extraField: 'x' }, 'value'], [{ ...(base as object), 'x\u0000': '\u0000' }, 'control']);
  const leaves = leavesOf(request, base).filter((leaf) => leaf.kind !== 'key');
  for (const leaf of leaves) {
    const current = valueAt(base, leaf.path);
    for (const [bad, kind] of badValuesFor(leaf, current)) inputs.push([withValueAt(base, leaf.path, bad), kind]);
    // The field left out.
    inputs.push([withValueAt(base, leaf.path, undefined), 'value']);
  }
  // One string field far over its limit, near the body limit (GET queries have their own, smaller limit).
  const firstString = leaves.find((l) => l.kind === 'string');
  if (firstString && body) inputs.push([withValueAt(base, firstString.path, 'x'.repeat(NEAR_BODY_LIMIT)), 'size']);
  return inputs;
}

/**
 * What is sent of a call's bad inputs: all its schema accepts (once for each input the handler
 * would see: '   ' trimmed is ''), and the first of each kind it refuses. A GET call's input
 * travels as a query string of text, which the schema reads differently: all of those go.
 */
function worthSending(call: CallDef, inputs: Bad[]): unknown[] {
  if (call.method === 'GET') return inputs.map(([input]) => input);
  const refusedKinds = new Set<BadKind>();
  const handled = new Set<string>();
  return inputs
    .filter(([input, kind]) => {
      const parsed = call.request.safeParse(JSON.parse(JSON.stringify(input) ?? 'null'));
      if (parsed.success) {
        const seen = JSON.stringify(parsed.data);
        if (handled.has(seen)) return false;
        handled.add(seen);
        return true;
      }
      if (refusedKinds.has(kind)) return false;
      refusedKinds.add(kind);
      return true;
    })
    .map(([input]) => input);
}

type Role = 'visitor' | 'customer' | 'agent' | 'operator';

function roleFor(call: CallDef): Role {
  if (call.access === 'user') return 'customer';
  if (call.access === 'staff') return call.roles.includes('operator') ? 'operator' : 'agent';
  return 'visitor';
}

/** Long values shortened so a failure's input stays readable. */
function shown(input: unknown): string {
  return JSON.stringify(input, (_key, v: unknown) => (typeof v === 'string' && v.length > 40 ? `${v.slice(0, 12)}…(${v.length} chars)` : Array.isArray(v) && v.length > 5 ? `[${v.length} items]` : v));
}

const isServerError = (a: Answer) => a.status >= 500 || a.status === 0 || a.code === SERVER_ERROR;

let server: TestServer;
const callers = {} as Record<Role, RawCaller>;
const logins: Partial<Record<Role, Promise<void>>> = {};

async function logIn(role: Role): Promise<void> {
  const tab = rawCaller(server);
  if (role === 'customer') {
    const [person] = DEMO_CUSTOMERS;
    const reply = await tab.call(passwordLogin, { loginName: person.loginName, password: tab.secret(person.password), captchaVerification: await passSliderCaptcha(server) });
    tab.setToken(reply.token);
  } else if (role !== 'visitor') {
    const who = DEMO_STAFF.find((s) => s.role === role)!;
    const reply = await tab.call(staffLogin, { loginName: who.loginName, password: tab.secret(who.password), captchaVerification: await passSliderCaptcha(server) });
    tab.setToken(reply.token);
  }
  callers[role] = tab;
}

/** Logs `role` in again when a call (logout, a takeover) ended its session; one login at a time. */
function relogin(role: Role): Promise<void> {
  logins[role] ??= logIn(role).finally(() => delete logins[role]);
  return logins[role];
}

const SESSION_LOST = new Set<number>([ERRORS.NOT_LOGGED_IN.code, ERRORS.BAD_SESSION_TOKEN.code]);

async function send(call: CallDef, role: Role, input: unknown): Promise<Answer> {
  const answer = await callers[role].send(call, input);
  if (role === 'visitor' || !SESSION_LOST.has(answer.code)) return answer;
  await relogin(role);
  return callers[role].send(call, input);
}

/** Runs `work` over `items`, IN_FLIGHT at a time. */
async function pooled<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

interface Failure {
  call: string;
  as: Role;
  input: string;
  status: number;
  code: number;
}

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY_HOPS: 1 });
  for (const role of ['visitor', 'customer', 'agent', 'operator'] as const) await logIn(role);
});
afterAll(() => server.close());

describe('malformed input to every call of the contract', () => {
  it('never answers a 5xx or 500000, and lets the valid input of most calls past validation', async () => {
    const failures: Failure[] = [];
    const refusedValid: string[] = [];
    let sent = 0;
    // Calls that end their own session run last, so the others keep theirs longer.
    const ending = new Set(['logout', 'staffLogout', 'cancelUser']);
    const calls = Object.entries(ALL_CALLS).sort(([a], [b]) => Number(ending.has(a)) - Number(ending.has(b)));
    for (const [name, call] of calls) {
      const role = roleFor(call);
      const valid = validInput(call.request);
      const first = await send(call, role, valid ?? {});
      if (valid === undefined || first.code === ERRORS.VALIDATION.code) refusedValid.push(name);
      await pooled(worthSending(call, inputsFor(call.request, valid, call.method === 'POST')), async (input) => {
        const answer = await send(call, role, input);
        sent++;
        if (isServerError(answer)) failures.push({ call: name, as: role, input: shown(input), ...answer });
      });
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
    // The generated valid input must reach most handlers, or the bad values never would.
    expect(refusedValid.length, refusedValid.join(', ')).toBeLessThan(Object.keys(ALL_CALLS).length / 5);
  }, 600_000);

  it('never answers a 5xx to what travels outside the envelope: plain JSON bodies, path and query parameters', async () => {
    const failures: Failure[] = [];
    const post = async (path: string, body: string): Promise<Answer> => {
      const res = await fetch(server.origin + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }, body });
      const reply = (await res.json().catch(() => ({}))) as { code?: number };
      return { status: res.status, code: reply.code ?? 0 };
    };
    // The captcha's plain JSON protocol (every alias) and the handshake, from their schemas.
    const plain: [string, z.ZodMiniType][] = [
      ...CAPTCHA_GET_PATHS.map((path): [string, z.ZodMiniType] => [path, getSliderCaptcha.request]),
      ...CAPTCHA_CHECK_PATHS.map((path): [string, z.ZodMiniType] => [path, checkSliderCaptcha.request]),
      [HANDSHAKE_PATH, ZHandshakeRequest],
    ];
    const rawBodies = ['{"a":"\\u0000"}', '{"\\u0000":1}', '{"clientUid":"\\ud800"}', 'not json', '{"a":', '[]', 'null', '"x"', '1e999'];
    for (const [path, request] of plain) {
      const bodies = [...inputsFor(request, validInput(request), true).map(([input]) => JSON.stringify(input) ?? 'null'), ...rawBodies];
      await pooled(bodies, async (body) => {
        const answer = await post(API_PREFIX + path, body);
        if (isServerError(answer)) failures.push({ call: path, as: 'visitor', input: shown(body), ...answer });
      });
    }

    // Path and query parameters: decoded by the router, never seen by a schema.
    const values = ['%00', 'a%00b', '%00.json', '1%00', '%C0%80', '%ED%A0%80', '%ff%fe', '%', '%0a%0d', '4294967296', '99999999999999999999', '-1', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(4000), '%E4%B8%AD.json'];
    const routes: [Role, (v: string) => string][] = [
      ['operator', (v) => `${API_PREFIX}${FEEDBACK_IMAGE_PATH}/${v}`],
      ['operator', (v) => `${CHAT_IMAGE_PREFIX}${v}`],
      ['visitor', (v) => `${CONTENT_IMAGE_PREFIX}${v}`],
      ['visitor', (v) => pageJsonPath('x').replace('x.json', v)],
      ['visitor', (v) => `${OUTBOX_PAGE_PATH}?phone=${v}`],
      ['visitor', (v) => `${LOCAL_PARTNER_PAGE}/assert?subject=${v}&redirectUrl=${v}`],
      ['visitor', (v) => `${API_PREFIX}/auth/common/getTime?ts=${v}`],
      ['visitor', (v) => `${API_PREFIX}${DESK_EVENTS_PATH}?x=${v}`],
    ];
    for (const [role, url] of routes) {
      await pooled(values, async (value) => {
        const headers: Record<string, string> = { 'x-forwarded-for': nextAddress() };
        if (role !== 'visitor') headers.cookie = callers[role].cookieHeader();
        const res = await fetch(server.origin + url(value), { headers, redirect: 'manual' });
        await res.arrayBuffer();
        if (res.status >= 500) failures.push({ call: url(value).slice(0, 80), as: role, input: value.slice(0, 40), status: res.status, code: 0 });
      });
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
