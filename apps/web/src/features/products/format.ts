/** A percent string from the server ("1.23", "-0.40") with its sign, and the class for its colour (China: red up, green down). */
export function signedPct(value: string | null): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (value === null) return { text: '--', tone: 'flat' };
  const n = Number(value);
  if (n > 0) return { text: `+${value}%`, tone: 'up' };
  if (n < 0) return { text: `${value}%`, tone: 'down' };
  return { text: `${value}%`, tone: 'flat' };
}

/** A rate or net value as stored, or a dash when none is quoted. */
export const orDash = (v: string | null) => v ?? '--';
