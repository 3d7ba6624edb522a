/**
 * Times as a customer reads them in what the portal writes (files, texts): China time, the
 * screens' format (ARCHITECTURE §8), whatever the server's own zone (issue 37).
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** yyyy-mm-dd hh:mm:ss of `at` in China time (no summer time since 1991: a fixed offset). */
export function beijingDateTime(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
