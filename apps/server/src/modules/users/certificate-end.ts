import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { certificates } from '../../db/schema/certificates.ts';

/**
 * The end of the user's earliest-ending certificate still valid, as a subquery of the read
 * that loads the user (the status poll keeps its one statement; certificates_user_idx answers it).
 */
export function earliestCertificateEnd(userId: PgColumn): SQL.Aliased<Date | null> {
  return sql<Date | null>`(select min(${certificates.notAfter}) from ${certificates}
    where ${certificates.userId} = ${userId} and ${certificates.status} = 'valid' and ${certificates.notAfter} > now())`
    .mapWith(certificates.notAfter)
    .as('cert_not_after');
}
