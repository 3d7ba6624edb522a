import { Tabs } from 'antd';
import { useLocation } from 'react-router-dom';
import { AuthFrame } from './AuthFrame.tsx';
import { requestedRedirect } from './finish-login.ts';
import { useLoginPageLook } from './login-page-look.ts';
import { QrLoginPanel } from '../qr-login/QrLoginPanel.tsx';
import { QR_TEXTS } from '../qr-login/texts.ts';
import { PasswordLoginForm } from './PasswordLoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { SmsLoginForm } from './SmsLoginForm.tsx';
import { AUTH_TEXTS as T } from './texts.ts';
import './auth-forms.css';

/** /login: password and SMS login; `tabType=1` opens the registration tab (§2). */
export default function LoginScreen() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const redirectUrl = requestedRedirect(search);
  const registerFirst = params.get('tabType') === '1';
  const look = useLoginPageLook(redirectUrl);
  return (
    <AuthFrame look={look}>
      <Tabs
        defaultActiveKey={registerFirst ? 'register' : 'password'}
        size="large"
        items={[
          { key: 'password', label: T.passwordTab, children: <PasswordLoginForm redirectUrl={redirectUrl} /> },
          { key: 'sms', label: T.smsTab, children: <SmsLoginForm redirectUrl={redirectUrl} /> },
          // Mounted only while shown, so the code is fresh and the poll stops when the user leaves the tab.
          { key: 'qr', label: QR_TEXTS.tab, destroyOnHidden: true, children: <QrLoginPanel redirectUrl={redirectUrl} /> },
          { key: 'register', label: T.registerTab, children: <RegisterForm /> },
        ]}
      />
      <div className="auth-links">
        <a href="#/resetPassword" data-testid="forgot-password">{T.forgotPassword}</a>
        <a href="#/register">{T.toRegister}</a>
      </div>
    </AuthFrame>
  );
}
