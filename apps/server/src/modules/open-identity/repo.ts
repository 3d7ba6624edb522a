import { and, eq, notLike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { openIdentityLinks, openIdentityPartners } from '../../db/schema/open-identity.ts';

export async function findPartner(db: Db, id: string) {
  const rows = await db.select().from(openIdentityPartners).where(eq(openIdentityPartners.id, id));
  return rows[0];
}

export async function findLinkedUser(db: Db, partnerId: string, subject: string): Promise<string | undefined> {
  const rows = await db
    .select({ userId: openIdentityLinks.userId })
    .from(openIdentityLinks)
    .where(and(eq(openIdentityLinks.partnerId, partnerId), eq(openIdentityLinks.subject, subject)));
  return rows[0]?.userId;
}

export async function linksOf(db: Db, partnerId: string) {
  return db.select().from(openIdentityLinks).where(eq(openIdentityLinks.partnerId, partnerId));
}

/** Partners whose secret is not in the sealed form (an older database, or a row added with SQL). */
export async function partnersWithClearSecret(db: Db, sealedPrefix: string): Promise<Array<{ id: string; secret: string }>> {
  return db
    .select({ id: openIdentityPartners.id, secret: openIdentityPartners.secret })
    .from(openIdentityPartners)
    .where(notLike(openIdentityPartners.secret, `${sealedPrefix}%`));
}

/** Replaces a partner's stored secret only if it is still the value read; true when it did. */
export async function replaceSecretIfUnchanged(db: Db, id: string, was: string, now: string): Promise<boolean> {
  const rows = await db
    .update(openIdentityPartners)
    .set({ secret: now })
    .where(and(eq(openIdentityPartners.id, id), eq(openIdentityPartners.secret, was)))
    .returning({ id: openIdentityPartners.id });
  return rows.length > 0;
}
