import { useEffect, useState } from 'react';
import type { LoginPageView } from '@portal/contract/calls/login-pages/fields';
import { selectLoginPage } from '@portal/contract/calls/login-pages/select-page';
import { callApi } from '../../api/client.ts';
import { rememberLoginConfigShowCustomer } from '../customer-service/customer-display.ts';

/**
 * The login page's configured look for the address the user will return to (§7
 * /loginPage/selectPage); undefined until it arrives or when it cannot be read, and the frame
 * keeps its built-in texts. Its `showCustomer` also holds for the rest of the tab's session.
 */
export function useLoginPageLook(redirectUrl: string | undefined): LoginPageView | undefined {
  const [look, setLook] = useState<LoginPageView>();
  useEffect(() => {
    let live = true;
    callApi(selectLoginPage, { redirectUrl }).then(
      (view) => {
        rememberLoginConfigShowCustomer(view.showCustomer);
        if (live) setLook(view);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [redirectUrl]);
  return look;
}
