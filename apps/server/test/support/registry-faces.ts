import sharp from 'sharp';
import { cropReferenceFace, REFERENCE_FACE_CROPS } from '../../src/db/seed/identity/reference-face-crops.ts';
import { REFERENCE_FACE_DESCRIPTORS } from '../../src/db/seed/identity/reference-face-descriptors.ts';
import { SEED_PERSONS } from '../../src/db/seed/identity/registry-data.ts';
import { normaliseDocNumber } from '../../src/modules/identity/document-vault.ts';
import { descriptorFromBytes } from '../../src/providers/face/descriptor.ts';
import type { FaceSubject } from '../../src/providers/face/face-provider.ts';
import type { ReferenceFaces } from '../../src/providers/face/local.ts';
import { asPhoneSends, PORTRAIT_JPEG } from './faces.ts';

/**
 * Faces of the demo registry's people (issue 35). A person's "live" picture is their reference
 * photo (cropped from face-api's demo pictures, reference-face-crops.ts) as a phone would send it
 * after a new exposure: a little brighter, slightly narrower framing, re-encoded. The stranger
 * is the public-domain portrait of the fixtures, who is no one in the registry.
 */
export const STRANGER_JPEG = PORTRAIT_JPEG;

/** The registry people who have a reference photo, by name. */
export const FACED_PERSONS = SEED_PERSONS.filter((p) => REFERENCE_FACE_CROPS.some((c) => c.docType === p.docType && c.docNumber === p.docNumber));
/** The registry people without one: the local face check cannot pass them. */
export const FACELESS_PERSONS = SEED_PERSONS.filter((p) => !FACED_PERSONS.includes(p));

const cache = new Map<string, Promise<Buffer>>();

/** A phone picture of the registry person with this document number. */
export function liveFaceOf(docNumber: string): Promise<Buffer> {
  let picture = cache.get(docNumber);
  if (!picture) {
    const spec = REFERENCE_FACE_CROPS.find((c) => c.docNumber === docNumber);
    if (!spec) throw new Error(`no reference photo for ${docNumber}`);
    picture = cropReferenceFace(spec).then(async (photo) => {
      const { width = 400, height = 400 } = await sharp(photo).metadata();
      const inset = Math.round(width * 0.04);
      const exposed = await sharp(photo)
        .extract({ left: inset, top: inset, width: width - 2 * inset, height: height - 2 * inset })
        .modulate({ brightness: 1.08 })
        .jpeg({ quality: 80 })
        .toBuffer();
      return asPhoneSends(exposed);
    });
    cache.set(docNumber, picture);
  }
  return picture;
}

/** The registry person of this name (registry-data.ts). */
export function person(realName: string) {
  const found = SEED_PERSONS.find((p) => p.realName === realName);
  if (!found) throw new Error(`no registry person ${realName}`);
  return found;
}

/** The seed's reference descriptors without a database, for tests of the provider alone. */
export function seedReferences(): ReferenceFaces {
  return {
    descriptorOf: async (docType, docNumber) => {
      const base64 = REFERENCE_FACE_DESCRIPTORS[`${docType}:${normaliseDocNumber(docNumber)}`];
      return base64 ? descriptorFromBytes(Buffer.from(base64, 'base64')) : undefined;
    },
  };
}

/** A person of the registry as a face check claims them. */
export const claimed = (p: (typeof SEED_PERSONS)[number], userId = 'u1'): FaceSubject => ({ userId, realName: p.realName, docType: p.docType, docNumber: p.docNumber });
