import { Button, Empty, Skeleton } from 'antd';
import { openApiApplicationList } from '@portal/contract/calls/open-platform/apply/applications';
import type { ApplicationView } from '@portal/contract/calls/open-platform/apply/fields';
import { CallError } from '@portal/contract/envelope/client';
import { callApi } from '../../../api/client.ts';
import { useLoaded } from '../../../api/use-loaded.ts';
import { OpenPlatformFrame, openPlatformStyles as frame } from '../frame/OpenPlatformFrame.tsx';
import { useChosenEnterprise } from '../frame/chosen-enterprise.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { OrderCard } from './OrderCard.tsx';
import styles from './apply.module.css';
import { APPLY_TEXTS as T } from './texts.ts';

/** How many recent orders the status screen follows; older ones are in 订单查询. */
const RECENT = 20;

/**
 * #/yqzl/statusSet (issue 26 point 2): each recent order's stages with its timeline; the director
 * asks for production on an order approved for the sandbox, or withdraws one still waiting.
 */
export default function StatusScreen() {
  const { memberCustomerId } = useChosenEnterprise();
  const list = useLoaded(() => callApi(openApiApplicationList, { pageSize: RECENT, memberCustomerId }), `orders:${memberCustomerId ?? ''}`);
  const replace = (next: ApplicationView) => list.setData((d) => ({ ...d, records: d.records.map((x) => (x.id === next.id ? next : x)) }));

  let body;
  if (list.failed) {
    const err = list.error instanceof CallError ? list.error : null;
    body = <LoadFailure code={err?.code} message={err?.message ?? ''} onRetry={list.reload} />;
  } else if (!list.data) body = <Skeleton active />;
  else if (list.data.records.length === 0)
    body = (
      <Empty description={T.noOrders}>
        {list.data.isDirector && (
          <Button type="primary" href="#/yqzl/apiApply">
            {T.goApply}
          </Button>
        )}
      </Empty>
    );
  else {
    const { isDirector, records } = list.data;
    body = (
      <div className={styles.cards} data-testid="status-orders">
        {records.map((o) => (
          <OrderCard key={o.id} order={o} isDirector={isDirector} onChanged={replace} />
        ))}
      </div>
    );
  }

  return (
    <OpenPlatformFrame title={T.statusTitle} testId="yqzl-status" forEnterprise>
      <section className={frame.section}>
        {list.data && <p className={styles.enterprise}>{T.enterprise(list.data.memberCustomerName)}</p>}
        {body}
      </section>
    </OpenPlatformFrame>
  );
}
