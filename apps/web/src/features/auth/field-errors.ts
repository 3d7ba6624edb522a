import type { FormInstance } from 'antd';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';

/** Errors about the SMS code: the SMS module reports them without naming the form's field. */
const SMS_CODE_ERRORS: ReadonlySet<number> = new Set([
  ERRORS.SMS_CODE_WRONG.code,
  ERRORS.SMS_CODE_EXPIRED.code,
  ERRORS.SMS_CODE_TOO_MANY_ATTEMPTS.code,
]);

/** Whether a failed call means the SMS code (not the rest of the form) must be entered again. */
export function isSmsCodeError(err: unknown): boolean {
  return err instanceof CallError && SMS_CODE_ERRORS.has(err.code);
}

/**
 * Shows a failed call where it belongs: at the field the server named, or at the form's
 * `smsCode` field for an SMS-code error (the form keeps what the user typed), otherwise in the
 * form's general message. Returns the general message, if any.
 */
export function showCallError(form: FormInstance, err: unknown, knownFields: readonly string[]): string | null {
  const error = err instanceof CallError ? err : new CallError(-1, '操作失败，请稍后重试');
  const field = error.field ?? (isSmsCodeError(error) ? 'smsCode' : undefined);
  if (field && knownFields.includes(field)) {
    form.setFields([{ name: field, errors: [error.message] }]);
    return null;
  }
  return error.message;
}
