import { fork, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { querySingleAccountFlow } from '@portal/contract/calls/account-flow/query';
import { userInfoVerify } from '@portal/contract/calls/inquirers/user-info';
import { assetListQuery, thinkLike } from '@portal/contract/calls/special-assets/public-queries';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { API_PREFIX, HEADER, seal } from '@portal/contract/envelope/protocol';
import { checkFlowCall, FLOW_CALLERS, flowQuery, seedFlowCallers, type FlowCaller } from './account-flow.ts';
import { benchPortalEnv, freePort, stop, waitForHttp } from './processes.ts';
import { benchKey, signedWireRequests, type BenchKey } from './sealed-requests.ts';
import { assetCount, assetListFilters, MIN_ASSETS, THINK_KEYWORDS } from './special-assets.ts';
import { removeBenchUsers } from './user-sessions.ts';
import type { WireRequests } from './wire-requests.ts';

/**
 * Issue 36's budgets of sealed calls, on PostgreSQL with `npm run seed:volume`, each a ratio of
 * two loads taken seconds apart in the same round (this shared VM's speed drifts over minutes),
 * or one caller's latency: what the code costs, not the queue of 20 callers on two cores.
 *
 * - The sealed call's own cost: userInfoVerify (session and seat, no ledger) against a bare
 *   Fastify route making the same statements on the same kind of pool
 *   (bare-statements-server.ts), both by the same 20 volume directors: ≥ 30 %.
 * - Data volume: account flow (1 M ledger rows), thinkLike and assetListQuery (50 k assets) at
 *   20 callers, each against userInfoVerify's throughput in the same round: ≥ 80 %; and each by
 *   one caller alone, p99 under 10, 5 and 10 ms.
 * - The account flow's volume alone: each director's busiest account (≈ 2,800 rows in the year)
 *   against its quietest (≈ 50), the same call and page in the same round: ≥ 80 %.
 *
 * Standalone: DATABASE_URL=postgres://… node --import tsx bench/sealed-call-budgets.ts
 */
const CALLERS = FLOW_CALLERS;
export const OWN_COST_MIN_RATIO = 0.3;
export const VOLUME_MIN_RATIO = 0.8;
const ONE_CALLER_P99_MS = { flow: 10, think: 5, list: 10 } as const;

export type Options = { durationS: number; warmupS: number; requestsPerSecond: number; rounds: number };

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

interface Round {
  verify: Load;
  bare: Load;
  flow: Load;
  quietFlow: Load;
  think: Load;
  list: Load;
}

export interface SealedCallBudgets {
  assets: number;
  rounds: Round[];
  /** Per budget, the round whose ratio is the median. */
  median: { ownCost: Round; flow: Round; flowVolume: Round; think: Round; list: Round };
  oneCaller: { flow: Load; think: Load; list: Load };
}

/** What one caller sends: its session (for a customer call) and its input. */
export interface SealedCaller {
  cookie?: string;
  token?: string;
  input: unknown;
}

export function sealedCallers(key: BenchKey, callers: SealedCaller[]) {
  return callers.map((c) => ({
    headers: { 'content-type': 'application/json', [HEADER.token]: c.token ?? '', ...(c.cookie ? { cookie: c.cookie } : {}) },
    body: JSON.stringify(seal(jsCipher, key.keyHex, c.input)),
  }));
}

export async function runLoad(origin: string, requests: (count: number) => WireRequests, connections: number, options: Options): Promise<Load> {
  const run = async (seconds: number) => {
    const wire = requests(Math.ceil(options.requestsPerSecond * seconds));
    return autocannon({ url: `${origin}${wire.path}`, method: wire.method, connections, duration: seconds, setupClient: (c: autocannon.Client) => wire.setupClient(c) });
  };
  await run(options.warmupS);
  const r = await run(options.durationS);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

function startBareServer(): Promise<{ child: ChildProcess; origin: string }> {
  return freePort().then(
    (port) =>
      new Promise((resolve, reject) => {
        const child = fork(fileURLToPath(new URL('./bare-statements-server.ts', import.meta.url)), {
          env: { ...process.env, PORT: String(port) },
          execArgv: ['--import', 'tsx'],
          stdio: 'inherit',
        });
        child.once('message', () => resolve({ child, origin: `http://127.0.0.1:${port}` }));
        child.once('exit', (code) => reject(new Error(`bare-statements-server exited with ${code}`)));
      }),
  );
}

const medianBy = (rounds: Round[], ratio: (r: Round) => number): Round => [...rounds].sort((a, b) => ratio(a) - ratio(b))[Math.floor((rounds.length - 1) / 2)]!;

export const ratios = {
  ownCost: (r: Round) => r.verify.rps / r.bare.rps,
  flow: (r: Round) => r.flow.rps / r.verify.rps,
  flowVolume: (r: Round) => r.flow.rps / r.quietFlow.rps,
  think: (r: Round) => r.think.rps / r.verify.rps,
  list: (r: Round) => r.list.rps / r.verify.rps,
};

export async function measureSealedCallBudgets(origin: string, databaseUrl: string | undefined, flowCallers: FlowCaller[] | string, options: Options): Promise<SealedCallBudgets | string> {
  if (!databaseUrl) return 'needs PostgreSQL (DATABASE_URL) with npm run seed:volume';
  if (typeof flowCallers === 'string') return flowCallers;
  const assets = await assetCount(databaseUrl);
  if (assets < MIN_ASSETS) return `only ${assets} special assets: run npm run seed:volume`;
  const failed = await checkFlowCall(origin, flowCallers[0]!);
  if (failed) return failed;

  const key = await benchKey(origin);
  const source = (path: string, callers: SealedCaller[]) => {
    const wire = sealedCallers(key, callers);
    return (count: number) => signedWireRequests(origin, key, 'POST', API_PREFIX + path, wire, count);
  };
  const directors = (input: (c: FlowCaller) => unknown) => flowCallers.map((c) => ({ cookie: c.cookie, token: c.token, input: input(c) }));
  const verify = source(userInfoVerify.path, directors(() => ({})));
  const flow = source(querySingleAccountFlow.path, directors((c) => flowQuery(c.account)));
  const quietFlow = source(querySingleAccountFlow.path, directors((c) => flowQuery(c.quietAccount)));
  const think = source(thinkLike.path, THINK_KEYWORDS.map((keyword) => ({ input: { keyword } })));
  const list = source(assetListQuery.path, Array.from({ length: CALLERS }, (_, i) => ({ input: assetListFilters(i) })));
  // The first assetListQuery of a started portal waits while it builds the catalogue snapshot: start-up, not the steady state.
  await runLoad(origin, list, 1, { ...options, warmupS: 1, durationS: 1 });

  const bare = await startBareServer();
  const rounds: Round[] = [];
  try {
    for (let i = 0; i < options.rounds; i++) {
      rounds.push({
        verify: await runLoad(origin, verify, CALLERS, options),
        bare: await runLoad(bare.origin, (n) => verify(n).to('/bare', {}), CALLERS, options),
        flow: await runLoad(origin, flow, CALLERS, options),
        quietFlow: await runLoad(origin, quietFlow, CALLERS, options),
        think: await runLoad(origin, think, CALLERS, options),
        list: await runLoad(origin, list, CALLERS, options),
      });
    }
  } finally {
    await stop(bare.child);
  }
  const oneCaller = {
    flow: await runLoad(origin, flow, 1, options),
    think: await runLoad(origin, think, 1, options),
    list: await runLoad(origin, list, 1, options),
  };
  const median = {
    ownCost: medianBy(rounds, ratios.ownCost),
    flow: medianBy(rounds, ratios.flow),
    flowVolume: medianBy(rounds, ratios.flowVolume),
    think: medianBy(rounds, ratios.think), list: medianBy(rounds, ratios.list) };
  return { assets, rounds, median, oneCaller };
}

const percent = (x: number) => `${Math.round(x * 100)} %`;
const perSecond = (l: Load) => `${l.rps.toFixed(0)}/s${l.non2xx > 0 ? ` (${l.non2xx} failed)` : ''}`;
const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** The rows of the bench's second table; a row that failed a request does not meet its budget. */
export function sealedCallBudgetRows(m: SealedCallBudgets | string): string[] {
  const budgets = [
    `userInfoVerify vs a bare route with its statements, ${CALLERS} callers`,
    `querySingleAccountFlow (1 year, page 1, 1 M ledger rows) vs userInfoVerify, ${CALLERS} directors`,
    `querySingleAccountFlow, each director's busiest account (≈ 2,800 rows in the year) vs its quietest (≈ 50), ${CALLERS} directors`,
    `thinkLike (20 keywords) vs userInfoVerify, ${CALLERS} callers`,
    `assetListQuery (type + province + price) vs userInfoVerify, ${CALLERS} callers`,
    'querySingleAccountFlow, one caller',
    'thinkLike, one caller',
    'assetListQuery, one caller',
  ];
  if (typeof m === 'string') return budgets.map((what) => `| ${what} | not measured: ${m} | a measurement |`);
  const all = (round: Round, ...loads: Array<keyof Round>) => loads.every((l) => round[l].non2xx === 0);
  const ratioRow = (what: string, name: keyof typeof ratios, of: keyof Round, by: keyof Round, min: number) => {
    const round = m.median[name];
    const r = ratios[name](round);
    const each = m.rounds.map((x) => percent(ratios[name](x))).join(', ');
    return `| ${what} | ${percent(r)}: ${perSecond(round[of])} of ${perSecond(round[by])} (median of ${m.rounds.length}: ${each}) | ≥ ${percent(min)}: ${met(r >= min && all(round, of, by))} |`;
  };
  const oneRow = (what: string, l: Load, budget: number) => `| ${what} | p50 ${l.p50} ms, p99 ${l.p99} ms (${perSecond(l)}) | p99 < ${budget} ms: ${met(l.p99 < budget && l.non2xx === 0)} |`;
  return [
    ratioRow(budgets[0]!, 'ownCost', 'verify', 'bare', OWN_COST_MIN_RATIO),
    ratioRow(budgets[1]!, 'flow', 'flow', 'verify', VOLUME_MIN_RATIO),
    ratioRow(budgets[2]!, 'flowVolume', 'flow', 'quietFlow', VOLUME_MIN_RATIO),
    ratioRow(budgets[3]!, 'think', 'think', 'verify', VOLUME_MIN_RATIO),
    ratioRow(`${budgets[4]!}, ${m.assets.toLocaleString('en')} assets`, 'list', 'list', 'verify', VOLUME_MIN_RATIO),
    oneRow(budgets[5]!, m.oneCaller.flow, ONE_CALLER_P99_MS.flow),
    oneRow(budgets[6]!, m.oneCaller.think, ONE_CALLER_P99_MS.think),
    oneRow(budgets[7]!, m.oneCaller.list, ONE_CALLER_P99_MS.list),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const databaseUrl = process.env.DATABASE_URL;
  const callers = await seedFlowCallers(databaseUrl);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env: benchPortalEnv({ PORT: String(port) }), stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitForHttp(`${origin}/`, 120_000);
    const options = { durationS: Number(process.env.BENCH_SECONDS ?? 10), warmupS: 2, requestsPerSecond: 12_000, rounds: Number(process.env.BENCH_ROUNDS ?? 3) };
    const m = await measureSealedCallBudgets(origin, databaseUrl, callers, options);
    console.log('| measurement | value | budget |\n|---|---|---|');
    for (const row of sealedCallBudgetRows(m)) console.log(row);
  } finally {
    await stop(child);
    if (databaseUrl) await removeBenchUsers(databaseUrl);
  }
}
