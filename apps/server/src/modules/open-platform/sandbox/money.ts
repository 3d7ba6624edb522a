/** Fen (integer cents) as the sandbox's decimal yuan string: 123456 -> "1234.56". */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A validated decimal yuan string (ZMoney) as fen, without floating point. */
export function fenOf(amount: string): number {
  const [whole, frac = ''] = amount.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
