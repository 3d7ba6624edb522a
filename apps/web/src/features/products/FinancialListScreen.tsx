import { useState } from 'react';
import { Segmented, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { FUND_TYPES, type FundSummary } from '@portal/contract/calls/products/fund-fields';
import { initFundList } from '@portal/contract/calls/products/init-fund-list';
import { productList } from '@portal/contract/calls/products/product-list';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { useCall } from '../../api/use-call.ts';
import { ForexBoard } from './ForexBoard.tsx';
import { signedPct } from './format.ts';
import { EmptyState, LoadState } from './LoadState.tsx';
import { fundDetailPath, productCentrePath } from './paths.ts';
import { ProductGrid } from './ProductCard.tsx';
import { PRODUCT_TEXTS as T, RISK_NAMES } from './texts.ts';
import styles from './Products.module.css';
import { ScrollTable } from '../../ui/ScrollTable/ScrollTable.tsx';

const C = T.fundColumns;
const ALL = '';

function Pct({ value }: { value: string | null }) {
  const { text, tone } = signedPct(value);
  return <span className={`${styles.num} ${tone === 'flat' ? '' : styles[tone]}`}>{text}</span>;
}

const fundColumns: ColumnsType<FundSummary> = [
  { title: C.name, dataIndex: 'name', render: (name: string, f) => <Link to={fundDetailPath(f.proCode)}>{name}</Link> },
  { title: C.code, dataIndex: 'proCode', render: (v: string) => <span className={styles.num}>{v}</span> },
  { title: C.type, dataIndex: 'fundType' },
  { title: C.risk, dataIndex: 'riskLevel', render: (v: string) => <Tag bordered={false}>{`${v} ${RISK_NAMES[v] ?? ''}`}</Tag> },
  { title: C.nav, dataIndex: 'nav', align: 'right', render: (v: string | null) => <span className={styles.num}>{v ?? '--'}</span> },
  { title: C.accNav, dataIndex: 'accNav', align: 'right', render: (v: string | null) => <span className={styles.num}>{v ?? '--'}</span> },
  { title: C.day, dataIndex: 'dayChangePct', align: 'right', render: (v: string | null) => <Pct value={v} /> },
  { title: C.year, dataIndex: 'yearReturnPct', align: 'right', render: (v: string | null) => <Pct value={v} /> },
  { title: C.date, dataIndex: 'navDate', render: (v: string | null) => <span className={styles.num}>{v ?? '--'}</span> },
];

/** /financialList: corporate wealth products, the funds the bank distributes, and the forex board. */
export default function FinancialListScreen() {
  const [fundType, setFundType] = useState(ALL);
  const [tick, setTick] = useState(0);
  const wealth = useCall(productList, { type: 'wealth', pageNo: 1, pageSize: 10 }, tick);
  const funds = useCall(initFundList, fundType ? { fundType } : {}, tick);
  const retry = () => setTick((t) => t + 1);

  return (
    <PageBand title={T.financialTitle} intro={T.financialIntro} crumbs={[{ label: T.financialTitle }]}>
      <section className={styles.section} aria-labelledby="wealth-heading">
        <div className={styles.sectionHead}>
          <h2 id="wealth-heading" className={styles.sectionTitle}>
            {T.wealthHeading}
          </h2>
          <Link to={productCentrePath('wealth')}>{T.moreWealth} ›</Link>
        </div>
        <LoadState result={wealth} onRetry={retry} />
        {wealth.state === 'done' && (wealth.data.items.length ? <ProductGrid items={wealth.data.items} /> : <EmptyState />)}
      </section>

      <section className={styles.section} aria-labelledby="funds-heading" data-testid="fund-list">
        <div className={styles.sectionHead}>
          <h2 id="funds-heading" className={styles.sectionTitle}>
            {T.fundsHeading}
          </h2>
          <div className={styles.scrollRow}>
            <Segmented
              value={fundType}
              onChange={(v) => setFundType(String(v))}
              options={[{ label: T.fundTypeAll, value: ALL }, ...FUND_TYPES.map((t) => ({ label: t, value: t }))]}
            />
          </div>
        </div>
        <LoadState result={funds} onRetry={retry} />
        {funds.state === 'done' && (
          <ScrollTable label={T.fundsHeading} rowKey="proCode" size="middle" columns={fundColumns} dataSource={funds.data.items} pagination={false} scroll={{ x: 960 }} />
        )}
        <p className={styles.note}>{T.fundsNote}</p>
      </section>

      <ForexBoard />
    </PageBand>
  );
}
