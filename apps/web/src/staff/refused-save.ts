import type { FormInstance } from 'antd';
import { CallError } from '@portal/contract/envelope/client';
import { failureText } from '../api/failure-text.ts';

/** A form field as antd names it: `title`, or a path into a list such as `['attrs', 2, 'value']`. */
export type FieldName = string | (string | number)[];

/**
 * Shows a refused save where the user can fix it: on the form field the server named (its
 * dotted `field`, mapped by `nameOf`, which returns null for fields the form does not have),
 * scrolled into view. Otherwise returns the message for the top of the form.
 */
export function showRefusedSave(form: FormInstance, err: unknown, fallback: string, nameOf: (field: string) => FieldName | null): string | null {
  const name = err instanceof CallError && err.field ? nameOf(err.field) : null;
  if (name === null) return failureText(err, fallback);
  form.setFields([{ name, errors: [(err as CallError).message] }]);
  form.scrollToField(name);
  return null;
}

/** `nameOf` for flat forms: the field's first segment, when the form has it. */
export const topLevelIn =
  (fields: Iterable<string>) =>
  (field: string): string | null => {
    const head = field.split('.')[0] ?? '';
    return new Set(fields).has(head) ? head : null;
  };
