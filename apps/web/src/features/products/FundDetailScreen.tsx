import { useMemo, useState } from 'react';
import { Alert, Button, Descriptions, Segmented, Skeleton, Tag } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { FUND_RANGES, type FundRange } from '@portal/contract/calls/products/fund-fields';
import { getFundByProCode } from '@portal/contract/calls/products/get-fund-by-pro-code';
import { PageBand } from '../../ui/PageBand/PageBand.tsx';
import { useCall } from '../../api/use-call.ts';
import { LineChart } from '../../ui/charts/LineChart.tsx';
import { signedPct } from './format.ts';
import { LoadState } from './LoadState.tsx';
import { FINANCIAL_LIST_PATH } from './paths.ts';
import { PRODUCT_TEXTS as T, RISK_NAMES } from './texts.ts';
import styles from './Products.module.css';

const F = T.fundFacts;

/** /financialDetail?proCode=: a fund's latest net value and its net-value chart over 1, 3, 6 or 12 months. */
export default function FundDetailScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const proCode = new URLSearchParams(search).get('proCode')?.trim() ?? '';
  const [range, setRange] = useState<FundRange>('3m');
  const [tick, setTick] = useState(0);
  const result = useCall(getFundByProCode, proCode ? { proCode, range } : null, tick);
  // The fund's facts stay on screen while another range loads.
  const [shown, setShown] = useState<typeof result | null>(null);
  if (result.state !== 'loading' && result !== shown) setShown(result);
  const current = result.state === 'loading' && shown?.state === 'done' ? shown : result;
  const rangeLabel = FUND_RANGES.find((r) => r.range === range)!.label;

  const series = useMemo(() => {
    if (current.state !== 'done') return [];
    const navs = current.data.navs;
    return [
      { name: T.seriesNav, points: navs.map((n) => ({ x: n.date, y: Number(n.nav) })) },
      { name: T.seriesAcc, points: navs.map((n) => ({ x: n.date, y: Number(n.accNav) })) },
    ];
  }, [current]);

  const back = (
    <Button type="primary" onClick={() => navigate(FINANCIAL_LIST_PATH)}>
      {T.backToList}
    </Button>
  );
  const crumbs = [{ label: T.financialTitle, to: FINANCIAL_LIST_PATH }, { label: current.state === 'done' ? current.data.fund.name : T.fundsHeading }];
  if (!proCode) {
    return (
      <PageBand title={T.fundsHeading} crumbs={crumbs}>
        <Alert type="info" showIcon title={T.fundMissing} action={back} />
      </PageBand>
    );
  }
  if (current.state !== 'done') {
    return (
      <PageBand title={T.fundsHeading} crumbs={crumbs}>
        <LoadState result={current} onRetry={() => setTick((t) => t + 1)} rows={12} />
        {current.state === 'failed' && <div style={{ textAlign: 'center' }}>{back}</div>}
      </PageBand>
    );
  }
  const { fund, rangeReturnPct } = current.data;
  const day = signedPct(fund.dayChangePct);
  const rangeReturn = signedPct(rangeReturnPct);
  const tone = (t: string) => (t === 'flat' ? '' : styles[t]);

  return (
    <PageBand title={fund.name} intro={`${fund.company} · ${fund.fundType}`} crumbs={crumbs}>
      <div className={styles.fundHead} data-testid="fund-detail">
        <div>
          <h2 className={styles.fundName}>
            {fund.name}
            <span className={styles.fundCode}>{fund.proCode}</span>
          </h2>
          <Tag color="blue" bordered={false}>
            {fund.fundType}
          </Tag>
          <Tag bordered={false}>{`${fund.riskLevel} ${RISK_NAMES[fund.riskLevel] ?? ''}`}</Tag>
          {fund.navDate && <span className={styles.count}>{T.navAsOf(fund.navDate)}</span>}
        </div>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{T.latestNav}</dt>
            <dd data-testid="fund-nav">{fund.nav ?? '--'}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{T.latestAcc}</dt>
            <dd>{fund.accNav ?? '--'}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{T.dayChange}</dt>
            <dd className={tone(day.tone)}>{day.text}</dd>
          </div>
        </dl>
      </div>

      <div className={styles.chartCard}>
        <div className={styles.chartHead}>
          <h3 className={styles.chartTitle}>
            {T.chartTitle}
            <span className={`${styles.count} ${styles.num}`} style={{ marginLeft: 16, fontWeight: 400 }}>
              {T.rangeReturn(rangeLabel)}
              <span className={tone(rangeReturn.tone)} data-testid="fund-range-return">
                {' '}
                {rangeReturn.text}
              </span>
            </span>
          </h3>
          <div className={styles.scrollRow}>
            <Segmented
              value={range}
              onChange={(v) => setRange(v as FundRange)}
              options={FUND_RANGES.map((r) => ({ label: r.label, value: r.range }))}
              data-testid="fund-ranges"
            />
          </div>
        </div>
        {result.state === 'loading' ? (
          <Skeleton.Node active style={{ width: '100%', height: 300 }} />
        ) : (
          <div data-testid="fund-chart" data-points={current.data.navs.length}>
            <LineChart series={series} height={300} ariaLabel={T.chartLabel(fund.name, rangeLabel)} formatY={(y) => y.toFixed(4)} />
          </div>
        )}
      </div>

      <Descriptions
        className={styles.riskNotice}
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'company', label: F.company, children: fund.company },
          { key: 'manager', label: F.manager, children: fund.manager || '--' },
          { key: 'type', label: F.type, children: fund.fundType },
          { key: 'established', label: F.established, children: fund.establishedOn ?? '--' },
          { key: 'summary', label: T.fundSummary, children: fund.summary, span: 2 },
        ]}
      />
      <Alert className={styles.riskNotice} type="warning" showIcon title={T.riskNotice} />
    </PageBand>
  );
}
