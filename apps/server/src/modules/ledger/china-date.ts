/** The bank's calendar is Beijing time: booking dates are days in Asia/Shanghai. */
const BEIJING_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** yyyy-mm-dd of `at` in Beijing time. */
export function beijingDate(at: Date = new Date()): string {
  return BEIJING_DAY.format(at);
}
