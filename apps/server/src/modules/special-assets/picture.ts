import sharp from 'sharp';
import { AppError } from '../../errors.ts';

/** Longest side of a stored picture; uploads are re-encoded (no metadata, no location kept). */
const MAX_SIDE = 1280;

export async function storablePicture(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('ASSET_PICTURE_INVALID');
  }
}
