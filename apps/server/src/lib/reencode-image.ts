import sharp, { type Sharp } from 'sharp';
import { decode as decodeBmp } from 'bmp-ts';
import type { ErrorName } from '@portal/contract/errors';
import { CUSTOMER_PICTURE_MESSAGES } from '@portal/contract/messages';
import { AppError } from '../errors.ts';
import { IMAGE_MAX_SIDE, sniffImageType } from './image-check.ts';

export interface ReencodedImage {
  mime: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ReencodeOptions {
  /** Longest side of the result (px); larger pictures are scaled down, smaller ones kept. */
  maxSide: number;
  /** Pixels a picture may declare (a small file can declare a huge one); the side limit by default. */
  maxPixels?: number;
  /** The request field an error is reported at. */
  field?: string;
  /** The caller's coded errors: bytes no decoder reads, and a picture of too many pixels. */
  errors: { corrupt: ErrorName; tooLarge: ErrorName };
  /** The caller's own messages for them. */
  messages?: { corrupt?: string; tooLarge?: string };
}

/** 32 bits per pixel of memory while a BMP is decoded in JavaScript: kept below ~160 MB. */
const BMP_MAX_PIXELS = 40_000_000;

/**
 * Re-encodes a picture that passed the content check (image-check.ts): decoded once by sharp
 * (which refuses what it cannot read), turned upright, every metadata block (EXIF with its GPS
 * position and camera, XMP, IPTC, ICC profile and comments) dropped, the longest side capped;
 * pictures that use transparency stay PNG, everything else becomes progressive JPEG; an animated
 * GIF keeps its first frame. What is stored and served is only these new bytes, never the upload.
 * Operators' pictures and customers' (chat, feedback) go through this one pipeline.
 *
 * BMP, which libvips does not read, is decoded to pixels first (bmp-ts); a BMP carries no EXIF,
 * and the pixels alone go on.
 */
export async function reencodeImage(bytes: Buffer, options: ReencodeOptions): Promise<ReencodedImage> {
  const maxPixels = options.maxPixels ?? IMAGE_MAX_SIDE * IMAGE_MAX_SIDE;
  const fail = (kind: 'corrupt' | 'tooLarge') => {
    const message = options.messages?.[kind];
    return new AppError(options.errors[kind], { ...(message ? { message } : {}), ...(options.field ? { field: options.field } : {}) });
  };
  let source: Sharp;
  let opaque: boolean;
  try {
    if (sniffImageType(bytes) === 'image/bmp') {
      const bmp = bmpPixels(bytes, Math.min(maxPixels, BMP_MAX_PIXELS));
      if (!bmp) throw fail('tooLarge');
      source = sharp(bmp.pixels, { raw: { width: bmp.width, height: bmp.height, channels: bmp.channels } });
      opaque = bmp.channels === 3 || (await source.clone().stats()).isOpaque;
    } else {
      source = sharp(bytes, { limitInputPixels: maxPixels, animated: false }).rotate();
      const meta = await source.metadata();
      if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > maxPixels) throw fail('tooLarge');
      // An alpha channel that is fully opaque everywhere (common in screenshots) needs no PNG.
      opaque = meta.hasAlpha !== true || (await sharp(bytes, { limitInputPixels: maxPixels }).stats()).isOpaque;
    }
    const resized = source.resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true });
    const out = opaque
      ? await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 85, progressive: true, mozjpeg: true }).toBuffer({ resolveWithObject: true })
      : await resized.png({ compressionLevel: 9, palette: false }).toBuffer({ resolveWithObject: true });
    return { mime: opaque ? 'image/jpeg' : 'image/png', bytes: out.data, width: out.info.width, height: out.info.height };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw fail('corrupt');
  }
}

/**
 * A BMP's pixels as RGB (or RGBA when it declares an alpha mask); undefined when it declares
 * more than `maxPixels`. Throws on a file the decoder cannot read.
 */
function bmpPixels(bytes: Buffer, maxPixels: number): { pixels: Buffer; width: number; height: number; channels: 3 | 4 } | undefined {
  // The header's size is read before anything is allocated for the pixels.
  const width = bytes.readInt32LE(18);
  const height = Math.abs(bytes.readInt32LE(22));
  if (!(width > 0 && height > 0) || width * height > maxPixels) return undefined;
  // bmp-ts gives ABGR per pixel (its RGBA option mislays palette pictures).
  const decoded = decodeBmp(bytes);
  const abgr = decoded.data;
  // The alpha mask is set only when the header declares one (32-bit V4/V5, BI_ALPHABITFIELDS).
  const withAlpha = Boolean((decoded as unknown as { maskAlpha?: number }).maskAlpha);
  const channels = withAlpha ? 4 : 3;
  const count = decoded.width * Math.abs(decoded.height);
  const pixels = Buffer.alloc(count * channels);
  for (let i = 0, o = 0; i < count; i++, o += channels) {
    pixels[o] = abgr[i * 4 + 3]!;
    pixels[o + 1] = abgr[i * 4 + 2]!;
    pixels[o + 2] = abgr[i * 4 + 1]!;
    if (withAlpha) pixels[o + 3] = abgr[i * 4]!;
  }
  return { pixels, width: decoded.width, height: Math.abs(decoded.height), channels };
}

/** Longest side of a customer's picture as stored: a 4K screen's screenshot keeps its size. */
export const CUSTOMER_PICTURE_MAX_SIDE = 4096;
/** Pixels a customer's picture may have: a 48-megapixel phone photo passes, a decompression bomb does not. */
export const CUSTOMER_PICTURE_MAX_PIXELS = 50_000_000;

/**
 * A customer's picture (chat, feedback) re-encoded like an operator's, with the customers'
 * bounds: anyone may send one, so the pixel count is capped as well as the file size.
 */
export function reencodeCustomerPicture(bytes: Buffer, options: Omit<ReencodeOptions, 'maxSide' | 'maxPixels'>): Promise<ReencodedImage> {
  return reencodeImage(bytes, {
    ...options,
    maxSide: CUSTOMER_PICTURE_MAX_SIDE,
    maxPixels: CUSTOMER_PICTURE_MAX_PIXELS,
    messages: { tooLarge: CUSTOMER_PICTURE_MESSAGES.tooManyPixels, ...options.messages },
  });
}
