import { useEffect, useState } from 'react';
import { Alert, Button, DatePicker, Drawer, Input, Modal, Rate, Skeleton, Table, Tag, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { CallResponse } from '@portal/contract/call';
import { deskConversation } from '@portal/contract/calls/desk/desk-conversation';
import { deskHistory } from '@portal/contract/calls/desk/desk-history';
import { CHAT_ENDED_BY_LABELS, type ConversationSummary } from '@portal/contract/calls/desk/fields';
import { callApi } from '../../api/client.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { END_REASON_LABELS, DESK_TEXTS as T } from './texts.ts';
import { MessageList } from './MessageList.tsx';
import styles from './Desk.module.css';
import { failureText } from '../../api/failure-text.ts';

const PAGE_SIZE = 10;
const DAY = 'YYYY-MM-DD';

interface Answer {
  query: Query;
  result: CallResponse<typeof deskHistory> | null;
  error: string | null;
}

interface Query {
  keyword: string;
  range: [Dayjs | null, Dayjs | null] | null;
  pageNo: number;
}

/** A past conversation, read only: its messages as they were. */
function TranscriptModal({ row, onClose, now }: { row: ConversationSummary; onClose: () => void; now: number }) {
  const [reply, setReply] = useState<CallResponse<typeof deskConversation> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    callApi(deskConversation, { uuid: row.uuid, after: 0 }).then(setReply, () => setFailed(true));
  }, [row.uuid]);
  return (
    <Modal
      open
      width={720}
      footer={null}
      onCancel={onClose}
      title={
        <span>
          {T.transcriptTitle(row.customerName)} <Tag style={{ marginLeft: 6 }}>{T.readOnly}</Tag>
        </span>
      }
      data-testid="desk-transcript"
    >
      {failed && <Alert type="error" showIcon title={T.loadFailed} />}
      {!reply && !failed && <Skeleton active />}
      {reply && <MessageList plain messages={reply.messages} customerName={reply.summary.customerName} now={now} />}
    </Modal>
  );
}

/** 历史会话: ended conversations by keyword and day range, with who ended them and the rating. */
export function HistoryDrawer({ open, onClose, now }: { open: boolean; onClose: () => void; now: number }) {
  const [query, setQuery] = useState<Query>({ keyword: '', range: null, pageNo: 1 });
  const [keyword, setKeyword] = useState('');
  const [range, setRange] = useState<Query['range']>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [viewing, setViewing] = useState<ConversationSummary | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    callApi(deskHistory, {
      keyword: query.keyword.trim(),
      from: query.range?.[0]?.format(DAY) ?? '',
      to: query.range?.[1]?.format(DAY) ?? '',
      pageNo: query.pageNo,
      pageSize: PAGE_SIZE,
    }).then(
      (result) => current && setAnswer({ query, result, error: null }),
      (err: unknown) => current && setAnswer((a) => ({ query, result: a?.result ?? null, error: failureText(err, T.historyFailed) })),
    );
    return () => {
      current = false;
    };
  }, [open, query]);

  const loading = open && answer?.query !== query;
  const result = answer?.result ?? null;
  const error = answer?.error ?? null;

  const search = () => setQuery({ keyword, range, pageNo: 1 });

  return (
    <Drawer open={open} onClose={onClose} title={T.historyTitle} size={960} destroyOnHidden data-testid="desk-history">
      <div className={styles.searchBar}>
        <Input
          allowClear
          style={{ width: 240 }}
          maxLength={50}
          placeholder={T.keywordPlaceholder}
          aria-label={T.keyword}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={search}
          data-testid="desk-history-keyword"
        />
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} allowEmpty={[true, true]} />
        <Button type="primary" onClick={search} data-testid="desk-history-search">
          {T.search}
        </Button>
        <Button
          onClick={() => {
            setKeyword('');
            setRange(null);
            setQuery({ keyword: '', range: null, pageNo: 1 });
          }}
        >
          {T.reset}
        </Button>
      </div>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table<ConversationSummary>
        size="small"
        rowKey="uuid"
        loading={loading}
        dataSource={result?.items ?? []}
        data-testid="desk-history-table"
        onRow={(row) => ({ onClick: () => setViewing(row), className: styles.rowLink })}
        pagination={{
          current: query.pageNo,
          pageSize: PAGE_SIZE,
          total: result?.total ?? 0,
          showSizeChanger: false,
          showTotal: T.total,
          onChange: (pageNo) => setQuery((q) => ({ ...q, pageNo })),
        }}
        columns={[
          { title: T.customer, dataIndex: 'customerName', ellipsis: true },
          { title: T.agent, dataIndex: 'agentName', width: 130, render: (v: string | null) => v ?? T.none },
          { title: T.queuedAt, dataIndex: 'queuedAt', width: 140, render: (v: string) => formatDateTime(v) },
          { title: T.connectedAt, dataIndex: 'connectedAt', width: 140, render: (v: string | null) => (v ? formatDateTime(v) : T.none) },
          { title: T.endedAt, dataIndex: 'endedAt', width: 140, render: (v: string | null) => (v ? formatDateTime(v) : T.none) },
          {
            title: T.endedBy,
            width: 100,
            render: (_v, row) =>
              row.endedBy ? (
                <Tooltip title={row.endReason !== null ? END_REASON_LABELS[row.endReason] : undefined}>
                  <Tag color={row.endedBy === 'agent' ? 'blue' : row.endedBy === 'customer' ? 'cyan' : 'default'}>{CHAT_ENDED_BY_LABELS[row.endedBy]}</Tag>
                </Tooltip>
              ) : (
                T.none
              ),
          },
          {
            title: T.rating,
            width: 130,
            render: (_v, row) => (row.point ? <Rate disabled value={row.point} style={{ fontSize: 13 }} /> : <span className={styles.hint}>{T.notRated}</span>),
          },
        ]}
      />
      {viewing && <TranscriptModal row={viewing} onClose={() => setViewing(null)} now={now} />}
    </Drawer>
  );
}
