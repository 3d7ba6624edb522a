import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { querySingleAccountFlow } from '@portal/contract/calls/account-flow/query';
import { createEnvelopeClient } from '@portal/contract/envelope/client';
import { API_PREFIX, HEADER, seal } from '@portal/contract/envelope/protocol';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { addDays, addYears } from '../apps/server/src/db/seed/ledger/calendar.ts';
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
      callers.push({ loginName: d.login_name, account: d.account_no!, cookie: `${SESSION_COOKIE}=${started.cookieValue}`, token: started.csrfToken });
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

/** `FLOW_CALLERS` connections, one director each, for `durationS` after a warm-up of `warmupS`. */
export async function measureAccountFlow(origin: string, callers: FlowCaller[], options: { durationS: number; warmupS: number; requestsPerSecond: number }): Promise<FlowMeasurement | string> {
  const failed = await checkOneCall(origin, callers[0]!);
  if (failed) return failed;
  const key = await benchKey(origin);
  const requests = (seconds: number) =>
    signedWireRequests(
      origin,
      key,
      'POST',
      API_PREFIX + querySingleAccountFlow.path,
      callers.map((c) => ({
        headers: { 'content-type': 'application/json', cookie: c.cookie, [HEADER.token]: c.token },
        body: JSON.stringify(seal(jsCipher, key.keyHex, flowQuery(c.account))),
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

/** The rows of the bench's second table. */
export function accountFlowRows(measured: FlowMeasurement | string): string[] {
  const what = `querySingleAccountFlow, one year, page 1, ${FLOW_CALLERS} concurrent directors, PostgreSQL with seed:volume`;
  if (typeof measured === 'string') return [`| ${what} | not measured: ${measured} | p99 < ${FLOW_P99_BUDGET_MS} ms |`];
  const failures = measured.non2xx > 0 ? `, ${measured.non2xx} failed` : '';
  return [`| ${what} | p50 ${measured.p50} ms, p99 ${measured.p99} ms (${measured.rps.toFixed(0)}/s${failures}) | p99 < ${FLOW_P99_BUDGET_MS} ms |`];
}
