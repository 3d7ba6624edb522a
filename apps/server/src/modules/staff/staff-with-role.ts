import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@portal/contract/calls/staff/staff-member';
import { AppError } from '../../errors.ts';
import type { StaffRow } from './service.ts';

/**
 * The staff member behind a staff session, who must hold one of `roles`: the envelope checks
 * the session's kind, this the role within it (agents and operators both hold staff sessions).
 */
export async function staffWithRole(app: FastifyInstance, principalId: string, roles: readonly StaffRole[]): Promise<StaffRow> {
  const staff = await app.staff.findActive(principalId);
  if (!staff) throw new AppError('NOT_LOGGED_IN');
  if (!roles.includes(staff.role as StaffRole)) throw new AppError('WRONG_ROLE');
  return staff;
}
