import { useEffect, useState } from 'react';
import { getSystemParam } from '@portal/contract/calls/system/param';
import { callApi } from '../../api/client.ts';

let request: Promise<string | null> | null = null;

/** The `customer_display` system parameter, asked once per page life; null when unknown. */
export function customerDisplay(): Promise<string | null> {
  request ??= callApi(getSystemParam, { key: 'customer_display' }).then(
    (r) => r.value,
    () => null,
  );
  return request;
}

/** The switch as a component sees it: undefined while asking, then its value (null if unset or unreachable). */
export function useCustomerDisplay(): string | null | undefined {
  const [value, setValue] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void customerDisplay().then((v) => live && setValue(v));
    return () => {
      live = false;
    };
  }, []);
  return value;
}

/**
 * Session-storage key of the login-page configuration's `showCustomer` (§7 getAppLoginConfig):
 * '0' hides the customer-service widget for the rest of the tab's session.
 */
export const LOGIN_CONFIG_SHOW_CUSTOMER_KEY = 'showCustomer';

/** Keeps the login-page configuration's answer for the rest of the tab's session. */
export function rememberLoginConfigShowCustomer(showCustomer: boolean): void {
  try {
    sessionStorage.setItem(LOGIN_CONFIG_SHOW_CUSTOMER_KEY, showCustomer ? '1' : '0');
  } catch {
    // Without session storage the widget follows the other rules only.
  }
}

export function loginConfigShowCustomer(): boolean | null {
  try {
    const v = sessionStorage.getItem(LOGIN_CONFIG_SHOW_CUSTOMER_KEY);
    return v === null ? null : v !== '0' && v !== 'false';
  } catch {
    return null;
  }
}
