import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userEnterprises, users } from '../../db/schema/identity.ts';
import { enterpriseInquirers, inquirerAccounts, inquirerChanges, ledgerAccounts } from '../../db/schema/ledger.ts';
import type { BindingSnapshot } from './snapshot.ts';

/** SQL of staff users, their maker-checker changes and account bindings (issue 23). */

export type InquirerRow = typeof enterpriseInquirers.$inferSelect;
export type ChangeRow = typeof inquirerChanges.$inferSelect;

/** A live portal user with exactly this login name (any case) and this phone. */
export async function liveUserByLoginAndPhone(db: Db, loginName: string, phone: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.loginName}) = lower(${loginName})`, eq(users.phone, phone), eq(users.status, 'active')));
  return row;
}

export async function isDirectorOrApprover(db: Db, enterpriseId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: userEnterprises.role })
    .from(userEnterprises)
    .where(and(eq(userEnterprises.enterpriseId, enterpriseId), eq(userEnterprises.userId, userId), inArray(userEnterprises.role, ['director', 'approver'])));
  return rows.length > 0;
}

export async function inquirerOf(db: Db, enterpriseId: string, userId: string, lock = false): Promise<InquirerRow | undefined> {
  const query = db.select().from(enterpriseInquirers).where(and(eq(enterpriseInquirers.enterpriseId, enterpriseId), eq(enterpriseInquirers.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function pendingChangeOf(db: Db, enterpriseId: string, userId: string): Promise<ChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(inquirerChanges)
    .where(and(eq(inquirerChanges.enterpriseId, enterpriseId), eq(inquirerChanges.targetUserId, userId), eq(inquirerChanges.status, 'DS')));
  return row;
}

export async function changeOf(db: Db, enterpriseId: string, changeId: string, lock = false): Promise<ChangeRow | undefined> {
  const query = db.select().from(inquirerChanges).where(and(eq(inquirerChanges.enterpriseId, enterpriseId), eq(inquirerChanges.id, changeId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The id of the latest approved change of each of `userIds` (what a rollback may undo). */
export async function latestApprovedIds(db: Db, enterpriseId: string, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([inquirerChanges.targetUserId], { userId: inquirerChanges.targetUserId, id: inquirerChanges.id })
    .from(inquirerChanges)
    .where(and(eq(inquirerChanges.enterpriseId, enterpriseId), eq(inquirerChanges.status, 'ST'), inArray(inquirerChanges.targetUserId, userIds)))
    .orderBy(inquirerChanges.targetUserId, desc(inquirerChanges.checkedAt), desc(inquirerChanges.madeAt));
  return new Map(rows.map((r) => [r.userId, r.id]));
}

export async function bindingsOf(db: Db, enterpriseId: string, userId: string): Promise<BindingSnapshot[]> {
  return db
    .select({ accountNo: inquirerAccounts.accountNo, note: inquirerAccounts.note, boundBy: inquirerAccounts.boundBy })
    .from(inquirerAccounts)
    .where(and(eq(inquirerAccounts.enterpriseId, enterpriseId), eq(inquirerAccounts.userId, userId)))
    .orderBy(asc(inquirerAccounts.accountNo));
}

/** Makes a staff user's bindings exactly `accounts` (those still accounts of the enterprise). */
export async function setBindings(db: Db, enterpriseId: string, userId: string, accounts: BindingSnapshot[]): Promise<void> {
  await db.delete(inquirerAccounts).where(and(eq(inquirerAccounts.enterpriseId, enterpriseId), eq(inquirerAccounts.userId, userId)));
  if (accounts.length === 0) return;
  const still = new Set(await enterpriseAccountNos(db, enterpriseId, accounts.map((a) => a.accountNo)));
  const rows = accounts.filter((a) => still.has(a.accountNo)).map((a) => ({ enterpriseId, userId, ...a }));
  if (rows.length > 0) await db.insert(inquirerAccounts).values(rows).onConflictDoNothing();
}

/** Which of `accountNos` are ledger accounts of the enterprise. */
export async function enterpriseAccountNos(db: Db, enterpriseId: string, accountNos: string[]): Promise<string[]> {
  if (accountNos.length === 0) return [];
  const rows = await db
    .select({ accountNo: ledgerAccounts.accountNo })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.enterpriseId, enterpriseId), inArray(ledgerAccounts.accountNo, accountNos)));
  return rows.map((r) => r.accountNo);
}

export interface InquirerFilter {
  userState?: string | undefined;
  keyword?: string | undefined;
}

function inquirerWhere(enterpriseId: string, filter: InquirerFilter) {
  const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(enterpriseInquirers.enterpriseId, enterpriseId),
    filter.userState ? eq(enterpriseInquirers.userState, filter.userState) : undefined,
    like ? or(ilike(users.loginName, like), ilike(enterpriseInquirers.userName, like)) : undefined,
  );
}

/** One page of the staff list, oldest first, with bound-account counts and pending changes. */
export async function inquirerPage(db: Db, enterpriseId: string, filter: InquirerFilter, page: { offset: number; limit: number }) {
  const where = inquirerWhere(enterpriseId, filter);
  const [total] = await db.select({ n: count() }).from(enterpriseInquirers).innerJoin(users, eq(users.id, enterpriseInquirers.userId)).where(where);
  const rows = await db
    .select({
      userId: enterpriseInquirers.userId,
      userAccount: users.loginName,
      userName: enterpriseInquirers.userName,
      userState: enterpriseInquirers.userState,
      boundAccounts: sql<number>`(select count(*)::int from ${inquirerAccounts} where ${inquirerAccounts.enterpriseId} = ${enterpriseInquirers.enterpriseId} and ${inquirerAccounts.userId} = ${enterpriseInquirers.userId})`,
      pendingChangeId: sql<string | null>`(select ${inquirerChanges.id} from ${inquirerChanges} where ${inquirerChanges.enterpriseId} = ${enterpriseInquirers.enterpriseId} and ${inquirerChanges.targetUserId} = ${enterpriseInquirers.userId} and ${inquirerChanges.status} = 'DS' limit 1)`,
    })
    .from(enterpriseInquirers)
    .innerJoin(users, eq(users.id, enterpriseInquirers.userId))
    .where(where)
    .orderBy(asc(enterpriseInquirers.createdAt), asc(enterpriseInquirers.userId))
    .offset(page.offset)
    .limit(page.limit);
  return { total: total?.n ?? 0, rows };
}

/** One page of changes, pending (DS) or not, newest first. */
export async function changePage(db: Db, enterpriseId: string, pending: boolean, page: { offset: number; limit: number }) {
  const where = and(eq(inquirerChanges.enterpriseId, enterpriseId), pending ? eq(inquirerChanges.status, 'DS') : sql`${inquirerChanges.status} <> 'DS'`);
  const [total] = await db.select({ n: count() }).from(inquirerChanges).where(where);
  const rows = await db
    .select()
    .from(inquirerChanges)
    .where(where)
    .orderBy(desc(pending ? inquirerChanges.madeAt : sql`coalesce(${inquirerChanges.checkedAt}, ${inquirerChanges.madeAt})`), desc(inquirerChanges.id))
    .offset(page.offset)
    .limit(page.limit);
  return { total: total?.n ?? 0, rows };
}

/** Login names of users, and the names the enterprise gave its staff users. */
export async function namesOf(db: Db, enterpriseId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, { loginName: string; userName: string | null }>();
  const rows = await db
    .select({ id: users.id, loginName: users.loginName, userName: enterpriseInquirers.userName, realName: users.realName })
    .from(users)
    .leftJoin(enterpriseInquirers, and(eq(enterpriseInquirers.userId, users.id), eq(enterpriseInquirers.enterpriseId, enterpriseId)))
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, { loginName: r.loginName, userName: r.userName ?? r.realName }]));
}

/** The enterprise's accounts with their binding to one staff user, filtered by bind status. */
export async function relationPage(db: Db, enterpriseId: string, userId: string, bound: boolean, page: { offset: number; limit: number }) {
  const join = and(eq(inquirerAccounts.accountNo, ledgerAccounts.accountNo), eq(inquirerAccounts.userId, userId), eq(inquirerAccounts.enterpriseId, enterpriseId));
  const where = and(eq(ledgerAccounts.enterpriseId, enterpriseId), bound ? sql`${inquirerAccounts.accountNo} is not null` : sql`${inquirerAccounts.accountNo} is null`);
  const [total] = await db.select({ n: count() }).from(ledgerAccounts).leftJoin(inquirerAccounts, join).where(where);
  const rows = await db
    .select({
      account: ledgerAccounts.accountNo,
      accountName: ledgerAccounts.accountName,
      accountType: ledgerAccounts.accountType,
      currency: ledgerAccounts.currency,
      note: inquirerAccounts.note,
      boundAt: inquirerAccounts.boundAt,
    })
    .from(ledgerAccounts)
    .leftJoin(inquirerAccounts, join)
    .where(where)
    .orderBy(asc(ledgerAccounts.accountNo))
    .offset(page.offset)
    .limit(page.limit);
  return { total: total?.n ?? 0, rows };
}

export async function enterpriseAccounts(db: Db, enterpriseId: string) {
  return db
    .select({ account: ledgerAccounts.accountNo, accountName: ledgerAccounts.accountName, accountType: ledgerAccounts.accountType, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.enterpriseId, enterpriseId))
    .orderBy(asc(ledgerAccounts.accountNo));
}

export async function allBindings(db: Db, enterpriseId: string) {
  return db
    .select({
      userId: inquirerAccounts.userId,
      userAccount: users.loginName,
      userName: enterpriseInquirers.userName,
      account: inquirerAccounts.accountNo,
      accountName: ledgerAccounts.accountName,
    })
    .from(inquirerAccounts)
    .innerJoin(users, eq(users.id, inquirerAccounts.userId))
    .innerJoin(enterpriseInquirers, and(eq(enterpriseInquirers.userId, inquirerAccounts.userId), eq(enterpriseInquirers.enterpriseId, inquirerAccounts.enterpriseId)))
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.accountNo, inquirerAccounts.accountNo), eq(ledgerAccounts.enterpriseId, enterpriseId)))
    .where(eq(inquirerAccounts.enterpriseId, enterpriseId))
    .orderBy(asc(users.loginName), asc(inquirerAccounts.accountNo));
}
