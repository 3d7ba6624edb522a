import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { querySingleAccountFlow } from '@portal/contract/calls/account-flow/query';
import { userInfoVerify } from '@portal/contract/calls/inquirers/user-info';
import { createEnvelopeClient } from '@portal/contract/envelope/client';
import { API_PREFIX, HEADER, seal } from '@portal/contract/envelope/protocol';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { addDays, addYears } from '../apps/server/src/db/seed/ledger/calendar.ts';
import { createAccountFlowService } from '../apps/server/src/modules/account-flow/service.ts';
import { beijingDate } from '../apps/server/src/modules/ledger/china-date.ts';
import { SESSION_COOKIE } from '../apps/server/src/modules/session/cookie.ts';
import { createSessionService } from '../apps/server/src/modules/session/service.ts';
import { benchKey, signedWireRequests } from './sealed-requests.ts';

/**
 * The account-flow row of issue 23: 20 directors of the volume ledger (`npm run seed:volume`),
 * each logged in and querying its own busiest account for the last year, page 1, at the same
 * time. Budget: p99 under 30 ms. PostgreSQL only: the volume ledger is refused on PGlite.
 */
export const FLOW_CALLERS = 20;
export const FLOW_P99_BUDGET_MS = 30;

export interface FlowCaller {
  userId: string;
  loginName: string;
  account: string;
  cookie: string;
  token: string;
}

/**
 * A session for each of the first `count` volume directors, written while the portal is down
 * (method 'bench': removeBenchUsers takes them out again), with the account each will query:
 * its enterprise's account with the most rows. Null, with the reason, when the volume ledger
 * is not there.
 */
export async function seedFlowCallers(databaseUrl: string | undefined, count = FLOW_CALLERS): Promise<FlowCaller[] | string> {
  if (!databaseUrl) return 'needs PostgreSQL (DATABASE_URL) with npm run seed:volume';
  const database = openDatabase({ dataDir: '', databaseUrl });
  try {
    const result = await database.db.execute(sql`
      select u.id, u.login_name,
        (select a.account_no from ledger_accounts a where a.enterprise_id = ue.enterprise_id
          order by (select count(*) from ledger_transactions t where t.account_no = a.account_no) desc, a.account_no limit 1) as account_no
      from users u join user_enterprises ue on ue.user_id = u.id and ue.role = 'director'
      where u.login_name like 'vol\\_dir\\_%' and u.status = 'active'
      order by u.login_name limit ${count}`);
    const directors = (result as unknown as { rows: Array<{ id: string; login_name: string; account_no: string | null }> }).rows;
    if (directors.length < count || directors.some((d) => !d.account_no)) return `found ${directors.length} volume directors with accounts, needs ${count}: run npm run seed:volume`;
    const sessions = createSessionService(database.db, { idleMs: 3_600_000, maxAgeMs: 12 * 3_600_000 });
    const callers: FlowCaller[] = [];
    for (const d of directors) {
      const started = await sessions.start({ kind: 'user', principalId: d.id, method: 'bench', ip: '127.0.0.1', device: 'autocannon' });
      callers.push({ userId: d.id, loginName: d.login_name, account: d.account_no!, cookie: `${SESSION_COOKIE}=${started.cookieValue}`, token: started.csrfToken });
    }
    return callers;
  } finally {
    await database.close();
  }
}

/** The query each caller makes: the year up to yesterday, page 1. */
export function flowQuery(account: string, today = beijingDate()) {
  const endDate = addDays(today, -1);
  return { account, beginDate: addYears(endDate, -1), endDate, pageNo: 1 };
}

/** One real call as a browser tab makes it, so a broken call fails the row instead of timing errors. */
async function checkOneCall(origin: string, caller: FlowCaller): Promise<string | undefined> {
  const client = createEnvelopeClient({
    baseUrl: origin,
    appId: 'bench',
    token: () => caller.token,
    fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie: caller.cookie } }),
  });
  try {
    const reply = await client.call(querySingleAccountFlow, flowQuery(caller.account));
    if (reply.accountListNumber !== caller.account || reply.runWaterTotal === 0) return `querySingleAccountFlow answered ${reply.runWaterTotal} rows for ${caller.account}`;
    return undefined;
  } catch (err) {
    return `querySingleAccountFlow failed: ${err instanceof Error ? err.message : String(err)}`;
  }
}

export interface FlowMeasurement {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** The flow call, the sealed-call floor beside it, and the query alone, all by the same callers. */
export interface FlowMeasurements {
  sealed: FlowMeasurement;
  floor: FlowMeasurement;
  inProcess: FlowMeasurement;
  alone: FlowMeasurement;
}

type SealedOptions = { durationS: number; warmupS: number; requestsPerSecond: number };

/** `callers.length` connections, one director each, calling `path` with `body(caller)` for `durationS` after a warm-up. */
async function measureSealed(origin: string, callers: FlowCaller[], path: string, body: (c: FlowCaller) => unknown, options: SealedOptions): Promise<FlowMeasurement> {
  const key = await benchKey(origin);
  const requests = (seconds: number) =>
    signedWireRequests(
      origin,
      key,
      'POST',
      API_PREFIX + path,
      callers.map((c) => ({
        headers: { 'content-type': 'application/json', cookie: c.cookie, [HEADER.token]: c.token },
        body: JSON.stringify(seal(jsCipher, key.keyHex, body(c))),
      })),
      Math.ceil(options.requestsPerSecond * seconds),
    );
  const run = async (seconds: number) => {
    const wire = await requests(seconds);
    return autocannon({
      url: `${origin}${wire.path}`,
      method: wire.method,
      connections: callers.length,
      duration: seconds,
      setupClient: (client: autocannon.Client) => wire.setupClient(client),
    });
  };
  await run(options.warmupS);
  const result = await run(options.durationS);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

/**
 * The query behind the call with no HTTP, envelope or session: the account-flow service in this
 * process on its own pool, one closed loop per caller. What the ledger's volume costs.
 */
async function measureInProcess(databaseUrl: string, callers: FlowCaller[], durationS: number): Promise<FlowMeasurement> {
  const database = openDatabase({ dataDir: '', databaseUrl });
  try {
    const service = createAccountFlowService(database.db);
    const latencies: number[] = [];
    let failed = 0;
    const loop = async (caller: FlowCaller, until: number, record: boolean) => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          await service.single(caller.userId, flowQuery(caller.account));
        } catch {
          failed++;
        }
        if (record) latencies.push(performance.now() - started);
      }
    };
    await Promise.all(callers.map((c) => loop(c, performance.now() + 2_000, false)));
    const until = performance.now() + durationS * 1000;
    await Promise.all(callers.map((c) => loop(c, until, true)));
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
    return { rps: latencies.length / durationS, p50: at(0.5), p99: at(0.99), non2xx: failed };
  } finally {
    await database.close();
  }
}

/**
 * `FLOW_CALLERS` directors querying their busiest account's year, page 1: the sealed call over
 * HTTP (the budget's row), userInfoVerify by the same callers (session and seat only: the
 * floor any sealed enterprise call has on this machine), and the query in process.
 */
export async function measureAccountFlow(origin: string, databaseUrl: string, callers: FlowCaller[], options: SealedOptions): Promise<FlowMeasurements | string> {
  const failed = await checkOneCall(origin, callers[0]!);
  if (failed) return failed;
  const sealed = await measureSealed(origin, callers, querySingleAccountFlow.path, (c) => flowQuery(c.account), options);
  const floor = await measureSealed(origin, callers, userInfoVerify.path, () => ({}), options);
  const inProcess = await measureInProcess(databaseUrl, callers, options.durationS);
  const alone = await measureInProcess(databaseUrl, callers.slice(0, 1), options.durationS);
  return { sealed, floor, inProcess, alone };
}

const figures = (m: FlowMeasurement) => `p50 ${m.p50} ms, p99 ${m.p99} ms (${m.rps.toFixed(0)}/s${m.non2xx > 0 ? `, ${m.non2xx} failed` : ''})`;

/** The rows of the bench's second table. */
export function accountFlowRows(measured: FlowMeasurements | string): string[] {
  const what = `querySingleAccountFlow, one year, page 1, ${FLOW_CALLERS} concurrent directors, PostgreSQL with seed:volume`;
  if (typeof measured === 'string') return [`| ${what} | not measured: ${measured} | p99 < ${FLOW_P99_BUDGET_MS} ms |`];
  return [
    `| ${what} | ${figures(measured.sealed)} | p99 < ${FLOW_P99_BUDGET_MS} ms |`,
    `| the same callers' userInfoVerify (session and seat only: the sealed-call floor) | ${figures(measured.floor)} | |`,
    `| the flow query alone (the service in process, no HTTP, envelope or session) | ${figures(measured.inProcess)} | |`,
    `| the same, one caller at a time (what one query costs, without queueing) | ${figures(measured.alone)} | |`,
  ];
}
