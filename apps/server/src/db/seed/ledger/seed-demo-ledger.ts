import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../client.ts';
import { enterprises } from '../../schema/identity.ts';
import { ledgerAccounts } from '../../schema/ledger.ts';
import { beijingDate } from '../../../lib/china-time.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';
import { addDays } from './calendar.ts';
import { DEMO_ENTERPRISE_ID } from './demo-ledger-data.ts';
import { generateDemoHistory } from './demo-history.ts';
import { insertHistory } from './insert-rows.ts';

export const DEMO_LEDGER_MARK = 'demo_ledger';

export interface DemoLedgerSeeded {
  accounts: number;
  rows: number;
  firstDay: string;
  lastDay: string;
}

/**
 * The demo enterprise's six accounts with two years of history ending the day before `today`
 * (Beijing), once in a database's life: the mark is claimed in the same transaction, so two
 * instances starting together seed it once and an operator's later changes stay. Nothing is
 * written (and nothing marked) while the demo enterprise does not exist. Returns what it wrote,
 * or null.
 */
export async function seedDemoLedger(db: Db, today: string = beijingDate()): Promise<DemoLedgerSeeded | null> {
  // Later starts skip the generation; the claim in the transaction settles a race.
  if (await hasSeedMark(db, DEMO_LEDGER_MARK)) return null;
  const history = generateDemoHistory(addDays(today, -1));
  return db.transaction(async (tx) => {
    const [enterprise] = await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, DEMO_ENTERPRISE_ID));
    if (!enterprise) return null;
    if (!(await claimSeedMark(tx, DEMO_LEDGER_MARK))) return null;
    let rowCount = 0;
    for (const account of history.accounts) {
      const rows = history.rows.get(account.accountNo)!;
      const { role: _role, ...columns } = account;
      await tx.insert(ledgerAccounts).values({ ...columns, enterpriseId: DEMO_ENTERPRISE_ID, balanceFen: account.openingBalanceFen });
      const balanceFen = await insertHistory(tx, account.openingBalanceFen, rows);
      await tx.update(ledgerAccounts).set({ balanceFen }).where(eq(ledgerAccounts.accountNo, account.accountNo));
      rowCount += rows.length;
    }
    return { accounts: history.accounts.length, rows: rowCount, firstDay: history.firstDay, lastDay: history.lastDay };
  });
}

/** At a demo server's start (app.ts): seeds the demo ledger when it is due, and says how long it took. */
export async function seedDemoLedgerAtStart(db: Db, log: FastifyBaseLogger): Promise<void> {
  const started = performance.now();
  const seeded = await seedDemoLedger(db);
  if (seeded) log.info({ ...seeded, ms: Math.round(performance.now() - started) }, 'seeded the demo ledger');
}
