import type { CredentialEventView as Event } from '@portal/contract/calls/open-platform/sandbox/fields';
import { MY_API_TEXTS as T } from './texts.ts';
import styles from './Sandbox.module.css';
import { formatDateTime } from '../../../ui/format-date.ts';
import { ScrollTable } from '../../../ui/ScrollTable/ScrollTable.tsx';

/** Who issued, rotated or revoked which key, and when: the enterprise's own record of its keys. */
export function CredentialEvents({ events }: { events: Event[] }) {
  return (
    <ScrollTable
      label={T.events}
      size="small"
      rowKey={(e) => `${e.at}-${e.appId}-${e.action}`}
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={events}
      data-testid="credential-events"
      columns={[
        { title: T.eventAt, dataIndex: 'at', render: (v: string) => formatDateTime(v) },
        { title: T.eventApp, dataIndex: 'appId', render: (v: string) => <span className={styles.mono}>{v}</span> },
        { title: T.eventAction, dataIndex: 'action', render: (v: Event['action']) => T.eventActions[v] },
        { title: T.eventActor, dataIndex: 'actor' },
      ]}
    />
  );
}
