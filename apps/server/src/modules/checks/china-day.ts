/** Today's date in China (UTC+8, no daylight saving), yyyy-mm-dd: the day validity dates are read in. */
export const chinaToday = (now: Date) => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** An instant as Beijing wall-clock time, yyyy-mm-dd HH:mm:ss. */
export const beijingTime = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
