import { useEffect, useState } from 'react';
import { Alert, Card, Descriptions, Skeleton, Tag } from 'antd';
import { useLoaderData } from 'react-router-dom';
import type { CallResponse } from '@portal/contract/call';
import type { StaffMember } from '@portal/contract/calls/staff/staff-member';
import { staffProfile } from '@portal/contract/calls/staff/staff-profile';
import { SESSION_IDLE_MINUTES } from '@portal/contract/limits';
import { callApi } from '../api/client.ts';
import { formatDateTime } from '../ui/format-date.ts';
import { RecentLoginsTable } from './RecentLoginsTable.tsx';
import { RoleEntries } from './RoleEntries.tsx';
import { StaffShell } from './StaffShell.tsx';
import { STAFF_TEXTS as T } from './texts.ts';
import styles from './StaffHomeScreen.module.css';

type Profile = CallResponse<typeof staffProfile>;

/** /staff: the staff member's first screen: who they are, this session, their entries, their logins. */
export default function StaffHomeScreen() {
  const staff = useLoaderData() as StaffMember;
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callApi(staffProfile, {}).then(setProfile, () => setFailed(true));
  }, []);

  // The login before this one: a time or address the staff member does not recognise is worth reporting.
  const previous = profile?.recentLogins.filter((l) => l.success)[1];

  return (
    <StaffShell staff={staff}>
      <h1 className={styles.greeting}>{T.greeting(staff.displayName)}</h1>
      {failed && <Alert type="error" showIcon title={T.loadFailed} />}
      {!profile && !failed && <Skeleton active />}
      {profile && (
        <>
          <div className={styles.columns}>
            <Card title={T.profileTitle} size="small" className={styles.card} data-testid="staff-profile">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={T.name}>{profile.staff.displayName}</Descriptions.Item>
                <Descriptions.Item label={T.account}>{profile.staff.loginName}</Descriptions.Item>
                <Descriptions.Item label={T.role}>
                  <Tag color={profile.staff.role === 'agent' ? 'blue' : 'gold'}>{T.roles[profile.staff.role]}</Tag>
                </Descriptions.Item>
                <Descriptions.Item label={T.previousLogin}>
                  <span data-testid="staff-previous-login">{previous ? `${formatDateTime(previous.at)}（${previous.ip}）` : T.firstLogin}</span>
                </Descriptions.Item>
              </Descriptions>
            </Card>
            <Card title={T.sessionTitle} size="small" className={styles.card} data-testid="staff-session">
              <Descriptions column={1} size="small">
                <Descriptions.Item label={T.startedAt}>{formatDateTime(profile.session.startedAt)}</Descriptions.Item>
                <Descriptions.Item label={T.address}>{profile.session.ip}</Descriptions.Item>
                <Descriptions.Item label={T.device}>{profile.session.device}</Descriptions.Item>
                <Descriptions.Item label={T.idleDeadline}>
                  <span data-testid="staff-idle-deadline">{formatDateTime(profile.session.idleDeadline)}</span>
                  <span className={styles.note}>{T.idleDeadlineNote(SESSION_IDLE_MINUTES)}</span>
                </Descriptions.Item>
                <Descriptions.Item label={T.maxDeadline}>{formatDateTime(profile.session.maxDeadline)}</Descriptions.Item>
              </Descriptions>
            </Card>
          </div>
          <RoleEntries role={profile.staff.role} />
          <Card title={T.recentLoginsTitle} size="small" className={styles.card}>
            <RecentLoginsTable logins={profile.recentLogins} />
          </Card>
        </>
      )}
    </StaffShell>
  );
}
