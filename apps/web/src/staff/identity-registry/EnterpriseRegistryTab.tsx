import { useState } from 'react';
import { Button, Input, Result, Select, Table, Tag } from 'antd';
import type { CallResponse } from '@portal/contract/call';
import { REGISTRY_PAGE_SIZE } from '@portal/contract/calls/identity-review/fields';
import { enterpriseRegistryList } from '@portal/contract/calls/identity-review/registry-list';
import type { EnterpriseRegistryStatus } from '@portal/contract/codes';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { RegistryImport } from './RegistryImport.tsx';
import { REGISTRY_TEXTS as T } from './texts.ts';
import styles from './Registry.module.css';

type Row = CallResponse<typeof enterpriseRegistryList>['items'][number];
const STATUS_COLOURS: Record<EnterpriseRegistryStatus, string> = { active: 'green', revoked: 'red', cancelled: 'default' };

/** The enterprises the local business registry knows, with their import. */
export function EnterpriseRegistryTab() {
  const [query, setQuery] = useState<{ keyword: string; status: EnterpriseRegistryStatus | undefined; page: number }>({ keyword: '', status: undefined, page: 1 });
  const { data, loading, failed, reload } = useLoaded(() => callApi(enterpriseRegistryList, query), JSON.stringify(query));
  const C = T.enterpriseColumns;
  return (
    <>
      <RegistryImport kind="enterprises" onImported={reload} />
      <div className={styles.filters}>
        <Select<EnterpriseRegistryStatus>
          allowClear
          className={styles.filter}
          placeholder={T.statusFilter}
          aria-label={T.statusFilter}
          value={query.status}
          onChange={(status) => setQuery((q) => ({ ...q, status, page: 1 }))}
          options={(Object.keys(T.statuses) as EnterpriseRegistryStatus[]).map((s) => ({ value: s, label: T.statuses[s] }))}
        />
        <Input.Search
          allowClear
          className={styles.search}
          placeholder={T.enterpriseSearch}
          aria-label={T.enterpriseSearch}
          maxLength={60}
          onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword.trim(), page: 1 }))}
          data-testid="registry-enterprises-search"
        />
      </div>
      {failed ? (
        <Result status="warning" title={T.loadFailed} extra={<Button onClick={reload}>{T.retry}</Button>} />
      ) : (
        <Table<Row>
          rowKey="creditCode"
          size="middle"
          loading={loading}
          dataSource={data?.items ?? []}
          locale={{ emptyText: T.empty }}
          // The columns leave the address some 150 px in a 1366 px window, so the table fits it without scrolling.
          scroll={{ x: 1100 }}
          pagination={{ current: query.page, pageSize: REGISTRY_PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, showTotal: T.total, onChange: (page) => setQuery((q) => ({ ...q, page })) }}
          columns={[
            { title: C.name, dataIndex: 'name', width: 200 },
            { title: C.creditCode, dataIndex: 'creditCode', width: 180, render: (v: string) => <span className={styles.num}>{v}</span> },
            { title: C.legalRep, dataIndex: 'legalRepName', width: 100 },
            {
              title: C.legalRepDoc,
              dataIndex: 'legalRepDocType',
              width: 120,
              render: (v: Row['legalRepDocType']) => (v ? T.docTypes[v] : <span className={styles.muted}>{T.notRecorded}</span>),
            },
            { title: C.capital, dataIndex: 'registeredCapitalFen', width: 140, align: 'right', render: (v: number) => <span className={styles.num}>{T.capital(v)}</span> },
            { title: C.status, dataIndex: 'status', width: 80, render: (v: EnterpriseRegistryStatus) => <Tag color={STATUS_COLOURS[v]}>{T.statuses[v]}</Tag> },
            { title: C.establishedOn, dataIndex: 'establishedOn', width: 100, render: (v: string) => <span className={styles.num}>{v}</span> },
            { title: C.address, dataIndex: 'address', ellipsis: true },
            { title: C.source, dataIndex: 'source', width: 80, render: (v: Row['source']) => <Tag color={v === 'import' ? 'blue' : 'default'}>{T.sources[v]}</Tag> },
          ]}
          data-testid="registry-enterprises-table"
        />
      )}
    </>
  );
}
