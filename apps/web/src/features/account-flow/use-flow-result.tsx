import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { CallError } from '@portal/contract/envelope/client';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { slotOf, type FormSlot } from './flow-form.ts';
import { FLOW_TEXTS as T } from './texts.ts';

/**
 * A query's reply for a results panel. A refusal that names a field goes to that field of the
 * form (the panel then shows nothing); any other failure is an alert with 重试; before the first
 * reply, a skeleton. `placeholder` is what the panel shows instead of its results, if anything.
 */
export function useFlowResult<T>(
  load: () => Promise<T>,
  key: string,
  onFieldError: (slot: FormSlot, message: string) => void,
): { data: T | undefined; loading: boolean; placeholder: ReactNode | undefined } {
  const { data, loading, failed, error, reload } = useLoaded(load, key);
  const fieldSlot = error instanceof CallError ? slotOf(error.field) : 'other';
  useEffect(() => {
    if (failed && fieldSlot !== 'other') onFieldError(fieldSlot, failureText(error, T.queryFailed));
  }, [failed, fieldSlot, error, onFieldError]);

  if (failed && fieldSlot === 'other') {
    const retry = (
      <Button size="small" onClick={reload}>
        {T.retry}
      </Button>
    );
    return { data, loading, placeholder: <Alert type="error" showIcon title={failureText(error, T.queryFailed)} data-testid="flow-query-error" action={retry} /> };
  }
  if (failed) return { data, loading, placeholder: null };
  if (!data) return { data, loading, placeholder: <Skeleton active paragraph={{ rows: 8 }} /> };
  return { data, loading, placeholder: undefined };
}
