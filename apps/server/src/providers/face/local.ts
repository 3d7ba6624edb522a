import { FACE_IMAGE_MIN_SIDE } from '@portal/contract/limits';
import type { FaceProvider } from './face-provider.ts';
import { imageSize } from './image-size.ts';

/**
 * The local stand-in for the bank's face recognition: it accepts a real picture (a PNG that
 * decodes, or a JPEG with a frame header) of at least FACE_IMAGE_MIN_SIDE on each side. It does
 * not compare faces; a deployment plugs the bank's service in behind the same interface.
 */
export function localFaceProvider(): FaceProvider {
  return {
    name: 'local',
    async verify(picture) {
      const size = imageSize(picture.bytes, picture.mimeType);
      if (!size || size.width === 0 || size.height === 0) return { ok: false, reason: 'NOT_AN_IMAGE' };
      if (Math.min(size.width, size.height) < FACE_IMAGE_MIN_SIDE) return { ok: false, reason: 'TOO_SMALL' };
      return { ok: true };
    },
  };
}
