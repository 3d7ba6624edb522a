import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditRow } from '@portal/contract/calls/console/audit-list';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/console.ts';
import { AppError } from '../../errors.ts';
import { isoTime } from '../../lib/iso-time.ts';
import { escapeLike } from '../../lib/escape-like.ts';

/** Days are the bank's calendar days (China Standard Time). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  staffId: auditLog.staffId,
  staffName: auditLog.staffName,
  entity: auditLog.entity,
  entityKey: auditLog.entityKey,
  action: auditLog.action,
  summary: auditLog.summary,
};

const rowOf = (r: { id: number; at: Date | string } & Omit<AuditRow, 'id' | 'at'>): AuditRow => ({ ...r, id: Number(r.id), at: isoTime(r.at) });

export interface AuditFilter {
  from?: string | undefined;
  to?: string | undefined;
  entity?: string | undefined;
  staffId?: string | undefined;
  keyword?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** The audit log as operators read it: every console area writes it through recordAudit. */
export async function listAudit(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(gte(auditLog.at, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, nextDay(filter.to)));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.staffId) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(auditLog.summary, like), ilike(auditLog.entityKey, like), ilike(auditLog.staffName, like))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select(columns)
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.pageSize)
    .offset((filter.pageNo - 1) * filter.pageSize);
  const entities = await db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity);
  const operators = await db
    .select({ staffId: auditLog.staffId, staffName: sql<string>`max(${auditLog.staffName})` })
    .from(auditLog)
    .groupBy(auditLog.staffId)
    .orderBy(auditLog.staffId);
  return { total, items: rows.map(rowOf), entities: entities.map((e) => e.entity), operators };
}

export async function getAudit(db: Db, id: number) {
  const rows = await db
    .select({ ...columns, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.id, id));
  const found = rows[0];
  if (!found) throw new AppError('AUDIT_ENTRY_NOT_FOUND', { field: 'id' });
  const { before, after, ...row } = found;
  return { row: rowOf(row), before: before ?? null, after: after ?? null };
}
