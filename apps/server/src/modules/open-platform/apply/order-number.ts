import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { openApiOrderSequences } from '../../../db/schema/index.ts';
import { beijingDate } from '../../../lib/china-time.ts';

/**
 * The next order number: `YQ` + Beijing yyyymmdd + the day's six-digit sequence (YQ20261126000001).
 * One upsert takes the number, so concurrent submissions on any instance never share one.
 */
export async function nextOrderNo(db: Db, now = new Date()): Promise<string> {
  const day = beijingDate(now).replaceAll('-', '');
  const [row] = await db
    .insert(openApiOrderSequences)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: openApiOrderSequences.day, set: { last: sql`${openApiOrderSequences.last} + 1` } })
    .returning({ last: openApiOrderSequences.last });
  return `YQ${day}${String(row!.last).padStart(6, '0')}`;
}
