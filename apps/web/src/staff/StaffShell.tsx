import { useState, type ReactNode } from 'react';
import { Avatar, Button, ConfigProvider, Tag, message } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { StaffMember } from '@portal/contract/calls/staff/staff-member';
import { staffLogout } from '@portal/contract/calls/staff/staff-logout';
import { CallError } from '@portal/contract/envelope/client';
import { ERRORS } from '@portal/contract/errors';
import { callApi } from '../api/client.ts';
import { APP_TEXTS } from '../app/texts.ts';
import { staffLoggedOut, staffLoginAddress } from './staff-session.ts';
import { STAFF_TEXTS as T } from './texts.ts';
import { useStaffSessionWatch } from './useStaffSessionWatch.ts';
import { StaffNav } from './StaffNav.tsx';
import styles from './StaffShell.module.css';
import { failureText } from '../api/failure-text.ts';

/** Drawers of the staff screens leave a margin of the window on a phone (antd's dialogs already do). */
const FIT_WINDOW = { maxWidth: 'calc(100vw - 32px)' };

/**
 * Frame of every staff screen: top bar with the navigation, who is logged in, their role and 退出.
 * `wide` lets a workspace (the agent desk) use the whole window width.
 */
export function StaffShell({ staff, children, wide = false }: { staff: StaffMember; children: ReactNode; wide?: boolean }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [toast, toastHolder] = message.useMessage();
  useStaffSessionWatch();

  async function logout() {
    setBusy(true);
    try {
      await callApi(staffLogout, {});
    } catch (err) {
      // A session that is already gone is as good as logged out.
      if (!(err instanceof CallError) || err.code !== ERRORS.NOT_LOGGED_IN.code) {
        setBusy(false);
        void toast.error(failureText(err, T.logoutFailed));
        return;
      }
    }
    staffLoggedOut();
    navigate(staffLoginAddress('LOGOUT'), { replace: true });
  }

  return (
    <ConfigProvider drawer={{ styles: { wrapper: FIT_WINDOW } }}>
      <div className={styles.page}>
        {toastHolder}
        <header className={styles.bar}>
          <StaffNav role={staff.role} />
          <div className={styles.brand}>
            <img src="/static/img/logo-white.svg" alt={APP_TEXTS.bankName} height={30} />
            <span className={styles.divider} aria-hidden />
            <span className={styles.console}>{T.consoleName}</span>
          </div>
          <span className={styles.spacer} />
          <div className={styles.who} data-testid="staff-who">
            <Avatar size="small" icon={<UserOutlined />} className={styles.avatar} />
            <span className={styles.name}>{staff.displayName}</span>
            <Tag color={staff.role === 'agent' ? 'blue' : 'gold'} className={styles.role} data-testid="staff-role">
              {T.roles[staff.role]}
            </Tag>
            <Button type="text" icon={<LogoutOutlined />} className={styles.logout} loading={busy} onClick={() => void logout()} aria-label={T.logout} data-testid="staff-logout">
              <span className={styles.logoutText}>{T.logout}</span>
            </Button>
          </div>
        </header>
        <main className={wide ? `${styles.main} ${styles.wide}` : styles.main}>{children}</main>
        <footer className={styles.footer}>{T.footer}</footer>
      </div>
    </ConfigProvider>
  );
}
