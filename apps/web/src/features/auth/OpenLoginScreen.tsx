import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { openLogin } from '@portal/contract/calls/open-identity/open-login';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { trackLogin } from '../../api/track.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { withTicket } from './with-ticket.ts';
import { AUTH_TEXTS as T } from './texts.ts';

/**
 * /openLogin: arrives from a partner identity provider with its signed assertion, exchanges it
 * for a login ticket and loads the target page with `st`, where the login check spends it (§4).
 */
export default function OpenLoginScreen() {
  const { search } = useLocation();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const partnerId = params.get('partnerId') ?? '';
    const assertion = params.get('assertion') ?? '';
    const redirectUrl = params.get('redirectUrl') ?? undefined;
    callApi(openLogin, { partnerId, assertion, redirectUrl }).then(
      ({ st, redirectUrl: target }) => {
        trackLogin('open');
        window.location.replace(withTicket(target, st));
        window.location.reload();
      },
      (err: unknown) => setError(err instanceof CallError ? err.message : T.openLoginFailed),
    );
  }, [search]);

  return (
    <AuthFrame>
      {error ? (
        <Result
          status="warning"
          title={T.openLoginFailedTitle}
          subTitle={error}
          extra={
            <Button type="primary" href="#/login">
              {T.toPasswordLogin}
            </Button>
          }
          data-testid="open-login-error"
        />
      ) : (
        <div className="auth-waiting" data-testid="open-login-waiting">
          <Spin size="large" />
          <p>{T.openLoginWaiting}</p>
        </div>
      )}
    </AuthFrame>
  );
}
