import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { chinaMonth, type CarbonSource } from '@portal/contract/carbon/sources';
import type { Db } from '../../client.ts';
import { carbonActivities, carbonAssets, carbonReductions } from '../../schema/carbon.ts';
import { enterprises, users } from '../../schema/identity.ts';
import { factorFor } from '../../../modules/carbon-account/factors.ts';
import { tonnesOf } from '../../../modules/carbon-account/service.ts';
import { claimSeedMark, hasSeedMark } from '../seed-marks.ts';

export const DEMO_CARBON_MARK = 'demo_carbon_account';
const DEMO_ENTERPRISE = 'E100000001';
const DEMO_DIRECTOR = 'demo_corp';
/** Months of history before the current one. */
const MONTHS = 14;

/** The month `n` months before `month` (yyyy-mm). */
export function monthsBefore(month: string, n: number): string {
  const total = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** A small office-and-workshop enterprise: more power in summer, more gas in winter, a little diesel for its vans. */
function demoQuantities(month: string): [CarbonSource, string][] {
  const m = Number(month.slice(5, 7));
  const summer = [6, 7, 8, 9].includes(m);
  const winter = [12, 1, 2, 3].includes(m);
  return [
    ['electricity', String(180_000 + (summer ? 60_000 : 0) + m * 1_250)],
    ['natural_gas', String(8_000 + (winter ? 9_500 : 0) + m * 120)],
    ['diesel', (3 + (m % 3) * 0.4).toFixed(1)],
  ];
}

/**
 * The demo enterprise's carbon account (issue 24 point 7), once in a database's life and only
 * when the demo enterprise and its director exist: the 14 months before this one, a rooftop
 * solar project and two carbon assets, so the screen has something to show.
 */
export async function seedDemoCarbon(db: Db, now = Date.now()): Promise<number | null> {
  if (await hasSeedMark(db, DEMO_CARBON_MARK)) return null;
  return db.transaction(async (tx) => {
    const [enterprise] = await tx.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.id, DEMO_ENTERPRISE));
    const [director] = await tx.select({ id: users.id }).from(users).where(eq(users.loginName, DEMO_DIRECTOR));
    if (!enterprise || !director) return null;
    if (!(await claimSeedMark(tx, DEMO_CARBON_MARK))) return null;
    const current = chinaMonth(now);
    const rows = [];
    // One factor lookup per source and year (every test server runs this seed).
    const factors = new Map<string, Awaited<ReturnType<typeof factorFor>>>();
    for (let n = MONTHS; n >= 1; n--) {
      const month = monthsBefore(current, n);
      for (const [source, quantity] of demoQuantities(month)) {
        const key = `${source}|${month.slice(0, 4)}`;
        const factor = factors.get(key) ?? (await factorFor(tx as unknown as Db, source, month));
        factors.set(key, factor);
        rows.push({ enterpriseId: DEMO_ENTERPRISE, month, source, quantity, factorId: factor.id, factor: factor.perUnit, tonnes: tonnesOf(Number(quantity), factor), recordedBy: director.id });
      }
    }
    await tx.insert(carbonActivities).values(rows);
    await tx.insert(carbonReductions).values({ enterpriseId: DEMO_ENTERPRISE, projectName: '厂房屋顶分布式光伏（1.2 MW）', projectType: 'solar', annualTonnes: '680', startMonth: monthsBefore(current, 10), recordedBy: director.id });
    const lastYear = Number(current.slice(0, 4)) - 1;
    await tx.insert(carbonAssets).values([
      { enterpriseId: DEMO_ENTERPRISE, kind: 'CEA', vintage: lastYear, quantity: '1500', acquisition: 'purchase', acquiredOn: `${lastYear}-09-15`, status: 'held', recordedBy: director.id },
      { enterpriseId: DEMO_ENTERPRISE, kind: 'CCER', vintage: lastYear, projectName: '内蒙古某风电场并网发电项目', quantity: '320', acquisition: 'purchase', acquiredOn: `${lastYear}-11-03`, status: 'held', recordedBy: director.id },
    ]);
    return rows.length;
  });
}

/** At a demo server's start (app.ts), after the demo accounts exist. */
export async function seedDemoCarbonAtStart(db: Db, log: FastifyBaseLogger): Promise<void> {
  const rows = await seedDemoCarbon(db);
  if (rows) log.info({ rows }, 'seeded the demo carbon account');
}
