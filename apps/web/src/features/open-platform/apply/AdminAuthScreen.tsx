import { useState } from 'react';
import { Alert, Button, Empty, List, Popconfirm, Select, Skeleton, message } from 'antd';
import { openApiAdminGrant, openApiAdminList, openApiAdminRevoke, SEAT_ROLE_NAMES } from '@portal/contract/calls/open-platform/apply/admins';
import type { CallResponse } from '@portal/contract/call';
import { callApi } from '../../../api/client.ts';
import { failureText } from '../../../api/failure-text.ts';
import { useCall } from '../../../api/use-call.ts';
import { formatDateTime } from '../../../ui/format-date.ts';
import { OpenPlatformFrame, openPlatformStyles as frame } from '../frame/OpenPlatformFrame.tsx';
import { useChosenEnterprise } from '../frame/chosen-enterprise.ts';
import { LoadFailure } from './LoadFailure.tsx';
import styles from './apply.module.css';
import { APPLY_TEXTS as T } from './texts.ts';
import { ScrollTable } from '../../../ui/ScrollTable/ScrollTable.tsx';

type Admin = CallResponse<typeof openApiAdminList>['admins'][number];
const person = (p: { userAccount: string; userName: string }) => (p.userName ? `${p.userName}（${p.userAccount}）` : p.userAccount);

/**
 * #/yqzl/adminAuth (issue 26 point 2): who the enterprise's API administrators are, for every
 * seat; the director names them from the enterprise's users and removes them; changes listed.
 */
export default function AdminAuthScreen() {
  const { memberCustomerId } = useChosenEnterprise();
  const [tick, setTick] = useState(0);
  const list = useCall(openApiAdminList, { memberCustomerId }, tick);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, holder] = message.useMessage();

  async function change(call: typeof openApiAdminGrant, userId: string) {
    setBusy(true);
    setError(null);
    try {
      await callApi(call, { userId, memberCustomerId });
      setChosen(undefined);
      void toast.success(T.saved);
      setTick((t) => t + 1);
    } catch (err) {
      setError(failureText(err, T.actionFailed));
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (list.state === 'loading') body = <Skeleton active />;
  else if (list.state === 'failed') body = <LoadFailure code={list.code} message={list.message} onRetry={() => setTick((t) => t + 1)} />;
  else {
    const d = list.data;
    body = (
      <>
        <p className={styles.enterprise}>{T.enterprise(d.memberCustomerName)}</p>
        <p className={styles.meta}>{T.adminsIntro}</p>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="admin-error" />}
        {d.isDirector ? (
          d.candidates.length > 0 ? (
            <div className={styles.row}>
              <Select
                placeholder={T.choose}
                aria-label={T.choose}
                value={chosen}
                onChange={(v: string) => {
                  setChosen(v);
                  setError(null);
                }}
                options={d.candidates.map((c) => ({ value: c.userId, label: `${person(c)} ${SEAT_ROLE_NAMES[c.role] ?? ''}` }))}
                style={{ minWidth: 220, maxWidth: '100%', flex: '1 1 220px' }}
                data-testid="admin-candidate"
              />
              <Button type="primary" disabled={!chosen} loading={busy} onClick={() => chosen && void change(openApiAdminGrant, chosen)} data-testid="admin-grant">
                {T.grant}
              </Button>
            </div>
          ) : (
            <Alert type="info" showIcon title={T.noCandidates} style={{ marginBottom: 12 }} />
          )
        ) : (
          <Alert type="info" showIcon title={T.directorOnlyAdmins} style={{ marginBottom: 12 }} />
        )}
        <ScrollTable<Admin>
          label={T.admins}
          rowKey="userId"
          dataSource={d.admins}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: T.noAdmins }}
          data-testid="admin-table"
          columns={[
            { title: T.adminUser, key: 'user', render: (_: unknown, a) => person(a) },
            { title: T.adminRole, dataIndex: 'role', render: (r: string) => SEAT_ROLE_NAMES[r] ?? '—' },
            { title: T.grantedBy, dataIndex: 'grantedBy' },
            { title: T.grantedAt, dataIndex: 'grantedAt', render: (v: string) => formatDateTime(v) },
            ...(d.isDirector
              ? [
                  {
                    title: '',
                    key: 'remove',
                    render: (_: unknown, a: Admin) => (
                      <Popconfirm title={T.removeConfirm} onConfirm={() => void change(openApiAdminRevoke, a.userId)}>
                        <Button type="link" danger data-testid={`admin-remove-${a.userAccount}`}>
                          {T.remove}
                        </Button>
                      </Popconfirm>
                    ),
                  },
                ]
              : []),
          ]}
        />
        <h2 className={styles.subTitle} style={{ marginTop: 16 }}>
          {T.changes}
        </h2>
        {d.changes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <List
            size="small"
            dataSource={d.changes}
            data-testid="admin-changes"
            renderItem={(c) => (
              <List.Item>
                {formatDateTime(c.at)} {c.by} {T.changeAction[c.action]} {person(c)}
              </List.Item>
            )}
          />
        )}
      </>
    );
  }

  return (
    <OpenPlatformFrame title={T.adminTitle} testId="yqzl-admins" forEnterprise>
      {holder}
      <section className={frame.section}>{body}</section>
    </OpenPlatformFrame>
  );
}
