import { Select } from 'antd';
import { INBOX_STATUS_LABELS, INBOX_STATUSES, type InboxStatus } from '@portal/contract/calls/open-platform/catalogue/fields';

/** The status filter of both catalogue inboxes (feedback, consultations); '' lists every status. */
export function InboxStatusFilter({ value, onChange }: { value: InboxStatus | ''; onChange: (status: InboxStatus | '') => void }) {
  return (
    <Select
      value={value}
      style={{ minWidth: 160, marginBottom: 12 }}
      aria-label="处理状态"
      onChange={onChange}
      options={[{ value: '', label: '全部状态' }, ...INBOX_STATUSES.map((s) => ({ value: s, label: INBOX_STATUS_LABELS[s] }))]}
    />
  );
}
