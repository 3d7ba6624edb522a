/**
 * Per-call request counts and latencies, kept in plain numbers and read by /metrics when it is
 * scraped. Counting runs on every call, the two polls included, so it allocates nothing: each
 * call's meter is made once (when its route is declared), a reply adds to a Map keyed by one
 * number and to a fixed array of buckets. prom-client's own labelled children hash their label
 * values into a new string on every observation: about 0.5 µs a call against about 0.01 µs here
 * (docs/decisions.md, "Metrics").
 */

/** Latency bucket bounds, in milliseconds (exposed in seconds): few, around the 50 ms p99 budget. */
export const LATENCY_BOUNDS_MS = [1, 5, 10, 25, 50, 100, 500, 2500] as const;

/** The reply code and the HTTP status in one number: codes have at most 9 digits, statuses 3. */
const STATUS_SPAN = 1000;

export interface CallMeter {
  /** One reply: its coded result (0 = success), HTTP status and time from arrival, in milliseconds. */
  record(code: number, status: number, ms: number): void;
}

export interface CallCount {
  call: string;
  code: number;
  status: number;
  count: number;
}

export interface CallLatency {
  call: string;
  /** Replies per bucket, not cumulative; the last bucket is beyond the last bound. */
  buckets: readonly number[];
  sumMs: number;
  count: number;
}

export interface CallMeters {
  /** The meter of a call (the route's path under the API prefix), made on first ask and kept. */
  meter(call: string): CallMeter;
  counts(): CallCount[];
  latencies(): CallLatency[];
}

class Meter implements CallMeter {
  readonly byCodeAndStatus = new Map<number, number>();
  readonly buckets = new Float64Array(LATENCY_BOUNDS_MS.length + 1);
  sumMs = 0;
  count = 0;

  record(code: number, status: number, ms: number): void {
    const key = code * STATUS_SPAN + status;
    this.byCodeAndStatus.set(key, (this.byCodeAndStatus.get(key) ?? 0) + 1);
    let i = 0;
    while (i < LATENCY_BOUNDS_MS.length && ms > LATENCY_BOUNDS_MS[i]!) i++;
    this.buckets[i]!++;
    this.sumMs += ms;
    this.count++;
  }
}

export function createCallMeters(): CallMeters {
  const meters = new Map<string, Meter>();
  return {
    meter(call) {
      let meter = meters.get(call);
      if (!meter) meters.set(call, (meter = new Meter()));
      return meter;
    },
    counts() {
      const out: CallCount[] = [];
      for (const [call, meter] of meters) {
        for (const [key, count] of meter.byCodeAndStatus) {
          out.push({ call, code: Math.floor(key / STATUS_SPAN), status: key % STATUS_SPAN, count });
        }
      }
      return out;
    },
    latencies() {
      const out: CallLatency[] = [];
      for (const [call, meter] of meters) {
        if (meter.count > 0) out.push({ call, buckets: Array.from(meter.buckets), sumMs: meter.sumMs, count: meter.count });
      }
      return out;
    },
  };
}
