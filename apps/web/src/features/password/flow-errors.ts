import type { FormInstance } from 'antd';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';
import { showCallError } from '../auth/field-errors.ts';

/** Errors about the SMS code that the server reports without naming a field. */
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
 * Like showCallError, and puts an SMS code error at the code field when the form has one.
 * Returns the general message, if any.
 */
export function showFlowError(form: FormInstance, err: unknown, fields: readonly string[]): string | null {
  if (isSmsCodeError(err) && fields.includes('smsCode')) {
    form.setFields([{ name: 'smsCode', errors: [(err as CallError).message] }]);
    return null;
  }
  return showCallError(form, err, fields);
}
