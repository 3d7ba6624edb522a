import { useEffect, useState } from 'react';
import { Alert, Skeleton } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { queryUserInfo } from '@portal/contract/calls/personal/query-user-info';
import { callApi } from '../../api/client.ts';
import { ACCOUNT_TEXTS } from './account-texts.ts';
import { CancelAccountPanel } from './CancelAccountPanel.tsx';
import { EnterprisesPanel } from './EnterprisesPanel.tsx';
import { ProfilePanel, type Profile } from './ProfilePanel.tsx';
import { SecurityPanel } from './SecurityPanel.tsx';
// unified login (issue 22)
import { UnifiedLoginPanel } from '../unified-login/UnifiedLoginPanel.tsx';
import { UNIFIED_LOGIN_TEXTS } from '../unified-login/texts.ts';
// end unified login
// certificates (issue 22)
import { CertificatesPanel } from '../certificates/CertificatesPanel.tsx';
import { CERT_TEXTS } from '../certificates/texts.ts';
import { CENTER_TEXTS as T } from './texts.ts';
import '../auth/auth-forms.css';
import './center.css';
import { WrappingTabs } from '../../ui/WrappingTabs/WrappingTabs.tsx';

const TABS = [
  'profile',
  'security',
  'enterprises',
  'cancel',
  // unified login (issue 22)
  'systems',
  // certificates (issue 22)
  'certificates',
] as const;

/** /center: the personal center (profile, security settings, my enterprises). */
export default function CenterScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const tab = new URLSearchParams(search).get('tab');
  const active = (TABS as readonly string[]).includes(tab ?? '') ? (tab as string) : 'profile';
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callApi(queryUserInfo, {}).then(setProfile, () => setFailed(true));
  }, []);

  return (
    <div className="center-page">
      <h1 className="center-title">{T.title}</h1>
      {failed && <Alert type="error" showIcon title={T.loadFailed} />}
      {!profile && !failed && <Skeleton active />}
      {profile && (
        <WrappingTabs
          activeKey={active}
          onChange={(key) => navigate(`/center?tab=${key}`, { replace: true })}
          items={[
            { key: 'profile', label: T.profileTab, children: <ProfilePanel profile={profile} /> },
            {
              key: 'security',
              label: T.securityTab,
              children: (
                <SecurityPanel
                  passwordChangedAt={profile.passwordChangedAt}
                  phone={profile.phone}
                  onPhoneChanged={(phone) => setProfile({ ...profile, phone })}
                />
              ),
            },
            { key: 'enterprises', label: T.enterprisesTab, children: <EnterprisesPanel /> },
            // unified login (issue 22)
            { key: 'systems', label: UNIFIED_LOGIN_TEXTS.tab, children: <UnifiedLoginPanel /> },
            // certificates (issue 22)
            { key: 'certificates', label: CERT_TEXTS.tab, children: <CertificatesPanel /> },
            { key: 'cancel', label: ACCOUNT_TEXTS.cancelTab, children: <CancelAccountPanel enterprises={profile.enterprises} /> },
          ]}
        />
      )}
    </div>
  );
}
