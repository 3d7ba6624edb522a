import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { enterprises, userEnterprises, users } from '../../db/schema/identity.ts';

export async function updatePhone(db: Db, userId: string, phone: string): Promise<void> {
  await db.update(users).set({ phone }).where(eq(users.id, userId));
}

export async function updateEmail(db: Db, userId: string, email: string | null): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}

/** Closes the account and ends its enterprise links in one transaction; returns those enterprises. */
export async function cancelAccount(db: Db, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const linked = await tx
      .select({ name: enterprises.name })
      .from(userEnterprises)
      .innerJoin(enterprises, eq(enterprises.id, userEnterprises.enterpriseId))
      .where(eq(userEnterprises.userId, userId));
    await tx.delete(userEnterprises).where(eq(userEnterprises.userId, userId));
    await tx.update(users).set({ status: 'cancelled', cancelledAt: sql`now()` }).where(eq(users.id, userId));
    return linked.map((e) => e.name);
  });
}
