import { Empty, List, Modal, Skeleton } from 'antd';
import { RIGHT_UNITS, USAGE_SOURCE_NAMES } from '@portal/contract/calls/rights/fields';
import { operatorRightUsages } from '@portal/contract/calls/rights/rights-console';
import { useCall } from '../../api/use-call.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { RIGHTS_CONSOLE_TEXTS as T } from './texts.ts';

/** Every use of one right, with who recorded it. */
export function UsagesModal({ right, onClose }: { right: { id: string; title: string }; onClose: () => void }) {
  const usages = useCall(operatorRightUsages, { id: right.id });
  return (
    <Modal open title={T.usagesTitle(right.title)} onCancel={onClose} footer={null}>
      {usages.state !== 'done' ? (
        <Skeleton active />
      ) : usages.data.records.length === 0 ? (
        <Empty description={T.noUsage} />
      ) : (
        <List
          dataSource={usages.data.records}
          renderItem={(u) => (
            <List.Item>
              <List.Item.Meta
                title={`${u.quantity} ${RIGHT_UNITS[u.rightType]} · ${USAGE_SOURCE_NAMES[u.source] ?? u.source}`}
                description={`${u.reference ? `${u.reference} · ` : ''}${u.recordedBy} · ${formatDateTime(u.usedAt)}`}
              />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
