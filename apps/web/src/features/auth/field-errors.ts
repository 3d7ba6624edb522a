import type { FormInstance } from 'antd';
import { CallError } from '@portal/contract/envelope/client';

/**
 * Shows a failed call where it belongs: at the field the server named (the form keeps what the
 * user typed), otherwise in the form's general message. Returns the general message, if any.
 */
export function showCallError(form: FormInstance, err: unknown, knownFields: readonly string[]): string | null {
  const error = err instanceof CallError ? err : new CallError(-1, '操作失败，请稍后重试');
  if (error.field && knownFields.includes(error.field)) {
    form.setFields([{ name: error.field, errors: [error.message] }]);
    return null;
  }
  return error.message;
}
