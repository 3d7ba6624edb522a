/**
 * The bank's calendar and clock: China time (UTC+8, no summer time since 1991, so a fixed
 * offset), whatever the server's own zone. Booking dates are days in China; every date and time
 * the portal writes for a customer (files, texts, replies shown as they are) is in the screens'
 * format (ARCHITECTURE §8, issue 37).
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;

const inChina = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString();

/** yyyy-mm-dd of `at` in China. */
export function beijingDate(at: Date = new Date()): string {
  return inChina(at).slice(0, 10);
}

/** yyyy-mm-dd hh:mm:ss of `at` in China. */
export function beijingDateTime(at: Date): string {
  return inChina(at).slice(0, 19).replace('T', ' ');
}
