import { useState } from 'react';
import { Button, Input, Result, Table, Tag } from 'antd';
import type { CallResponse } from '@portal/contract/call';
import { REGISTRY_PAGE_SIZE } from '@portal/contract/calls/identity-review/fields';
import { personRegistryList } from '@portal/contract/calls/identity-review/registry-list';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { RegistryImport } from './RegistryImport.tsx';
import { REGISTRY_TEXTS as T } from './texts.ts';
import styles from './Registry.module.css';

type Row = CallResponse<typeof personRegistryList>['items'][number];

/** The people the local three-element check knows, masked, whether the local face check can pass them, and their import. */
export function PersonRegistryTab() {
  const [query, setQuery] = useState({ keyword: '', page: 1 });
  const { data, loading, failed, reload } = useLoaded(() => callApi(personRegistryList, query), JSON.stringify(query));
  const C = T.personColumns;
  return (
    <>
      <RegistryImport kind="persons" onImported={reload} />
      <div className={styles.filters}>
        <Input.Search
          allowClear
          className={styles.search}
          placeholder={T.personSearch}
          aria-label={T.personSearch}
          maxLength={60}
          onSearch={(keyword) => setQuery({ keyword: keyword.trim(), page: 1 })}
          data-testid="registry-persons-search"
        />
      </div>
      {failed ? (
        <Result status="warning" title={T.loadFailed} extra={<Button onClick={reload}>{T.retry}</Button>} />
      ) : (
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={data?.items ?? []}
          locale={{ emptyText: T.empty }}
          scroll={{ x: 860 }}
          pagination={{ current: query.page, pageSize: REGISTRY_PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, showTotal: T.total, onChange: (page) => setQuery((q) => ({ ...q, page })) }}
          columns={[
            { title: C.realName, dataIndex: 'realName', width: 120 },
            { title: C.docType, dataIndex: 'docType', width: 130, render: (v: Row['docType']) => T.docTypes[v] },
            { title: C.doc, dataIndex: 'docMasked', width: 200, render: (v: string) => <span className={styles.num}>{v}</span> },
            { title: C.phone, dataIndex: 'phoneMasked', width: 130, render: (v: string) => <span className={styles.num}>{v}</span> },
            {
              title: C.referenceFace,
              dataIndex: 'hasReferenceFace',
              width: 100,
              render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? T.recorded : T.notRecorded}</Tag>,
            },
            { title: C.source, dataIndex: 'source', width: 90, render: (v: Row['source']) => <Tag color={v === 'import' ? 'blue' : 'default'}>{T.sources[v]}</Tag> },
            { title: C.createdAt, dataIndex: 'createdAt', width: 160, render: (v: string) => <span className={styles.num}>{formatDateTime(v)}</span> },
          ]}
          data-testid="registry-persons-table"
        />
      )}
    </>
  );
}
