import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enterpriseAuths } from '../../db/schema/identity-verification.ts';
import { enterprises, userEnterprises } from '../../db/schema/identity.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The role an approved application gives: the legal representative directs, an agent operates. */
export type GrantedRole = 'director' | 'operator';

export const roleForApplicant = (applicantRole: string): GrantedRole => (applicantRole === 'legal' ? 'director' : 'operator');

/**
 * Approves an enterprise authentication inside the caller's transaction (issue 21), whoever
 * decides it (the automatic checks in `authService`, or an operator in the review queue): the
 * application turns ST, the enterprise is created or marked authenticated, and the user is bound
 * to it with the granted role (an existing binding takes the new role); unproven bindings of an
 * enterprise authenticated for the first time are dropped. Only a pending (DS)
 * application is approved; returns false when it was not pending any more.
 */
export async function approveEnterpriseAuth(
  tx: Db | Tx,
  applicationId: string,
  decision: { grantedRole: GrantedRole; reviewedBy: string | null },
): Promise<boolean> {
  const [application] = await tx
    .update(enterpriseAuths)
    .set({ status: 'ST', grantedRole: decision.grantedRole, reviewedBy: decision.reviewedBy, reviewedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(enterpriseAuths.id, applicationId), eq(enterpriseAuths.status, 'DS')))
    .returning();
  if (!application) return false;
  const [before] = await tx
    .select({ id: enterprises.id, authStatus: enterprises.authStatus })
    .from(enterprises)
    .where(eq(enterprises.creditCode, application.creditCode));
  const [enterprise] = await tx
    .insert(enterprises)
    .values({ id: randomUUID(), name: application.enterpriseName, creditCode: application.creditCode, authStatus: 'ST' })
    .onConflictDoUpdate({ target: enterprises.creditCode, set: { name: application.enterpriseName, authStatus: 'ST' } })
    .returning({ id: enterprises.id });
  await tx
    .insert(userEnterprises)
    .values({ userId: application.userId, enterpriseId: enterprise!.id, role: decision.grantedRole })
    .onConflictDoUpdate({ target: [userEnterprises.userId, userEnterprises.enterpriseId], set: { role: decision.grantedRole } });
  // An enterprise authenticated now for the first time keeps only this proven binding: whoever
  // registered with its credit code before (registration binds without proof) does not become
  // a director of an authenticated enterprise; they may apply like anyone else.
  if (before && before.authStatus !== 'ST') {
    await tx.delete(userEnterprises).where(and(eq(userEnterprises.enterpriseId, before.id), ne(userEnterprises.userId, application.userId)));
  }
  return true;
}
