import { useState } from 'react';
import { Alert, Button, Select } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { KEY_PROVIDERS } from '@portal/contract/calls/documents/key-providers';
import { getCertLoginToken, verifyCertLogin } from '@portal/contract/calls/certificates/cert-login';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { getSecurityKey } from '../../security-key/provider.ts';
import { keyFailureText, selectKeyCertificate, signWithKey } from '../../security-key/key-service.ts';
import { finishLogin } from '../auth/finish-login.ts';
import { CERT_TEXTS as T } from './texts.ts';

/** A key failure reads as its §8 message, a server refusal as the server's own Chinese message. */
export function certFailureText(err: unknown): string {
  return err instanceof CallError ? err.message : keyFailureText(err);
}

/**
 * 证书登录 (§4, issue 22): select a certificate on the key, sign the server's one-time text,
 * and let the server verify signature, chain, validity, revocation and owner.
 */
export function CertLoginForm({ redirectUrl }: { redirectUrl: string | undefined }) {
  const [cspName, setCspName] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function login() {
    setError(null);
    setBusy(true);
    try {
      await selectKeyCertificate(cspName ? { cspName } : {});
      const key = await getSecurityKey();
      const certificate = await key.getCertContent();
      // The API does not say which key holds the selected certificate: the key serial is sent
      // (and checked by the server) only when a single key is plugged in.
      const keys = await key.getAllKeySN();
      const challenge = await callApi(getCertLoginToken, {});
      const signature = await signWithKey(challenge.plainText, 'raw');
      const reply = await callApi(verifyCertLogin, {
        token: challenge.token,
        certificate,
        signature,
        ...(keys.length === 1 ? { keySerial: keys[0] } : {}),
        redirectUrl,
      });
      finishLogin(reply, 'certificate');
    } catch (err) {
      setError(certFailureText(err));
      setBusy(false);
    }
  }

  return (
    <div data-testid="cert-login-form">
      {error && <Alert type="error" showIcon title={error} className="auth-form-alert" data-testid="cert-login-error" />}
      <p className="cert-login-intro">{T.loginIntro}</p>
      <div className="cert-login-provider">
        <label htmlFor="cert-login-provider">{T.provider}</label>
        <Select
          id="cert-login-provider"
          value={cspName}
          onChange={(next: string) => {
            setCspName(next);
            setError(null);
          }}
          size="large"
          style={{ width: '100%' }}
          options={[{ value: '', label: T.anyProvider }, ...KEY_PROVIDERS.map((p) => ({ value: p.cspName, label: p.product }))]}
        />
      </div>
      <Button type="primary" block size="large" icon={<SafetyCertificateOutlined />} loading={busy} onClick={login} data-testid="cert-login-submit">
        {busy ? T.loggingIn : T.login}
      </Button>
    </div>
  );
}
