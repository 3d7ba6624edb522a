/**
 * Courier companies a bank sends paper confirmation letters back with, by the code operators
 * import. The tracking URL templates live on the server (modules/checks/couriers.ts).
 */
export const COURIERS = {
  SF: '顺丰速运',
  EMS: '中国邮政EMS',
  JD: '京东物流',
  ZTO: '中通快递',
  YTO: '圆通速递',
  STO: '申通快递',
  YD: '韵达快递',
} as const;
export type CourierCode = keyof typeof COURIERS;

/** The code of a courier typed by its code or its name. */
export function courierCodeOf(text: string): CourierCode | null {
  const upper = text.trim().toUpperCase();
  if (upper in COURIERS) return upper as CourierCode;
  const byName = Object.entries(COURIERS).find(([, name]) => name === text.trim());
  return byName ? (byName[0] as CourierCode) : null;
}
