import { useEffect, useState } from 'react';
import { Alert, Button, Card, DatePicker, Rate, Space, Statistic, Table, Tag, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { chatRatings } from '@portal/contract/calls/operator/chat-ratings';
import { callApi } from '../../api/client.ts';
import { formatDate } from '../../ui/format-date.ts';
import { OperatorPage } from './OperatorPage.tsx';
import { ratedShare, ratingTotals, starShares, type AgentRatings } from './service-logic.ts';
import { SERVICE_TEXTS as T } from './texts.ts';
import styles from './Service.module.css';
import { failureText } from '../../api/failure-text.ts';

const DAY = 'YYYY-MM-DD';
const TOP_REASONS = 3;
type Range = [Dayjs | null, Dayjs | null] | null;

/** The last `n` days up to today in China time (the server counts China-time days). */
function lastDays(n: number): Range {
  const today = dayjs(formatDate(new Date().toISOString()));
  return [today.subtract(n - 1, 'day'), today];
}

/** Five thin bars, 5 stars on top: how the agent's ratings spread. */
function StarBars({ stars }: { stars: readonly number[] }) {
  const shares = starShares(stars);
  return (
    <div className={styles.bars} data-testid="ratings-stars">
      {[4, 3, 2, 1, 0].map((i) => (
        <Tooltip key={i} title={T.starCount(i + 1, stars[i] ?? 0)} placement="left">
          <div className={styles.barRow}>
            <span className={styles.barLabel}>{T.star(i + 1)}</span>
            <span className={styles.barTrack}>
              <span className={`${styles.barFill} ${i <= 1 ? styles.barLow : ''}`} style={{ width: `${shares[i]}%` }} />
            </span>
            <span className={styles.barCount}>{stars[i] ?? 0}</span>
          </div>
        </Tooltip>
      ))}
    </div>
  );
}

function Average({ value }: { value: number | null }) {
  if (value === null) return <span className={styles.muted}>{T.notRated}</span>;
  return (
    <span className={styles.average}>
      <Rate disabled allowHalf value={Math.round(value * 2) / 2} style={{ fontSize: 13 }} />
      <b>{value.toFixed(2)}</b>
    </span>
  );
}

/** #/staff/ratings: customers' ratings of the human service per agent over a day range. */
export default function RatingsScreen() {
  const [range, setRange] = useState<Range>(() => lastDays(30));
  const [query, setQuery] = useState<Range>(range);
  const [answer, setAnswer] = useState<{ query: Range; agents: AgentRatings[] | null; error: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    callApi(chatRatings, { from: query?.[0]?.format(DAY) ?? '', to: query?.[1]?.format(DAY) ?? '' }).then(
      (reply) => current && setAnswer({ query, agents: reply.agents, error: null }),
      (err: unknown) => current && setAnswer((a) => ({ query, agents: a?.agents ?? null, error: failureText(err, T.ratingsFailed) })),
    );
    return () => {
      current = false;
    };
  }, [query]);

  const loading = answer?.query !== query;
  const agents = answer?.agents ?? null;
  const error = answer?.error ?? null;

  const choose = (r: Range) => {
    setRange(r);
    setQuery(r);
  };
  const totals = ratingTotals(agents ?? []);
  const share = ratedShare(totals.rated, totals.conversations);

  return (
    <OperatorPage title={T.ratingsTitle} intro={T.ratingsIntro}>
      <Card size="small" className={styles.block}>
        <Space wrap>
          <span className={styles.filterLabel}>{T.filter}</span>
          <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} allowEmpty={[true, true]} data-testid="ratings-range" />
          <Button type="primary" onClick={() => setQuery(range)} data-testid="ratings-query">
            {T.query}
          </Button>
          <Button onClick={() => choose(lastDays(7))}>{T.lastDays(7)}</Button>
          <Button onClick={() => choose(lastDays(30))}>{T.lastDays(30)}</Button>
          <Button onClick={() => choose(null)}>{T.allTime}</Button>
        </Space>
      </Card>
      {error && <Alert type="error" showIcon title={error} className={styles.block} />}
      <div className={`${styles.grid3} ${styles.block}`} data-testid="ratings-totals">
        <Card size="small">
          <Statistic title={T.totalConversations} value={totals.conversations} loading={loading && !agents} />
        </Card>
        <Card size="small">
          <Statistic title={T.totalRated} value={totals.rated} suffix={share === null ? undefined : <span className={styles.muted}>（{T.rateRatio} {share}%）</span>} loading={loading && !agents} />
        </Card>
        <Card size="small">
          <div className={styles.statTitle}>{T.overallAverage}</div>
          <div className={styles.statBig}>
            <Average value={totals.average} />
          </div>
        </Card>
      </div>
      <Card size="small" className={styles.block}>
        <Table<AgentRatings>
          size="middle"
          rowKey="loginName"
          loading={loading}
          dataSource={agents ?? []}
          pagination={false}
          locale={{ emptyText: T.empty }}
          data-testid="ratings-table"
          columns={[
            {
              title: T.agent,
              render: (_v, a) => (
                <div>
                  <div className={styles.agentName}>{a.displayName}</div>
                  <div className={styles.muted}>{a.loginName}</div>
                </div>
              ),
            },
            { title: T.conversations, dataIndex: 'conversations', width: 90, align: 'right' },
            {
              title: T.rated,
              width: 110,
              align: 'right',
              render: (_v, a) => {
                const s = ratedShare(a.rated, a.conversations);
                return (
                  <span>
                    {a.rated}
                    {s !== null && <span className={styles.muted}>（{s}%）</span>}
                  </span>
                );
              },
            },
            { title: T.average, width: 170, render: (_v, a) => <Average value={a.average} /> },
            { title: T.distribution, width: 220, render: (_v, a) => <StarBars stars={a.stars} /> },
            {
              title: T.reasons,
              render: (_v, a) =>
                a.reasons.length === 0 ? (
                  <span className={styles.muted}>{T.noReasons}</span>
                ) : (
                  <div className={styles.reasons}>
                    {[...a.reasons]
                      .sort((x, y) => y.count - x.count)
                      .slice(0, TOP_REASONS)
                      .map((r) => (
                        <Tag key={r.name} color="volcano">
                          {r.name} × {r.count}
                        </Tag>
                      ))}
                  </div>
                ),
            },
          ]}
        />
      </Card>
    </OperatorPage>
  );
}
