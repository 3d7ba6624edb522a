import { useState } from 'react';
import { Alert, Button, Space, Table, Tag, message } from 'antd';
import { operatorActivityList, operatorActivityPublish } from '@portal/contract/calls/activities/activities-console';
import { ACTIVITY_STATUS_NAMES, ELIGIBILITY_NAMES, type ConsoleActivity } from '@portal/contract/calls/activities/fields';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { failureText } from '../../api/failure-text.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { ActivityDrawer } from './ActivityDrawer.tsx';
import { EnrolmentsModal } from './EnrolmentsModal.tsx';
import { ACTIVITY_CONSOLE_TEXTS as T } from './texts.ts';

/** #/staff/activities: the activity centre's campaigns, their publication and enrolments (issue 25). */
export default function ActivitiesConsoleScreen() {
  const [editing, setEditing] = useState<ConsoleActivity | 'new' | null>(null);
  const [viewing, setViewing] = useState<ConsoleActivity | null>(null);
  const [toast, toastHolder] = message.useMessage();

  // A reply that arrives after a newer read (the reload after a save) is dropped.
  const list = useLoaded(() => callApi(operatorActivityList, {}), 'operatorActivityList');
  const items = list.data?.activities ?? null;
  const load = list.reload;

  async function publish(row: ConsoleActivity, published: boolean) {
    try {
      await callApi(operatorActivityPublish, { id: row.id, published });
      void toast.success(published ? T.published : T.unpublished);
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
        <Button type="primary" onClick={() => setEditing('new')} data-testid="activity-add">
          {T.add}
        </Button>
      }
    >
      {toastHolder}
      {list.failed ? (
        <Alert type="error" showIcon title={T.loadFailed} />
      ) : (
        <Table<ConsoleActivity>
          rowKey="id"
          loading={items === null}
          dataSource={items ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          data-testid="activities-table"
          columns={[
            { title: T.columns.title, dataIndex: 'title' },
            {
              title: T.columns.period,
              key: 'period',
              render: (_: unknown, r) => (
                <>
                  <div>{formatDateTime(r.startsAt)}</div>
                  <div>至 {formatDateTime(r.endsAt)}</div>
                </>
              ),
            },
            { title: T.columns.places, key: 'places', render: (_: unknown, r) => `${r.enrolled} / ${r.quota}` },
            { title: T.columns.eligibility, dataIndex: 'eligibility', render: (e: ConsoleActivity['eligibility']) => ELIGIBILITY_NAMES[e] },
            { title: T.columns.status, dataIndex: 'status', render: (s: ConsoleActivity['status']) => <Tag color={s === 'published' ? 'green' : undefined}>{ACTIVITY_STATUS_NAMES[s]}</Tag> },
            { title: T.columns.updatedAt, dataIndex: 'updatedAt', render: (at: string) => formatDateTime(at) },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, r) => (
                <Space size={0}>
                  <Button type="link" onClick={() => setEditing(r)}>
                    {T.edit}
                  </Button>
                  <Button type="link" onClick={() => void publish(r, r.status !== 'published')} data-testid={`activity-publish-${r.id}`}>
                    {r.status === 'published' ? T.unpublish : T.publish}
                  </Button>
                  <Button type="link" onClick={() => setViewing(r)}>
                    {T.enrolments}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <ActivityDrawer
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void toast.success(T.saved);
            load();
          }}
        />
      )}
      {viewing && <EnrolmentsModal activity={viewing} onClose={() => setViewing(null)} />}
    </OperatorPage>
  );
}
