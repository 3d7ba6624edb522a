import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { enterpriseRegistry, personReferenceFaces, personRegistry, realNameAuths } from '../../schema/identity-verification.ts';
import { users } from '../../schema/identity.ts';
import { createDocumentVault, type DocumentVault } from '../../../modules/identity/document-vault.ts';
import { saveReferenceFace } from '../../../modules/identity/reference-faces.ts';
import { DEMO_CUSTOMERS } from '../demo-accounts.ts';
import { claimSeedMark } from '../seed-marks.ts';
import { REFERENCE_FACE_DESCRIPTORS } from './reference-face-descriptors.ts';
import { SEED_ENTERPRISES, SEED_PERSONS } from './registry-data.ts';

const REGISTRIES_MARK = 'identity_registries';
/** A step of its own, so a database seeded before issue 35 gets the reference faces at its next start. */
const REFERENCE_FACES_MARK = 'identity_reference_faces';
const LEGAL_REP_DOCS_MARK = 'enterprise_legal_rep_documents';

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
    await tx.insert(enterpriseRegistry).values(SEED_ENTERPRISES.map((e) => seedEnterpriseRow(e, vault))).onConflictDoNothing();

    // The demo accounts are not weak: their names count as verified with their registry documents.
    const demoIds = DEMO_CUSTOMERS.map((d) => d.id);
    const present = await tx.select({ id: users.id, realName: users.realName, phone: users.phone }).from(users).where(and(inArray(users.id, demoIds), eq(users.weak, false)));
    for (const user of present) {
      const person = SEED_PERSONS.find((p) => p.realName === user.realName && p.phone === user.phone);
      if (!person) continue;
      await tx.insert(realNameAuths).values(verifiedRealNameRow(vault, user.id, person)).onConflictDoNothing();
    }
  });
  await seedReferenceFaces(db, vault);
  await seedLegalRepDocuments(db, vault);
}

/** A real-name authentication as verified by the bank's own records (`method` seed), the document sealed for its row. */
export function verifiedRealNameRow(vault: DocumentVault, userId: string, person: { realName: string; docType: string; docNumber: string; phone: string }) {
  const id = randomUUID();
  return {
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
  };
}

function seedEnterpriseRow({ legalRepDocNumber, ...e }: (typeof SEED_ENTERPRISES)[number], vault: DocumentVault) {
  return { ...e, legalRepDocType: '0', legalRepDocDigest: vault.digest('0', legalRepDocNumber), source: 'seed' };
}

/** The legal representatives' documents of the seeded enterprises, once, for a database seeded before issue 35. */
async function seedLegalRepDocuments(db: Db, vault: DocumentVault): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, LEGAL_REP_DOCS_MARK))) return;
    for (const e of SEED_ENTERPRISES) {
      const { legalRepDocType, legalRepDocDigest } = seedEnterpriseRow(e, vault);
      await tx
        .update(enterpriseRegistry)
        .set({ legalRepDocType, legalRepDocDigest })
        .where(and(eq(enterpriseRegistry.creditCode, e.creditCode), eq(enterpriseRegistry.source, 'seed'), isNull(enterpriseRegistry.legalRepDocDigest)));
    }
  });
}

/**
 * The demo people's reference descriptors, once: only for people still as the seed made them (an
 * operator's import of the same document, or a reference photo of their own, is never replaced).
 */
async function seedReferenceFaces(db: Db, vault: DocumentVault): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await claimSeedMark(tx, REFERENCE_FACES_MARK))) return;
    for (const [key, descriptor] of Object.entries(REFERENCE_FACE_DESCRIPTORS)) {
      const [docType, docNumber] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      const [person] = await tx
        .select({ id: personRegistry.id, source: personRegistry.source, face: personReferenceFaces.personId })
        .from(personRegistry)
        .leftJoin(personReferenceFaces, eq(personReferenceFaces.personId, personRegistry.id))
        .where(and(eq(personRegistry.docType, docType), eq(personRegistry.docDigest, vault.digest(docType, docNumber))));
      if (!person || person.source !== 'seed' || person.face !== null) continue;
      await saveReferenceFace(tx, { personId: person.id, descriptor: Buffer.from(descriptor, 'base64'), photo: null, source: 'seed' });
    }
  });
}
