import { useState } from 'react';
import { Badge, Button, Input, Result, Segmented, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { QUEUE_STATUSES, REVIEW_PAGE_SIZE, type QueueItem } from '@portal/contract/calls/identity-review/fields';
import { identityReviewList } from '@portal/contract/calls/identity-review/review-queue';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { ReviewDrawer } from './ReviewDrawer.tsx';
import { STATUS_COLORS } from './status-colors.ts';
import { REVIEW_TEXTS as T } from './texts.ts';
import styles from './Review.module.css';

type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** #/staff/identity-review: pending enterprise authentications first, oldest first; decided ones by status. */
export default function IdentityReviewScreen() {
  const [query, setQuery] = useState<{ status: QueueStatus; keyword: string; page: number }>({ status: 'DS', keyword: '', page: 1 });
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, loading, failed, reload } = useLoaded(() => callApi(identityReviewList, query), JSON.stringify(query));
  const counts = data?.counts;

  const columns: ColumnsType<QueueItem> = [
    { title: T.columns.submittedAt, dataIndex: 'submittedAt', width: 160, render: (v: string | null) => <span className={styles.num}>{v ? formatDateTime(v) : '—'}</span> },
    {
      title: T.columns.enterprise,
      key: 'enterprise',
      render: (_, r) => (
        <>
          <div className={styles.name}>{r.enterpriseName}</div>
          <div className={`${styles.muted} ${styles.num}`}>{r.creditCode}</div>
        </>
      ),
    },
    {
      title: T.columns.applicant,
      key: 'applicant',
      width: 150,
      render: (_, r) => (
        <>
          <div>{r.loginName}</div>
          <div className={`${styles.muted} ${styles.num}`}>{r.userNo}</div>
        </>
      ),
    },
    { title: T.columns.role, dataIndex: 'applicantRole', width: 110, render: (v: QueueItem['applicantRole']) => T.applicantRoles[v] },
    { title: T.columns.notes, dataIndex: 'noteCount', width: 90, render: (n: number) => (n > 0 ? <Tag color="orange">{T.noteCount(n)}</Tag> : <span className={styles.muted}>—</span>) },
    {
      title: T.columns.status,
      dataIndex: 'status',
      width: 100,
      render: (v: QueueItem['status']) => (
        <Tag color={STATUS_COLORS[v]} data-testid="review-status">
          {T.statuses[v]}
        </Tag>
      ),
    },
    ...(query.status === 'DS'
      ? []
      : [{ title: T.columns.reviewedAt, dataIndex: 'reviewedAt', width: 160, render: (v: string | null) => <span className={styles.num}>{v ? formatDateTime(v) : '—'}</span> }]),
    {
      title: T.columns.actions,
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            setOpenId(r.id);
          }}
          data-testid={`review-open-${r.id}`}
        >
          {r.status === 'DS' ? T.open : T.view}
        </Button>
      ),
    },
  ];

  const label = (status: QueueStatus) => (
    <span className={styles.filterLabel}>
      {T.statuses[status]}
      {counts && <Badge count={counts[status]} showZero overflowCount={999} size="small" color={status === 'DS' && counts.DS > 0 ? undefined : '#c3ccd9'} />}
    </span>
  );

  return (
    <OperatorPage title={T.title} intro={T.intro}>
      <div className={styles.filters}>
        <Segmented<QueueStatus>
          value={query.status}
          onChange={(status) => setQuery((q) => ({ ...q, status, page: 1 }))}
          options={QUEUE_STATUSES.map((s) => ({ value: s, label: label(s) }))}
          data-testid="review-filter"
        />
        <Input.Search
          allowClear
          className={styles.search}
          placeholder={T.searchPlaceholder}
          aria-label={T.searchPlaceholder}
          maxLength={60}
          onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword.trim(), page: 1 }))}
          data-testid="review-search"
        />
      </div>
      {failed ? (
        <Result status="warning" title={T.loadFailed} extra={<Button onClick={reload}>{T.retry}</Button>} />
      ) : (
        <Table<QueueItem>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data?.items ?? []}
          locale={{ emptyText: T.empty }}
          scroll={{ x: 960 }}
          onRow={(r) => ({ onClick: () => setOpenId(r.id), className: styles.row })}
          pagination={{
            current: query.page,
            pageSize: REVIEW_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            showTotal: T.total,
            onChange: (page) => setQuery((q) => ({ ...q, page })),
          }}
          data-testid="review-table"
        />
      )}
      <ReviewDrawer id={openId} onClose={() => setOpenId(null)} onDecided={reload} />
    </OperatorPage>
  );
}
