import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import type { HeaderConfig } from '@portal/contract/page-config';
import { ConfigLink } from '../../ui/ConfigLink.tsx';
// staff and account relationships (issue 23)
import { LazyHeaderEntries } from '../../features/enterprise-staff/LazyHeaderEntries.tsx';
// end staff and account relationships
import { LOGIN_PATH, PERSONAL_CENTER_PATH, REGISTER_PATH } from './HeaderLoginArea.tsx';
import { SHELL_TEXTS } from './texts.ts';
import styles from './MenuDrawer.module.css';

interface DrawerAccountProps {
  loginarea: HeaderConfig['loginarea'];
  loggedIn: boolean;
  userName?: string | undefined;
  onLogout?: (() => void) | undefined;
  /** Called when a link here is followed, so the drawer closes. */
  onLeave: () => void;
}

/** On a phone the bar keeps only 登录 or 个人中心: the drawer offers the rest of the login area. */
export function DrawerAccount({ loginarea, loggedIn, userName, onLogout, onLeave }: DrawerAccountProps) {
  if (loggedIn) {
    return (
      <section className={styles.account} aria-label={SHELL_TEXTS.account}>
        {userName && <p className={styles.greeting}>{SHELL_TEXTS.greeting(userName)}</p>}
        {/* staff and account relationships (issue 23) */}
        <LazyHeaderEntries className={styles.enterpriseEntries} linkClassName={styles.enterpriseLink} onLeave={onLeave} />
        <div className={styles.accountActions}>
          <ConfigLink className={styles.accountPrimary} url={PERSONAL_CENTER_PATH} onClick={onLeave}>
            {SHELL_TEXTS.personalCenter}
          </ConfigLink>
          <button
            type="button"
            className={styles.accountSecondary}
            onClick={() => {
              onLeave();
              onLogout?.();
            }}
          >
            <ShellIcon icon={LogoutOutlined} /> {SHELL_TEXTS.logoutTip}
          </button>
        </div>
      </section>
    );
  }
  const showRegister = loginarea?.showSignin !== false;
  const showLogin = loginarea?.showLogin !== false;
  if (!showRegister && !showLogin) return null;
  return (
    <section className={styles.account} aria-label={SHELL_TEXTS.account}>
      <div className={styles.accountActions}>
        {showLogin && (
          <ConfigLink className={styles.accountPrimary} url={LOGIN_PATH} onClick={onLeave}>
            {SHELL_TEXTS.login}
          </ConfigLink>
        )}
        {showRegister && (
          <ConfigLink className={styles.accountSecondary} url={loginarea?.registerUrl || REGISTER_PATH} onClick={onLeave}>
            {SHELL_TEXTS.register}
          </ConfigLink>
        )}
      </div>
    </section>
  );
}
