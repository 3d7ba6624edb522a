import { useEffect, useState } from 'react';
import { Alert, Button, DatePicker, Descriptions, Drawer, Input, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { consoleAuditGet, consoleAuditList, type AuditRow } from '@portal/contract/calls/console/audit-list';
import { describePath } from '@portal/contract/calls/console/page-check';
import { LIST_PAGE_SIZE } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { auditObjectLabel } from '../labels.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { jsonDiff } from './json-diff.ts';
import { AUDIT_TEXTS as T } from './texts.ts';
import styles from './Audit.module.css';

interface Query {
  from?: string | undefined;
  to?: string | undefined;
  entity?: string | undefined;
  staffId?: string | undefined;
  keyword?: string | undefined;
  pageNo: number;
}

const entityName = (e: string) => T.entities[e] ?? e;
/** The audited object: its Chinese name where its key is a code, the key itself otherwise. */
const objectText = (entity: string, key: string) => {
  const name = auditObjectLabel(entity, key);
  return name ? `${name}（${key}）` : key;
};
const actionName = (a: string) => T.actions[a] ?? a;
const day = (d: Dayjs | null | undefined) => d?.format('YYYY-MM-DD');

/** Before and after of one change: the changed fields first, the whole records below. */
function AuditDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const [loaded, setLoaded] = useState<{ id: number; row: AuditRow; before: unknown; after: unknown } | null>(null);
  const detail = loaded && loaded.id === id ? loaded : null;
  useEffect(() => {
    if (id === null) return;
    let live = true;
    callApi(consoleAuditGet, { id }).then(
      (reply) => live && setLoaded({ id, ...reply }),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [id, onClose]);
  const diff = detail ? jsonDiff(detail.before, detail.after) : [];
  return (
    <Drawer title={T.detailTitle} open={id !== null} onClose={onClose} size={820} destroyOnHidden data-testid="audit-detail">
      {detail && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered className={styles.block}>
            <Descriptions.Item label={T.colAt}>{formatDateTime(detail.row.at)}</Descriptions.Item>
            <Descriptions.Item label={T.colWho}>{`${detail.row.staffName}（${detail.row.staffId}）`}</Descriptions.Item>
            <Descriptions.Item label={T.colEntity}>{`${entityName(detail.row.entity)} · ${objectText(detail.row.entity, detail.row.entityKey)}`}</Descriptions.Item>
            <Descriptions.Item label={T.colAction}>{actionName(detail.row.action)}</Descriptions.Item>
            <Descriptions.Item label={T.colSummary} span={2}>
              {detail.row.summary}
            </Descriptions.Item>
          </Descriptions>
          <h3 className={styles.subTitle}>{T.diffTitle}</h3>
          {diff.length === 0 ? (
            <p className={styles.muted}>{T.noDiff}</p>
          ) : (
            <table className={styles.diff} data-testid="audit-diff">
              <thead>
                <tr>
                  <th>{T.place}</th>
                  <th>{T.before}</th>
                  <th>{T.after}</th>
                </tr>
              </thead>
              <tbody>
                {diff.map((line) => (
                  <tr key={line.path}>
                    <td>
                      <Tag color={line.kind === 'added' ? 'green' : line.kind === 'removed' ? 'red' : 'blue'}>{T[line.kind]}</Tag>
                      {detail.row.entity === 'page' && <span>{describePath(detail.after ?? detail.before, line.keys)}</span>}
                      <div className={styles.path}>{line.path}</div>
                    </td>
                    <td className={styles.old}>{line.before ?? T.none}</td>
                    <td className={styles.new}>{line.after ?? T.none}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <details className={styles.raw}>
            <summary>{T.rawBefore}</summary>
            <pre>{detail.before === null ? T.none : JSON.stringify(detail.before, null, 2)}</pre>
          </details>
          <details className={styles.raw}>
            <summary>{T.rawAfter}</summary>
            <pre>{detail.after === null ? T.none : JSON.stringify(detail.after, null, 2)}</pre>
          </details>
        </>
      )}
    </Drawer>
  );
}

function AuditLog() {
  const [query, setQuery] = useState<Query>({ pageNo: 1 });
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [keyword, setKeyword] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, loading, failed } = useLoaded(() => callApi(consoleAuditList, { ...query, pageSize: LIST_PAGE_SIZE }), JSON.stringify(query));

  const columns: ColumnsType<AuditRow> = [
    { title: T.colAt, key: 'at', width: 150, render: (_, r) => formatDateTime(r.at) },
    { title: T.colWho, dataIndex: 'staffName', key: 'who', width: 110 },
    {
      title: T.colEntity,
      key: 'entity',
      width: 200,
      render: (_, r) => (
        <span>
          <Tag>{entityName(r.entity)}</Tag>
          {auditObjectLabel(r.entity, r.entityKey) && <span>{auditObjectLabel(r.entity, r.entityKey)} </span>}
          <span className={styles.muted}>{r.entityKey}</span>
        </span>
      ),
    },
    { title: T.colAction, key: 'action', width: 90, render: (_, r) => actionName(r.action) },
    { title: T.colSummary, dataIndex: 'summary', key: 'summary', ellipsis: true },
    {
      title: '',
      key: 'open',
      width: 70,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpenId(r.id)} data-testid={`audit-open-${r.id}`}>
          {T.detail}
        </Button>
      ),
    },
  ];

  const search = () =>
    setQuery((q) => ({ ...q, from: day(range?.[0]), to: day(range?.[1]), keyword: keyword.trim() || undefined, pageNo: 1 }));

  return (
    <>
      <div className={styles.toolbar}>
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} aria-label={T.period} allowEmpty={[true, true]} />
        <Select
          className={styles.filter}
          allowClear
          placeholder={T.allEntities}
          value={query.entity}
          options={(data?.entities ?? []).map((e) => ({ value: e, label: entityName(e) }))}
          onChange={(entity: string | undefined) => setQuery((q) => ({ ...q, entity, pageNo: 1 }))}
          aria-label={T.entity}
          data-testid="audit-entity"
        />
        <Select
          className={styles.filter}
          allowClear
          placeholder={T.allOperators}
          value={query.staffId}
          options={(data?.operators ?? []).map((o) => ({ value: o.staffId, label: o.staffName }))}
          onChange={(staffId: string | undefined) => setQuery((q) => ({ ...q, staffId, pageNo: 1 }))}
          aria-label={T.operator}
        />
        <Input
          className={styles.keyword}
          allowClear
          value={keyword}
          maxLength={50}
          placeholder={T.keywordPlaceholder}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={search}
          aria-label={T.keyword}
          data-testid="audit-keyword"
        />
        <Space>
          <Button type="primary" onClick={search} data-testid="audit-search">
            {T.search}
          </Button>
          <Button
            onClick={() => {
              setRange(null);
              setKeyword('');
              setQuery({ pageNo: 1 });
            }}
          >
            {T.reset}
          </Button>
        </Space>
      </div>
      {failed && <Alert type="error" showIcon className={styles.block} title={T.loadFailed} />}
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={loading}
        onRow={(r) => ({ onDoubleClick: () => setOpenId(r.id) })}
        pagination={{
          current: query.pageNo,
          pageSize: LIST_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (pageNo) => setQuery((q) => ({ ...q, pageNo })),
        }}
        data-testid="audit-table"
      />
      <AuditDetail id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

export default function AuditScreen() {
  return (
    <OperatorPage title={T.title} intro={T.intro}>
      <AuditLog />
    </OperatorPage>
  );
}
