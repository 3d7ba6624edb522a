import type { FormInstance } from 'antd';
import { CallError } from '@portal/contract/envelope/client';

/**
 * Puts a refused call's message at the field the server named, when the form has it; returns
 * the message for the form's own alert otherwise (so every refusal is shown somewhere).
 */
export function showCallError(form: FormInstance, err: unknown, fields: readonly string[], fallback: string): string | null {
  const message = err instanceof CallError && err.message ? err.message : fallback;
  const field = err instanceof CallError ? err.field : undefined;
  // A staff operation names the user by login name on the form but by id on the wire.
  const shown = field === 'queryMemberUserId' && fields.includes('userAccount') ? 'userAccount' : field;
  if (shown && fields.includes(shown)) {
    form.setFields([{ name: shown, errors: [message] }]);
    return null;
  }
  return message;
}
