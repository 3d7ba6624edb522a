import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isCreditCode } from '@portal/contract/validate/credit-code';
import { openDatabase, type Database } from '../src/db/client.ts';
import { VOLUME_PASSWORD } from '../src/db/seed/ledger/volume.ts';
import { verifyPassword } from '../src/modules/users/password-hash.ts';
import { createPostgresDatabase, type PostgresDatabase } from './support/postgres-database.ts';
import { runNode } from './support/run-node.ts';

/**
 * `npm run seed:volume` (issue 23): the bench's large ledger, on PostgreSQL only, once. Run small
 * here (3 enterprises, 3,000 transactions); the full size is timed in the README.
 */
const CLI = 'apps/server/src/cli/seed-volume.ts';
const SLOW = { timeout: 180_000 };

async function rows<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('npm run seed:volume on the embedded database', SLOW, () => {
  it('refuses with a clear message and writes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-volume-'));
    try {
      const run = await runNode(CLI, [], { env: { DATA_DIR: dir } });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('seed:volume 只在 PostgreSQL 上运行，请设置 DATABASE_URL');
      expect(run.stdout).toBe('');
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says how to use it when the numbers are wrong', async () => {
    const run = await runNode(CLI, ['--transactions', '0'], { env: { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('npm run seed:volume');
  });
});

// What it proves needs PostgreSQL whatever DATABASE_URL says (the embedded database is refused).
describe('npm run seed:volume on PostgreSQL', SLOW, () => {
  let pg: PostgresDatabase;
  let database: Database;
  beforeAll(async () => {
    pg = await createPostgresDatabase();
    database = openDatabase({ databaseUrl: pg.url, dataDir: '', poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await pg?.drop();
  });

  it('creates authenticated enterprises, their directors and accounts, and transactions with correct running balances', async () => {
    const run = await runNode(CLI, ['--enterprises', '3', '--transactions', '3000', '--assets', '0'], { env: { DATABASE_URL: pg.url } });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('3 enterprises');
    expect(run.stdout).toContain('3,000 transactions');
    expect(run.stdout).toContain(`vol_dir_001 … vol_dir_003, password ${VOLUME_PASSWORD}`);

    const enterprises = await rows<{ id: string; credit_code: string; auth_status: string; login_name: string; role: string; password_hash: string; accounts: number }>(
      database.db,
      sql`select e.id, e.credit_code, e.auth_status, u.login_name, ue.role, u.password_hash,
            (select count(*)::int from ledger_accounts a where a.enterprise_id = e.id) as accounts
          from enterprises e join user_enterprises ue on ue.enterprise_id = e.id join users u on u.id = ue.user_id order by u.login_name`,
    );
    expect(enterprises.map((e) => e.login_name)).toEqual(['vol_dir_001', 'vol_dir_002', 'vol_dir_003']);
    for (const e of enterprises) {
      expect(isCreditCode(e.credit_code)).toBe(true);
      expect(e.auth_status).toBe('ST');
      expect(e.role).toBe('director');
      expect(e.accounts).toBeGreaterThanOrEqual(3);
      expect(e.accounts).toBeLessThanOrEqual(5);
    }
    expect(await verifyPassword(enterprises[0]!.password_hash, VOLUME_PASSWORD)).toBe(true);

    const [check] = await rows<{ total: number; bad_balance: number; bad_seq: number; bad_order: number; bad_account_balance: number }>(
      database.db,
      sql`with t as (
            select t.*, a.opening_balance_fen,
              lag(t.balance_fen) over w as previous, lag(t.booked_at) over w as previous_at, row_number() over w as position
            from ledger_transactions t join ledger_accounts a using (account_no) window w as (partition by t.account_no order by t.seq))
          select count(*)::int as total,
            count(*) filter (where balance_fen <> coalesce(previous, opening_balance_fen) + case borrow_tag when '1' then amount_fen else -amount_fen end)::int as bad_balance,
            count(*) filter (where seq <> position)::int as bad_seq,
            count(*) filter (where booked_at < previous_at or booking_date <> (booked_at at time zone 'Asia/Shanghai')::date)::int as bad_order,
            (select count(*)::int from ledger_accounts a where a.balance_fen <> (select t2.balance_fen from ledger_transactions t2 where t2.account_no = a.account_no order by t2.seq desc limit 1)) as bad_account_balance
          from t`,
    );
    expect(check).toEqual({ total: 3000, bad_balance: 0, bad_seq: 0, bad_order: 0, bad_account_balance: 0 });
  });

  it('refuses a second run and changes nothing', async () => {
    const run = await runNode(CLI, ['--enterprises', '3', '--transactions', '3000', '--assets', '0'], { env: { DATABASE_URL: pg.url } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('此数据库已生成过压测数据，未做任何改动');
    const [count] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from ledger_transactions`);
    expect(count!.n).toBe(3000);
  });
});
