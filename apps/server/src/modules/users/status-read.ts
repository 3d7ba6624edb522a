import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enterprises, userEnterprises, users } from '../../db/schema/identity.ts';
import { sessions } from '../../db/schema/sessions.ts';

/**
 * The status poll's one read (ARCHITECTURE §5: one indexed read, no writes): the session by its
 * key, its live customer, and the customer's first enterprise, in a single query.
 */
export async function readSessionWithUser(db: Db, idHash: string) {
  const rows = await db
    .select({ session: sessions, user: users, enterpriseId: enterprises.id, enterpriseName: enterprises.name })
    .from(sessions)
    .leftJoin(users, and(eq(users.id, sessions.principalId), eq(sessions.kind, 'user'), ne(users.status, 'cancelled')))
    .leftJoin(userEnterprises, eq(userEnterprises.userId, users.id))
    .leftJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
    .where(eq(sessions.idHash, idHash))
    .orderBy(asc(userEnterprises.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const enterprise = row.enterpriseId && row.enterpriseName ? { id: row.enterpriseId, name: row.enterpriseName } : undefined;
  return { session: row.session, user: row.user ?? undefined, enterprise };
}
