/**
 * The browser's offset from UTC, `UTC+08:00`. Not the zone's name from Intl: the first Intl call
 * loads the locale data, some 100 ms on a phone's CPU in the task before the home page's paint
 * (issue 36), and an offset serves a device's fingerprint as well.
 */
export function utcOffset(date = new Date()): string {
  const minutes = -date.getTimezoneOffset();
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
