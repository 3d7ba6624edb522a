/** China Standard Time has no daylight saving: a fixed +8 h. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Minutes since midnight, China time. */
export function chinaMinuteOfDay(now: Date): number {
  const china = new Date(now.getTime() + CHINA_OFFSET_MS);
  return china.getUTCHours() * 60 + china.getUTCMinutes();
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * Whether human agents serve now. `start` is inclusive and `end` exclusive; `24:00` ends at
 * midnight, and a span past midnight (22:00-02:00) works too. Equal bounds mean closed.
 */
export function withinServiceHours(now: Date, hours: { start: string; end: string }): boolean {
  const minute = chinaMinuteOfDay(now);
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
