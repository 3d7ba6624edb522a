import { useMemo } from 'react';
import type { CallDef, CallRequest, CallResponse } from '@portal/contract/call';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from './client.ts';
import { useLoaded } from './use-loaded.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; code: number | undefined; message: string } | { state: 'done'; data: T };

/**
 * One call's reply for a screen as a single state, read again whenever `input` (compared as
 * JSON) or `tick` changes; a null input waits. Unlike `useLoaded`, a new input shows loading
 * rather than the previous reply. The same reply is the same object across renders, so a
 * screen may compare it to one it kept.
 */
export function useCall<C extends CallDef>(def: C, input: CallRequest<C> | null, tick = 0): Loaded<CallResponse<C>> {
  const { data, loading, error } = useLoaded(() => callApi(def, input!), input === null ? null : `${def.path} ${JSON.stringify(input)}#${tick}`);
  return useMemo((): Loaded<CallResponse<C>> => {
    if (loading) return { state: 'loading' };
    if (error !== undefined) {
      const err = error instanceof CallError ? error : null;
      return { state: 'failed', code: err?.code, message: err?.message ?? '' };
    }
    return { state: 'done', data: data! };
  }, [data, loading, error]);
}
