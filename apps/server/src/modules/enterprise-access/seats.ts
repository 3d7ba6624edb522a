import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { enterprises, userEnterprises, users } from '../../db/schema/identity.ts';
import { enterpriseInquirers, inquirerAccounts, ledgerAccounts } from '../../db/schema/ledger.ts';
import { AppError } from '../../errors.ts';

/**
 * Who a customer is in an enterprise's business (issue 23, spec §6): a `director` runs the
 * enterprise's staff and sees all its accounts; an `approver` checks staff changes; an
 * `inquirer` (a staff user a director added, YX or pending expiry DS) queries the accounts bound
 * to them. Only authenticated (ST) enterprises have seats. Directors and approvers come from
 * `user_enterprises`, inquirers from `enterprise_inquirers`.
 */
export type SeatRole = 'director' | 'approver' | 'inquirer';

export interface EnterpriseSeat {
  userId: string;
  /** The login name, §3 `userAccount`. */
  userAccount: string;
  enterpriseId: string;
  enterpriseName: string;
  role: SeatRole;
}

/** Inquirer states that still let the user query: valid, and valid until a delete is approved. */
const QUERYING_STATES = ['YX', 'DS'];
const RANK: Record<SeatRole, number> = { director: 0, approver: 1, inquirer: 2 };

/**
 * Both kinds of seat in one statement, memberships before staff seats, each oldest first (the
 * first is the default enterprise). Every enterprise call starts here: prepared once.
 */
const seatsStatement = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const members = db
    .select({
      enterpriseId: enterprises.id,
      enterpriseName: enterprises.name,
      role: userEnterprises.role,
      userAccount: users.loginName,
      seatKind: sql<number>`0`.as('seat_kind'),
      since: sql<Date>`${userEnterprises.createdAt}`.as('since'),
    })
    .from(userEnterprises)
    .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
    .innerJoin(users, eq(users.id, userEnterprises.userId))
    .where(and(eq(userEnterprises.userId, userId), eq(enterprises.authStatus, 'ST'), inArray(userEnterprises.role, ['director', 'approver'])));
  const inquirers = db
    .select({
      enterpriseId: enterprises.id,
      enterpriseName: enterprises.name,
      role: sql<string>`'inquirer'`.as('role'),
      userAccount: users.loginName,
      seatKind: sql<number>`1`.as('seat_kind'),
      since: sql<Date>`${enterpriseInquirers.createdAt}`.as('since'),
    })
    .from(enterpriseInquirers)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseInquirers.enterpriseId))
    .innerJoin(users, eq(users.id, enterpriseInquirers.userId))
    .where(and(eq(enterpriseInquirers.userId, userId), eq(enterprises.authStatus, 'ST'), inArray(enterpriseInquirers.userState, QUERYING_STATES)));
  return unionAll(members, inquirers).orderBy(asc(sql`seat_kind`), asc(sql`since`)).prepare('enterprise_seats');
});

/** Every seat of a user, the strongest role per enterprise, oldest enterprise first. */
export async function seatsOf(db: Db, userId: string): Promise<EnterpriseSeat[]> {
  const rows = await seatsStatement(db).execute({ userId });
  const seats = new Map<string, EnterpriseSeat>();
  for (const { seatKind: _kind, since: _since, ...row } of rows) {
    const role = row.role as SeatRole;
    const kept = seats.get(row.enterpriseId);
    if (!kept || RANK[role] < RANK[kept.role]) seats.set(row.enterpriseId, { userId, ...row, role });
  }
  return [...seats.values()];
}

/**
 * The caller's seat in the enterprise a call names (§3 `memberCustomerId`), or in their first
 * enterprise when the call names none. An enterprise the caller has no seat in is "not found",
 * never "forbidden", so other enterprises' ids stay unknown (IDOR).
 */
export async function seatFor(db: Db, userId: string, enterpriseId?: string): Promise<EnterpriseSeat> {
  return seatAmong(await seatsOf(db, userId), enterpriseId);
}

/** `seatFor` among seats already read (a call that also lists them reads them once). */
export function seatAmong(seats: readonly EnterpriseSeat[], enterpriseId?: string): EnterpriseSeat {
  const seat = enterpriseId ? seats.find((s) => s.enterpriseId === enterpriseId) : seats[0];
  if (!seat) throw enterpriseId ? new AppError('ENTERPRISE_SEAT_NOT_FOUND', { field: 'memberCustomerId' }) : new AppError('ENTERPRISE_NO_SEAT');
  return seat;
}

/** A seat whose role is one of `roles` (a staff operation needs a director, a check a director or approver). */
export async function seatWithRole(db: Db, userId: string, enterpriseId: string | undefined, roles: readonly SeatRole[]): Promise<EnterpriseSeat> {
  const seat = await seatFor(db, userId, enterpriseId);
  if (!roles.includes(seat.role)) throw new AppError('ENTERPRISE_ROLE_REQUIRED');
  return seat;
}

/** The account numbers a seat may query: all of the enterprise's for a director, the bound ones otherwise. */
export async function visibleAccountNos(db: Db, seat: EnterpriseSeat): Promise<string[]> {
  const rows =
    seat.role === 'director'
      ? await db.select({ accountNo: ledgerAccounts.accountNo }).from(ledgerAccounts).where(eq(ledgerAccounts.enterpriseId, seat.enterpriseId))
      : await db
          .select({ accountNo: inquirerAccounts.accountNo })
          .from(inquirerAccounts)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountNo, inquirerAccounts.accountNo))
          .where(and(eq(inquirerAccounts.userId, seat.userId), eq(inquirerAccounts.enterpriseId, seat.enterpriseId), eq(ledgerAccounts.enterpriseId, seat.enterpriseId)));
  return rows.map((r) => r.accountNo).sort();
}

/** Throws "not found" unless the seat may query every one of `accountNos`. */
export async function requireVisibleAccounts(db: Db, seat: EnterpriseSeat, accountNos: readonly string[]): Promise<void> {
  const visible = new Set(await visibleAccountNos(db, seat));
  if (accountNos.some((a) => !visible.has(a))) throw new AppError('ENTERPRISE_ACCOUNT_NOT_FOUND', { field: 'account' });
}
