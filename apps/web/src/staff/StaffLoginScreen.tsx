import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, SafetyCertificateFilled, UserOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { staffLogin } from '@portal/contract/calls/staff/staff-login';
import { callApi } from '../api/client.ts';
import { encryptSecret } from '../api/secret-field.ts';
import { APP_TEXTS } from '../app/texts.ts';
import { showCallError } from '../features/auth/field-errors.ts';
import { useCaptchaStep } from '../features/auth/useCaptchaStep.tsx';
import { STAFF_HOME_PATH, staffLoggedIn } from './staff-session.ts';
import { STAFF_TEXTS as T } from './texts.ts';
import styles from './StaffLoginScreen.module.css';

interface Values {
  loginName: string;
  password: string;
}

function endedNotice(search: string): { text: string; type: 'info' | 'warning' } | null {
  const reason = new URLSearchParams(search).get('ended');
  if (!reason) return null;
  if (reason === 'LOGOUT') return { text: T.ended.LOGOUT, type: 'info' };
  return { text: T.ended[reason as keyof typeof T.ended] ?? T.ended.fallback, type: 'warning' };
}

/** /staff/login: the separate login of agents and operators (its own look, not the customers'). */
export default function StaffLoginScreen() {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptchaStep();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const notice = endedNotice(search);

  async function submit(values: Values) {
    setError(null);
    const captchaVerification = await captcha.request();
    if (!captchaVerification) return;
    setBusy(true);
    try {
      const reply = await callApi(staffLogin, {
        loginName: values.loginName.trim(),
        password: await encryptSecret(values.password),
        captchaVerification,
      });
      staffLoggedIn(reply.token);
      navigate(STAFF_HOME_PATH, { replace: true });
    } catch (err) {
      // The password is a secret: it is not kept after a failed attempt.
      form.setFieldValue('password', '');
      setError(showCallError(form, err, ['loginName', 'password']));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <div className={styles.brandMark}>
          <img src="/static/img/logo-white.svg" alt={APP_TEXTS.bankName} height={32} />
          <span className={styles.divider} aria-hidden />
          <span className={styles.console}>{T.consoleName}</span>
          <span className={styles.internal}>{T.internalOnly}</span>
        </div>
        <a href="#/" className={styles.portalLink}>
          {T.customerPortal}
        </a>
      </header>
      <main className={styles.body}>
        <section className={styles.intro} aria-label={T.brandTitle}>
          <h1>{T.brandTitle}</h1>
          <p className={styles.subtitle}>{T.brandSubtitle}</p>
          <ul>
            {T.brandPoints.map((point) => (
              <li key={point}>
                <SafetyCertificateFilled aria-hidden /> {point}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{T.loginTitle}</h2>
          <p className={styles.cardHint}>{T.loginHint}</p>
          {notice && <Alert type={notice.type} showIcon title={notice.text} className={styles.alert} data-testid="staff-ended" />}
          {error && <Alert type="error" showIcon title={error} className={styles.alert} data-testid="staff-login-error" />}
          <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} data-testid="staff-login-form">
            <Form.Item label={T.loginName} name="loginName" rules={[{ required: true, whitespace: true, message: T.required(T.loginName) }]}>
              <Input prefix={<UserOutlined />} placeholder={T.loginNamePlaceholder} autoComplete="username" maxLength={40} size="large" />
            </Form.Item>
            <Form.Item label={T.password} name="password" rules={[{ required: true, message: T.required(T.password) }]}>
              <Input.Password prefix={<LockOutlined />} placeholder={T.passwordPlaceholder} autoComplete="current-password" maxLength={16} size="large" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="staff-login-submit">
              {busy ? T.loggingIn : T.login}
            </Button>
            {captcha.modal}
          </Form>
        </section>
      </main>
      <footer className={styles.footer}>{T.footer}</footer>
    </div>
  );
}
