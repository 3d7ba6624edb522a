import { Empty, Table, Tag } from 'antd';
import { PROCESS_STATUS, labelOf } from '@portal/contract/codes';
import type { Profile } from './ProfilePanel.tsx';
import { CENTER_TEXTS as T } from './texts.ts';

const STATUS_COLORS: Record<string, string> = { ST: 'green', DS: 'blue', SJ: 'red', YC: 'default', DT: 'orange' };

/** The enterprises the user acts for, and how far their authentication has got. */
export function EnterprisesPanel({ enterprises }: { enterprises: Profile['enterprises'] }) {
  if (enterprises.length === 0) return <Empty description={T.noEnterprises} />;
  return (
    <Table
      rowKey="creditCode"
      pagination={false}
      // Its columns keep their width on a phone; the table scrolls inside its own box.
      scroll={{ x: 560 }}
      dataSource={enterprises}
      data-testid="center-enterprises"
      columns={[
        { title: T.enterpriseName, dataIndex: 'name' },
        { title: T.creditCode, dataIndex: 'creditCode' },
        { title: T.role, dataIndex: 'role', render: (role: string) => (role === 'director' ? T.director : T.operator) },
        {
          title: T.authStatus,
          dataIndex: 'authStatus',
          render: (code: string) => <Tag color={STATUS_COLORS[code] ?? 'default'}>{labelOf(PROCESS_STATUS, code)}</Tag>,
        },
      ]}
    />
  );
}
