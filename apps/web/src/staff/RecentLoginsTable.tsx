import { Table, Tag } from 'antd';
import type { StaffLogin } from '@portal/contract/calls/staff/staff-profile';
import { formatDateTime } from '../ui/format-date.ts';
import { STAFF_TEXTS as T } from './texts.ts';

/** The staff member's recent login attempts, failed ones marked with why. */
export function RecentLoginsTable({ logins }: { logins: StaffLogin[] }) {
  return (
    <Table<StaffLogin>
      size="small"
      pagination={false}
      rowKey={(row) => `${row.at}-${row.ip}-${row.success}`}
      dataSource={logins}
      data-testid="staff-recent-logins"
      columns={[
        { title: T.loginAt, dataIndex: 'at', render: (at: string) => formatDateTime(at), width: 170 },
        {
          title: T.loginResult,
          width: 140,
          render: (_v, row) =>
            row.success ? <Tag color="success">{T.success}</Tag> : <Tag color="error">{(row.failure && T.failures[row.failure]) || T.failed}</Tag>,
        },
        { title: T.loginIp, dataIndex: 'ip', width: 160 },
        { title: T.loginDevice, dataIndex: 'device' },
      ]}
    />
  );
}
