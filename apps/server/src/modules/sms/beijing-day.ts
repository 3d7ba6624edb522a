const DAY_MS = 24 * 60 * 60 * 1000;
/** China has one time zone and no daylight saving: UTC+8 all year. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Milliseconds from `now` to the next midnight in Beijing, when the daily SMS count starts over. */
export function msUntilBeijingMidnight(now: Date): number {
  const local = now.getTime() + BEIJING_OFFSET_MS;
  const nextMidnightLocal = Math.floor(local / DAY_MS) * DAY_MS + DAY_MS;
  return nextMidnightLocal - local;
}
