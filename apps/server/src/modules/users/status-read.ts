import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { enterprises, userEnterprises, users } from '../../db/schema/identity.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { earliestCertificateEnd } from './certificate-end.ts';

function statusQuery(db: Db) {
  return db
    .select({ session: sessions, user: users, enterpriseId: enterprises.id, enterpriseName: enterprises.name, certNotAfter: earliestCertificateEnd(users.id) })
    .from(sessions)
    .leftJoin(users, and(eq(users.id, sessions.principalId), eq(sessions.kind, 'user'), ne(users.status, 'cancelled')))
    .leftJoin(userEnterprises, eq(userEnterprises.userId, users.id))
    .leftJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .orderBy(asc(userEnterprises.createdAt))
    .limit(1)
    .prepare('session_status');
}

/** Prepared once per database: the poll is the busiest query, planned once per connection. */
const statusStatement = preparedPerDatabase(statusQuery);

/**
 * The status poll's one read (ARCHITECTURE §5: one indexed read, no writes): the session by its
 * key, its live customer, and the customer's first enterprise, in a single query.
 */
export async function readSessionWithUser(db: Db, idHash: string) {
  const row = (await statusStatement(db).execute({ idHash }))[0];
  if (!row) return undefined;
  const enterprise = row.enterpriseId && row.enterpriseName ? { id: row.enterpriseId, name: row.enterpriseName } : undefined;
  return { session: row.session, user: row.user ?? undefined, enterprise, certNotAfter: row.certNotAfter ?? null };
}
