/** Tonnes as the screen shows them: thousands separators, up to three decimals (kilograms). */
export function formatTonnes(t: number): string {
  return t.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 3 });
}

/** A short axis label: 1.2万, 350, 0.5. */
export function shortTonnes(t: number): string {
  if (t >= 10_000) return `${Number((t / 10_000).toFixed(1))}万`;
  return String(Number(t.toFixed(t < 10 ? 2 : 0)));
}

/** A round top for the axis: 1, 2, 4 or 10 times a power of ten, so its half is round too. */
export function niceMax(value: number): number {
  const v = Math.max(value, 0.1);
  const power = 10 ** Math.floor(Math.log10(v));
  return [1, 2, 4, 10].map((m) => m * power).find((s) => s >= v) ?? 10 * power;
}
