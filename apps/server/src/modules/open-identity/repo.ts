import { and, eq } from 'drizzle-orm';
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
