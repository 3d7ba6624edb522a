import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Segmented, Space, Statistic, Table, Tag, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { ANALYTICS_PERIOD_MAX_DAYS } from '@portal/contract/calls/insight/analytics-report';
import { messageForReply } from '@portal/contract/errors';
import { BarChart } from '../../ui/charts/BarChart.tsx';
import { LineChart } from '../../ui/charts/LineChart.tsx';
import { bannerLabel, menuSourceLabel, pageLabel } from '../labels.ts';
import { OperatorPage } from '../service/OperatorPage.tsx';
import { percent, presetPeriod, type Period, type PeriodPreset } from './period.ts';
import { ANALYTICS_TEXTS as T } from './texts.ts';
import { useAnalyticsReport, type AnalyticsReport } from './useAnalyticsReport.ts';
import styles from './Analytics.module.css';

const DAY = 'YYYY-MM-DD';
const C = T.columns;
type Row<K extends keyof AnalyticsReport> = AnalyticsReport[K] extends Array<infer R> ? R : never;

function PeriodPicker({ preset, period, onChange }: { preset: PeriodPreset; period: Period; onChange: (preset: PeriodPreset, period: Period) => void }) {
  const range: [Dayjs, Dayjs] = [dayjs(period.from), dayjs(period.to)];
  return (
    <Space wrap>
      <span className={styles.filterLabel}>{T.periodLabel}</span>
      <Segmented<PeriodPreset>
        value={preset}
        data-testid="analytics-preset"
        options={(['today', 'last7', 'last30', 'custom'] as const).map((p) => ({ value: p, label: T.presets[p] }))}
        onChange={(p) => onChange(p, p === 'custom' ? period : presetPeriod(p))}
      />
      {preset === 'custom' && (
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          data-testid="analytics-range"
          // A period the server accepts: whole days, at most a year, nothing after today.
          disabledDate={(d, info) => {
            if (d.isAfter(dayjs(), 'day')) return true;
            const from = info.from;
            return !!from && Math.abs(d.diff(from, 'day')) >= ANALYTICS_PERIOD_MAX_DAYS;
          }}
          onChange={(v) => v?.[0] && v[1] && onChange('custom', { from: v[0].format(DAY), to: v[1].format(DAY) })}
        />
      )}
    </Space>
  );
}

function Totals({ report, loading }: { report: AnalyticsReport | null; loading: boolean }) {
  const t = report?.totals;
  const bannerRate = t ? (t.bannerShows > 0 ? t.bannerClicks / t.bannerShows : null) : null;
  const failureRate = t ? (t.calls > 0 ? t.failures / t.calls : null) : null;
  const stat = (title: string, value: string | number, hint?: string, testId?: string) => (
    <Card size="small" data-testid={testId}>
      <Statistic title={title} value={value} loading={loading && !report} />
      {hint && <div className={styles.hint}>{hint}</div>}
    </Card>
  );
  return (
    <div className={`${styles.totals} ${styles.block}`} data-testid="analytics-totals">
      {stat(T.totals.pageViews, t?.pageViews ?? 0, undefined, 'total-page-views')}
      {stat(T.totals.menuClicks, t?.menuClicks ?? 0, undefined, 'total-menu-clicks')}
      {stat(T.totals.bannerRate, percent(bannerRate, T.noRate), t ? T.bannerRateHint(t.bannerClicks, t.bannerShows) : undefined, 'total-banner-rate')}
      {stat(T.totals.logins, t?.logins ?? 0)}
      {stat(T.totals.failureRate, percent(failureRate, T.noRate), t ? T.failureHint(t.failures, t.calls) : undefined)}
      {stat(T.totals.apiErrors, t?.apiErrors ?? 0)}
    </div>
  );
}

/** #/staff/analytics: what visitors did on the portal over a period, for operators. */
export default function AnalyticsScreen() {
  const [preset, setPreset] = useState<PeriodPreset>('last7');
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last7'));
  const { report, error, loading, reload } = useAnalyticsReport(period);
  const empty = { emptyText: T.empty };

  return (
    <OperatorPage
      title={T.title}
      intro={T.intro}
      extra={
        <Button icon={<ReloadOutlined />} onClick={reload} loading={loading && !!report} data-testid="analytics-refresh">
          {T.refresh}
        </Button>
      }
    >
      <Card size="small" className={styles.block}>
        <PeriodPicker
          preset={preset}
          period={period}
          onChange={(p, next) => {
            setPreset(p);
            setPeriod(next);
          }}
        />
      </Card>
      {error && <Alert type="error" showIcon title={error} className={styles.block} />}
      <Totals report={report} loading={loading} />

      <Card size="small" title={T.dailyViews} className={styles.block} data-testid="analytics-daily">
        {(report?.pageViewsByDay.length ?? 0) > 1 ? (
          <LineChart
            height={240}
            ariaLabel={T.dailyViews}
            formatY={(y) => (Number.isInteger(y) ? y.toLocaleString('zh-CN') : '')}
            series={[{ name: T.dailyViewsSeries, points: (report?.pageViewsByDay ?? []).map((d) => ({ x: d.day.slice(5), y: d.views })) }]}
          />
        ) : (
          // One day is one figure, not a trend.
          <BarChart
            ariaLabel={T.dailyViews}
            emptyText={T.empty}
            bars={(report?.pageViewsByDay ?? []).map((d) => ({ label: d.day, note: T.singleDayHint, value: d.views }))}
          />
        )}
      </Card>

      <div className={`${styles.pair} ${styles.block}`}>
        <Card size="small" title={T.topMenus} data-testid="analytics-menus">
          <BarChart
            ariaLabel={T.topMenus}
            emptyText={T.empty}
            bars={(report?.topMenus ?? []).map((m) => ({ label: m.label, note: menuSourceLabel(m.trackId), value: m.clicks }))}
          />
        </Card>
        <Card size="small" title={T.logins} data-testid="analytics-logins">
          <BarChart
            ariaLabel={T.logins}
            emptyText={T.empty}
            bars={(report?.logins ?? []).map((l) => ({ label: T.loginMethods[l.method as keyof typeof T.loginMethods] ?? l.method, value: l.count }))}
          />
        </Card>
      </div>

      <Card size="small" title={T.banners} className={styles.block}>
        <Table<Row<'banners'>>
          size="small"
          rowKey="trackId"
          loading={loading && !report}
          dataSource={report?.banners ?? []}
          pagination={false}
          locale={empty}
          data-testid="analytics-banners"
          columns={[
            {
              title: C.banner,
              render: (_v, b) => (
                <div>
                  <div>{bannerLabel(b.trackId, b.label)}</div>
                  <div className={styles.muted}>{b.trackId}</div>
                </div>
              ),
            },
            { title: C.shows, dataIndex: 'shows', width: 110, align: 'right' },
            { title: C.clicks, dataIndex: 'clicks', width: 110, align: 'right' },
            { title: C.rate, width: 110, align: 'right', render: (_v, b) => percent(b.rate, T.noRate) },
          ]}
        />
      </Card>

      <Card size="small" title={T.callErrors} className={styles.block}>
        <Table<Row<'callErrors'>>
          size="small"
          rowKey="path"
          loading={loading && !report}
          dataSource={report?.callErrors ?? []}
          pagination={false}
          locale={empty}
          data-testid="analytics-call-errors"
          columns={[
            { title: C.path, dataIndex: 'path', render: (p: string) => <code className={styles.code}>{p}</code> },
            { title: C.calls, dataIndex: 'calls', width: 100, align: 'right' },
            { title: C.failures, dataIndex: 'failures', width: 100, align: 'right' },
            {
              title: C.failureRate,
              width: 100,
              align: 'right',
              render: (_v, c) => <span className={c.rate >= 0.05 ? styles.bad : undefined}>{percent(c.rate, T.noRate)}</span>,
            },
            {
              title: C.topCodes,
              render: (_v, c) => (
                <span className={styles.codes}>
                  {c.topCodes.map((k) => (
                    <Tooltip key={k.code} title={messageForReply(k.code)}>
                      <Tag color="volcano">
                        {k.code} × {k.count}
                      </Tag>
                    </Tooltip>
                  ))}
                </span>
              ),
            },
          ]}
        />
      </Card>

      <div className={`${styles.pair} ${styles.block}`}>
        <Card size="small" title={T.topPages}>
          <Table<Row<'topPages'>>
            size="small"
            rowKey="pageUrl"
            loading={loading && !report}
            dataSource={report?.topPages ?? []}
            pagination={false}
            locale={empty}
            data-testid="analytics-pages"
            columns={[
              {
                title: C.page,
                render: (_v, p) => (
                  <div className={styles.pageCell}>
                    <div>{pageLabel(p.pageCode, p.pageName)}</div>
                    <div className={styles.muted}>{p.pageUrl}</div>
                  </div>
                ),
              },
              { title: C.views, dataIndex: 'views', width: 80, align: 'right' },
            ]}
          />
        </Card>
        <Card size="small" title={T.clientErrors}>
          <Table<Row<'clientErrors'>>
            size="small"
            rowKey={(r) => `${r.path}|${r.code}`}
            loading={loading && !report}
            dataSource={report?.clientErrors ?? []}
            pagination={false}
            locale={empty}
            data-testid="analytics-client-errors"
            columns={[
              { title: C.path, dataIndex: 'path', render: (p: string) => <code className={styles.code}>{p}</code> },
              { title: C.code, dataIndex: 'code', width: 90 },
              { title: C.count, dataIndex: 'count', width: 70, align: 'right' },
            ]}
          />
        </Card>
      </div>
    </OperatorPage>
  );
}
