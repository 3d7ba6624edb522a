import sharp from 'sharp';
import { FACE_IMAGE_MIN_SIDE, FACE_IMAGE_UPLOAD_SIDE } from '@portal/contract/limits';
import { AppError } from '../../errors.ts';
import { createFaceDetector, type FaceDetector, type RgbPicture } from './face-detector.ts';
import { descriptorDistance } from './descriptor.ts';
import { FaceServiceError, type FacePicture, type FaceProvider, type FaceRefusal, type FaceSubject } from './face-provider.ts';
import { imageSize } from './image-size.ts';

/**
 * Pixels a picture may declare before it is decoded: a 512 KB JPEG can claim 65535 × 65535 and
 * unpack into gigabytes. 24 megapixels is more than a phone camera's full picture.
 */
const MAX_INPUT_PIXELS = 24_000_000;

/**
 * The largest descriptor distance that counts as the same person (docs/decisions.md, issue 35):
 * on this pipeline, pictures made from one photo (mirrored, grey and small, darkened, re-encoded)
 * lay at most 0.38 from it, two different people of face-api's demo pictures at least 0.57, the
 * stranger of the tests at least 0.68.
 */
export const FACE_MATCH_MAX_DISTANCE = 0.45;

/** The registry's reference descriptors, by the claimed document. */
export interface ReferenceFaces {
  descriptorOf(docType: string, docNumber: string): Promise<Float32Array | undefined>;
}

/**
 * The picture as the detector wants it: upright (EXIF orientation applied), red-green-blue, at
 * most FACE_IMAGE_UPLOAD_SIDE on the longer side like every picture the phone page sends, so a
 * larger one from another client costs the same. Undefined when sharp cannot decode it.
 */
async function decodeRgb(bytes: Buffer): Promise<RgbPicture | undefined> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(FACE_IMAGE_UPLOAD_SIDE, FACE_IMAGE_UPLOAD_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) return undefined;
    return { width: info.width, height: info.height, pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
  } catch {
    return undefined;
  }
}

/**
 * The descriptor of the one face a picture shows, or why there is none: not a whole picture,
 * smaller than FACE_IMAGE_MIN_SIDE, no face, several. Live pictures and reference photos go
 * through this same path, so their descriptors compare.
 */
export async function describeFace(detector: FaceDetector, picture: FacePicture): Promise<{ descriptor: Float32Array } | { refusal: FaceRefusal }> {
  const size = imageSize(picture.bytes, picture.mimeType);
  if (!size || size.width === 0 || size.height === 0) return { refusal: 'NOT_AN_IMAGE' };
  if (Math.min(size.width, size.height) < FACE_IMAGE_MIN_SIDE) return { refusal: 'TOO_SMALL' };
  const rgb = await decodeRgb(picture.bytes);
  if (!rgb) return { refusal: 'NOT_AN_IMAGE' };
  let analysis;
  try {
    analysis = await detector.analyse(rgb);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new FaceServiceError(err instanceof Error ? err.message : 'face analysis failed');
  }
  if (analysis.faces > 1) return { refusal: 'SEVERAL_FACES' };
  if (analysis.faces === 0 || !analysis.descriptor) return { refusal: 'NO_FACE' };
  return { descriptor: analysis.descriptor };
}

/**
 * The local stand-in for the bank's face verification: one-to-one against the registry. A live
 * picture passes only when its single face lies within FACE_MATCH_MAX_DISTANCE of the reference
 * photo on record for the claimed document. A person without a reference photo cannot pass
 * (NO_REFERENCE, before any picture is looked at). It does not judge liveness: a good print of the
 * person's photo held to the camera passes, which the bank's service (FACE_PROVIDER=http) must
 * prevent. The detector runs on its own thread (face-detector.ts).
 */
export function localFaceProvider(references: ReferenceFaces, detector: FaceDetector = createFaceDetector()): FaceProvider {
  const referenceOf = (subject: Pick<FaceSubject, 'docType' | 'docNumber'>) => references.descriptorOf(subject.docType, subject.docNumber);
  return {
    name: 'local',
    async verify(picture, subject) {
      const reference = await referenceOf(subject);
      if (!reference) return { ok: false, reason: 'NO_REFERENCE' };
      const described = await describeFace(detector, picture);
      if ('refusal' in described) return { ok: false, reason: described.refusal };
      const distance = descriptorDistance(described.descriptor, reference);
      const decision = { match: distance <= FACE_MATCH_MAX_DISTANCE, score: Math.round(distance * 10_000) / 10_000, liveness: null };
      return decision.match ? { ok: true, decision } : { ok: false, reason: 'NO_MATCH', decision };
    },
    async canVerify(subject) {
      return (await referenceOf(subject)) !== undefined;
    },
    describe: (picture) => describeFace(detector, picture),
    warmUp: () => detector.warmUp(),
    close: () => detector.close(),
  };
}
