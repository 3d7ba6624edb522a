import { sql } from 'drizzle-orm';
import { querySingleAccountFlow } from '@portal/contract/calls/account-flow/query';
import { createEnvelopeClient } from '@portal/contract/envelope/client';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { addDays, addYears } from '../apps/server/src/db/seed/ledger/calendar.ts';
import { beijingDate } from '../apps/server/src/lib/china-time.ts';
import { SESSION_COOKIE } from '../apps/server/src/modules/session/cookie.ts';
import { createSessionService } from '../apps/server/src/modules/session/service.ts';

/**
 * The account-flow callers of the bench (issues 23 and 36): 20 directors of the volume ledger
 * (`npm run seed:volume`), each logged in and querying its own busiest account for the last
 * year, page 1. PostgreSQL only: the volume ledger is refused on PGlite.
 */
export const FLOW_CALLERS = 20;

export interface FlowCaller {
  userId: string;
  loginName: string;
  /** Its enterprise's account with the most rows (≈ 2,800 in the year on the volume ledger). */
  account: string;
  /** And with the fewest (≈ 50 in the year): the same call with little data, for the volume ratio. */
  quietAccount: string;
  cookie: string;
  token: string;
}

/**
 * A session for each of the first `count` volume directors, written while the portal is down
 * (method 'bench': removeBenchUsers takes them out again), with the accounts each will query:
 * its enterprise's account with the most rows and the one with the fewest. Null, with the reason, when the volume ledger
 * is not there.
 */
export async function seedFlowCallers(databaseUrl: string | undefined, count = FLOW_CALLERS): Promise<FlowCaller[] | string> {
  if (!databaseUrl) return 'needs PostgreSQL (DATABASE_URL) with npm run seed:volume';
  const database = openDatabase({ dataDir: '', databaseUrl });
  try {
    const result = await database.db.execute(sql`
      select u.id, u.login_name,
        (select a.account_no from ledger_accounts a where a.enterprise_id = ue.enterprise_id
          order by (select count(*) from ledger_transactions t where t.account_no = a.account_no) desc, a.account_no limit 1) as account_no,
        (select a.account_no from ledger_accounts a where a.enterprise_id = ue.enterprise_id
          order by (select count(*) from ledger_transactions t where t.account_no = a.account_no), a.account_no limit 1) as quiet_account_no
      from users u join user_enterprises ue on ue.user_id = u.id and ue.role = 'director'
      where u.login_name like 'vol\\_dir\\_%' and u.status = 'active'
      order by u.login_name limit ${count}`);
    const directors = (result as unknown as { rows: Array<{ id: string; login_name: string; account_no: string | null; quiet_account_no: string | null }> }).rows;
    if (directors.length < count || directors.some((d) => !d.account_no || !d.quiet_account_no)) return `found ${directors.length} volume directors with accounts, needs ${count}: run npm run seed:volume`;
    const sessions = createSessionService(database.db, { idleMs: 3_600_000, maxAgeMs: 12 * 3_600_000 });
    const callers: FlowCaller[] = [];
    for (const d of directors) {
      const started = await sessions.start({ kind: 'user', principalId: d.id, method: 'bench', ip: '127.0.0.1', device: 'autocannon' });
      callers.push({ userId: d.id, loginName: d.login_name, account: d.account_no!, quietAccount: d.quiet_account_no!, cookie: `${SESSION_COOKIE}=${started.cookieValue}`, token: started.csrfToken });
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
export async function checkFlowCall(origin: string, caller: FlowCaller): Promise<string | undefined> {
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
