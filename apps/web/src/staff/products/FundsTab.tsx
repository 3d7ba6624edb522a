import { useState } from 'react';
import { Button, Popconfirm, Result, Space, Table, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import type { FundRow, PublishStatus } from '@portal/contract/calls/products/operator-fields';
import { operatorFundList, operatorFundSetStatus } from '@portal/contract/calls/products/operator-funds';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { FundDrawer } from './FundDrawer.tsx';
import { StateTag, stateName } from './ProductsTab.tsx';
import { PRODUCTS_CONSOLE_TEXTS as T } from './texts.ts';
import styles from './ProductsConsole.module.css';
import { failureText } from '../../api/failure-text.ts';

const C = T.columns;

/** Funds the portal shows: their facts, latest net value and state. */
export function FundsTab() {
  const [toast, toastHolder] = message.useMessage();
  const [editing, setEditing] = useState<{ fund: FundRow | null } | null>(null);
  const { data, loading, failed, reload, setData } = useLoaded(() => callApi(operatorFundList, {}), 'funds');

  async function setStatus(f: FundRow, status: PublishStatus) {
    try {
      const { fund } = await callApi(operatorFundSetStatus, { proCode: f.proCode, status });
      setData((d) => ({ ...d, items: d.items.map((i) => (i.proCode === fund.proCode ? fund : i)) }));
      void toast.success(T.statusChanged(fund.name, stateName(status)));
    } catch (err) {
      void toast.error(failureText(err, T.saveFailed));
    }
  }

  const columns: ColumnsType<FundRow> = [
    { title: C.fundCode, dataIndex: 'proCode', width: 100, render: (v: string) => <span className={styles.num}>{v}</span> },
    { title: C.name, dataIndex: 'name' },
    { title: C.fundType, dataIndex: 'fundType', width: 90 },
    { title: C.risk, dataIndex: 'riskLevel', width: 90 },
    { title: C.nav, dataIndex: 'nav', width: 100, align: 'right', render: (v: string | null) => <span className={styles.num}>{v ?? '--'}</span> },
    { title: C.navDate, dataIndex: 'navDate', width: 110, render: (v: string | null) => <span className={styles.num}>{v ?? '--'}</span> },
    { title: C.navCount, dataIndex: 'navCount', width: 90, align: 'right' },
    { title: C.status, dataIndex: 'status', width: 90, render: (s: string) => <StateTag status={s} /> },
    {
      title: C.updatedAt,
      dataIndex: 'updatedAt',
      width: 180,
      render: (v: string, f) => (
        <>
          <span className={styles.num}>{formatDateTime(v)}</span>
          <div className={styles.muted}>{T.byWhom(f.updatedBy)}</div>
        </>
      ),
    },
    {
      title: C.actions,
      width: 150,
      render: (_, f) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setEditing({ fund: f })}>
            {T.edit}
          </Button>
          {f.status === 'published' ? (
            <Popconfirm title={T.confirmOffline} onConfirm={() => void setStatus(f, 'offline')}>
              <Button type="link" size="small" danger>
                {T.offline}
              </Button>
            </Popconfirm>
          ) : (
            <Button type="link" size="small" onClick={() => void setStatus(f, 'published')}>
              {T.publish}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      {toastHolder}
      <div className={styles.filters}>
        <span className={styles.hint}>{T.fundsNote}</span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ fund: null })}>
          {T.newFund}
        </Button>
      </div>
      {failed ? (
        <Result status="warning" title={T.loadFailed} extra={<Button onClick={reload}>{T.retry}</Button>} />
      ) : (
        <Table rowKey="proCode" size="middle" loading={loading} columns={columns} dataSource={data?.items ?? []} pagination={false} scroll={{ x: 1100 }} />
      )}
      {editing && (
        <FundDrawer
          fund={editing.fund}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void toast.success(T.saved);
            reload();
          }}
        />
      )}
    </>
  );
}
