import { useEffect, useState } from 'react';
import type { CallDef, CallRequest, CallResponse } from '@portal/contract/call';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; code: number | undefined; message: string } | { state: 'done'; data: T };

/**
 * One call's reply for a screen, fetched again whenever `input` (compared as JSON) or `tick`
 * changes. A reply that arrives after the input changed is dropped.
 */
export function useCall<C extends CallDef>(def: C, input: CallRequest<C> | null, tick = 0): Loaded<CallResponse<C>> {
  const key = input === null ? null : `${JSON.stringify(input)}#${tick}`;
  const [result, setResult] = useState<{ key: string | null; value: Loaded<CallResponse<C>> }>({ key: null, value: { state: 'loading' } });

  useEffect(() => {
    if (key === null || input === null) return;
    let live = true;
    callApi(def, input).then(
      (data) => live && setResult({ key, value: { state: 'done', data } }),
      (err: unknown) =>
        live &&
        setResult({
          key,
          value: { state: 'failed', code: err instanceof CallError ? err.code : undefined, message: err instanceof CallError ? err.message : '' },
        }),
    );
    return () => {
      live = false;
    };
    // `key` stands for `input`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def, key]);

  return result.key === key ? result.value : { state: 'loading' };
}
