import { useState } from 'react';
import { Alert, Button, Popconfirm, Space, Table, Tag, message } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { LoginPage } from '@portal/contract/calls/login-pages/fields';
import { deleteLoginPage, listLoginPages } from '@portal/contract/calls/login-pages/operator-login-pages';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { LoginPageDrawer } from './LoginPageDrawer.tsx';
import { LOGIN_PAGES_TEXTS as T } from './texts.ts';
import { formatDateTime } from '../../ui/format-date.ts';

/** #/staff/login-pages: the login pages by return address, and whether they show customer service. */
export default function LoginPagesScreen() {
  const [editing, setEditing] = useState<LoginPage | 'new' | null>(null);
  const [toast, toastHolder] = message.useMessage();

  // A reply that arrives after a newer read (the reload after a save) is dropped.
  const list = useLoaded(() => callApi(listLoginPages, {}), 'listLoginPages');
  const items = list.data?.items ?? null;
  const load = list.reload;

  async function remove(code: string) {
    try {
      await callApi(deleteLoginPage, { code });
      void toast.success(T.deleted);
      load();
    } catch (err) {
      void toast.error(err instanceof CallError ? err.message : T.saveFailed);
    }
  }

  return (
    <OperatorPage
      title={T.title}
      intro={T.intro}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="login-page-add">
          {T.add}
        </Button>
      }
    >
      {toastHolder}
      {list.failed ? (
        <Alert type="error" showIcon title={T.loadFailed} />
      ) : (
        <Table<LoginPage>
          rowKey="code"
          loading={items === null}
          dataSource={items ?? []}
          pagination={false}
          data-testid="login-page-table"
          columns={[
            { title: T.columns.name, dataIndex: 'name' },
            { title: T.columns.code, dataIndex: 'code' },
            { title: T.columns.prefix, dataIndex: 'redirectPrefix', render: (p: string) => p || T.defaultPrefix },
            { title: T.columns.title, dataIndex: 'title' },
            {
              title: T.columns.customer,
              dataIndex: 'showCustomer',
              render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? T.customerOn : T.customerOff}</Tag>,
            },
            { title: T.columns.enabled, dataIndex: 'enabled', render: (on: boolean) => <Tag color={on ? 'blue' : 'default'}>{on ? T.enabledOn : T.enabledOff}</Tag> },
            { title: T.columns.updatedAt, dataIndex: 'updatedAt', render: (at: string) => formatDateTime(at) },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, page) => (
                <Space>
                  <Button type="link" onClick={() => setEditing(page)} data-testid={`login-page-edit-${page.code}`}>
                    {T.edit}
                  </Button>
                  {page.redirectPrefix !== '' && (
                    <Popconfirm title={T.removeConfirm} onConfirm={() => void remove(page.code)}>
                      <Button type="link" danger>
                        {T.remove}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <LoginPageDrawer
          page={editing === 'new' ? null : editing}
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
