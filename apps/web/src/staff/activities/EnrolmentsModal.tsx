import { Empty, List, Modal, Skeleton } from 'antd';
import { operatorActivityEnrolments } from '@portal/contract/calls/activities/activities-console';
import { useCall } from '../../api/use-call.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { ACTIVITY_CONSOLE_TEXTS as T } from './texts.ts';

/** Who enrolled in a campaign, in the order they enrolled. */
export function EnrolmentsModal({ activity, onClose }: { activity: { id: string; title: string }; onClose: () => void }) {
  const list = useCall(operatorActivityEnrolments, { id: activity.id });
  return (
    <Modal open title={T.enrolmentsTitle(activity.title)} onCancel={onClose} footer={null}>
      {list.state !== 'done' ? (
        <Skeleton active />
      ) : list.data.enrolments.length === 0 ? (
        <Empty description={T.noEnrolment} />
      ) : (
        <List
          data-testid="activity-enrolments"
          dataSource={list.data.enrolments}
          renderItem={(e) => (
            <List.Item>
              <List.Item.Meta title={`${e.userName || e.loginName}（${e.loginName}）`} description={`${e.enterpriseName ? `${e.enterpriseName} · ` : ''}${formatDateTime(e.enrolledAt)}`} />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
