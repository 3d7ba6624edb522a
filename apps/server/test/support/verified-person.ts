import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { realNameAuths } from '../../src/db/schema/identity-verification.ts';
import { users } from '../../src/db/schema/identity.ts';
import { createDocumentVault } from '../../src/modules/identity/document-vault.ts';

/**
 * Records a customer as real-name verified with a registry person's document, as the seed does
 * for the demo accounts (method `seed`), without going through the flow a test is not about.
 */
export async function recordVerifiedRealName(db: Db, userId: string, person: { realName: string; docType: string; docNumber: string; phone: string }): Promise<void> {
  const vault = await createDocumentVault(db);
  const id = randomUUID();
  await db.insert(realNameAuths).values({
    id,
    userId,
    realName: person.realName,
    docType: person.docType,
    docDigest: vault.digest(person.docType, person.docNumber),
    docSealed: vault.seal(person.docNumber, 'real_name_auths', id),
    docMasked: vault.masked(person.docNumber),
    phone: person.phone,
    status: 'verified',
    method: 'seed',
    verifiedAt: new Date(),
  });
  await db.update(users).set({ realName: person.realName, weak: false }).where(eq(users.id, userId));
}
