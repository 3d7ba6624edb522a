import { Alert, Button } from 'antd';
import { ERRORS } from '@portal/contract/errors';
import { APPLY_TEXTS as T } from './texts.ts';

/** Why a screen could not load: no seat or no right is a notice, anything else offers a retry. */
export function LoadFailure({ code, message, onRetry }: { code: number | undefined; message: string; onRetry: () => void }) {
  const refused: number[] = [ERRORS.ENTERPRISE_NO_SEAT.code, ERRORS.ENTERPRISE_SEAT_NOT_FOUND.code, ERRORS.OPEN_API_MANAGER_REQUIRED.code, ERRORS.ENTERPRISE_ROLE_REQUIRED.code];
  if (code !== undefined && refused.includes(code)) return <Alert type="warning" showIcon title={message} data-testid="open-platform-refused" />;
  return <Alert type="error" showIcon title={message || T.loadFailed} action={<Button onClick={onRetry}>{T.retry}</Button>} />;
}
