import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { UsageView } from '@portal/contract/calls/open-platform/sandbox/fields';
import type { Db } from '../../../db/client.ts';
import { enterprises, openSandboxCalls } from '../../../db/schema/index.ts';
import { beijingDate } from '../../../lib/china-time.ts';

const c = openSandboxCalls;
const day = sql<string>`to_char(${c.calledAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
const errors = sql<number>`(count(*) filter (where ${c.errorCode} is not null))::int`;
const calls = sql<number>`count(*)::int`;

/**
 * The usage charts' figures (issue 26 point 5) from the call records: calls and errors per API
 * per Beijing day, p50/p95 latency per API, the latest calls. An enterprise reads only its own
 * rows; operators read all, or one enterprise's.
 */
export function createUsageStats(db: Db) {
  async function figures(enterpriseId: string | undefined, days: number): Promise<UsageView> {
    const since = new Date(Date.now() - days * 86_400_000);
    const where = and(gte(c.calledAt, since), enterpriseId ? eq(c.enterpriseId, enterpriseId) : undefined);
    const [perDay, byApi, recent] = await Promise.all([
      db.select({ day, apiCode: c.apiCode, calls, errors }).from(c).where(where).groupBy(day, c.apiCode).orderBy(day, c.apiCode),
      db
        .select({
          apiCode: c.apiCode,
          calls,
          errors,
          p50Ms: sql<number>`coalesce(percentile_cont(0.5) within group (order by ${c.latencyMs}), 0)::float8`,
          p95Ms: sql<number>`coalesce(percentile_cont(0.95) within group (order by ${c.latencyMs}), 0)::float8`,
        })
        .from(c)
        .where(where)
        .groupBy(c.apiCode)
        .orderBy(c.apiCode),
      db.select().from(c).where(where).orderBy(desc(c.calledAt), desc(c.id)).limit(50),
    ]);
    return {
      days,
      today: beijingDate(),
      perDay,
      byApi: byApi.map((r) => ({ ...r, p50Ms: Math.round(Number(r.p50Ms) * 10) / 10, p95Ms: Math.round(Number(r.p95Ms) * 10) / 10 })),
      recent: recent.map((r) => ({
        calledAt: r.calledAt.toISOString(),
        appId: r.appId,
        apiCode: r.apiCode,
        httpStatus: r.httpStatus,
        errorCode: r.errorCode,
        latencyMs: r.latencyMs,
        enterpriseId: r.enterpriseId,
      })),
    };
  }

  return {
    ofEnterprise: (enterpriseId: string, days: number) => figures(enterpriseId, days),
    async ofAll(enterpriseId: string | undefined, days: number) {
      const since = new Date(Date.now() - days * 86_400_000);
      const [base, perEnterprise] = await Promise.all([
        figures(enterpriseId, days),
        db
          .select({ enterpriseId: c.enterpriseId, enterpriseName: sql<string>`coalesce(max(${enterprises.name}), ${c.enterpriseId})`, calls, errors })
          .from(c)
          .leftJoin(enterprises, eq(enterprises.id, c.enterpriseId))
          .where(gte(c.calledAt, since))
          .groupBy(c.enterpriseId)
          .orderBy(desc(calls)),
      ]);
      return { ...base, enterprises: perEnterprise };
    },
  };
}
