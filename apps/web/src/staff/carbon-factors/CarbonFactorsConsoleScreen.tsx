import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Table, message } from 'antd';
import { operatorCarbonFactorList, type CarbonFactorRow } from '@portal/contract/calls/carbon/factors-console';
import { CARBON_SOURCE_INFO } from '@portal/contract/carbon/sources';
import { callApi } from '../../api/client.ts';
import { useLatestReply } from '../../api/latest-reply.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { CarbonFactorDrawer } from './CarbonFactorDrawer.tsx';
import { CARBON_FACTOR_TEXTS as T } from './texts.ts';

/** #/staff/carbon-factors: the carbon account's published factors, one per source and year (issue 24). */
export default function CarbonFactorsConsoleScreen() {
  const [items, setItems] = useState<CarbonFactorRow[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState<CarbonFactorRow | 'new' | null>(null);
  const [toast, toastHolder] = message.useMessage();

  const latest = useLatestReply();
  const load = useCallback(() => {
    latest(callApi(operatorCarbonFactorList, {})).then((r) => setItems(r.items), () => setLoadFailed(true));
  }, [latest]);
  useEffect(load, [load]);

  return (
    <OperatorPage
      title={T.title}
      intro={T.intro}
      extra={
        <Button type="primary" onClick={() => setEditing('new')} data-testid="carbon-factor-add">
          {T.add}
        </Button>
      }
    >
      {toastHolder}
      {loadFailed ? (
        <Alert type="error" showIcon title={T.loadFailed} />
      ) : (
        <Table<CarbonFactorRow>
          rowKey="id"
          loading={items === null}
          dataSource={items ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="carbon-factor-table"
          columns={[
            { title: T.columns.name, dataIndex: 'name' },
            { title: T.columns.year, dataIndex: 'year' },
            {
              title: T.columns.parameters,
              key: 'parameters',
              render: (_: unknown, r) => (r.directValue === null ? T.fuelParameters(r.netCalorificValue!, r.carbonPerHeat!, r.oxidationRate!) : `${r.directValue} ${r.unit}`),
            },
            { title: T.columns.perUnit, key: 'perUnit', render: (_: unknown, r) => `${Number(r.perUnit.toPrecision(6))} tCO₂/${CARBON_SOURCE_INFO[r.code].unit}` },
            { title: T.columns.source, dataIndex: 'source', width: 360 },
            { title: T.columns.createdAt, dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, row) => (
                <Button type="link" onClick={() => setEditing(row)} data-testid={`carbon-factor-edit-${row.id}`}>
                  {T.edit}
                </Button>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <CarbonFactorDrawer
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
