import { useState } from 'react';
import { Alert, Button, Input, Segmented, Select, Space, Table } from 'antd';
import type { CallRequest } from '@portal/contract/call';
import { APPLICATION_STATUS_NAMES, APPLICATION_STATUSES, type ApplicationStatus, type ApplicationView } from '@portal/contract/calls/open-platform/apply/fields';
import { operatorOpenApiApplications } from '@portal/contract/calls/open-platform/apply/review-console';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { ApplicationState } from './ApplicationState.tsx';
import { apiNameOf } from '../../features/open-platform/apply/texts.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { ApplicationDrawer } from './ApplicationDrawer.tsx';
import { APPLY_CONSOLE_TEXTS as T } from './texts.ts';

type Query = CallRequest<typeof operatorOpenApiApplications>;

/** #/staff/open-platform-applications: orders waiting for a sandbox or production decision first (issue 26). */
export default function ApplicationsConsoleScreen() {
  const [query, setQuery] = useState<Query>({ queue: 'waiting', pageNo: 1 });
  const [keyword, setKeyword] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, loading, failed, reload } = useLoaded(() => callApi(operatorOpenApiApplications, query), JSON.stringify(query));

  return (
    <OperatorPage title={T.title} intro={T.intro}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={query.queue ?? 'waiting'}
          onChange={(queue) => setQuery({ ...query, queue: queue as 'waiting' | 'all', pageNo: 1 })}
          options={(['waiting', 'all'] as const).map((q) => ({ value: q, label: T.queues[q] }))}
          data-testid="applications-queue"
        />
        <Select
          allowClear
          placeholder={T.columns.status}
          aria-label={T.columns.status}
          value={query.status}
          onChange={(status?: ApplicationStatus) => setQuery({ ...query, status, pageNo: 1 })}
          options={APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_NAMES[s] }))}
          style={{ minWidth: 120 }}
        />
        <Input.Search
          allowClear
          placeholder={T.keyword}
          aria-label={T.keyword}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => setQuery({ ...query, keyword: v.trim() || undefined, pageNo: 1 })}
          enterButton={T.search}
          style={{ maxWidth: 320 }}
          data-testid="applications-keyword"
        />
      </Space>
      {failed ? (
        <Alert type="error" showIcon title={T.loadFailed} action={<Button onClick={reload}>重试</Button>} />
      ) : (
        <Table<ApplicationView>
          rowKey="id"
          loading={loading}
          dataSource={data?.records ?? []}
          scroll={{ x: 'max-content' }}
          data-testid="applications-table"
          onRow={(r) => ({ onClick: () => setOpenId(r.id) })}
          pagination={{ current: query.pageNo, pageSize: data?.pageSize ?? 20, total: data?.total ?? 0, hideOnSinglePage: true, onChange: (pageNo) => setQuery({ ...query, pageNo }) }}
          columns={[
            { title: T.columns.orderNo, dataIndex: 'orderNo' },
            { title: T.columns.enterprise, dataIndex: 'enterpriseName' },
            { title: T.columns.apis, key: 'apis', render: (_: unknown, r) => r.apiCodes.map(apiNameOf).join('、') },
            { title: T.columns.status, key: 'status', render: (_: unknown, r) => <ApplicationState status={r.status} productionStatus={r.productionStatus} /> },
            { title: T.columns.createdAt, dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
            {
              title: T.columns.actions,
              key: 'actions',
              render: (_: unknown, r) => (
                <Button type="link" size="small" data-testid={`application-open-${r.orderNo}`}>
                  {r.status === 'submitted' || r.productionStatus === 'requested' ? T.open : T.view}
                </Button>
              ),
            },
          ]}
        />
      )}
      {openId && <ApplicationDrawer id={openId} onClose={() => setOpenId(null)} onDecided={reload} />}
    </OperatorPage>
  );
}
