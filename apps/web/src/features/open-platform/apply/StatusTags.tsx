import { Tag } from 'antd';
import { APPLICATION_STATUS_NAMES, PRODUCTION_STATUS_NAMES, type ApplicationStatus, type ProductionStatus } from '@portal/contract/calls/open-platform/apply/fields';

const STATUS_COLOURS: Record<ApplicationStatus, string> = { submitted: 'processing', approved: 'success', rejected: 'error', withdrawn: 'default' };
const PRODUCTION_COLOURS: Record<ProductionStatus, string> = { none: 'default', requested: 'processing', approved: 'success', rejected: 'error' };

/** An order's two stages as tags: the sandbox review, and production once it matters. */
export function StatusTags({ status, productionStatus }: { status: ApplicationStatus; productionStatus: ProductionStatus }) {
  return (
    <>
      <Tag color={STATUS_COLOURS[status]} data-testid="order-status">
        {APPLICATION_STATUS_NAMES[status]}
      </Tag>
      {status === 'approved' && (
        <Tag color={PRODUCTION_COLOURS[productionStatus]} data-testid="order-production">
          {PRODUCTION_STATUS_NAMES[productionStatus]}
        </Tag>
      )}
    </>
  );
}
