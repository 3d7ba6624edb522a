import { useState } from 'react';
import { Alert, Button, Input, Popconfirm, Select, Space, Table, Tag, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import {
  ARTICLE_COLUMNS,
  ARTICLE_KIND_LABELS,
  ARTICLE_KINDS,
  columnOf,
  columnsOfKind,
  detailPathOf,
  type ArticleKind,
} from '@portal/contract/calls/articles/article-columns';
import { ARTICLE_LIMITS, type ArticleAdmin, type ArticleStatus } from '@portal/contract/calls/articles/article-fields';
import { operatorArticleList } from '@portal/contract/calls/articles/operator-article-list';
import { operatorArticleDelete, operatorArticleSetStatus } from '@portal/contract/calls/articles/operator-article-status';
import { LIST_PAGE_SIZE } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { failureText } from '../../api/failure-text.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { ArticleDrawer } from './ArticleDrawer.tsx';
import { ARTICLES_TEXTS as T } from './texts.ts';
import styles from './Articles.module.css';

interface Query {
  kind: ArticleKind | undefined;
  column: string | undefined;
  status: ArticleStatus | undefined;
  keyword: string;
  pageNo: number;
  pageSize: number;
}

const STATUS_COLOR: Record<string, string> = { draft: 'default', published: 'green', offline: 'orange' };
const isFuture = (iso: string | null) => iso !== null && new Date(iso).getTime() > Date.now();

/** The list with its filters, paging and row actions; the editor opens in a drawer. */
function ArticlesConsole() {
  const [toast, toastHolder] = message.useMessage();
  const [query, setQuery] = useState<Query>({ kind: undefined, column: undefined, status: undefined, keyword: '', pageNo: 1, pageSize: LIST_PAGE_SIZE });
  const [keywordDraft, setKeywordDraft] = useState('');
  const [editing, setEditing] = useState<{ article: ArticleAdmin | null } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const { data, loading, failed, reload } = useLoaded(
    () => callApi(operatorArticleList, { ...query, keyword: query.keyword || undefined }),
    JSON.stringify(query),
  );

  async function setStatus(article: ArticleAdmin, status: 'published' | 'offline') {
    setBusyId(article.id);
    try {
      const { article: saved } = await callApi(operatorArticleSetStatus, { id: article.id, status });
      void toast.success(status === 'offline' ? T.offlined : isFuture(saved.publishedAt) ? T.publishedLater(formatDateTime(saved.publishedAt!)) : T.published);
      reload();
    } catch (err) {
      void toast.error(failureText(err, T.saveFailed));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(article: ArticleAdmin) {
    setBusyId(article.id);
    try {
      await callApi(operatorArticleDelete, { id: article.id });
      void toast.success(T.removed);
      reload();
    } catch (err) {
      void toast.error(failureText(err, T.saveFailed));
    } finally {
      setBusyId(null);
    }
  }

  function saved(article: ArticleAdmin, published: boolean) {
    setEditing(null);
    void toast.success(published ? (isFuture(article.publishedAt) ? T.publishedLater(formatDateTime(article.publishedAt!)) : T.published) : T.saved);
    reload();
  }

  const columnFilter = query.kind ? columnsOfKind(query.kind) : ARTICLE_COLUMNS;

  const columns: ColumnsType<ArticleAdmin> = [
    {
      title: T.colTitle,
      key: 'title',
      render: (_, a) => (
        <div className={styles.titleCell}>
          {a.isTop && (
            <Tag color="red" className={styles.pin}>
              {T.pinned}
            </Tag>
          )}
          <span className={styles.title}>{a.title}</span>
          {a.summary && <div className={styles.summary}>{a.summary}</div>}
        </div>
      ),
    },
    {
      title: T.colKind,
      key: 'kind',
      width: 150,
      render: (_, a) => (
        <div>
          <div>{ARTICLE_KIND_LABELS[a.kind as ArticleKind] ?? a.kind}</div>
          {a.column && <div className={styles.muted}>{columnOf(a.kind, a.column)?.label ?? a.column}</div>}
        </div>
      ),
    },
    {
      title: T.colStatus,
      key: 'status',
      width: 96,
      render: (_, a) => (
        <Space size={4} orientation="vertical">
          <Tag color={STATUS_COLOR[a.status]}>{T.status[a.status]}</Tag>
          {a.status === 'published' && isFuture(a.publishedAt) && <Tag color="blue">{T.scheduled}</Tag>}
        </Space>
      ),
    },
    { title: T.colPublished, key: 'publishedAt', width: 150, render: (_, a) => (a.publishedAt ? formatDateTime(a.publishedAt) : '—') },
    {
      title: T.colUpdated,
      key: 'updated',
      width: 150,
      render: (_, a) => (
        <div className={styles.updated}>
          <div>{formatDateTime(a.updatedAt)}</div>
          <div className={styles.muted}>{a.updatedBy ?? T.seeded}</div>
        </div>
      ),
    },
    {
      title: T.colActions,
      key: 'actions',
      width: 210,
      render: (_, a) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing({ article: a })} data-testid={`article-edit-${a.id}`}>
            {T.edit}
          </Button>
          {a.status === 'published' ? (
            <>
              <Button type="link" size="small" href={`#${detailPathOf(a.kind as ArticleKind, a.id)}`} target="_blank">
                {T.view}
              </Button>
              <Popconfirm title={T.offlineConfirm} description={T.offlineHint} okText={T.ok} cancelText={T.cancel} onConfirm={() => setStatus(a, 'offline')}>
                <Button type="link" size="small" disabled={busyId === a.id} data-testid={`article-offline-${a.id}`}>
                  {T.offline}
                </Button>
              </Popconfirm>
            </>
          ) : (
            <Button type="link" size="small" disabled={busyId === a.id} onClick={() => void setStatus(a, 'published')} data-testid={`article-publish-${a.id}`}>
              {T.publish}
            </Button>
          )}
          <Popconfirm
            title={T.removeConfirm}
            description={T.removeHint}
            okText={T.ok}
            cancelText={T.cancel}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(a)}
          >
            <Button type="link" size="small" danger disabled={busyId === a.id}>
              {T.remove}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      {toastHolder}
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          allowClear
          placeholder={T.searchPlaceholder}
          value={keywordDraft}
          maxLength={ARTICLE_LIMITS.keywordMax}
          onChange={(e) => setKeywordDraft(e.target.value)}
          onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim(), pageNo: 1 }))}
          aria-label={T.searchPlaceholder}
          data-testid="articles-search"
        />
        <Select
          className={styles.filter}
          allowClear
          placeholder={T.allKinds}
          value={query.kind}
          options={ARTICLE_KINDS.map((k) => ({ value: k, label: ARTICLE_KIND_LABELS[k] }))}
          onChange={(v: ArticleKind | undefined) => setQuery((q) => ({ ...q, kind: v, column: undefined, pageNo: 1 }))}
          aria-label={T.allKinds}
          data-testid="articles-kind"
        />
        <Select
          className={styles.filter}
          allowClear
          placeholder={T.allColumns}
          value={query.column === undefined ? undefined : `${query.kind ?? ''}:${query.column}`}
          options={columnFilter.filter((c) => c.column !== '').map((c) => ({ value: `${c.kind}:${c.column}`, label: c.label }))}
          onChange={(v: string | undefined) => {
            const [kind, column] = v ? (v.split(':') as [ArticleKind, string]) : [undefined, undefined];
            setQuery((q) => ({ ...q, kind: kind ?? q.kind, column, pageNo: 1 }));
          }}
          aria-label={T.allColumns}
        />
        <Select
          className={styles.filter}
          allowClear
          placeholder={T.allStatus}
          value={query.status}
          options={(['draft', 'published', 'offline'] as const).map((s) => ({ value: s, label: T.status[s] }))}
          onChange={(v: ArticleStatus | undefined) => setQuery((q) => ({ ...q, status: v, pageNo: 1 }))}
          aria-label={T.allStatus}
          data-testid="articles-status"
        />
        <span style={{ flex: 1 }} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ article: null })} data-testid="articles-add">
          {T.add}
        </Button>
      </div>
      {failed && (
        <Alert
          type="error"
          showIcon
          title={T.loadFailed}
          action={
            <Button size="small" onClick={reload}>
              {T.retry}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Table
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data?.items ?? []}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: T.total,
          onChange: (pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo, pageSize })),
        }}
        data-testid="articles-table"
      />
      {editing && (
        <ArticleDrawer
          key={editing.article?.id ?? 'new'}
          article={editing.article}
          defaultKind={query.kind ?? 'notice'}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
    </>
  );
}

/** #/staff/articles: the operators' console of notices, news, column articles and cases. */
export default function ArticlesScreen() {
  return (
    <OperatorPage title={T.title} intro={T.intro}>
      <ArticlesConsole />
    </OperatorPage>
  );
}
