import { useState } from 'react';
import { Alert, Button, Empty, Select, Skeleton, Tag } from 'antd';
import { RIGHT_STATE_NAMES, RIGHT_TYPE_NAMES, RIGHT_UNITS, USAGE_SOURCE_NAMES, type RightState, type RightView } from '@portal/contract/calls/rights/fields';
import { myRights, rightUsageRecords } from '@portal/contract/calls/rights/rights';
import { ERRORS } from '@portal/contract/errors';
import { useCall } from '../../api/use-call.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { PageFrame, frameStyles as styles } from './PageFrame.tsx';
import { RIGHTS_TEXTS as T } from './texts.ts';

const STATE_COLOURS: Record<RightState, string> = { valid: 'green', pending: 'blue', expired: 'default', used_up: 'orange', revoked: 'red' };

function RightCard({ right, onUsage }: { right: RightView; onUsage: () => void }) {
  const unit = RIGHT_UNITS[right.rightType];
  return (
    <article className={styles.card} data-testid={`right-${right.id}`}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{right.title}</h3>
        <Tag color={STATE_COLOURS[right.state]}>{RIGHT_STATE_NAMES[right.state]}</Tag>
      </div>
      <p className={styles.meta}>{RIGHT_TYPE_NAMES[right.rightType]}</p>
      <p className={styles.figure} data-testid="right-remaining">
        {T.remaining(right.remaining, unit)}
      </p>
      <p className={styles.meta}>{T.total(right.quantity, right.used, unit)}</p>
      <p className={styles.meta}>{T.validity(right.validFrom, right.validTo)}</p>
      {right.note && <p className={styles.meta}>{right.note}</p>}
      <Button size="small" onClick={onUsage} style={{ alignSelf: 'flex-start' }}>
        {T.showUsage}
      </Button>
    </article>
  );
}

/**
 * #/qywy/rights (§2 full-page screen; issue 25 point 3): the enterprise's rights and their use.
 * Every seat of the enterprise reads them; operators grant them in the console.
 */
export default function RightsScreen() {
  const [enterprise, setEnterprise] = useState<string | undefined>(undefined);
  const [rightId, setRightId] = useState<string | undefined>(undefined);
  const [tick, setTick] = useState(0);
  const rights = useCall(myRights, { memberCustomerId: enterprise }, tick);
  const current = rights.state === 'done' ? rights.data.memberCustomerId : null;
  const usage = useCall(rightUsageRecords, current ? { memberCustomerId: current, rightId } : null, tick);

  let body;
  if (rights.state === 'failed' && (rights.code === ERRORS.ENTERPRISE_NO_SEAT.code || rights.code === ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code)) {
    body = <Alert type="warning" showIcon title={rights.message} data-testid="rights-no-seat" />;
  } else if (rights.state === 'failed') {
    body = <Alert type="error" showIcon title={rights.message || T.loadFailed} action={<Button onClick={() => setTick((t) => t + 1)}>{T.retry}</Button>} />;
  } else if (rights.state === 'done') {
    const r = rights.data;
    const focused = r.rights.find((x) => x.id === rightId);
    body = (
      <>
        <section className={styles.section}>
          <div className={styles.toolbar}>
            <h2 className={styles.sectionTitle}>{T.myRights}</h2>
            {r.enterprises.length > 1 ? (
              <Select
                aria-label={T.enterprise}
                value={r.memberCustomerId}
                onChange={(id: string) => {
                  setEnterprise(id);
                  setRightId(undefined);
                }}
                options={r.enterprises.map((e) => ({ value: e.id, label: e.name }))}
                style={{ minWidth: 220, maxWidth: '100%' }}
              />
            ) : (
              <p className={styles.meta} data-testid="rights-enterprise">
                {r.memberCustomerName}
              </p>
            )}
          </div>
          {r.rights.length === 0 ? (
            <Empty description={T.none} />
          ) : (
            <div className={styles.grid} data-testid="rights-list">
              {r.rights.map((right) => (
                <RightCard key={right.id} right={right} onUsage={() => setRightId(right.id)} />
              ))}
            </div>
          )}
        </section>
        <section className={styles.section} data-testid="rights-usage">
          <div className={styles.toolbar}>
            <h2 className={styles.sectionTitle}>{focused ? T.usageOf(focused.title) : T.usage}</h2>
            {rightId && (
              <Button type="link" onClick={() => setRightId(undefined)}>
                {T.allUsage}
              </Button>
            )}
          </div>
          {usage.state === 'failed' ? (
            <Alert type="error" showIcon title={usage.message || T.loadFailed} />
          ) : usage.state !== 'done' ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : usage.data.records.length === 0 ? (
            <Empty description={T.noUsage} />
          ) : (
            <ul className={styles.list}>
              {usage.data.records.map((u) => (
                <li key={u.id} className={styles.row}>
                  <span>
                    {u.rightTitle} · {T.used(u.quantity, RIGHT_UNITS[u.rightType])}
                  </span>
                  <span className={styles.meta}>
                    {USAGE_SOURCE_NAMES[u.source] ?? u.source}
                    {u.reference ? ` · ${u.reference}` : ''} · {formatDateTime(u.usedAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  } else body = <Skeleton active />;

  return (
    <PageFrame title={T.title} subtitle={T.subtitle} back={T.back} testId="rights-page">
      {body}
    </PageFrame>
  );
}
