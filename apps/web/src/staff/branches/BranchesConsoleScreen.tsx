import { useState } from 'react';
import { Button, Input, Popconfirm, Result, Select, Space, Table, Tag, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { branchServiceName, type BranchRow } from '@portal/contract/calls/branches/fields';
import { operatorBranchList, operatorBranchSetActive } from '@portal/contract/calls/branches/operator-branches';
import { STAFF_PAGE_SIZE } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { BranchDrawer } from './BranchDrawer.tsx';
import { BRANCHES_CONSOLE_TEXTS as T } from './texts.ts';
import styles from './BranchesConsole.module.css';

interface Query {
  province: string | undefined;
  city: string | undefined;
  active: boolean | undefined;
  keyword: string;
  pageNo: number;
}

const STATES = [
  { value: 'on', label: T.activeOn },
  { value: 'off', label: T.activeOff },
];

/** #/staff/branches: the branches the finder shows — filter, add, edit, deactivate or bring back. */
export default function BranchesConsoleScreen() {
  const [toast, toastHolder] = message.useMessage();
  const [query, setQuery] = useState<Query>({ province: undefined, city: undefined, active: undefined, keyword: '', pageNo: 1 });
  const [editing, setEditing] = useState<{ branch: BranchRow | null } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { data, loading, failed, reload, setData } = useLoaded(
    () =>
      callApi(operatorBranchList, {
        province: query.province,
        city: query.city,
        active: query.active,
        keyword: query.keyword || undefined,
        pageNo: query.pageNo,
        pageSize: STAFF_PAGE_SIZE,
      }),
    JSON.stringify(query),
  );

  async function setActive(b: BranchRow, active: boolean) {
    setBusy(b.id);
    try {
      const { branch } = await callApi(operatorBranchSetActive, { id: b.id, active });
      setData((d) => ({ ...d, items: d.items.map((i) => (i.id === branch.id ? branch : i)) }));
      void toast.success(T.stateChanged(branch.name, active));
    } catch (err) {
      void toast.error(failureText(err, T.saveFailed));
    } finally {
      setBusy(null);
    }
  }

  const columns: ColumnsType<BranchRow> = [
    { title: T.columns.name, dataIndex: 'name', width: 220 },
    { title: T.columns.region, key: 'region', width: 180, render: (_, b) => [b.province, b.city === b.province ? '' : b.city, b.district].filter(Boolean).join(' ') },
    { title: T.columns.phone, dataIndex: 'phone', width: 140, render: (v: string) => <span className={styles.num}>{v}</span> },
    {
      title: T.columns.services,
      dataIndex: 'services',
      render: (codes: string[]) => (
        <div className={styles.tags}>
          {codes.map((c) => (
            <Tag key={c}>{branchServiceName(c)}</Tag>
          ))}
        </div>
      ),
    },
    { title: T.columns.state, dataIndex: 'active', width: 90, render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? T.activeOn : T.activeOff}</Tag> },
    {
      title: T.columns.updatedAt,
      dataIndex: 'updatedAt',
      width: 180,
      render: (v: string, b) => (
        <>
          <span className={styles.num}>{formatDateTime(v)}</span>
          <div className={styles.muted}>{T.byWhom(b.updatedBy)}</div>
        </>
      ),
    },
    {
      title: T.columns.actions,
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_, b) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setEditing({ branch: b })} data-testid={`branch-edit-${b.id}`}>
            {T.edit}
          </Button>
          {b.active ? (
            <Popconfirm title={T.confirmDeactivate} onConfirm={() => void setActive(b, false)}>
              <Button type="link" size="small" danger loading={busy === b.id}>
                {T.deactivate}
              </Button>
            </Popconfirm>
          ) : (
            <Button type="link" size="small" loading={busy === b.id} onClick={() => void setActive(b, true)}>
              {T.activate}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const options = data?.options;
  return (
    <OperatorPage
      title={T.title}
      intro={T.intro}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ branch: null })} data-testid="branch-add">
          {T.add}
        </Button>
      }
    >
      {toastHolder}
      <div className={styles.filters}>
        <Select
          allowClear
          placeholder={T.filterProvince}
          className={styles.filter}
          value={query.province}
          onChange={(province?: string) => setQuery((q) => ({ ...q, province, city: undefined, pageNo: 1 }))}
          options={(options?.provinces ?? []).map((p) => ({ value: p, label: p }))}
          aria-label={T.filterProvince}
        />
        <Select
          allowClear
          placeholder={T.filterCity}
          className={styles.filter}
          disabled={!query.province}
          value={query.city}
          onChange={(city?: string) => setQuery((q) => ({ ...q, city, pageNo: 1 }))}
          options={(options?.cities ?? []).map((c) => ({ value: c, label: c }))}
          aria-label={T.filterCity}
        />
        <Select
          allowClear
          placeholder={T.filterState}
          className={styles.filter}
          value={query.active === undefined ? undefined : query.active ? 'on' : 'off'}
          onChange={(v?: string) => setQuery((q) => ({ ...q, active: v === undefined ? undefined : v === 'on', pageNo: 1 }))}
          options={STATES}
          aria-label={T.filterState}
        />
        <Input.Search
          allowClear
          placeholder={T.searchPlaceholder}
          className={styles.search}
          maxLength={T.keywordMax}
          onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword.trim(), pageNo: 1 }))}
          aria-label={T.searchPlaceholder}
          data-testid="branch-console-search"
        />
      </div>
      {failed ? (
        <Result status="warning" title={T.loadFailed} extra={<Button onClick={reload}>{T.retry}</Button>} />
      ) : (
        <Table<BranchRow>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data?.items ?? []}
          scroll={{ x: 1100 }}
          pagination={{
            current: query.pageNo,
            pageSize: STAFF_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (pageNo) => setQuery((q) => ({ ...q, pageNo })),
          }}
          data-testid="branch-table"
        />
      )}
      {editing && (
        <BranchDrawer
          branch={editing.branch}
          provinces={options?.provinces ?? []}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void toast.success(T.saved);
            if (data?.items.some((i) => i.id === saved.id)) setData((d) => ({ ...d, items: d.items.map((i) => (i.id === saved.id ? saved : i)) }));
            else setQuery({ province: undefined, city: undefined, active: undefined, keyword: saved.name, pageNo: 1 });
          }}
        />
      )}
    </OperatorPage>
  );
}
