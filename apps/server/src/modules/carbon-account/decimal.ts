/** A numeric column's text without trailing zeros: "1200.500" -> "1200.5", "30.000" -> "30". */
export function plainDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** Tonnes for display and export: three decimals (kilograms). */
export const roundTonnes = (t: number) => Math.round(t * 1000) / 1000;
