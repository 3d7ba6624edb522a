import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { seedDemoLedger } from '../src/db/seed/ledger/seed-demo-ledger.ts';
import { addDays, addYears } from '../src/db/seed/ledger/calendar.ts';
import { generateDemoHistory } from '../src/db/seed/ledger/demo-history.ts';
import { beijingDate } from '../src/lib/china-time.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

/**
 * The demo ledger (issue 23): a demo server's start gives the demo enterprise six accounts with
 * two years of history whose running balances hold, once in the database's life.
 */
const SLOW = { timeout: 180_000 };

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('the demo ledger of a demo start', SLOW, () => {
  let server: TestServer;
  let db: Db;
  beforeAll(async () => {
    server = await startTestServer();
    db = server.app.database.db;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it('gives the demo enterprise six accounts whose balances are their last rows', async () => {
    const accounts = await rows<{ account_no: string; account_type: string; currency: string; balance_fen: string; last_balance: string | null; opening_balance_fen: string }>(
      db,
      sql`select a.account_no, a.account_type, a.currency, a.balance_fen::text, a.opening_balance_fen::text,
            (select t.balance_fen::text from ledger_transactions t where t.account_no = a.account_no order by t.seq desc limit 1) as last_balance
          from ledger_accounts a where a.enterprise_id = 'E100000001' order by a.account_no`,
    );
    expect(accounts).toHaveLength(6);
    for (const a of accounts) {
      expect(a.account_no).toMatch(/^\d{19}$/);
      expect(a.last_balance).not.toBeNull();
      expect(a.balance_fen).toBe(a.last_balance);
    }
    expect(accounts.map((a) => `${a.account_type}${a.currency}`).sort()).toEqual(['0CNY', '0CNY', '0CNY', '0USD', '2CNY', '4CNY']);
  });

  it('keeps every running balance and a gap-free seq, with two years of unique serial numbers up to yesterday', async () => {
    const [check] = await rows<{ total: number; bad_balance: number; bad_seq: number; serials: number; first_day: string; last_day: string; channels: string[] }>(
      db,
      sql`with t as (
            select t.*, a.opening_balance_fen,
              lag(t.balance_fen) over (partition by t.account_no order by t.seq) as previous,
              row_number() over (partition by t.account_no order by t.seq) as position
            from ledger_transactions t join ledger_accounts a using (account_no) where a.enterprise_id = 'E100000001')
          select count(*)::int as total,
            count(*) filter (where balance_fen <> coalesce(previous, opening_balance_fen) + case borrow_tag when '1' then amount_fen else -amount_fen end)::int as bad_balance,
            count(*) filter (where seq <> position)::int as bad_seq,
            count(distinct serial_no)::int as serials,
            min(booking_date)::text as first_day, max(booking_date)::text as last_day,
            array_agg(distinct channel order by channel) as channels
          from t`,
    );
    expect(check!.total).toBeGreaterThan(2000);
    expect(check!.bad_balance).toBe(0);
    expect(check!.bad_seq).toBe(0);
    expect(check!.serials).toBe(check!.total);
    const yesterday = addDays(beijingDate(), -1);
    expect(check!.last_day <= yesterday).toBe(true);
    expect(check!.last_day >= addDays(yesterday, -4)).toBe(true);
    // The ledger was written when the run's template database was built: a Beijing midnight may
    // have passed since, so its first day may be one day earlier than today's count gives.
    expect(check!.first_day >= addYears(yesterday, -2)).toBe(true);
    expect(check!.first_day <= addDays(addYears(yesterday, -2), 5)).toBe(true);
    expect(check!.channels).toEqual(['手机银行', '批量代发', '柜面', '网银', '银企直联'].sort());
  });

  it('is written once: a second seed adds nothing', async () => {
    expect(await seedDemoLedger(db)).toBeNull();
    const [after] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ledger_accounts where enterprise_id = 'E100000001'`);
    expect(after!.n).toBe(6);
  });
});

describe('the demo ledger generator', () => {
  it('gives the same history for the same day', () => {
    expect([...generateDemoHistory('2026-06-30').rows.values()].flat()).toEqual([...generateDemoHistory('2026-06-30').rows.values()].flat());
  });

  it('never overdraws an account, whatever the seeding day', () => {
    for (let i = 0; i < 24; i++) {
      const history = generateDemoHistory(addDays('2026-01-03', i * 17));
      for (const account of history.accounts) {
        let balance = account.openingBalanceFen;
        let lowest = balance;
        let highest = balance;
        for (const row of history.rows.get(account.accountNo)!) {
          balance += row.borrowTag === '1' ? row.amountFen : -row.amountFen;
          lowest = Math.min(lowest, balance);
          highest = Math.max(highest, balance);
        }
        // Current and fixed accounts never go below zero; only the loan account (what is owed) does.
        if (account.accountType === '4') expect(highest, `${history.lastDay} ${account.role}`).toBeLessThanOrEqual(0);
        else expect(lowest, `${history.lastDay} ${account.role}`).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('a start that does not want demo accounts', SLOW, () => {
  it('seeds no demo ledger', async () => {
    const server = await startTestServer({ SEED_DEMO: false });
    try {
      const [count] = await rows<{ n: number }>(server.app.database.db, sql`select count(*)::int as n from ledger_accounts`);
      expect(count!.n).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('two starts seeding the demo ledger at once', SLOW, () => {
  it('seed it once', async () => {
    const database = await createTestDatabase();
    try {
      const results = await Promise.all([seedDemoLedger(database.db), seedDemoLedger(database.db)]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      const [count] = await rows<{ accounts: number; transactions: number }>(
        database.db,
        sql`select (select count(*)::int from ledger_accounts) as accounts, (select count(*)::int from ledger_transactions) as transactions`,
      );
      expect(count).toEqual({ accounts: 6, transactions: results.find((r) => r !== null)!.rows });
    } finally {
      await database.close();
    }
  });
});
