import type { ProcessStatus } from '@portal/contract/codes';

/** Tag colours of an application's status: pending stands out, approved green, rejected red. */
export const STATUS_COLORS: Record<ProcessStatus, string> = { DS: 'orange', ST: 'green', SJ: 'red', YC: 'default', DT: 'default' };
