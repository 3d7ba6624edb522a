import { useId } from 'react';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import { ShellIcon } from '../../ui/ShellIcon.tsx';
import type { HeaderConfig } from '@portal/contract/page-config';
import { ConfigLink } from '../../ui/ConfigLink.tsx';
// staff and account relationships (issue 23)
import { LazyHeaderEntries } from '../../features/enterprise-staff/LazyHeaderEntries.tsx';
// end staff and account relationships
import { SHELL_TEXTS } from './texts.ts';
import styles from './HeaderTop.module.css';

export const LOGIN_PATH = '/login';
/** §2: tabType=1 opens the registration tab of the login screen. */
export const REGISTER_PATH = '/login?tabType=1';
export const PERSONAL_CENTER_PATH = '/center';

interface LoginAreaProps {
  loginarea: HeaderConfig['loginarea'];
  loggedIn: boolean;
  userName?: string | undefined;
  onLogout?: (() => void) | undefined;
  /** Larger pill buttons for the main bar instead of the compact top-strip links. */
  inBar?: boolean;
  /** A phone's bar: only 登录 or 个人中心; the menu drawer offers the rest. */
  compact?: boolean;
}

/** Register and login for visitors; personal center and logout for logged-in users (§6). */
export function HeaderLoginArea({ loginarea, loggedIn, userName, onLogout, inBar = false, compact = false }: LoginAreaProps) {
  const className = `${styles.login} ${inBar ? styles.barLogin : ''}`;
  const tipId = useId();

  if (loggedIn) {
    return (
      <div className={className}>
        {userName && !compact && <span className={styles.greeting}>{SHELL_TEXTS.greeting(userName)}</span>}
        {/* staff and account relationships (issue 23): 员工管理 / 账户关联 / 账户流水 for a seat */}
        {!compact && <LazyHeaderEntries className={styles.enterpriseEntries} linkClassName={styles.link} />}
        <ConfigLink className={styles.link} url={PERSONAL_CENTER_PATH} data-testid="header-center">
          {SHELL_TEXTS.personalCenter}
        </ConfigLink>
        {/* A CSS hover/focus tip rather than antd's Tooltip keeps antd out of the shell. */}
        {!compact && (
          <span className={styles.tipHost}>
            <button
              type="button"
              className={styles.logoutButton}
              aria-describedby={tipId}
              onClick={onLogout}
              data-testid="header-logout"
            >
              <ShellIcon icon={LogoutOutlined} />
              {SHELL_TEXTS.logout}
            </button>
            <span id={tipId} role="tooltip" className={styles.tip}>
              {SHELL_TEXTS.logoutTip}
            </span>
          </span>
        )}
      </div>
    );
  }

  const showRegister = loginarea?.showSignin !== false && !(compact && loginarea?.showLogin !== false);
  const showLogin = loginarea?.showLogin !== false;
  if (!showRegister && !showLogin) return null;
  return (
    <div className={className}>
      {showRegister && (
        <ConfigLink
          className={inBar ? `${styles.link} ${styles.registerButton}` : styles.link}
          url={loginarea?.registerUrl || REGISTER_PATH}
          data-testid="header-register"
        >
          {SHELL_TEXTS.register}
        </ConfigLink>
      )}
      {showLogin && (
        <ConfigLink className={styles.loginButton} url={LOGIN_PATH} data-testid="header-login">
          {SHELL_TEXTS.login}
        </ConfigLink>
      )}
    </div>
  );
}
