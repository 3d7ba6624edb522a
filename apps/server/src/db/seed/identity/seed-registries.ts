import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { enterpriseRegistry, personRegistry, realNameAuths } from '../../schema/identity-verification.ts';
import { users } from '../../schema/identity.ts';
import { createDocumentVault } from '../../../modules/identity/document-vault.ts';
import { DEMO_CUSTOMERS } from '../demo-accounts.ts';
import { claimSeedMark } from '../seed-marks.ts';
import { SEED_ENTERPRISES, SEED_PERSONS } from './registry-data.ts';

const REGISTRIES_MARK = 'identity_registries';

/**
 * Seeds the local registries once in a database's life, and records the demo accounts' names
 * as verified by these documents. It runs after the keys at rest are ready (app.ts): document
 * digests are keyed by a server secret sealed under the master key. An operator's later
 * deletion or import is never undone.
 */
export async function seedIdentityRegistries(db: Db): Promise<void> {
  const vault = await createDocumentVault(db);
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, REGISTRIES_MARK))) return;
    await tx
      .insert(personRegistry)
      .values(
        SEED_PERSONS.map((p) => ({
          realName: p.realName,
          docType: p.docType,
          docDigest: vault.digest(p.docType, p.docNumber),
          docMasked: vault.masked(p.docNumber),
          phone: p.phone,
          source: 'seed',
        })),
      )
      .onConflictDoNothing();
    await tx.insert(enterpriseRegistry).values(SEED_ENTERPRISES.map((e) => ({ ...e, source: 'seed' }))).onConflictDoNothing();

    // The demo accounts are not weak: their names count as verified with their registry documents.
    const demoIds = DEMO_CUSTOMERS.map((d) => d.id);
    const present = await tx.select({ id: users.id, realName: users.realName, phone: users.phone }).from(users).where(and(inArray(users.id, demoIds), eq(users.weak, false)));
    for (const user of present) {
      const person = SEED_PERSONS.find((p) => p.realName === user.realName && p.phone === user.phone);
      if (!person) continue;
      const id = randomUUID();
      await tx
        .insert(realNameAuths)
        .values({
          id,
          userId: user.id,
          realName: person.realName,
          docType: person.docType,
          docDigest: vault.digest(person.docType, person.docNumber),
          docSealed: vault.seal(person.docNumber, 'real_name_auths', id),
          docMasked: vault.masked(person.docNumber),
          phone: person.phone,
          status: 'verified',
          method: 'seed',
          verifiedAt: new Date(),
        })
        .onConflictDoNothing();
    }
  });
}
