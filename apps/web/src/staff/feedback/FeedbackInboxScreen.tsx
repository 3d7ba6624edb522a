import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, Segmented, Table, Tag } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { FEEDBACK_STATUSES, type FeedbackStatus } from '@portal/contract/calls/feedback/fields';
import { FEEDBACK_INBOX_PAGE_SIZE, feedbackList } from '@portal/contract/calls/operator/feedback-list';
import type { CallResponse } from '@portal/contract/call';
import { FEEDBACK_MESSAGES } from '@portal/contract/messages';
import { callApi } from '../../api/client.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { FeedbackDrawer } from './FeedbackDrawer.tsx';
import { STATUS_COLORS } from './status-colors.ts';
import { INBOX_TEXTS as T } from './texts.ts';
import styles from './Inbox.module.css';
import { failureText } from '../../api/failure-text.ts';

type ListReply = CallResponse<typeof feedbackList>;
type Row = ListReply['items'][number];
type Filter = FeedbackStatus | 'all';

/** #/staff/feedback: the operators' feedback inbox with a status filter and a detail drawer. */
export default function FeedbackInboxScreen() {
  const [filter, setFilter] = useState<Filter>('new');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const key = `${filter}:${page}:${version}`;
  const [answer, setAnswer] = useState<{ key: string; reply: ListReply | null; error: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    callApi(feedbackList, { page, ...(filter === 'all' ? {} : { status: filter }) }).then(
      (reply) => current && setAnswer({ key, reply, error: null }),
      (err: unknown) =>
        current && setAnswer((a) => ({ key, reply: a?.reply ?? null, error: failureText(err, T.loadFailed) })),
    );
    return () => {
      current = false;
    };
  }, [key, filter, page]);

  const loading = answer?.key !== key;
  const reply = answer?.reply ?? null;
  const error = answer?.error ?? null;
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const counts = reply?.counts;
  const all = counts ? counts.new + counts.in_progress + counts.answered : undefined;
  const label = (text: string, n: number | undefined) => (
    <span className={styles.filterLabel}>
      {text}
      {n !== undefined && <Badge count={n} showZero overflowCount={999} color={n > 0 ? undefined : '#c3ccd9'} size="small" />}
    </span>
  );

  return (
    <OperatorPage title={T.title} intro={T.intro}>
      <Card size="small" className={styles.block}>
        <Segmented<Filter>
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
          options={[
            ...FEEDBACK_STATUSES.map((s) => ({ value: s, label: label(T.statuses[s], counts?.[s]) })),
            { value: 'all' as const, label: label(T.all, all) },
          ]}
          data-testid="inbox-filter"
        />
      </Card>
      {error && <Alert type="error" showIcon title={error} className={styles.block} />}
      <Card size="small" className={styles.block}>
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={reply?.items ?? []}
          locale={{ emptyText: T.empty }}
          onRow={(row) => ({ onClick: () => setOpenId(row.id), className: styles.row })}
          pagination={{
            current: page,
            pageSize: FEEDBACK_INBOX_PAGE_SIZE,
            total: reply?.total ?? 0,
            showSizeChanger: false,
            showTotal: T.total,
            onChange: setPage,
          }}
          data-testid="inbox-table"
          columns={[
            { title: T.createdAt, dataIndex: 'createdAt', width: 150, render: (v: string) => formatDateTime(v) },
            { title: T.type, dataIndex: 'type', width: 100, render: (v: Row['type']) => <Tag>{FEEDBACK_MESSAGES.types[v]}</Tag> },
            { title: T.feedbackTitle, dataIndex: 'title', ellipsis: true, render: (v: string) => <span className={styles.title}>{v}</span> },
            { title: T.linkman, dataIndex: 'linkman', width: 110, ellipsis: true },
            { title: T.phone, dataIndex: 'phone', width: 130 },
            {
              title: T.images,
              dataIndex: 'imageCount',
              width: 70,
              align: 'center',
              render: (n: number) =>
                n > 0 ? (
                  <span className={styles.images}>
                    <PictureOutlined aria-hidden /> {n}
                  </span>
                ) : (
                  <span className={styles.muted}>—</span>
                ),
            },
            { title: T.source, dataIndex: 'loggedIn', width: 90, render: (v: boolean) => (v ? T.customer : <span className={styles.muted}>{T.visitor}</span>) },
            {
              title: T.status,
              dataIndex: 'status',
              width: 90,
              render: (v: FeedbackStatus) => (
                <Tag color={STATUS_COLORS[v]} data-testid="inbox-status">
                  {T.statuses[v]}
                </Tag>
              ),
            },
            {
              title: T.actions,
              width: 96,
              render: (_v, row) => (
                <Button
                  type="link"
                  size="small"
                  onClick={(e) => {
                    e.stopPropagation();
                    setOpenId(row.id);
                  }}
                >
                  {T.view}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <FeedbackDrawer id={openId} onClose={() => setOpenId(null)} onSaved={refresh} />
    </OperatorPage>
  );
}
