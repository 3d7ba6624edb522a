import { useState } from 'react';
import { Alert, Button, Input, Popconfirm, Select, Space, Switch, Table, Tabs, Tag, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import type { KbEntry } from '@portal/contract/calls/operator/knowledge-fields';
import { knowledgeDelete } from '@portal/contract/calls/operator/knowledge-delete';
import { knowledgeList } from '@portal/contract/calls/operator/knowledge-list';
import { knowledgeSetEnabled } from '@portal/contract/calls/operator/knowledge-set-enabled';
import { LIST_PAGE_SIZE } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { EntryDrawer } from './EntryDrawer.tsx';
import { KnowledgeStats } from './KnowledgeStats.tsx';
import { KNOWLEDGE_TEXTS as T } from './texts.ts';
import styles from './Knowledge.module.css';

type State = 'all' | 'enabled' | 'disabled';

interface Query {
  keyword: string;
  category: string | undefined;
  state: State;
  pageNo: number;
  pageSize: number;
}

/** The knowledge base as a searchable, paged table with the editor in a drawer. */
function EntriesTab() {
  const [toast, toastHolder] = message.useMessage();
  const [query, setQuery] = useState<Query>({ keyword: '', category: undefined, state: 'all', pageNo: 1, pageSize: LIST_PAGE_SIZE });
  const [keywordDraft, setKeywordDraft] = useState('');
  const [editing, setEditing] = useState<{ entry: KbEntry | null } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  // `reload` reads the same page again (after a delete, a new entry or a failure).
  const { data, loading, failed, reload, setData } = useLoaded(
    () => callApi(knowledgeList, { ...query, keyword: query.keyword || undefined }),
    JSON.stringify(query),
  );

  async function toggle(entry: KbEntry, enabled: boolean) {
    setBusyId(entry.id);
    try {
      const { entry: saved } = await callApi(knowledgeSetEnabled, { id: entry.id, enabled });
      setData((d) => ({ ...d, items: d.items.map((e) => (e.id === saved.id ? saved : e)) }));
      void toast.success(enabled ? T.enabledOn : T.enabledOff);
    } catch (err) {
      void toast.error(failureText(err, T.saveFailed));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(entry: KbEntry) {
    setBusyId(entry.id);
    try {
      const { outcome } = await callApi(knowledgeDelete, { id: entry.id });
      void toast.success(outcome === 'deleted' ? T.deleted : T.disabledInstead);
      reload();
    } catch (err) {
      void toast.error(failureText(err, T.saveFailed));
    } finally {
      setBusyId(null);
    }
  }

  function saved(entry: KbEntry) {
    setEditing(null);
    void toast.success(T.saved);
    if (data?.items.some((e) => e.id === entry.id)) setData((d) => ({ ...d, items: d.items.map((e) => (e.id === entry.id ? entry : e)) }));
    else reload();
  }

  const columns: ColumnsType<KbEntry> = [
    { title: T.colId, dataIndex: 'id', key: 'id', width: 96, render: (id: string) => <span className={styles.id}>{id}</span> },
    { title: T.colCategory, dataIndex: 'category', key: 'category', width: 150, render: (c: string) => <Tag color="blue">{c}</Tag> },
    {
      title: T.colQuestion,
      key: 'question',
      render: (_, e) => (
        <div>
          <div className={styles.question}>{e.question}</div>
          {e.similarQuestions.length > 0 && <div className={styles.similar}>{T.similarCount(e.similarQuestions.length)}</div>}
        </div>
      ),
    },
    { title: T.colHits, dataIndex: 'hits', key: 'hits', width: 70, align: 'right' },
    {
      title: T.colEnabled,
      key: 'enabled',
      width: 70,
      render: (_, e) => (
        <Switch size="small" checked={e.enabled} loading={busyId === e.id} onChange={(v) => void toggle(e, v)} aria-label={`${T.colEnabled} ${e.id}`} />
      ),
    },
    {
      title: T.colUpdated,
      key: 'updated',
      width: 150,
      render: (_, e) => (
        <div className={styles.updated}>
          <div>{formatDateTime(e.updatedAt)}</div>
          <div className={styles.muted}>{e.updatedBy ?? T.seeded}</div>
        </div>
      ),
    },
    {
      title: T.colActions,
      key: 'actions',
      width: 120,
      render: (_, e) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing({ entry: e })} data-testid={`kb-edit-${e.id}`}>
            {T.edit}
          </Button>
          <Popconfirm
            title={T.removeConfirm}
            description={T.removeHint}
            okText={T.removeOk}
            cancelText={T.cancel}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(e)}
          >
            <Button type="link" size="small" danger disabled={busyId === e.id}>
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
          maxLength={50}
          onChange={(e) => setKeywordDraft(e.target.value)}
          onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim(), pageNo: 1 }))}
          data-testid="kb-search"
        />
        <Select
          className={styles.filter}
          allowClear
          placeholder={T.allCategories}
          value={query.category}
          options={(data?.categories ?? []).map((c) => ({ value: c, label: c }))}
          onChange={(v: string | undefined) => setQuery((q) => ({ ...q, category: v, pageNo: 1 }))}
          aria-label={T.colCategory}
        />
        <Select
          className={styles.filter}
          value={query.state}
          options={(Object.keys(T.states) as State[]).map((s) => ({ value: s, label: T.states[s] }))}
          onChange={(v: State) => setQuery((q) => ({ ...q, state: v, pageNo: 1 }))}
          aria-label={T.colEnabled}
        />
        <span style={{ flex: 1 }} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ entry: null })} data-testid="kb-add">
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
        data-testid="kb-table"
      />
      {editing && (
        <EntryDrawer
          key={editing.entry?.id ?? 'new'}
          entry={editing.entry}
          categories={data?.categories ?? []}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
    </>
  );
}

/** #/staff/knowledge: the operators' console of the assistant's knowledge base. */
export default function KnowledgeScreen() {
  return (
    <OperatorPage title={T.title} intro={T.intro}>
      <Tabs
        items={[
          { key: 'entries', label: T.tabEntries, children: <EntriesTab /> },
          { key: 'stats', label: T.tabStats, children: <KnowledgeStats />, destroyOnHidden: true },
        ]}
      />
    </OperatorPage>
  );
}
