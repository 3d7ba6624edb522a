import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { realNameAuths } from '../../src/db/schema/identity-verification.ts';
import { users } from '../../src/db/schema/identity.ts';
import { verifiedRealNameRow } from '../../src/db/seed/identity/seed-registries.ts';
import { createDocumentVault } from '../../src/modules/identity/document-vault.ts';

/**
 * Records a customer as real-name verified with a registry person's document, as the seed does
 * for the demo accounts (method `seed`), without going through the flow a test is not about.
 */
export async function recordVerifiedRealName(db: Db, userId: string, person: { realName: string; docType: string; docNumber: string; phone: string }): Promise<void> {
  await db.insert(realNameAuths).values(verifiedRealNameRow(await createDocumentVault(db), userId, person));
  await db.update(users).set({ realName: person.realName, weak: false }).where(eq(users.id, userId));
}
