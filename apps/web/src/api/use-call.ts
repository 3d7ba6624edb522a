import type { CallDef, CallRequest, CallResponse } from '@portal/contract/call';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from './client.ts';
import { useLoaded } from './use-loaded.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; code: number | undefined; message: string } | { state: 'done'; data: T };

/**
 * One call's reply for a screen as a single state, read again whenever `input` (compared as
 * JSON) or `tick` changes; a null input waits. Unlike `useLoaded`, a new input shows loading
 * rather than the previous reply.
 */
export function useCall<C extends CallDef>(def: C, input: CallRequest<C> | null, tick = 0): Loaded<CallResponse<C>> {
  const loaded = useLoaded(() => callApi(def, input!), input === null ? null : `${def.path} ${JSON.stringify(input)}#${tick}`);
  if (loaded.loading) return { state: 'loading' };
  if (loaded.failed) {
    const err = loaded.error instanceof CallError ? loaded.error : null;
    return { state: 'failed', code: err?.code, message: err?.message ?? '' };
  }
  return { state: 'done', data: loaded.data! };
}
