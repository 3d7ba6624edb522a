import { collectDefaultMetrics, Registry, type Metric } from 'prom-client';
import { LATENCY_BOUNDS_MS, type CallMeters } from './call-meters.ts';

interface Sample {
  metricName?: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * A metric whose samples are read when scraped. prom-client formats any registered object with
 * a name, help, type and `get()`; its own Counter and Histogram could not take counts kept
 * outside them without counting each call twice (call-meters.ts), and its Gauge cannot leave
 * out a value it could not read (it shows 0).
 */
function scrapedMetric(name: string, help: string, type: 'counter' | 'histogram' | 'gauge', samples: () => Sample[] | Promise<Sample[]>): Metric {
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: await samples() }),
  };
  // The registry's type lists prom-client's own classes; it reads only the fields above.
  return metric as unknown as Metric;
}

const LE = LATENCY_BOUNDS_MS.map((ms) => ms / 1000);

function callMetrics(meters: CallMeters): Metric[] {
  const requests = scrapedMetric(
    'portal_requests_total',
    'API calls answered, by call (the route path under the API prefix), coded result and HTTP status',
    'counter',
    () => meters.counts().map(({ call, code, status, count }) => ({ labels: { call, code, status }, value: count })),
  );
  const name = 'portal_request_duration_seconds';
  const duration = scrapedMetric(name, 'Time from a call arriving to its reply, by call', 'histogram', () =>
    meters.latencies().flatMap(({ call, buckets, sumMs, count }) => {
      let cumulative = 0;
      const out: Sample[] = LE.map((le, i) => ({ metricName: `${name}_bucket`, labels: { call, le }, value: (cumulative += buckets[i]!) }));
      out.push(
        { metricName: `${name}_bucket`, labels: { call, le: '+Inf' }, value: count },
        { metricName: `${name}_sum`, labels: { call }, value: sumMs / 1000 },
        { metricName: `${name}_count`, labels: { call }, value: count },
      );
      return out;
    }),
  );
  return [requests, duration];
}

/**
 * The process's own metrics (event-loop lag, heap, GC, CPU, handles): one set per process,
 * shared by every app built in it (tests build many), since each set starts its own
 * event-loop delay monitor that is never stopped.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface ExpositionSources {
  meters: CallMeters;
  /** The PostgreSQL pool's connections now; absent for the embedded PGlite (one connection, no pool). */
  pool?: () => PoolStats;
  /** Conversations waiting for an agent; rejects when the database does not answer. */
  chatQueue: () => Promise<number>;
  /** Told when a gauge could not be read: the scrape still answers, without that gauge. */
  onGaugeFailed: (name: string, err: unknown) => void;
}

/** The registry /metrics answers from: the process's metrics, each call's counts and latencies, the pool and the chat queue. */
export function createMetricsRegistry(sources: ExpositionSources): Registry {
  const registry = new Registry();
  for (const metric of callMetrics(sources.meters)) registry.registerMetric(metric);
  const { pool } = sources;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      registry.registerMetric(scrapedMetric(name, help, 'gauge', () => [{ labels: {}, value: read(pool()) }]));
    poolGauge('portal_db_pool_connections', 'PostgreSQL connections open in the pool of this instance', (s) => s.total);
    poolGauge('portal_db_pool_idle_connections', 'Open pool connections not running a query', (s) => s.idle);
    poolGauge('portal_db_pool_waiting_requests', 'Queries waiting for a pool connection', (s) => s.waiting);
    poolGauge('portal_db_pool_max_connections', 'The most connections the pool opens (DB_POOL_SIZE)', (s) => s.max);
  }
  const chatQueue = 'portal_chat_queue_length';
  registry.registerMetric(
    scrapedMetric(chatQueue, 'Customer-service conversations waiting for an agent (all instances: read from the database when scraped)', 'gauge', async () => {
      try {
        return [{ labels: {}, value: await sources.chatQueue() }];
      } catch (err) {
        // No sample rather than a made-up one; the rest of the scrape still answers.
        sources.onGaugeFailed(chatQueue, err);
        return [];
      }
    }),
  );
  return Registry.merge([processMetrics(), registry]);
}
