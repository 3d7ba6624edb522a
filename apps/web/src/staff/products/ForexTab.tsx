import { Button, Card, Result, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ForexQuote } from '@portal/contract/calls/products/forex-fields';
import { operatorForexList } from '@portal/contract/calls/products/operator-forex';
import { callApi } from '../../api/client.ts';
import { useLoaded } from '../../api/use-loaded.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { ImportPanel } from './ImportPanel.tsx';
import { PRODUCTS_CONSOLE_TEXTS as T } from './texts.ts';
import styles from './ProductsConsole.module.css';

type Row = ForexQuote & { updatedAt: string };
const R = T.rateColumns;
const rate = (key: keyof ForexQuote, title: string) => ({
  title,
  dataIndex: key,
  align: 'right' as const,
  render: (v: string | null) => <span className={styles.num}>{v ?? '--'}</span>,
});

const columns: ColumnsType<Row> = [
  { title: R.cur, dataIndex: 'curCode', render: (_, q) => `${q.curName} ${q.curCode}` },
  { title: R.unit, dataIndex: 'unit', width: 70, align: 'right' },
  rate('buyRate', R.buy),
  rate('cashBuyRate', R.cashBuy),
  rate('sellRate', R.sell),
  rate('cashSellRate', R.cashSell),
  rate('middleRate', R.middle),
  { title: T.quoteTime, dataIndex: 'quotedAt', render: (v: string) => <span className={styles.num}>{formatDateTime(v)}</span> },
];

/** The forex board as stored, and its import. */
export function ForexTab() {
  const { data, loading, failed, reload } = useLoaded(() => callApi(operatorForexList, {}), 'forex');

  return (
    <>
      <ImportPanel kind="forex" onImported={reload} />
      <Card title={T.forexTableTitle} className={styles.block}>
        {failed ? (
          <Result status="warning" title={T.loadFailed} extra={<Button onClick={reload}>{T.retry}</Button>} />
        ) : (
          <Table rowKey="curCode" size="small" loading={loading} columns={columns} dataSource={data?.items ?? []} pagination={false} data-testid="console-forex" />
        )}
      </Card>
    </>
  );
}
