/** The Luhn check digit bank account numbers end with. */
export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * A 19-digit corporate account number: 4-digit branch, 2-digit product, 12-digit serial, Luhn
 * check digit.
 */
export function corporateAccountNo(branch: string, product: string, serial: number): string {
  const body = `${branch}${product}${String(serial).padStart(12, '0')}`;
  if (!/^\d{18}$/.test(body)) throw new Error(`account number body must be 18 digits: ${body}`);
  return body + luhnDigit(body);
}
