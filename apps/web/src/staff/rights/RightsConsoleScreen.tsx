import { useState } from 'react';
import { Alert, Button, Popconfirm, Select, Space, Table, Tag, Typography, message } from 'antd';
import type { CallResponse } from '@portal/contract/call';
import { RIGHT_STATE_NAMES, RIGHT_TYPE_NAMES } from '@portal/contract/calls/rights/fields';
import { operatorRightRevoke, operatorRightsList } from '@portal/contract/calls/rights/rights-console';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { failureText } from '../../api/failure-text.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { GrantDrawer } from './GrantDrawer.tsx';
import { RIGHTS_CONSOLE_TEXTS as T } from './texts.ts';
import { UseRightModal } from './UseRightModal.tsx';
import { UsagesModal } from './UsagesModal.tsx';

type Listing = CallResponse<typeof operatorRightsList>;
type Row = Listing['rights'][number];

/** #/staff/rights: rights granted to enterprises, their use, grants and revocations (issue 25). */
export default function RightsConsoleScreen() {
  const [filter, setFilter] = useState<string | undefined>(undefined);
  const [granting, setGranting] = useState(false);
  const [using, setUsing] = useState<Row | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);
  const [toast, toastHolder] = message.useMessage();

  // A reply that arrives after a newer read (another filter, the reload after a save) is dropped.
  const rights = useLoaded(() => callApi(operatorRightsList, { enterpriseId: filter }), `rights ${filter ?? ''}`);
  const listing: Listing | undefined = rights.data;
  const load = rights.reload;

  async function revoke(row: Row) {
    try {
      await callApi(operatorRightRevoke, { id: row.id });
      void toast.success(T.revoked);
      load();
    } catch (err) {
      void toast.error(failureText(err, T.saveFailed));
    }
  }

  const saved = () => {
    setGranting(false);
    setUsing(null);
    void toast.success(T.saved);
    load();
  };

  return (
    <OperatorPage
      title={T.title}
      intro={T.intro}
      extra={
        <Button type="primary" onClick={() => setGranting(true)} disabled={!listing} data-testid="right-grant">
          {T.grant}
        </Button>
      }
    >
      {toastHolder}
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={T.allEnterprises}
          aria-label={T.enterprise}
          value={filter}
          onChange={(v?: string) => setFilter(v)}
          options={(listing?.enterprises ?? []).map((e) => ({ value: e.id, label: e.name }))}
          style={{ minWidth: 240, maxWidth: '100%' }}
        />
      </Space>
      {rights.failed ? (
        <Alert type="error" showIcon title={T.loadFailed} />
      ) : (
        <Table<Row>
          rowKey="id"
          loading={listing === undefined}
          dataSource={listing?.rights ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          data-testid="rights-table"
          columns={[
            { title: T.columns.enterprise, dataIndex: 'enterpriseName' },
            {
              title: T.columns.title,
              key: 'title',
              render: (_: unknown, r) => (
                <>
                  <div>{r.title}</div>
                  <Typography.Text type="secondary">{RIGHT_TYPE_NAMES[r.rightType]}</Typography.Text>
                </>
              ),
            },
            { title: T.columns.usage, key: 'usage', render: (_: unknown, r) => `${r.used} / ${r.quantity}` },
            {
              title: T.columns.validity,
              key: 'validity',
              render: (_: unknown, r) => (
                <>
                  <div>{r.validFrom}</div>
                  <div>至 {r.validTo}</div>
                </>
              ),
            },
            { title: T.columns.state, dataIndex: 'state', render: (s: Row['state']) => <Tag>{RIGHT_STATE_NAMES[s]}</Tag> },
            { title: T.columns.grantedBy, dataIndex: 'grantedBy' },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, r) => (
                <Space size={0}>
                  <Button type="link" disabled={r.state !== 'valid'} onClick={() => setUsing(r)} data-testid={`right-use-${r.id}`}>
                    {T.use}
                  </Button>
                  <Button type="link" onClick={() => setViewing(r)}>
                    {T.usages}
                  </Button>
                  <Popconfirm title={T.revokeConfirm} onConfirm={() => void revoke(r)} disabled={r.state === 'revoked'}>
                    <Button type="link" danger disabled={r.state === 'revoked'}>
                      {T.revoke}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      {granting && listing && <GrantDrawer enterprises={listing.enterprises} {...(filter ? { enterpriseId: filter } : {})} onClose={() => setGranting(false)} onSaved={saved} />}
      {using && <UseRightModal right={using} onClose={() => setUsing(null)} onSaved={saved} />}
      {viewing && <UsagesModal right={viewing} onClose={() => setViewing(null)} />}
    </OperatorPage>
  );
}
