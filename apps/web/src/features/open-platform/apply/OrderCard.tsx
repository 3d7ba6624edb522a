import { useState } from 'react';
import { Alert, Button, Popconfirm } from 'antd';
import { openApiApplicationWithdraw, openApiProductionRequest } from '@portal/contract/calls/open-platform/apply/applications';
import type { ApplicationView } from '@portal/contract/calls/open-platform/apply/fields';
import { callApi } from '../../../api/client.ts';
import { useChosenEnterprise } from '../frame/chosen-enterprise.ts';
import { failureText } from '../../../api/failure-text.ts';
import { formatDateTime } from '../../../ui/format-date.ts';
import { OrderTimeline } from './OrderTimeline.tsx';
import { StatusTags } from './StatusTags.tsx';
import styles from './apply.module.css';
import { apiNameOf, APPLY_TEXTS as T } from './texts.ts';

/** One order on `/yqzl/statusSet`: its stages, its history, and what the director may do next. */
export function OrderCard({ order, isDirector, onChanged }: { order: ApplicationView; isDirector: boolean; onChanged: (order: ApplicationView) => void }) {
  const { memberCustomerId } = useChosenEnterprise();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Withdraw and production request take and give the same shapes. */
  async function act(call: typeof openApiProductionRequest) {
    setBusy(true);
    setError(null);
    try {
      const { application } = await callApi(call, { id: order.id, memberCustomerId });
      onChanged(application);
    } catch (err) {
      setError(failureText(err, T.actionFailed));
    } finally {
      setBusy(false);
    }
  }

  const canRequest = isDirector && order.status === 'approved' && order.productionStatus === 'none';
  const canWithdraw = isDirector && order.status === 'submitted';
  return (
    <article className={styles.card} data-testid={`order-${order.orderNo}`}>
      <div className={styles.cardHead}>
        <span className={styles.orderNo}>{order.orderNo}</span>
        <span>
          <StatusTags status={order.status} productionStatus={order.productionStatus} />
        </span>
      </div>
      <p className={styles.meta}>
        {T.apis}：{order.apiCodes.map(apiNameOf).join('、')}
      </p>
      <p className={styles.meta}>
        {T.purposeLabel}：{order.purpose}
      </p>
      <p className={styles.meta}>
        {T.createdAt}：{formatDateTime(order.createdAt)}
      </p>
      <OrderTimeline steps={order.timeline} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <div className={styles.actions}>
        {canRequest && (
          <Popconfirm title={T.requestProductionConfirm} onConfirm={() => void act(openApiProductionRequest)} okButtonProps={{ 'data-testid': 'production-confirm' } as Record<string, string>}>
            <Button type="primary" loading={busy} data-testid="production-request">
              {T.requestProduction}
            </Button>
          </Popconfirm>
        )}
        {canWithdraw && (
          <Popconfirm title={T.withdrawConfirm} onConfirm={() => void act(openApiApplicationWithdraw)}>
            <Button loading={busy} data-testid="order-withdraw">
              {T.withdraw}
            </Button>
          </Popconfirm>
        )}
      </div>
    </article>
  );
}
