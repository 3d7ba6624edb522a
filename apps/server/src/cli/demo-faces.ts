/**
 * `npm run demo:faces [folder]`: writes a picture of each demo registry person who has a reference
 * photo (reference-face-crops.ts) to `data/demo-faces/`, named by the person, so that a tester
 * can show "their" face to the local face check: choose the file on the phone page (`#/m/face`)
 * or show it on a screen to the phone's camera. Demo data only: real registries hold real photos.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cropReferenceFace, REFERENCE_FACE_CROPS } from '../db/seed/identity/reference-face-crops.ts';
import { SEED_PERSONS } from '../db/seed/identity/registry-data.ts';

const folder = resolve(process.argv[2] ?? 'data/demo-faces');
mkdirSync(folder, { recursive: true });
for (const spec of REFERENCE_FACE_CROPS) {
  const person = SEED_PERSONS.find((p) => p.docType === spec.docType && p.docNumber === spec.docNumber);
  if (!person) throw new Error(`no registry person for ${spec.docNumber}`);
  writeFileSync(join(folder, `${person.realName}-${person.phone}.jpg`), await cropReferenceFace(spec));
}
process.stdout.write(`${REFERENCE_FACE_CROPS.length} faces written to ${folder}\n`);
