import type { Validation } from '@portal/contract/validate/result';
import { AppError } from '../../errors.ts';

/** Applies the password rule of a flow (§5) to the opened new password, at its field. */
export function checkNewPassword(validate: (value: string) => Validation, password: string): void {
  const result = validate(password);
  if (!result.ok) throw new AppError('PASSWORD_RULE', { message: result.message, field: 'newPassword' });
}
