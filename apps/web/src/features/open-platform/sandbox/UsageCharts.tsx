import type { ReactNode } from 'react';
import { Empty, Tag } from 'antd';
import type { UsageView } from '@portal/contract/calls/open-platform/sandbox/fields';
import { OPEN_APIS } from '@portal/contract/open-platform/apis';
import { ChartDataTable } from '../../../ui/charts/ChartDataTable.tsx';
import { formatDateTime } from '../../../ui/format-date.ts';
import { USAGE_TEXTS as T } from './texts.ts';
import styles from './Sandbox.module.css';
import { ScrollTable } from '../../../ui/ScrollTable/ScrollTable.tsx';

const COLOURS = ['#1f6fb2', '#13a8a8', '#f5a623', '#7b61ff', '#e8684a', '#5b8ff9', '#61ddaa', '#9270ca', '#999'];
const apiName = (code: string) => OPEN_APIS.find((a) => a.code === code)?.name ?? code;

/** Calls per day, stacked by API: a plain SVG, scaled to its box, so it never scrolls sideways. */
function PerDayChart({ usage }: { usage: UsageView }) {
  const last = new Date(`${usage.today}T00:00:00Z`).getTime();
  const days: string[] = [];
  for (let i = usage.days - 1; i >= 0; i--) days.push(new Date(last - i * 86_400_000).toISOString().slice(0, 10));
  const apis = [...new Set(usage.perDay.map((d) => d.apiCode))];
  const totals = days.map((day) => usage.perDay.filter((d) => d.day === day).reduce((n, d) => n + d.calls, 0));
  const max = Math.max(1, ...totals);
  const W = 600;
  const H = 160;
  const bw = W / days.length;
  return (
    <figure className={styles.chart} data-testid="usage-per-day">
      <svg viewBox={`0 0 ${W} ${H + 18}`} role="img" aria-label={T.perDay} className={styles.svg}>
        {days.map((day, i) => {
          let y = H;
          return (
            <g key={day}>
              {apis.map((api, k) => {
                const calls = usage.perDay.find((d) => d.day === day && d.apiCode === api)?.calls ?? 0;
                const h = (calls / max) * (H - 10);
                y -= h;
                return calls > 0 ? (
                  <rect key={api} x={i * bw + bw * 0.15} y={y} width={bw * 0.7} height={h} fill={COLOURS[k % COLOURS.length]}>
                    <title>{`${day} ${apiName(api)}: ${calls}`}</title>
                  </rect>
                ) : null;
              })}
              {(i === 0 || i === days.length - 1 || days.length <= 8) && (
                <text x={i * bw + bw / 2} y={H + 14} fontSize="11" textAnchor="middle" fill="#666">
                  {day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ChartDataTable
        caption={T.perDay}
        columns={[T.day, T.calls, T.ofWhich]}
        rows={days.map((day, i) => ({
          key: day,
          cells: [
            day,
            totals[i],
            usage.perDay
              .filter((d) => d.day === day && d.calls > 0)
              .map((d) => `${apiName(d.apiCode)} ${d.calls}`)
              .join('，') || '—',
          ],
        }))}
      />
      <figcaption className={styles.legend}>
        {apis.map((api, k) => (
          <span key={api}>
            <i style={{ background: COLOURS[k % COLOURS.length] }} />
            {apiName(api)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** The usage figures of issue 26 point 5: calls per API per day, error rate, p50/p95 latency, latest calls. */
export function UsageCharts({
  usage,
  showEnterprise = false,
  enterpriseLabel,
}: {
  usage: UsageView;
  showEnterprise?: boolean;
  /** How the operators' view names an enterprise in the latest calls (its name over its code); the code by default. */
  enterpriseLabel?: (enterpriseId: string) => ReactNode;
}) {
  if (usage.recent.length === 0 && usage.byApi.length === 0) return <Empty description={T.none} />;
  return (
    <div className={styles.stack} data-testid="usage">
      <h3 className={styles.subTitle}>{T.perDay}</h3>
      <PerDayChart usage={usage} />
      <h3 className={styles.subTitle}>{T.byApi}</h3>
      <ScrollTable
        label={T.byApi}
        size="small"
        rowKey="apiCode"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={usage.byApi}
        data-testid="usage-by-api"
        columns={[
          { title: T.api, dataIndex: 'apiCode', render: (c: string) => apiName(c) },
          { title: T.calls, dataIndex: 'calls', align: 'right' },
          { title: T.errorRate, key: 'rate', align: 'right', render: (_: unknown, r: UsageView['byApi'][number]) => `${((r.errors / Math.max(1, r.calls)) * 100).toFixed(1)} %` },
          { title: T.p50, dataIndex: 'p50Ms', align: 'right', render: T.ms },
          { title: T.p95, dataIndex: 'p95Ms', align: 'right', render: T.ms },
        ]}
      />
      <h3 className={styles.subTitle}>{T.recent}</h3>
      <ScrollTable
        label={T.recent}
        size="small"
        rowKey={(r) => `${r.calledAt}-${r.appId}-${r.apiCode}-${r.latencyMs}-${r.httpStatus}`}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        dataSource={usage.recent}
        data-testid="usage-recent"
        columns={[
          { title: T.time, dataIndex: 'calledAt', render: (t: string) => formatDateTime(t) },
          ...(showEnterprise ? [{ title: '企业', dataIndex: 'enterpriseId', render: (id: string) => (enterpriseLabel ? enterpriseLabel(id) : id) }] : []),
          { title: T.api, dataIndex: 'apiCode', render: (c: string) => apiName(c) },
          { title: T.status, dataIndex: 'httpStatus', render: (s: number) => <Tag color={s < 400 ? 'green' : 'red'}>{s}</Tag> },
          { title: T.errorCode, dataIndex: 'errorCode', render: (c: number | null) => c ?? '—' },
          { title: T.latency, dataIndex: 'latencyMs', align: 'right', render: T.ms },
        ]}
      />
    </div>
  );
}
