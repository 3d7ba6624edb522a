import { useState } from 'react';
import { Button, Input, Popconfirm, Result, Select, Space, Table, Tag, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { PRODUCT_TYPES } from '@portal/contract/calls/products/fields';
import { PUBLISH_STATES, type ProductRow, type PublishStatus } from '@portal/contract/calls/products/operator-fields';
import { operatorProductList, operatorProductSetStatus } from '@portal/contract/calls/products/operator-products';
import { STAFF_PAGE_SIZE } from '@portal/contract/limits';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { ImportPanel } from './ImportPanel.tsx';
import { ProductDrawer } from './ProductDrawer.tsx';
import { PRODUCTS_CONSOLE_TEXTS as T } from './texts.ts';
import styles from './ProductsConsole.module.css';

const STATE_COLORS: Record<string, string> = { draft: 'default', published: 'green', offline: 'orange' };
export const stateName = (s: string) => PUBLISH_STATES.find((p) => p.status === s)?.name ?? s;
export function StateTag({ status }: { status: string }) {
  return <Tag color={STATE_COLORS[status]}>{stateName(status)}</Tag>;
}

interface Query {
  type: string | undefined;
  status: PublishStatus | undefined;
  keyword: string;
  pageNo: number;
}

/** Products of every state: filter, edit, publish or take off, and the products import. */
export function ProductsTab() {
  const [toast, toastHolder] = message.useMessage();
  const [query, setQuery] = useState<Query>({ type: undefined, status: undefined, keyword: '', pageNo: 1 });
  const [editing, setEditing] = useState<{ product: ProductRow | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { data, loading, failed, reload, setData } = useLoaded(
    () =>
      callApi(operatorProductList, {
        type: query.type as never,
        status: query.status,
        keyword: query.keyword || undefined,
        pageNo: query.pageNo,
        pageSize: STAFF_PAGE_SIZE,
      }),
    JSON.stringify(query),
  );

  async function setStatus(p: ProductRow, status: PublishStatus) {
    setBusy(p.productCode);
    try {
      const { product } = await callApi(operatorProductSetStatus, { productCode: p.productCode, status });
      setData((d) => ({ ...d, items: d.items.map((i) => (i.productCode === product.productCode ? product : i)) }));
      void toast.success(T.statusChanged(product.name, stateName(status)));
    } catch (err) {
      void toast.error(failureText(err, T.saveFailed));
    } finally {
      setBusy(null);
    }
  }

  const columns: ColumnsType<ProductRow> = [
    { title: T.columns.code, dataIndex: 'productCode', width: 130, render: (v: string) => <span className={styles.num}>{v}</span> },
    { title: T.columns.name, dataIndex: 'name' },
    { title: T.columns.type, dataIndex: 'typeName', width: 130 },
    { title: T.columns.status, dataIndex: 'status', width: 90, render: (s: string) => <StateTag status={s} /> },
    {
      title: T.columns.updatedAt,
      dataIndex: 'updatedAt',
      width: 200,
      render: (v: string, p) => (
        <>
          <span className={styles.num}>{formatDateTime(v)}</span>
          <div className={styles.muted}>{T.byWhom(p.updatedBy)}</div>
        </>
      ),
    },
    {
      title: T.columns.actions,
      width: 200,
      render: (_, p) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setEditing({ product: p })}>
            {T.edit}
          </Button>
          {p.status !== 'published' && (
            <Button type="link" size="small" loading={busy === p.productCode} onClick={() => void setStatus(p, 'published')}>
              {T.publish}
            </Button>
          )}
          {p.status === 'published' && (
            <Popconfirm title={T.confirmOffline} onConfirm={() => void setStatus(p, 'offline')}>
              <Button type="link" size="small" danger loading={busy === p.productCode}>
                {T.offline}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      {toastHolder}
      <div className={styles.filters}>
        <Space wrap>
          <Select
            allowClear
            placeholder={T.filterType}
            style={{ width: 160 }}
            value={query.type}
            onChange={(type) => setQuery((q) => ({ ...q, type, pageNo: 1 }))}
            options={PRODUCT_TYPES.map((t) => ({ value: t.type, label: t.name }))}
            aria-label={T.filterType}
          />
          <Select
            allowClear
            placeholder={T.filterStatus}
            style={{ width: 120 }}
            value={query.status}
            onChange={(status) => setQuery((q) => ({ ...q, status, pageNo: 1 }))}
            options={PUBLISH_STATES.map((s) => ({ value: s.status, label: s.name }))}
            aria-label={T.filterStatus}
          />
          <Input.Search
            allowClear
            placeholder={T.searchPlaceholder}
            style={{ width: 260 }}
            maxLength={30}
            onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword.trim(), pageNo: 1 }))}
            aria-label={T.searchPlaceholder}
          />
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ product: null })}>
          {T.newProduct}
        </Button>
      </div>
      {failed ? (
        <Result status="warning" title={T.loadFailed} extra={<Button onClick={reload}>{T.retry}</Button>} />
      ) : (
        <Table
          rowKey="productCode"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data?.items ?? []}
          pagination={{
            current: query.pageNo,
            pageSize: STAFF_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (pageNo) => setQuery((q) => ({ ...q, pageNo })),
          }}
          className={styles.block}
        />
      )}
      <ImportPanel kind="products" onImported={reload} />
      {editing && (
        <ProductDrawer
          product={editing.product}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void toast.success(T.saved);
            reload();
            if (!data?.items.some((i) => i.productCode === saved.productCode)) setQuery((q) => ({ ...q, keyword: saved.productCode, pageNo: 1 }));
          }}
        />
      )}
    </>
  );
}
