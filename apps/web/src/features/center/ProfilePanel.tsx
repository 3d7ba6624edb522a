import { Descriptions, Tag } from 'antd';
import type { CallResponse } from '@portal/contract/call';
import type { queryUserInfo } from '@portal/contract/calls/personal/query-user-info';
import { USER_TYPES } from '@portal/contract/calls/session/session-user';
import { EmailField } from './EmailField.tsx';
// real-name (issue 21)
import { RealNameCard } from '../real-auth/RealNameCard.tsx';
import { formatDateTime } from '../../ui/format-date.ts';
import { CENTER_TEXTS as T } from './texts.ts';

export type Profile = CallResponse<typeof queryUserInfo>;

export function ProfilePanel({ profile }: { profile: Profile }) {
  return (
    <>
      <Descriptions column={{ xs: 1, sm: 2 }} bordered size="middle" data-testid="center-profile">
        <Descriptions.Item label={T.usrNo}>{profile.usrNo1}</Descriptions.Item>
        <Descriptions.Item label={T.loginName}>{profile.loginName}</Descriptions.Item>
        <Descriptions.Item label={T.realName}>{profile.realName ?? T.notSet}</Descriptions.Item>
        <Descriptions.Item label={T.userType}>{USER_TYPES[profile.userType]}</Descriptions.Item>
        <Descriptions.Item label={T.phone}>{profile.phone}</Descriptions.Item>
        <Descriptions.Item label={T.email}>
          <EmailField email={profile.email} notSet={T.notSet} />
        </Descriptions.Item>
        <Descriptions.Item label={T.registeredAt}>{formatDateTime(profile.registeredAt)}</Descriptions.Item>
        <Descriptions.Item label={T.realNameState}>
          {profile.weak ? (
            // real-name (issue 21): the weak flag leads to the authentication that clears it.
            <a href="#/realAuth" data-testid="weak-flag">
              <Tag color="orange">{T.notVerified}</Tag>
              {T.goVerify}
            </a>
          ) : (
            <Tag color="green">{T.verified}</Tag>
          )}
        </Descriptions.Item>
      </Descriptions>
      {/* real-name (issue 21) */}
      <RealNameCard />
    </>
  );
}
