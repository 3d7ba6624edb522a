/**
 * The receipt-printer password rule (issue 25 point 3): six digits, not all the same digit and
 * not a run up or down (123456, 654321, 901234 …), which anyone standing at the printer guesses.
 * Used by the form before encrypting and by the server after opening the field.
 */
export const PRINTER_PASSWORD_MESSAGES = {
  format: '回单打印密码须为6位数字',
  weak: '密码过于简单：不能全部为相同数字或连续数字',
  mismatch: '两次输入的密码不一致',
} as const;

export function printerPasswordProblem(password: string): keyof typeof PRINTER_PASSWORD_MESSAGES | null {
  if (!/^\d{6}$/.test(password)) return 'format';
  const d = [...password].map(Number);
  const steps = d.slice(1).map((n, i) => (n - d[i]! + 10) % 10);
  if (steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === 9)) return 'weak';
  return null;
}
