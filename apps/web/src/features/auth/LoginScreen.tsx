import { useState, type MouseEvent } from 'react';
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
// certificate login (issue 22)
import { CertLoginForm } from '../certificates/CertLoginForm.tsx';
import { CERT_TEXTS } from '../certificates/texts.ts';
import './auth-forms.css';
import { WrappingTabs } from '../../ui/WrappingTabs/WrappingTabs.tsx';

/** /login: password and SMS login; `tabType=1` opens the registration tab (§2). */
export default function LoginScreen() {
  const { search } = useLocation();
  const registerFirst = new URLSearchParams(search).get('tabType') === '1';
  // The header's 注册 on this very screen changes only tabType: open the card anew on that tab.
  return <LoginCard key={registerFirst ? 'register' : 'login'} search={search} registerFirst={registerFirst} />;
}

/** A tab's label whose tail (登录) a phone hides from sight only (auth-forms.css). */
function tabLabel(label: string) {
  return (
    <>
      {label.slice(0, 2)}
      <span className="auth-tab-tail">{label.slice(2)}</span>
    </>
  );
}

function LoginCard({ search, registerFirst }: { search: string; registerFirst: boolean }) {
  const redirectUrl = requestedRedirect(search);
  const look = useLoginPageLook(redirectUrl);
  const [tab, setTab] = useState(registerFirst ? 'register' : 'password');
  const switchTo = (key: string) => (event: MouseEvent) => {
    event.preventDefault();
    setTab(key);
  };
  return (
    <AuthFrame look={look}>
      <WrappingTabs
        activeKey={tab}
        onChange={setTab}
        size="large"
        // Five tabs on one line of the 440 px card; on a narrower one (a phone, 关怀模式) they wrap.
        tabBarGutter={20}
        items={[
          { key: 'password', label: tabLabel(T.passwordTab), children: <PasswordLoginForm redirectUrl={redirectUrl} /> },
          { key: 'sms', label: tabLabel(T.smsTab), children: <SmsLoginForm redirectUrl={redirectUrl} /> },
          // Mounted only while shown, so the code is fresh and the poll stops when the user leaves the tab.
          { key: 'qr', label: tabLabel(QR_TEXTS.tab), destroyOnHidden: true, children: <QrLoginPanel redirectUrl={redirectUrl} /> },
          // certificate login (issue 22)
          { key: 'certificate', label: tabLabel(CERT_TEXTS.loginTab), children: <CertLoginForm redirectUrl={redirectUrl} /> },
          { key: 'register', label: T.registerTab, children: <RegisterForm /> },
        ]}
      />
      {/* Each tab offers the way to the other side, never the one it shows. */}
      {tab === 'register' ? (
        <div className="auth-links">
          <span />
          <a href="#/login" onClick={switchTo('password')} data-testid="to-login">
            {T.toLogin}
          </a>
        </div>
      ) : (
        <div className="auth-links">
          <a href="#/resetPassword" data-testid="forgot-password">
            {T.forgotPassword}
          </a>
          <a href="#/login?tabType=1" onClick={switchTo('register')} data-testid="to-register">
            {T.toRegister}
          </a>
        </div>
      )}
    </AuthFrame>
  );
}
