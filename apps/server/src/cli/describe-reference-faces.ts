/**
 * `npm run faces:describe`: describes the demo registry's reference photos (reference-face-crops.ts)
 * with the local face pipeline and writes reference-face-descriptors.ts, which the seed stores.
 * Run it after changing a crop or the face model; the reference-faces test fails until then.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cropReferenceFace, REFERENCE_FACE_CROPS } from '../db/seed/identity/reference-face-crops.ts';
import { descriptorToBytes } from '../providers/face/descriptor.ts';
import { createFaceDetector } from '../providers/face/face-detector.ts';
import { describeFace } from '../providers/face/local.ts';

const target = fileURLToPath(new URL('../db/seed/identity/reference-face-descriptors.ts', import.meta.url));
const detector = createFaceDetector();
const lines: string[] = [];
try {
  for (const spec of REFERENCE_FACE_CROPS) {
    const described = await describeFace(detector, { bytes: await cropReferenceFace(spec), mimeType: 'image/jpeg' });
    if ('refusal' in described) throw new Error(`${spec.docNumber}: ${described.refusal}`);
    lines.push(`  '${spec.docType}:${spec.docNumber}': '${descriptorToBytes(described.descriptor).toString('base64')}',`);
  }
} finally {
  await detector.close();
}
writeFileSync(
  target,
  [
    '// Made by `npm run faces:describe` from reference-face-crops.ts: do not edit by hand.',
    '/** The demo registry\'s reference descriptors by `docType:docNumber`: 128 little-endian float32, base64. */',
    'export const REFERENCE_FACE_DESCRIPTORS: Readonly<Record<string, string>> = {',
    ...lines,
    '};',
    '',
  ].join('\n'),
);
process.stdout.write(`${lines.length} descriptors written to ${target}\n`);
