import { Timeline } from 'antd';
import { TIMELINE_NAMES, type TimelineStep } from '@portal/contract/calls/open-platform/apply/fields';
import { formatDateTime } from '../../../ui/format-date.ts';
import { APPLY_TEXTS as T } from './texts.ts';

const COLOURS: Partial<Record<TimelineStep['kind'], string>> = { approved: 'green', production_approved: 'green', rejected: 'red', production_rejected: 'red', withdrawn: 'gray' };

/** An order's history: submitted, reviewed by whom and when (with the reason), production asked and reviewed. */
export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <Timeline
      data-testid="order-timeline"
      items={steps.map((s) => ({
        color: COLOURS[s.kind] ?? 'blue',
        content: (
          <div>
            <strong>{TIMELINE_NAMES[s.kind]}</strong>
            <div style={{ color: '#666', fontSize: 13 }}>
              {s.at ? formatDateTime(s.at) : ''} {s.by}
            </div>
            {s.reason && (
              <div style={{ fontSize: 13 }}>
                {T.reasonLabel}：{s.reason}
              </div>
            )}
          </div>
        ),
      }))}
    />
  );
}
