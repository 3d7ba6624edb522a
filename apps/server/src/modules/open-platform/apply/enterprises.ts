import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { openApiAdmins } from '../../../db/schema/index.ts';
import { seatsOf } from '../../enterprise-access/seats.ts';

/** The caller's seats for the /yqzl enterprise choice, default (first) enterprise first. */
export async function openApiEnterprisesOf(db: Db, userId: string) {
  const seats = await seatsOf(db, userId);
  const ids = seats.map((s) => s.enterpriseId);
  const adminOf = new Set(
    ids.length === 0
      ? []
      : (await db.select({ id: openApiAdmins.enterpriseId }).from(openApiAdmins).where(and(eq(openApiAdmins.userId, userId), inArray(openApiAdmins.enterpriseId, ids)))).map((r) => r.id),
  );
  return {
    enterprises: seats.map((s) => ({ id: s.enterpriseId, name: s.enterpriseName, role: s.role, manages: s.role === 'director' || adminOf.has(s.enterpriseId) })),
  };
}
