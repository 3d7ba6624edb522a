import { useState } from 'react';
import type { ColumnsType } from 'antd/es/table';
import type { ForexQuote } from '@portal/contract/calls/products/forex-fields';
import { pmdQueryCur } from '@portal/contract/calls/products/pmd-query-cur';
import { FOREX_PAGE_NO, FOREX_PAGE_SIZE } from '@portal/contract/limits';
import { useCall } from '../../api/use-call.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { LoadState } from './LoadState.tsx';
import { orDash } from './format.ts';
import { PRODUCT_TEXTS as T } from './texts.ts';
import styles from './Products.module.css';
import { ScrollTable } from '../../ui/ScrollTable/ScrollTable.tsx';

const C = T.forexColumns;
const rate = (key: keyof ForexQuote, title: string) => ({
  title,
  dataIndex: key,
  align: 'right' as const,
  render: (v: string | null) => <span className={styles.num}>{orDash(v)}</span>,
});

const columns: ColumnsType<ForexQuote> = [
  { title: C.name, dataIndex: 'curName', render: (_, q) => <span className={styles.nowrap}>{`${q.curName} ${q.curCode}`}</span> },
  rate('buyRate', C.buy),
  rate('cashBuyRate', C.cashBuy),
  rate('sellRate', C.sell),
  rate('cashSellRate', C.cashSell),
  rate('middleRate', C.middle),
];

/** The 外汇牌价 board (§7 PMDQueryCur, page 1 of 100) with the time of the quote. */
export function ForexBoard() {
  const [tick, setTick] = useState(0);
  const result = useCall(pmdQueryCur, { pageNo: FOREX_PAGE_NO, pageSize: FOREX_PAGE_SIZE }, tick);
  return (
    <section className={styles.section} aria-labelledby="forex-heading" data-testid="forex-board">
      <div className={styles.sectionHead}>
        <h2 id="forex-heading" className={styles.sectionTitle}>
          {T.forexHeading}
        </h2>
        {result.state === 'done' && (
          <span className={styles.quoteTime} data-testid="forex-quote-time">
            {result.data.quoteTime ? T.quoteTime(formatDateTime(result.data.quoteTime)) : T.noQuote}
          </span>
        )}
      </div>
      <LoadState result={result} onRetry={() => setTick((t) => t + 1)} />
      {result.state === 'done' && (
        <ScrollTable label={T.forexHeading} rowKey="curCode" size="middle" columns={columns} dataSource={result.data.list} pagination={false} bordered scroll={{ x: 'max-content' }} />
      )}
      <p className={styles.note}>{T.forexNote}</p>
    </section>
  );
}
