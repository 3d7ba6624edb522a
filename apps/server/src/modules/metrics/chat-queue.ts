import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** Counting stops here: a backlog this long is an alert whatever its exact length. */
export const CHAT_QUEUE_COUNT_CAP = 10_000;
/** A scrape does not wait longer than this for the database (Prometheus' own timeout is 10 s). */
const QUEUE_READ_TIMEOUT_MS = 2_000;

/**
 * Conversations waiting for an agent, read when /metrics is scraped: one bounded query on the
 * (state, queued_at) index per scrape, nothing on the requests themselves. Rejects when the
 * database does not answer in time.
 */
export async function chatQueueLength(db: Db): Promise<number> {
  const read = db.execute(
    sql`select count(*)::int as n from (select 1 from chat_conversations where state = 'queued' limit ${CHAT_QUEUE_COUNT_CAP}) waiting`,
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${QUEUE_READ_TIMEOUT_MS} ms`)), QUEUE_READ_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([read, timeout]);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  } finally {
    clearTimeout(timer);
    // A read that lost the race may still fail later: nobody is waiting for it.
    read.catch(() => {});
  }
}
