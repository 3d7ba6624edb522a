import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { staffStatus } from '@portal/contract/calls/staff/staff-status';
import type { StaffMember } from '@portal/contract/calls/staff/staff-member';
import type { SessionEndReason } from '@portal/contract/calls/session/session-user';
import { callApi } from '../api/client.ts';
import { SESSION_KEYS } from '../api/session-storage.ts';

export const STAFF_LOGIN_PATH = '/staff/login';
export const STAFF_HOME_PATH = '/staff';

/** The staff area has its own session check; the customer login check leaves it alone. */
export function isStaffPath(path: string): boolean {
  return path === STAFF_HOME_PATH || path.startsWith(`${STAFF_HOME_PATH}/`);
}

/**
 * Who is logged in as staff here. A live staff session hands back its anti-CSRF token, so a
 * reloaded tab (whose token the customer check may have cleared) can call again.
 */
export async function readStaffSession(): Promise<{ staff: StaffMember | null; endReason: SessionEndReason | null }> {
  const status = await callApi(staffStatus, {});
  if (status.staff && status.token) sessionStorage.setItem(SESSION_KEYS.token, status.token);
  return { staff: status.staff, endReason: status.endReason };
}

export function staffLoggedIn(token: string): void {
  sessionStorage.setItem(SESSION_KEYS.token, token);
}

export function staffLoggedOut(): void {
  sessionStorage.removeItem(SESSION_KEYS.token);
}

export function staffLoginAddress(endReason?: SessionEndReason | null): string {
  return endReason ? `${STAFF_LOGIN_PATH}?ended=${endReason}` : STAFF_LOGIN_PATH;
}

/** Loader of the staff screens: visitors and customers go to the staff login. */
export async function requireStaff(_args: LoaderFunctionArgs): Promise<StaffMember> {
  const { staff } = await readStaffSession().catch(() => ({ staff: null }));
  if (!staff) throw redirect(STAFF_LOGIN_PATH);
  return staff;
}

/** Loader of the staff login: someone already logged in as staff goes straight in. */
export async function skipLoginForStaff(_args: LoaderFunctionArgs): Promise<null> {
  const { staff } = await readStaffSession().catch(() => ({ staff: null }));
  if (staff) throw redirect(STAFF_HOME_PATH);
  return null;
}
