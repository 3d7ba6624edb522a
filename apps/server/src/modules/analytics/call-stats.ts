import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import type { Db } from '../../db/client.ts';
import { insertCallStats, type CallStatRow } from './repo.ts';

/** How often an instance writes its counts: one insert a minute (issue 5). */
export const CALL_STATS_FLUSH_MS = 60_000;
const MINUTE_MS = 60_000;
/** Addresses that match no route are counted under one name, so strangers cannot grow the map. */
export const UNKNOWN_CALL_PATH = '(unknown)';
const CODE_RE = /^\{"code":(\d{1,9})/;

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-call counts of this instance (analytics: error rate by call). */
    callStats: CallStatsCounter;
  }
}

export interface CallStatsCounter {
  count(path: string, code: number, at?: number): void;
  /** Writes and forgets what was counted so far; the report calls it so the current minute shows. */
  flush(): Promise<void>;
}

export function createCallStatsCounter(db: Db): CallStatsCounter {
  let counts = new Map<string, CallStatRow>();
  return {
    count(path, code, at = Date.now()) {
      const minute = Math.floor(at / MINUTE_MS) * MINUTE_MS;
      const key = `${minute}|${path}|${code}`;
      const row = counts.get(key);
      if (row) row.calls += 1;
      else counts.set(key, { minute: new Date(minute), path, code, calls: 1 });
    },
    async flush() {
      if (counts.size === 0) return;
      const rows = [...counts.values()];
      counts = new Map();
      try {
        await insertCallStats(db, rows);
      } catch (err) {
        // Keep the counts for the next flush rather than lose a minute of them.
        for (const r of rows) {
          const key = `${r.minute.getTime()}|${r.path}|${r.code}`;
          const row = counts.get(key);
          if (row) row.calls += r.calls;
          else counts.set(key, r);
        }
        throw err;
      }
    },
  };
}

/** The reply code of an API reply: the envelope's `code`, or the HTTP status for a file or stream. */
function replyCode(statusCode: number, payload: unknown): number {
  if (typeof payload === 'string') {
    const m = CODE_RE.exec(payload);
    if (m) return Number(m[1]);
  }
  return statusCode < 400 ? 200 : statusCode;
}

function callPath(req: FastifyRequest): string {
  const route = req.routeOptions.url;
  return route?.startsWith(API_PREFIX) ? route.slice(API_PREFIX.length) : UNKNOWN_CALL_PATH;
}

/**
 * Counts every API reply by call path and code (in memory) and writes the counts once a
 * minute in one insert, and on shutdown.
 */
export function registerCallStats(app: FastifyInstance): void {
  const counter = createCallStatsCounter(app.database.db);
  app.decorate('callStats', counter);
  // A callback hook, not an async one: it runs on every reply, including the hottest calls.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith(API_PREFIX)) counter.count(callPath(req), replyCode(reply.statusCode, payload));
    done(null, payload);
  });
  const timer = setInterval(() => {
    counter.flush().catch((err: unknown) => app.log.warn({ err }, 'call stats flush failed'));
  }, CALL_STATS_FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await counter.flush().catch((err: unknown) => app.log.warn({ err }, 'call stats flush failed'));
  });
}
