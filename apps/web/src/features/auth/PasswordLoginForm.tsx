import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { callApi } from '../../api/client.ts';
import { encryptSecret } from '../../api/secret-field.ts';
import { showCallError } from './field-errors.ts';
import { finishLogin } from './finish-login.ts';
import { AUTH_TEXTS as T } from './texts.ts';
import { useCaptchaStep } from './useCaptchaStep.tsx';

interface Values {
  loginName: string;
  password: string;
}

export interface PasswordCredentials {
  loginName: string;
  /** SM2-encrypted. */
  password: string;
  captchaVerification: string;
  redirectUrl: string | undefined;
}

const portalLogin = async (credentials: PasswordCredentials) => finishLogin(await callApi(passwordLogin, credentials), 'password');

/**
 * User name or phone, password, then the slider check, then login (§4). `login` sends the
 * credentials: the portal's own login by default, the workspace login on /workspaceLogin.
 */
export function PasswordLoginForm({
  redirectUrl,
  login = portalLogin,
}: {
  redirectUrl: string | undefined;
  login?: (credentials: PasswordCredentials) => Promise<void>;
}) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptchaStep();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(values: Values) {
    setError(null);
    const captchaVerification = await captcha.request();
    if (!captchaVerification) return;
    setBusy(true);
    try {
      await login({
        loginName: values.loginName.trim(),
        password: await encryptSecret(values.password),
        captchaVerification,
        redirectUrl,
      });
    } catch (err) {
      // The password is a secret: it is not kept after a failed attempt.
      form.setFieldValue('password', '');
      setError(showCallError(form, err, ['loginName', 'password']));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} data-testid="password-login-form">
      {error && <Alert type="error" showIcon title={error} className="auth-form-alert" data-testid="login-error" />}
      <Form.Item label={T.loginName} name="loginName" rules={[{ required: true, whitespace: true, message: T.required('用户名或手机号') }]}>
        <Input prefix={<UserOutlined />} placeholder={T.loginNamePlaceholder} autoComplete="username" maxLength={40} size="large" />
      </Form.Item>
      <Form.Item label={T.password} name="password" rules={[{ required: true, message: T.required('登录密码') }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={T.passwordPlaceholder} autoComplete="current-password" maxLength={16} size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="login-submit">
        {busy ? T.loggingIn : T.login}
      </Button>
      {captcha.modal}
    </Form>
  );
}
