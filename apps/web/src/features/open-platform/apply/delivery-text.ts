import { DELIVERY_STATUS_NAMES, type DeliveryStatus } from '@portal/contract/calls/open-platform/apply/service-setting';
import { formatDateTime } from '../../../ui/format-date.ts';

export interface Delivery {
  status: DeliveryStatus;
  attempts: number;
  error: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
}

/** How a notification's post to the callback URL went, in a line: the status, and what happens next. */
export function deliveryText(d: Delivery): { tag: string; detail: string } {
  const tag = DELIVERY_STATUS_NAMES[d.status];
  switch (d.status) {
    case 'delivered':
      return { tag, detail: d.deliveredAt ? `${formatDateTime(d.deliveredAt)} 送达${d.attempts > 1 ? `（第 ${d.attempts} 次推送）` : ''}` : '' };
    case 'pending':
      if (d.attempts === 0) return { tag, detail: '将在数秒内推送' };
      return { tag, detail: `已推送 ${d.attempts} 次未成功：${d.error}${d.nextAttemptAt ? `；将于 ${formatDateTime(d.nextAttemptAt)} 重试` : ''}` };
    case 'failed':
      return { tag, detail: `已推送 ${d.attempts} 次均未成功，不再重试：${d.error}` };
    default:
      return { tag, detail: '' };
  }
}
