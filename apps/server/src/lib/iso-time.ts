/** A time as the calls send it: ISO 8601 in UTC (drivers hand back Date or text). */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

export const isoTimeOrNull = (value: Date | string | null | undefined): string | null => (value ? isoTime(value) : null);
