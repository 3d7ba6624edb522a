import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { openSandboxCalls } from '../../../db/schema/index.ts';
import { asBackgroundWork } from '../../../plugins/background-job.ts';

export type UsageRow = typeof openSandboxCalls.$inferInsert;

const FLUSH_MS = 500;
/** Small batches: the embedded database runs on the event loop, so one big insert would stall calls. */
const FLUSH_ROWS = 200;

/** One insert of a JSON array: a fixed statement with one parameter whatever the batch size. */
function insertBatch(db: Db, rows: UsageRow[]) {
  const json = JSON.stringify(
    rows.map((r) => ({ e: r.enterpriseId, a: r.appId, c: r.apiCode, s: r.httpStatus, x: r.errorCode ?? null, l: r.latencyMs, t: r.calledAt })),
  );
  return db.execute(sql`
    insert into ${openSandboxCalls} (enterprise_id, app_id, api_code, http_status, error_code, latency_ms, called_at)
    select e, a, c, s, x, l, t from json_to_recordset(${json}::json)
      as r(e text, a text, c text, s smallint, x integer, l integer, t timestamptz)`);
}

/**
 * Records sandbox calls without a write on the hot path (issue 26 point 5): rows wait in memory
 * and go to the database in one insert every half second, or at once when 200 are waiting.
 * A failed write is logged and dropped: usage figures must never fail a call.
 */
export function createUsageRecorder(db: Db, onError: (err: unknown) => void) {
  let pending: UsageRow[] = [];
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (pending.length === 0) return writing;
    const batch = pending;
    pending = [];
    writing = writing.then(() => insertBatch(db, batch).then(() => undefined, onError));
    return writing;
  }

  const timer = setInterval(() => void asBackgroundWork(flush), FLUSH_MS);
  timer.unref();

  return {
    record(row: UsageRow): void {
      pending.push(row);
      if (pending.length >= FLUSH_ROWS) void flush();
    },
    /** Writes what is waiting (tests, and the server's close). */
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}

export type UsageRecorder = ReturnType<typeof createUsageRecorder>;
