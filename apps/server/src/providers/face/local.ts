import sharp from 'sharp';
import { FACE_IMAGE_MIN_SIDE, FACE_IMAGE_UPLOAD_SIDE } from '@portal/contract/limits';
import { AppError } from '../../errors.ts';
import { createFaceDetector, type FaceDetector, type RgbPicture } from './face-detector.ts';
import { FaceServiceError, type FaceProvider } from './face-provider.ts';
import { imageSize } from './image-size.ts';

/**
 * Pixels a picture may declare before it is decoded: a 512 KB JPEG can claim 65535 × 65535 and
 * unpack into gigabytes. 24 megapixels is more than a phone camera's full picture.
 */
const MAX_INPUT_PIXELS = 24_000_000;

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
 * The local stand-in for the bank's face recognition. It does not know what the customer looks
 * like (the bank keeps no reference picture here), so it cannot tell one person from another;
 * it refuses what is certainly not a live face check: a picture that does not decode, one
 * smaller than FACE_IMAGE_MIN_SIDE, and one that does not show exactly one human face (the
 * detector runs on its own thread, face-detector.ts). A bank plugs its service in with
 * FACE_PROVIDER=http.
 */
export function localFaceProvider(detector: FaceDetector = createFaceDetector()): FaceProvider {
  return {
    name: 'local',
    async verify(picture) {
      const size = imageSize(picture.bytes, picture.mimeType);
      if (!size || size.width === 0 || size.height === 0) return { ok: false, reason: 'NOT_AN_IMAGE' };
      if (Math.min(size.width, size.height) < FACE_IMAGE_MIN_SIDE) return { ok: false, reason: 'TOO_SMALL' };
      const rgb = await decodeRgb(picture.bytes);
      if (!rgb) return { ok: false, reason: 'NOT_AN_IMAGE' };
      let faces: number;
      try {
        faces = await detector.countFaces(rgb);
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new FaceServiceError(err instanceof Error ? err.message : 'face detection failed');
      }
      if (faces === 0) return { ok: false, reason: 'NO_FACE' };
      if (faces > 1) return { ok: false, reason: 'SEVERAL_FACES' };
      return { ok: true };
    },
    warmUp: () => detector.warmUp(),
    close: () => detector.close(),
  };
}
