import { useState } from 'react';
import { Alert, Button, Table, Tag, message } from 'antd';
import { USER_TYPES } from '@portal/contract/calls/session/session-user';
import { operatorUnifiedSystemList, type UnifiedSystemRow } from '@portal/contract/calls/unified-login/unified-login';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { UnifiedSystemDrawer } from './UnifiedSystemDrawer.tsx';
import { UNIFIED_CONSOLE_TEXTS as T } from './texts.ts';

/** #/staff/unified-login: the bank systems customers enter from the personal center (issue 22). */
export default function UnifiedLoginConsoleScreen() {
  const [editing, setEditing] = useState<UnifiedSystemRow | null>(null);
  const [toast, toastHolder] = message.useMessage();

  // A reply that arrives after a newer read (the reload after a save) is dropped.
  const list = useLoaded(() => callApi(operatorUnifiedSystemList, {}), 'operatorUnifiedSystemList');
  const items = list.data?.items ?? null;
  const load = list.reload;

  return (
    <OperatorPage title={T.title} intro={T.intro}>
      {toastHolder}
      {list.failed ? (
        <Alert type="error" showIcon title={T.loadFailed} />
      ) : (
        <Table<UnifiedSystemRow>
          rowKey="code"
          loading={items === null}
          dataSource={items ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="unified-system-table"
          columns={[
            { title: T.columns.name, dataIndex: 'name' },
            { title: T.columns.code, dataIndex: 'code' },
            { title: T.columns.url, dataIndex: 'url' },
            { title: T.columns.userTypes, dataIndex: 'userTypes', render: (types: Array<keyof typeof USER_TYPES>) => types.map((t) => USER_TYPES[t]).join('、') },
            { title: T.columns.enabled, dataIndex: 'enabled', render: (on: boolean) => <Tag color={on ? 'blue' : 'default'}>{on ? T.enabledOn : T.enabledOff}</Tag> },
            { title: T.columns.sort, dataIndex: 'sort' },
            { title: T.columns.updatedAt, dataIndex: 'updatedAt', render: (at: string) => formatDateTime(at) },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, row) => (
                <Button type="link" onClick={() => setEditing(row)} data-testid={`unified-system-edit-${row.code}`}>
                  {T.edit}
                </Button>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <UnifiedSystemDrawer
          system={editing}
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
