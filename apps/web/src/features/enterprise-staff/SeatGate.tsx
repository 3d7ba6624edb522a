import type { ReactNode } from 'react';
import { Alert, Skeleton } from 'antd';
import { useSeat, type Seat } from './seat.ts';
import { STAFF_TEXTS as T } from './texts.ts';

/** Renders `children` for a seat whose role is one of `roles`; explains otherwise. */
export function SeatGate({ roles, deniedText, children }: { roles: readonly Seat['role'][]; deniedText: string; children: (seat: Seat) => ReactNode }) {
  const seat = useSeat();
  if (seat.state === 'loading') return <Skeleton active />;
  if (seat.state === 'failed') return <Alert type="error" showIcon title={seat.message || T.loadFailed} />;
  if (seat.state === 'none') return <Alert type="warning" showIcon title={T.noSeat} data-testid="staff-no-seat" />;
  if (!roles.includes(seat.seat.role)) return <Alert type="warning" showIcon title={deniedText} data-testid="staff-denied" />;
  return <>{children(seat.seat)}</>;
}
