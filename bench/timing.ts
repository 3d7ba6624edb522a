/** The median and the 99th percentile of a bench's sample of times, in ms. */
export interface Timing {
  p50: number;
  p99: number;
}

export function timing(ms: number[]): Timing {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p99: at(99) };
}
