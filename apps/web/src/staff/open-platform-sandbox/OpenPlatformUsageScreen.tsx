import { useState } from 'react';
import { Alert, Segmented, Select, Skeleton, Space, Table } from 'antd';
import { operatorOpenApiUsage } from '@portal/contract/calls/open-platform/sandbox/usage-console';
import { useCall } from '../../api/use-call.ts';
import { USAGE_TEXTS } from '../../features/open-platform/sandbox/texts.ts';
import { UsageCharts } from '../../features/open-platform/sandbox/UsageCharts.tsx';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { OPEN_PLATFORM_USAGE_TEXTS as T } from './texts.ts';
import styles from './OpenPlatformUsageScreen.module.css';

/** #/staff/open-platform-usage: every enterprise's sandbox usage, or one enterprise's (issue 26 point 5). */
export default function OpenPlatformUsageScreen() {
  const [enterpriseId, setEnterpriseId] = useState<string | undefined>(undefined);
  const [days, setDays] = useState(14);
  const usage = useCall(operatorOpenApiUsage, { enterpriseId, days });
  const [names, setNames] = useState<Array<{ value: string; label: string }>>([]);
  if (usage.state === 'done' && !enterpriseId && names.length !== usage.data.enterprises.length) {
    setNames(usage.data.enterprises.map((e) => ({ value: e.enterpriseId, label: e.enterpriseName === e.enterpriseId ? e.enterpriseId : `${e.enterpriseName}（${e.enterpriseId}）` })));
  }
  // The reply names every enterprise with calls in the window, whatever the filter.
  const nameOf = new Map(usage.state === 'done' ? usage.data.enterprises.map((e) => [e.enterpriseId, e.enterpriseName] as const) : []);
  const enterpriseLabel = (id: string) => <EnterpriseName id={id} name={nameOf.get(id)} />;

  return (
    <OperatorPage title={T.title} intro={T.intro}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select allowClear placeholder={T.allEnterprises} value={enterpriseId} onChange={setEnterpriseId} options={names} style={{ minWidth: 220, maxWidth: '100%' }} aria-label={T.enterprise} />
        <Segmented value={days} onChange={(v) => setDays(v)} options={[7, 14, 30].map((n) => ({ value: n, label: USAGE_TEXTS.days(n) }))} />
      </Space>
      {usage.state === 'loading' && <Skeleton active />}
      {usage.state === 'failed' && <Alert type="error" showIcon title={usage.message || T.loadFailed} />}
      {usage.state === 'done' && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          {!enterpriseId && (
            <Table
              size="small"
              rowKey="enterpriseId"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={usage.data.enterprises}
              data-testid="usage-enterprises"
              columns={[
                { title: T.enterprise, key: 'enterprise', render: (_: unknown, e) => <EnterpriseName id={e.enterpriseId} name={e.enterpriseName} /> },
                { title: T.calls, dataIndex: 'calls', align: 'right' },
                { title: T.errors, dataIndex: 'errors', align: 'right' },
              ]}
            />
          )}
          <UsageCharts usage={usage.data} showEnterprise={!enterpriseId} enterpriseLabel={enterpriseLabel} />
        </Space>
      )}
    </OperatorPage>
  );
}

/** An enterprise by its name, with its code as secondary text (the code alone when the name is unknown). */
function EnterpriseName({ id, name }: { id: string; name: string | undefined }) {
  const known = name && name !== id;
  return (
    <span className={styles.enterprise} data-testid="usage-enterprise">
      <span className={styles.enterpriseName}>{known ? name : T.unknownEnterprise}</span>
      <span className={styles.enterpriseCode}>{id}</span>
    </span>
  );
}
