import { useRef, useState } from 'react';
import { Form } from 'antd';
import type * as z from 'zod/mini';
import { CallError } from '@portal/contract/envelope/client';
import { CHECK_TEXTS as T } from './texts.ts';

/**
 * A check form: the contract's schema checks what was typed (same messages as the server), the
 * call runs, a coded error lands at its field (`fieldOfCode` for answers about a field, such as
 * "number or code not matched") or above the form. What was typed always stays.
 * A verdict belongs to what produced it (issue 37): a new attempt takes the previous verdict and
 * messages away at once, an edit takes the verdict, the failure and that field's message away, and
 * a reply to an attempt made before the latest edit or attempt is dropped.
 */
export function useCheckForm<S extends z.ZodMiniObject, R>(schema: S, run: (input: z.output<S>) => Promise<R>, fieldOfCode: Record<number, keyof z.output<S> & string>) {
  const [form] = Form.useForm<Record<string, string>>();
  const [result, setResult] = useState<R | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Bumped by every attempt and edit: a reply lands only while it is the latest attempt's. */
  const attempt = useRef(0);

  async function submit() {
    const mine = ++attempt.current;
    setError(null);
    setResult(null);
    const values = form.getFieldsValue(true) as Record<string, string | undefined>;
    const typed = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, values[k] ?? '']));
    const parsed = schema.safeParse(typed);
    form.setFields(Object.keys(typed).map((name) => ({ name, errors: [] })));
    if (!parsed.success) {
      const seen = new Set<string>();
      form.setFields(
        parsed.error.issues.flatMap((issue) => {
          const name = String(issue.path[0]);
          if (seen.has(name)) return [];
          seen.add(name);
          return [{ name, errors: [issue.message] }];
        }),
      );
      setResult(null);
      return;
    }
    setBusy(true);
    try {
      const reply = await run(parsed.data);
      if (mine === attempt.current) setResult(reply);
    } catch (err) {
      if (mine !== attempt.current) return;
      setResult(null);
      const field = err instanceof CallError ? (err.field ?? fieldOfCode[err.code]) : undefined;
      if (err instanceof CallError && field) form.setFields([{ name: field, errors: [err.message] }]);
      else setError(err instanceof CallError ? err.message : T.failed);
    } finally {
      setBusy(false);
    }
  }

  /** An edit: the verdict and the failure go, and the message of each field edited. */
  function change(changed: Record<string, unknown>) {
    attempt.current++;
    setResult(null);
    setError(null);
    form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));
  }

  function reset() {
    attempt.current++;
    form.resetFields();
    setResult(null);
    setError(null);
  }

  return { form, result, busy, error, submit, change, reset };
}
