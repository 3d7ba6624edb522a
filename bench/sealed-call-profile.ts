import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { querySingleAccountFlow } from '@portal/contract/calls/account-flow/query';
import { userInfoVerify } from '@portal/contract/calls/inquirers/user-info';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import { flowQuery, seedFlowCallers } from './account-flow.ts';
import { runLoad, sealedCallers } from './sealed-call-budgets.ts';
import { benchKey, signedWireRequests } from './sealed-requests.ts';
import { benchPortalEnv, freePort, stop, waitForHttp } from './processes.ts';
import { removeBenchUsers } from './user-sessions.ts';

/**
 * `DATABASE_URL=… node --import tsx bench/sealed-call-profile.ts [flow]` (issue 36): where a
 * sealed call's CPU goes. The portal runs under `node --cpu-prof` on a database that has had
 * `npm run seed:volume`; 20 volume directors call userInfoVerify (session and seat, no ledger),
 * or with `flow` querySingleAccountFlow (their busiest account's year, page 1), for
 * BENCH_SECONDS; the samples taken during that load are put into the parts of the call below,
 * by the innermost portal frame on their stack (a library frame alone, such as the PostgreSQL
 * driver reading a reply off the socket, counts as that library). Prints per part the share of
 * the server's busy time and its CPU per call.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

type Frame = ProfileNode['callFrame'];

/** Wait after the start before the load: see main(). */
const SETTLE_MS = 20_000;
type Rule = [part: string, test: (f: Frame) => boolean];

const inFile = (pattern: RegExp) => (f: Frame) => pattern.test(f.url);
const named = (pattern: RegExp, file?: RegExp) => (f: Frame) => pattern.test(f.functionName) && (!file || file.test(f.url));

/**
 * The call's parts, tried from the innermost frame outwards: the database libraries first (a
 * statement built or sent under the session lookup is the database's cost, not the session's),
 * then the portal's own code by file and function.
 */
const PARTS: Rule[] = [
  ['garbage collection', named(/^\(garbage collector\)$/)],
  ['database driver (pg: wire protocol, pool, socket writes)', inFile(/node_modules\/(pg|pg-protocol|pg-pool|pg-types|pgpass)\//)],
  ['query building and row mapping (drizzle)', inFile(/node_modules\/drizzle-orm\//)],
  ['verify (stamp, HMAC-SM3)', named(/^(verify|verifyStamp|signatureHolds)$/)],
  ['verify (stamp, HMAC-SM3)', inFile(/sm3-hmac\.ts$/)],
  ['decrypt + parse body (SM4, JSON)', named(/^(openBody|sm4CbcDecrypt|unsealBytes)$/)],
  ['encrypt reply (SM4)', named(/^(sm4CbcEncrypt|sealedReplyBytes|sealedValueBytes|sealedResultBytes|sealBytes)$/)],
  ['validate input (zod, storable)', named(/^(parseInput|refuseUnstorable)$/)],
  ['validate input (zod, storable)', inFile(/storable-input\.ts$|node_modules\/zod\//)],
  ['nonce claim', inFile(/nonce-store\.ts$|security\/repo\.ts$/)],
  ['session (cookie, lookup, touch, CSRF)', inFile(/modules\/session\/|status-cache/)],
  ['session (cookie, lookup, touch, CSRF)', named(/^(authorise|authoriseSession|sessionStateOf)$/)],
  ['seat (enterprise roles)', inFile(/enterprise-access\/seats\.ts$|inquirers\/(service|scope)\.ts$/)],
  ['audit', inFile(/modules\/audit\//)],
  ['metrics', inFile(/modules\/metrics\//)],
  ['log', inFile(/lazy-child-logger\.ts$|log-safety\.ts$|node_modules\/(pino|sonic-boom|thread-stream)/)],
  ['security headers', inFile(/security-headers\.ts$/)],
  ['request body read (raw JSON)', inFile(/raw-json\.ts$/)],
  ['rate limit', inFile(/rate-limit/)],
  ['envelope plumbing (answerSealed, andThen)', inFile(/plugins\/envelope\.ts$|maybe-promise\.ts$|poll-lane\.ts$/)],
  ['other portal code', inFile(/\/apps\/server\/src\/|\/packages\/contract\/src\//)],
  ['HTTP (Fastify)', inFile(/node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|fast-json-stringify|secure-json-parse)/)],
];

/** What a stack matching no part belongs to. */
const NODE_INTERNALS: Rule = ['HTTP and sockets (Node)', inFile(/^node:/)];

function partOf(stack: Frame[]): string {
  let node: string | undefined;
  for (const frame of stack) {
    for (const [part, test] of PARTS) if (test(frame)) return part;
    if (!node && NODE_INTERNALS[1](frame)) node = NODE_INTERNALS[0];
  }
  if (node) return node;
  const leaf = stack[0]?.functionName ?? '';
  return leaf === '(program)' ? 'V8 and native (no JS frame)' : 'other (native, timers, promises)';
}

/** Busy microseconds per part among the samples between `fromUs` and `toUs` after the profile started. */
export function partsOfProfile(profile: Profile, fromUs: number, toUs: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const partCache = new Map<number, string>();
  const parts = new Map<string, number>();
  /** Per part, self time per innermost function (`name file:line`): what to look at inside a part. */
  const leaves = new Map<string, Map<string, number>>();
  let at = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    const id = profile.samples[i]!;
    if (at < fromUs || at > toUs) continue;
    let part = partCache.get(id);
    if (part === undefined) {
      const stack: Frame[] = [];
      for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) stack.push(byId.get(node)!.callFrame);
      part = stack[0]!.functionName === '(idle)' ? 'idle' : partOf(stack);
      partCache.set(id, part);
    }
    const delta = profile.timeDeltas[i + 1] ?? 0;
    parts.set(part, (parts.get(part) ?? 0) + delta);
    const { functionName, url } = byId.get(id)!.callFrame;
    const leaf = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|src)\//, '')}`;
    const ofPart = leaves.get(part) ?? new Map<string, number>();
    ofPart.set(leaf, (ofPart.get(leaf) ?? 0) + delta);
    leaves.set(part, ofPart);
  }
  return { parts, leaves };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const durationS = Number(process.env.BENCH_SECONDS ?? 10);
  const callers = await seedFlowCallers(databaseUrl);
  if (typeof callers === 'string') throw new Error(callers);
  const profileDir = mkdtempSync(join(tmpdir(), 'portal-profile-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', 'apps/server/src/main.ts'], {
    env: benchPortalEnv({ PORT: String(port), WEB_DIST: '' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let window: [number, number];
  let calls: number;
  try {
    await waitForHttp(`${origin}/healthz`, 90_000);
    // The special-asset index (50 k assets of the volume seed) is built just after the start;
    // a window taken during that build profiles the build, not the call.
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const options = { durationS, warmupS: 2, requestsPerSecond: 12_000, rounds: 1 };
    const call = process.argv[2] === 'flow' ? querySingleAccountFlow : userInfoVerify;
    const key = await benchKey(origin);
    const wire = sealedCallers(key, callers.map((c) => ({ cookie: c.cookie, token: c.token, input: call === userInfoVerify ? {} : flowQuery(c.account) })));
    // Warm-up in runLoad; the window is its measured run only.
    const from = performance.now() - started + options.warmupS * 1000;
    const measured = await runLoad(origin, (n) => signedWireRequests(origin, key, 'POST', API_PREFIX + call.path, wire, n), callers.length, options);
    window = [(from + 300) * 1000, (performance.now() - started - 300) * 1000];
    calls = measured.rps * durationS;
    console.log(`${call.path}, ${callers.length} callers: ${measured.rps.toFixed(0)}/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms${measured.non2xx ? `, ${measured.non2xx} failed` : ''}`);
  } finally {
    await stop(child);
    await removeBenchUsers(databaseUrl!);
  }
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as Profile;
  rmSync(profileDir, { recursive: true, force: true });
  const { parts, leaves } = partsOfProfile(profile, window[0], window[1]);
  const busy = [...parts].filter(([p]) => p !== 'idle').reduce((sum, [, us]) => sum + us, 0);
  const seconds = (window[1] - window[0]) / 1e6;
  const callsInWindow = (calls / durationS) * seconds;
  console.log(`\nserver CPU ${((busy / 1e6 / seconds) * 100).toFixed(0)} % of one core over ${seconds.toFixed(1)} s, ${(busy / callsInWindow).toFixed(0)} µs per call\n`);
  console.log('| part | share of busy time | CPU per call |');
  console.log('|---|---:|---:|');
  for (const [part, us] of [...parts].filter(([p]) => p !== 'idle').sort((a, b) => b[1] - a[1])) {
    console.log(`| ${part} | ${((us / busy) * 100).toFixed(1)} % | ${(us / callsInWindow).toFixed(0)} µs |`);
  }
  console.log('\nThe innermost functions of the largest parts (self time per call):');
  for (const [part] of [...parts].filter(([p]) => p !== 'idle').sort((a, b) => b[1] - a[1]).slice(0, 4)) {
    console.log(`  ${part}`);
    for (const [leaf, us] of [...leaves.get(part)!].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`    ${(us / callsInWindow).toFixed(0).padStart(5)} µs  ${leaf}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
