import { Tag } from 'antd';
import type { ApplicationStatus, ProductionStatus } from '@portal/contract/calls/open-platform/apply/fields';
import { APPLICATION_STATES as S } from './texts.ts';

type StateKey = keyof typeof S;

/** Where an order stands for an operator: the two stages (sandbox, then production) read as one state. */
function applicationState(status: ApplicationStatus, productionStatus: ProductionStatus): StateKey {
  if (status !== 'approved') return status;
  return productionStatus === 'none' ? 'sandboxOpen' : productionStatus === 'requested' ? 'productionRequested' : productionStatus === 'approved' ? 'productionOpen' : 'productionRejected';
}

/**
 * An order's state in plain words for the review console: what happened (a coloured tag) and
 * what comes next, and who acts (grey text under it).
 */
export function ApplicationState({ status, productionStatus }: { status: ApplicationStatus; productionStatus: ProductionStatus }) {
  const state = S[applicationState(status, productionStatus)];
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <Tag color={state.colour} style={{ marginInlineEnd: 0 }} data-testid="order-status">
        {state.label}
      </Tag>
      <span style={{ color: '#6b7280', fontSize: 12, lineHeight: 1.5 }} data-testid="order-next">
        {state.next}
      </span>
    </span>
  );
}
