import { useEffect, useState } from 'react';
import { userInfoVerify } from '@portal/contract/calls/inquirers/user-info';
import type { CallResponse } from '@portal/contract/call';
import { CallError } from '@portal/contract/envelope/client';
import { CORE_ERRORS } from '@portal/contract/errors-core';
import { callApi } from '../../api/client.ts';
import { useSession } from '../../session/session-store.ts';

export type Seat = CallResponse<typeof userInfoVerify>;
/** `null` for a customer without a seat; undefined while asking. */
export type SeatState = { state: 'loading' } | { state: 'none' } | { state: 'failed'; message: string } | { state: 'done'; seat: Seat };

// One question per login: the header asks on every page.
const asked = new Map<string, Promise<Seat | null>>();

function ask(loginName: string): Promise<Seat | null> {
  let pending = asked.get(loginName);
  if (!pending) {
    pending = callApi(userInfoVerify, {}).catch((err: unknown) => {
      if (err instanceof CallError && err.code === CORE_ERRORS.ENTERPRISE_NO_SEAT.code) return null;
      asked.delete(loginName);
      throw err;
    });
    asked.set(loginName, pending);
  }
  return pending;
}

/** Forget the answers, so the next screen asks again (after a staff change of the caller's own). */
export function forgetSeat(): void {
  asked.clear();
}

/** The logged-in customer's seat in an enterprise's business (§7 userInfoVerify). */
export function useSeat(): SeatState {
  const session = useSession();
  const loginName = session.status === 'user' ? (session.user?.loginName ?? null) : null;
  const [state, setState] = useState<{ key: string; value: SeatState } | null>(null);
  useEffect(() => {
    if (!loginName) return;
    let live = true;
    ask(loginName).then(
      (seat) => live && setState({ key: loginName, value: seat ? { state: 'done', seat } : { state: 'none' } }),
      (err: unknown) => live && setState({ key: loginName, value: { state: 'failed', message: err instanceof Error ? err.message : '' } }),
    );
    return () => {
      live = false;
    };
  }, [loginName]);
  if (!loginName) return { state: 'none' };
  return state?.key === loginName ? state.value : { state: 'loading' };
}

export const STAFF_PATH = '/qywy/staff';
export const RELATIONS_PATH = '/qywy/relations';
export const FLOW_PATH = '/qywy/flow';
