import { useState } from 'react';
import { Alert, Button, Empty, Popconfirm, Skeleton, Tag, message as antdMessage } from 'antd';
import { activityEnrol, activityList, activityWithdraw, myEnrolments } from '@portal/contract/calls/activities/activities';
import { ELIGIBILITY_NAMES, type ActivityView } from '@portal/contract/calls/activities/fields';
import { callApi } from '../../api/client.ts';
import { failureText } from '../../api/failure-text.ts';
import { useCall } from '../../api/use-call.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { PageFrame, frameStyles as styles } from '../rights/PageFrame.tsx';
import { ACTIVITY_TEXTS as T } from './texts.ts';

function ActivityCard({ a, now, busy, onEnrol }: { a: ActivityView; now: number; busy: boolean; onEnrol: () => void }) {
  const left = a.quota - a.enrolled;
  const started = Date.parse(a.startsAt) <= now;
  const label = a.mine ? T.enrolled : left <= 0 ? T.full : !started ? T.notStarted : T.enrol;
  return (
    <article className={styles.card} data-testid={`activity-${a.id}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{a.title}</h3>
        <Tag>{ELIGIBILITY_NAMES[a.eligibility]}</Tag>
      </div>
      <p className={styles.meta} style={{ whiteSpace: 'pre-line' }}>
        {a.description}
      </p>
      <p className={styles.meta}>{T.period(formatDateTime(a.startsAt), formatDateTime(a.endsAt))}</p>
      <p className={styles.meta} data-testid="activity-places">
        {T.places(Math.max(left, 0), a.quota)}
      </p>
      <Button type="primary" disabled={a.mine || left <= 0 || !started} loading={busy} onClick={onEnrol} style={{ alignSelf: 'flex-start' }} data-testid="activity-enrol">
        {label}
      </Button>
    </article>
  );
}

/**
 * #/qywy/operation (§2 full-page screen; issue 25 point 3): the campaigns operators published,
 * enrolment (once, within the quota; the server decides) and the customer's enrolments.
 */
export default function OperationScreen() {
  const [tick, setTick] = useState(0);
  // The moment of the last load: a campaign that starts later shows as not started until the next refresh.
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState<string | null>(null);
  const [toast, holder] = antdMessage.useMessage();
  const list = useCall(activityList, {}, tick);
  const mine = useCall(myEnrolments, {}, tick);
  const refresh = () => {
    setTick((t) => t + 1);
    setNow(Date.now());
  };

  async function enrol(a: ActivityView) {
    setBusy(a.id);
    try {
      await callApi(activityEnrol, { activityId: a.id });
      void toast.success(T.enrolledOk(a.title));
    } catch (err) {
      void toast.error(failureText(err, T.enrolFailed));
    } finally {
      setBusy(null);
      refresh();
    }
  }

  async function withdraw(activityId: string, title: string) {
    setBusy(activityId);
    try {
      await callApi(activityWithdraw, { activityId });
      void toast.success(T.withdrawnOk(title));
    } catch (err) {
      void toast.error(failureText(err, T.withdrawFailed));
    } finally {
      setBusy(null);
      refresh();
    }
  }

  let body;
  if (list.state === 'failed') body = <Alert type="error" showIcon title={list.message || T.loadFailed} action={<Button onClick={refresh}>{T.retry}</Button>} />;
  else if (list.state === 'loading' && tick === 0) body = <Skeleton active />;
  else {
    const items = list.state === 'done' ? list.data.activities : [];
    body = (
      <>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{T.current}</h2>
          {list.state === 'done' && items.length === 0 ? (
            <Empty description={T.none} />
          ) : (
            <div className={styles.grid} data-testid="activity-list">
              {items.map((a) => (
                <ActivityCard key={a.id} a={a} now={now} busy={busy === a.id} onEnrol={() => void enrol(a)} />
              ))}
            </div>
          )}
        </section>
        <section className={styles.section} data-testid="my-enrolments">
          <h2 className={styles.sectionTitle}>{T.mine}</h2>
          {mine.state === 'failed' ? (
            <Alert type="error" showIcon title={mine.message || T.loadFailed} />
          ) : mine.state !== 'done' ? (
            <Skeleton active paragraph={{ rows: 1 }} />
          ) : mine.data.enrolments.length === 0 ? (
            <Empty description={T.noEnrolment} />
          ) : (
            <ul className={styles.list}>
              {mine.data.enrolments.map((e) => (
                <li key={e.activityId} className={styles.row} data-testid={`enrolment-${e.activityId}`}>
                  <span>{e.title}</span>
                  <span className={styles.meta}>{T.enrolledAt(formatDateTime(e.enrolledAt))}</span>
                  {Date.parse(e.endsAt) > now && (
                    <Popconfirm title={T.withdrawConfirm(e.title)} okText={T.withdraw} cancelText={T.keep} onConfirm={() => void withdraw(e.activityId, e.title)}>
                      <Button size="small" loading={busy === e.activityId} data-testid="enrolment-withdraw">
                        {T.withdraw}
                      </Button>
                    </Popconfirm>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <PageFrame title={T.title} subtitle={T.subtitle} back={T.back} testId="operation-page">
      {holder}
      {body}
    </PageFrame>
  );
}
