import { useState } from 'react';
import { Alert, Button, Select, Skeleton, message as antdMessage } from 'antd';
import { carbideAsset, carbideEmission, carbideEmissionReduction, deleteCarbideEmission } from '@portal/contract/calls/carbon/calls';
import type { ActivityRecord } from '@portal/contract/calls/carbon/fields';
import { CARBON_SOURCE_INFO, chinaMonth } from '@portal/contract/carbon/sources';
import { ERRORS } from '@portal/contract/errors';
import { BarChart } from '../../ui/charts/BarChart.tsx';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useCall } from '../../api/use-call.ts';
import { AssetPanel } from './AssetPanel.tsx';
import { EntryForm } from './EntryForm.tsx';
import { ExportButton } from './ExportButton.tsx';
import { formatTonnes } from './format.ts';
import { RecordList } from './RecordList.tsx';
import { ReductionPanel } from './ReductionPanel.tsx';
import { ScopeMonthChart } from './ScopeMonthChart.tsx';
import { Summary } from './Summary.tsx';
import { CARBON_TEXTS as T } from './texts.ts';
import styles from './CarbonAccount.module.css';

/** Years the picker offers: this one and the four before. */
const yearsToPick = (now: number) => Array.from({ length: 5 }, (_, i) => now - i);

/**
 * /carbonAccount (§2 full-page screen; issue 24 point 7): an enterprise's carbon account. The
 * director records months of activity data; every seat of the enterprise reads the summary,
 * charts, reductions and assets and exports the year.
 */
export default function CarbonAccountScreen() {
  const thisMonth = chinaMonth();
  const thisYear = Number(thisMonth.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [tick, setTick] = useState(0);
  const [correcting, setCorrecting] = useState<ActivityRecord | null>(null);
  const [toast, holder] = antdMessage.useMessage();
  const account = useCall(carbideEmission, { year }, tick);
  const enterprise = account.state === 'done' ? account.data.memberCustomerId : null;
  const reductions = useCall(carbideEmissionReduction, enterprise ? { memberCustomerId: enterprise, year } : null, tick);
  const assets = useCall(carbideAsset, enterprise ? { memberCustomerId: enterprise } : null, tick);
  const refresh = () => setTick((t) => t + 1);

  let body;
  if (account.state === 'loading' && tick === 0) body = <Skeleton active />;
  else if (account.state === 'failed' && account.code === ERRORS.ENTERPRISE_NO_SEAT.code) {
    body = <Alert type="warning" showIcon title={account.message} data-testid="carbon-no-seat" />;
  } else if (account.state === 'failed') {
    body = <Alert type="error" showIcon title={account.message || T.loadFailed} action={<Button onClick={refresh}>{T.retry}</Button>} />;
  } else if (account.state === 'done') {
    const a = account.data;
    const onDelete = async (r: ActivityRecord) => {
      try {
        await callApi(deleteCarbideEmission, { memberCustomerId: a.memberCustomerId, month: r.month, source: r.source });
        refresh();
      } catch (err) {
        void toast.error(failureText(err, T.saveFailed));
      }
    };
    body = (
      <>
        <div className={styles.toolbar}>
          <p className={styles.enterprise} data-testid="carbon-enterprise">
            {a.memberCustomerName}
          </p>
          <label className={styles.yearPick}>
            {T.year}
            <Select value={year} onChange={setYear} options={yearsToPick(thisYear).map((y) => ({ value: y, label: `${y}年` }))} data-testid="carbon-year" style={{ width: 110 }} />
          </label>
          <ExportButton memberCustomerId={a.memberCustomerId} year={year} />
        </div>
        {!a.canRecord && <Alert type="info" showIcon title={T.readOnly} />}
        <Summary figures={a} />
        {a.canRecord && (
          <EntryForm
            memberCustomerId={a.memberCustomerId}
            defaultMonth={year === thisYear ? thisMonth : `${year}-12`}
            correcting={correcting}
            onCancelCorrect={() => setCorrecting(null)}
            onSaved={(text) => {
              void toast.success(text);
              setCorrecting(null);
              refresh();
            }}
          />
        )}
        <div className={styles.charts}>
          <ScopeMonthChart year={a.year} months={a.months} />
          <figure className={styles.chart} data-testid="carbon-source-chart">
            <figcaption className={styles.chartTitle}>{T.sourceChart}</figcaption>
            <BarChart
              bars={a.sources.filter((s) => s.tonnes > 0).map((s) => ({ label: CARBON_SOURCE_INFO[s.source].name, value: s.tonnes }))}
              ariaLabel={T.sourceChart}
              formatValue={formatTonnes}
              emptyText={T.chartEmpty}
            />
          </figure>
        </div>
        <RecordList
          memberCustomerId={a.memberCustomerId}
          records={a.records}
          canRecord={a.canRecord}
          onEdit={(r) => {
            setCorrecting(r);
            document.getElementById('carbon-entry-title')?.scrollIntoView({ behavior: 'smooth' });
          }}
          onDelete={onDelete}
        />
        {reductions.state === 'done' && (
          <ReductionPanel memberCustomerId={a.memberCustomerId} list={reductions.data.list} canRecord={a.canRecord} defaultMonth={thisMonth} onChanged={refresh} />
        )}
        {assets.state === 'done' && <AssetPanel memberCustomerId={a.memberCustomerId} held={assets.data.held} list={assets.data.list} canRecord={a.canRecord} onChanged={refresh} />}
      </>
    );
  } else body = <Skeleton active />;

  return (
    <div className={styles.page} data-testid="carbon-account-page">
      {holder}
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{T.title}</h1>
          <p className={styles.subtitle}>{T.subtitle}</p>
        </div>
        <a href="#/" className={styles.back}>
          {T.back}
        </a>
      </header>
      <main className={styles.main}>{body}</main>
    </div>
  );
}
