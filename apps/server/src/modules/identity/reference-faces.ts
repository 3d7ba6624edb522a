import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personReferenceFaces, personRegistry } from '../../db/schema/identity-verification.ts';
import { descriptorFromBytes } from '../../providers/face/descriptor.ts';
import type { ReferenceFaces } from '../../providers/face/local.ts';
import { createDocumentVault, type DocumentVault } from './document-vault.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The pipeline that makes descriptors (detector-worker.ts): face-api 1.7.15's tiny face detector
 * at 416 px, its 68-point landmarks and its recognition network. Descriptors of another pipeline
 * do not compare, so a reference made by one is ignored by the other (it must be described again).
 */
export const FACE_MODEL = 'face-api-1.7.15/tiny416+landmark68+recognition128';

/** The reference descriptors of the registry's people, found by the claimed document's keyed digest. */
export function registryReferenceFaces(db: Db): ReferenceFaces {
  let vault: Promise<DocumentVault> | undefined;
  return {
    async descriptorOf(docType, docNumber) {
      const digest = (await (vault ??= createDocumentVault(db))).digest(docType, docNumber);
      const [row] = await db
        .select({ descriptor: personReferenceFaces.descriptor })
        .from(personReferenceFaces)
        .innerJoin(personRegistry, eq(personRegistry.id, personReferenceFaces.personId))
        .where(and(eq(personRegistry.docType, docType), eq(personRegistry.docDigest, digest), eq(personReferenceFaces.model, FACE_MODEL)));
      return row ? descriptorFromBytes(row.descriptor) : undefined;
    },
  };
}

/** Stores (or replaces) a person's reference: the descriptor, and the photo when there is one. */
export async function saveReferenceFace(
  db: Db | Tx,
  row: { personId: number; descriptor: Buffer; photo: Buffer | null; source: 'seed' | 'import' },
): Promise<void> {
  const values = { ...row, model: FACE_MODEL };
  await db
    .insert(personReferenceFaces)
    .values(values)
    .onConflictDoUpdate({ target: personReferenceFaces.personId, set: { descriptor: row.descriptor, photo: row.photo, model: FACE_MODEL, source: row.source, updatedAt: new Date() } });
}
