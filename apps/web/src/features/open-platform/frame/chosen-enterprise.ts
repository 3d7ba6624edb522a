import { useEffect, useSyncExternalStore } from 'react';
import type { CallResponse } from '@portal/contract/call';
import { openApiEnterprises } from '@portal/contract/calls/open-platform/apply/enterprises';
import { callApi } from '../../../api/client.ts';
import { useSession } from '../../../session/session-store.ts';

export type OpenApiEnterprise = CallResponse<typeof openApiEnterprises>['enterprises'][number];

/**
 * Which enterprise the /yqzl screens work for, when the user holds seats in several: chosen in
 * the frame, kept for the browser tab (per user), named as `memberCustomerId` by every call.
 * Unchosen, calls name none and the server takes the user's first enterprise.
 */
const storageKey = (loginName: string) => `yqzl.enterprise:${loginName}`;

let seats: { loginName: string; list: OpenApiEnterprise[] } | undefined;
let loading: string | undefined;
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version++;
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

function load(loginName: string) {
  if (loading === loginName || seats?.loginName === loginName) return;
  loading = loginName;
  callApi(openApiEnterprises, {}).then(
    ({ enterprises }) => {
      loading = undefined;
      seats = { loginName, list: enterprises };
      // A choice this user no longer has a seat in is forgotten.
      const kept = sessionStorage.getItem(storageKey(loginName));
      if (kept && !enterprises.some((e) => e.id === kept)) sessionStorage.removeItem(storageKey(loginName));
      changed();
    },
    () => {
      loading = undefined;
    },
  );
}

export function useChosenEnterprise(): { enterprises: OpenApiEnterprise[] | undefined; memberCustomerId: string | undefined; choose(id: string): void } {
  const loginName = useSession().user?.loginName ?? '';
  useSyncExternalStore(subscribe, () => version);
  useEffect(() => {
    if (loginName) load(loginName);
  }, [loginName]);
  const list = seats?.loginName === loginName ? seats.list : undefined;
  const memberCustomerId = (loginName && sessionStorage.getItem(storageKey(loginName))) || undefined;
  return {
    enterprises: list,
    memberCustomerId,
    choose(id: string) {
      sessionStorage.setItem(storageKey(loginName), id);
      changed();
    },
  };
}
