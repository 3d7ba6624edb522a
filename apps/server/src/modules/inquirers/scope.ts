import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { seatAmong, seatsOf, type EnterpriseSeat, type SeatRole } from '../enterprise-access/seats.ts';

export interface Scope {
  groupId?: string | undefined;
  memberCustomerId?: string | undefined;
}

/** The caller's seat in the enterprise a staff call names (groupId and memberCustomerId are both its id, §3). */
export async function scopedSeat(db: Db, userId: string, scope: Scope, roles: readonly SeatRole[], roleMessage?: string): Promise<EnterpriseSeat> {
  return scopedSeatAmong(await seatsOf(db, userId), scope, roles, roleMessage);
}

/** `scopedSeat` among the caller's seats already read. */
export function scopedSeatAmong(seats: readonly EnterpriseSeat[], scope: Scope, roles: readonly SeatRole[], roleMessage?: string): EnterpriseSeat {
  if (scope.groupId && scope.memberCustomerId && scope.groupId !== scope.memberCustomerId) {
    throw new AppError('ENTERPRISE_SEAT_NOT_FOUND', { field: 'groupId' });
  }
  const seat = seatAmong(seats, scope.memberCustomerId ?? scope.groupId);
  if (!roles.includes(seat.role)) throw new AppError('ENTERPRISE_ROLE_REQUIRED', roleMessage ? { message: roleMessage } : {});
  return seat;
}

/** §6 applicatUserId: a staff operation is always the caller's own. */
export function requireApplicant(callerId: string, applicatUserId: string): void {
  if (callerId !== applicatUserId) throw new AppError('INQUIRER_APPLICANT_MISMATCH', { field: 'applicatUserId' });
}

export const CHECKER_ROLE_MESSAGE = '仅企业主管或复核员可以审核查询员变更';
export const VIEWER_ROLE_MESSAGE = '仅企业主管或复核员可以查看查询员管理';
