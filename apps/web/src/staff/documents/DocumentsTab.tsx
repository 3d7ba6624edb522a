import { useState } from 'react';
import { Alert, Button, Input, Select, Space, Table, Tag, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { DOC_CATEGORIES, type DocCategory } from '@portal/contract/calls/documents/fields';
import { operatorDocList, operatorDocSetStatus, type DocAdmin } from '@portal/contract/calls/documents/operator-documents';
import { operatorDocDownload } from '@portal/contract/calls/documents/pdf-download';
import { LIST_PAGE_SIZE } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { formatSize, saveDocument } from '../../features/documents/download.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { DocumentDrawer } from './DocumentDrawer.tsx';
import { CONSOLE_TEXTS as T } from './texts.ts';
import styles from './Console.module.css';

interface Query {
  category: DocCategory | undefined;
  keyword: string;
  pageNo: number;
  pageSize: number;
}

/** Every document in any state, with its editor, publish/offline and the operator's download. */
export function DocumentsTab() {
  const [toast, holder] = message.useMessage();
  const [query, setQuery] = useState<Query>({ category: undefined, keyword: '', pageNo: 1, pageSize: LIST_PAGE_SIZE });
  const [draft, setDraft] = useState('');
  const loaded = useLoaded(
    () => callApi(operatorDocList, { category: query.category, keyword: query.keyword || undefined, pageNo: query.pageNo, pageSize: query.pageSize }),
    JSON.stringify(query),
  );
  const { data, failed } = loaded;
  const [editing, setEditing] = useState<{ doc: DocAdmin | null } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const replace = (doc: DocAdmin) => loaded.setData((d) => ({ ...d, items: d.items.map((x) => (x.id === doc.id ? doc : x)) }));

  async function setStatus(doc: DocAdmin, status: 'published' | 'offline') {
    setBusy(doc.id);
    try {
      replace((await callApi(operatorDocSetStatus, { id: doc.id, status })).doc);
      void toast.success(status === 'published' ? T.published : T.takenOffline);
    } catch (err) {
      void toast.error(failureText(err, T.saveFailed));
    } finally {
      setBusy(null);
    }
  }

  async function download(doc: DocAdmin) {
    setBusy(doc.id);
    try {
      await saveDocument(operatorDocDownload, doc.id);
    } catch (err) {
      void toast.error(failureText(err, T.saveFailed));
    } finally {
      setBusy(null);
    }
  }

  function saved(doc: DocAdmin) {
    setEditing(null);
    void toast.success(T.saved);
    if (data?.items.some((d) => d.id === doc.id)) replace(doc);
    else loaded.reload();
  }

  const columns: ColumnsType<DocAdmin> = [
    {
      title: T.colTitle,
      key: 'title',
      render: (_, d) => (
        <div>
          <div className={styles.title}>{d.title}</div>
          <div className={styles.muted}>{d.summary}</div>
        </div>
      ),
    },
    { title: T.colCategory, key: 'category', width: 130, render: (_, d) => <Tag color="blue">{T.categories[d.category]}</Tag> },
    { title: T.colVersion, key: 'version', width: 110, render: (_, d) => d.version ?? '—' },
    {
      title: T.colFile,
      key: 'file',
      width: 190,
      render: (_, d) => (
        <div>
          <div className={styles.title}>{d.fileName ?? '—'}</div>
          <div className={styles.muted}>{formatSize(d.fileSize)}</div>
        </div>
      ),
    },
    { title: T.colStatus, key: 'status', width: 90, render: (_, d) => <Tag color={T.stateColors[d.status]}>{T.states[d.status]}</Tag> },
    {
      title: T.colUpdated,
      key: 'updated',
      width: 150,
      render: (_, d) => (
        <div className={styles.updated}>
          <div>{formatDateTime(d.updatedAt)}</div>
          <div className={styles.muted}>{d.updatedBy ?? T.seeded}</div>
        </div>
      ),
    },
    {
      title: T.colActions,
      key: 'actions',
      width: 170,
      render: (_, d) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ doc: d })} data-testid={`doc-edit-${d.id}`}>
            {T.edit}
          </Button>
          {d.status === 'published' ? (
            <Button type="link" size="small" danger disabled={busy === d.id} onClick={() => void setStatus(d, 'offline')}>
              {T.offline}
            </Button>
          ) : (
            <Button type="link" size="small" disabled={busy === d.id} onClick={() => void setStatus(d, 'published')} data-testid={`doc-publish-${d.id}`}>
              {T.publish}
            </Button>
          )}
          <Button type="link" size="small" disabled={busy === d.id || !d.fileName} onClick={() => void download(d)}>
            {T.download}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      {holder}
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          allowClear
          placeholder={T.searchPlaceholder}
          value={draft}
          maxLength={30}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim(), pageNo: 1 }))}
          aria-label={T.searchPlaceholder}
        />
        <Select
          className={styles.filter}
          allowClear
          placeholder={T.allCategories}
          value={query.category}
          options={DOC_CATEGORIES.map((c) => ({ value: c, label: T.categories[c] }))}
          onChange={(v: DocCategory | undefined) => setQuery((q) => ({ ...q, category: v, pageNo: 1 }))}
          aria-label={T.colCategory}
        />
        <span className={styles.spacer} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ doc: null })} data-testid="doc-add">
          {T.add}
        </Button>
      </div>
      {failed && (
        <Alert
          type="error"
          showIcon
          title={T.loadFailed}
          action={
            <Button size="small" onClick={loaded.reload}>
              {T.retry}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Table
        rowKey="id"
        size="middle"
        loading={loaded.loading}
        columns={columns}
        dataSource={data?.items ?? []}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: data?.total ?? 0,
          showTotal: T.total,
          showSizeChanger: false,
          onChange: (pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo, pageSize })),
        }}
        data-testid="doc-table"
      />
      {editing && <DocumentDrawer key={editing.doc?.id ?? 'new'} doc={editing.doc} onClose={() => setEditing(null)} onSaved={saved} />}
    </>
  );
}
