import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import type { Db } from '../../db/client.ts';
import { everyWhileOpen } from '../../plugins/background-job.ts';
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

/** minute → call path → reply code → calls. */
type Counts = Map<number, Map<string, Map<number, number>>>;

function add(counts: Counts, minute: number, path: string, code: number, calls: number): void {
  let byPath = counts.get(minute);
  if (!byPath) counts.set(minute, (byPath = new Map()));
  let byCode = byPath.get(path);
  if (!byCode) byPath.set(path, (byCode = new Map()));
  byCode.set(code, (byCode.get(code) ?? 0) + calls);
}

export function createCallStatsCounter(db: Db): CallStatsCounter {
  // Nested maps keyed by the route's own path string and the numeric code: counting a call
  // builds no key and hashes no new string.
  let counts: Counts = new Map();
  return {
    count(path, code, at = Date.now()) {
      add(counts, at - (at % MINUTE_MS), path, code, 1);
    },
    async flush() {
      if (counts.size === 0) return;
      const taken = counts;
      counts = new Map();
      const rows: CallStatRow[] = [];
      for (const [minute, byPath] of taken) {
        for (const [path, byCode] of byPath) {
          for (const [code, calls] of byCode) rows.push({ minute: new Date(minute), path, code, calls });
        }
      }
      try {
        await insertCallStats(db, rows);
      } catch (err) {
        // Keep the counts for the next flush rather than lose a minute of them.
        for (const r of rows) add(counts, r.minute.getTime(), r.path, r.code, r.calls);
        throw err;
      }
    },
  };
}

/** The reply code of an API reply: the envelope's `code`, or the HTTP status for a file or stream. */
export function replyCode(statusCode: number, payload: unknown): number {
  if (typeof payload === 'string') {
    const m = CODE_RE.exec(payload);
    if (m) return Number(m[1]);
  }
  return statusCode < 400 ? 200 : statusCode;
}

const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Counts every API reply by call path and code (in memory) and writes the counts once a
 * minute in one insert, and on shutdown. Each API route gets its own onSend hook holding its
 * path, added as the route is declared (so this runs before any route): a global hook would
 * ask every request for its route, which Fastify answers by building an options object each
 * time. An API address that matches no route is counted by the not-found handler.
 */
export function registerCallStats(app: FastifyInstance): void {
  const counter = createCallStatsCounter(app.database.db);
  app.decorate('callStats', counter);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const path = route.url.slice(API_PREFIX.length);
    // A callback hook, not an async one: it runs on every reply, including the hottest calls.
    const countReply: onSendHookHandler = (_req, reply, payload, done) => {
      counter.count(path, replyCode(reply.statusCode, payload));
      done(null, payload);
    };
    route.onSend = [...toArray(route.onSend), countReply];
  });
  everyWhileOpen(app, CALL_STATS_FLUSH_MS, 'call stats flush', () => counter.flush());
  app.addHook('onClose', async () => {
    await counter.flush().catch((err: unknown) => app.log.warn({ err }, 'call stats flush failed'));
  });
}
