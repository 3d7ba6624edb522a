import { useState } from 'react';
import { Alert, Button, Popconfirm, Space, Table, Tag, Typography, message } from 'antd';
import { operatorEnvFactorDelete, operatorEnvFactorList, type EnvFactorConsoleRow } from '@portal/contract/calls/green-finance/env-factors-console';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { failureText } from '../../api/failure-text.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { EnvFactorDrawer } from './EnvFactorDrawer.tsx';
import { ENV_FACTOR_TEXTS as T } from './texts.ts';

/**
 * #/staff/env-factors: the one table of published emission factors (issue 24; since issue 36 the
 * carbon account's too), by year and region, each saying who reads it.
 */
export default function EnvFactorsConsoleScreen() {
  // useLoaded drops a reply that arrives after a newer read, so a slow first load cannot hide a row just saved.
  const factors = useLoaded(() => callApi(operatorEnvFactorList, {}), 'factors');
  const items = factors.data?.items ?? null;
  const [editing, setEditing] = useState<EnvFactorConsoleRow | 'new' | null>(null);
  const [toast, toastHolder] = message.useMessage();

  const load = factors.reload;

  async function remove(row: EnvFactorConsoleRow) {
    try {
      await callApi(operatorEnvFactorDelete, { id: row.id });
      void toast.success(T.removed);
      load();
    } catch (err) {
      void toast.error(failureText(err, T.saveFailed));
    }
  }

  return (
    <OperatorPage
      title={T.title}
      intro={T.intro}
      extra={
        <Button type="primary" onClick={() => setEditing('new')} data-testid="env-factor-add">
          {T.add}
        </Button>
      }
    >
      {toastHolder}
      {factors.failed && items === null ? (
        <Alert type="error" showIcon title={T.loadFailed} />
      ) : (
        <Table<EnvFactorConsoleRow>
          rowKey="id"
          loading={factors.loading}
          dataSource={items ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="env-factor-table"
          columns={[
            { title: T.columns.name, dataIndex: 'name' },
            { title: T.columns.region, dataIndex: 'region' },
            { title: T.columns.year, dataIndex: 'year' },
            {
              title: T.columns.value,
              key: 'value',
              // The fuel parameters wrap under the value instead of widening the table.
              width: 240,
              render: (_: unknown, row) => (
                <>
                  {`${row.value} ${row.unit}`}
                  {row.netCalorificValue !== null && row.carbonPerHeat !== null && row.oxidationRate !== null && (
                    <div>
                      <Typography.Text type="secondary">{T.fuelParameters(row.netCalorificValue, row.carbonPerHeat, row.oxidationRate)}</Typography.Text>
                    </div>
                  )}
                </>
              ),
            },
            {
              title: T.columns.usedBy,
              key: 'usedBy',
              render: (_: unknown, row) => row.usedBy.map((u) => <Tag key={u}>{T.users[u] ?? u}</Tag>),
            },
            {
              title: T.columns.source,
              key: 'source',
              width: 360,
              render: (_: unknown, row) => (
                <>
                  {row.source}
                  {row.note && (
                    <div>
                      <Typography.Text type="secondary">{row.note}</Typography.Text>
                    </div>
                  )}
                </>
              ),
            },
            {
              title: T.columns.updatedAt,
              key: 'updatedAt',
              render: (_: unknown, row) => (
                <>
                  {formatDateTime(row.updatedAt)}
                  {row.updatedBy && (
                    <div>
                      <Typography.Text type="secondary">{row.updatedBy}</Typography.Text>
                    </div>
                  )}
                </>
              ),
            },
            {
              title: '',
              key: 'actions',
              // The table scrolls sideways on narrow windows; a row's actions stay in view.
              fixed: 'right',
              render: (_: unknown, row) => (
                <Space>
                  <Button type="link" onClick={() => setEditing(row)} data-testid={`env-factor-edit-${row.id}`}>
                    {T.edit}
                  </Button>
                  <Popconfirm title={T.removeConfirm} onConfirm={() => void remove(row)}>
                    <Button type="link" danger>
                      {T.remove}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <EnvFactorDrawer
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void toast.success(T.saved);
            load();
          }}
        />
      )}
    </OperatorPage>
  );
}
