import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { enterpriseRegistry, personReferenceFaces, personRegistry } from '../src/db/schema/identity-verification.ts';
import { seedMarks } from '../src/db/schema/system.ts';
import { cropReferenceFace, REFERENCE_FACE_CROPS } from '../src/db/seed/identity/reference-face-crops.ts';
import { REFERENCE_FACE_DESCRIPTORS } from '../src/db/seed/identity/reference-face-descriptors.ts';
import { seedIdentityRegistries } from '../src/db/seed/identity/seed-registries.ts';
import { createDocumentVault } from '../src/modules/identity/document-vault.ts';
import { FACE_MODEL } from '../src/modules/identity/reference-faces.ts';
import { descriptorDistance, descriptorFromBytes } from '../src/providers/face/descriptor.ts';
import { createFaceDetector } from '../src/providers/face/face-detector.ts';
import { describeFace } from '../src/providers/face/local.ts';
import { FACED_PERSONS, FACELESS_PERSONS } from './support/registry-faces.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const db = () => server.app.database.db;

describe('the demo registry’s reference faces (issue 35)', () => {
  it('are what the face pipeline makes of their crops today (run `npm run faces:describe` after changing either)', async () => {
    const detector = createFaceDetector();
    try {
      expect(Object.keys(REFERENCE_FACE_DESCRIPTORS)).toHaveLength(REFERENCE_FACE_CROPS.length);
      for (const spec of REFERENCE_FACE_CROPS) {
        const described = await describeFace(detector, { bytes: await cropReferenceFace(spec), mimeType: 'image/jpeg' });
        if ('refusal' in described) throw new Error(`${spec.docNumber}: ${described.refusal}`);
        const committed = descriptorFromBytes(Buffer.from(REFERENCE_FACE_DESCRIPTORS[`${spec.docType}:${spec.docNumber}`]!, 'base64'));
        expect({ doc: spec.docNumber, near: descriptorDistance(described.descriptor, committed) < 0.02 }).toEqual({ doc: spec.docNumber, near: true });
      }
    } finally {
      await detector.close();
    }
  }, 60_000);

  it('are seeded for the 15 people with a face and nobody else, without a photo', async () => {
    const vault = await createDocumentVault(db());
    const faceOf = async (p: { docType: string; docNumber: string }) =>
      (
        await db()
          .select({ source: personReferenceFaces.source, model: personReferenceFaces.model, photo: personReferenceFaces.photo })
          .from(personReferenceFaces)
          .innerJoin(personRegistry, eq(personRegistry.id, personReferenceFaces.personId))
          .where(eq(personRegistry.docDigest, vault.digest(p.docType, p.docNumber)))
      )[0];
    expect(FACED_PERSONS).toHaveLength(15);
    for (const p of FACED_PERSONS) expect(await faceOf(p)).toEqual({ source: 'seed', model: FACE_MODEL, photo: null });
    for (const p of FACELESS_PERSONS) expect(await faceOf(p)).toBeUndefined();
    // The enterprises record their legal representatives' documents.
    const reps = await db().select({ code: enterpriseRegistry.creditCode, digest: enterpriseRegistry.legalRepDocDigest }).from(enterpriseRegistry);
    expect(reps.every((r) => r.digest !== null)).toBe(true);
  });

  it('reach a database seeded before issue 35 at its next start, once, sparing what an operator imported', async () => {
    const count = async () => (await db().select({ n: sql<number>`count(*)`.mapWith(Number) }).from(personReferenceFaces))[0]!.n;
    // As such a database was: no reference faces, no legal representatives' documents, neither mark.
    await db().delete(personReferenceFaces);
    await db().update(enterpriseRegistry).set({ legalRepDocType: null, legalRepDocDigest: null });
    await db().delete(seedMarks).where(sql`${seedMarks.name} in ('identity_reference_faces', 'enterprise_legal_rep_documents')`);
    // An operator meanwhile re-imported one seeded person: theirs is no longer the seed's to describe.
    const vault = await createDocumentVault(db());
    const zhang = FACED_PERSONS.find((p) => p.realName === '张伟')!;
    await db().update(personRegistry).set({ source: 'import' }).where(eq(personRegistry.docDigest, vault.digest(zhang.docType, zhang.docNumber)));

    await seedIdentityRegistries(db());
    expect(await count()).toBe(14);
    expect((await db().select().from(enterpriseRegistry)).every((e) => e.legalRepDocDigest !== null)).toBe(true);
    await seedIdentityRegistries(db());
    expect(await count()).toBe(14);
  });
});
