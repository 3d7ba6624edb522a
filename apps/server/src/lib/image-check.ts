import { crc32 } from 'node:zlib';
import type { ErrorName } from '@portal/contract/errors';
import { AppError } from '../errors.ts';

/**
 * Judges an uploaded picture by its bytes, never by its name or declared type: the real
 * format from the magic bytes (png, jpeg, gif, bmp), the pixel size from the headers, and
 * enough structure to refuse a truncated or corrupt file (PNG chunk CRCs and IEND, JPEG frame
 * header and end marker, GIF trailer, BMP declared length). Nothing is decoded, so a small
 * file cannot unpack into a huge bitmap here.
 */
export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/bmp';
export type ImageExtension = 'png' | 'jpg' | 'jpeg' | 'gif' | 'bmp';

export interface ImageInfo {
  mime: ImageMime;
  width: number;
  height: number;
}

export type ImageProblem = 'tooLarge' | 'type' | 'corrupt';

/** Longest side accepted (px): beyond what any screen shot or photo needs, and what browsers draw. */
export const IMAGE_MAX_SIDE = 16_384;

const MIME_OF: Record<ImageExtension, ImageMime> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
};

/** The format of the bytes, or undefined when they are none of the four. */
export function sniffImageType(bytes: Uint8Array): ImageMime | undefined {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) {
    return 'image/png';
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 6 && ascii(b, 0, 6).match(/^GIF8[79]a$/)) return 'image/gif';
  if (b.length >= 2 && b[0] === 0x42 && b[1] === 0x4d) return 'image/bmp';
  return undefined;
}

function ascii(b: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...b.subarray(from, from + length));
}

function view(b: Uint8Array): DataView {
  return new DataView(b.buffer, b.byteOffset, b.byteLength);
}

type Size = { width: number; height: number } | undefined;

/** Every chunk's CRC, IHDR first, IEND last and nothing after it. */
function pngSize(b: Uint8Array): Size {
  const v = view(b);
  let at = 8;
  let size: Size;
  while (at + 12 <= b.length) {
    const length = v.getUint32(at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (end > b.length) return undefined;
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== v.getUint32(at + 8 + length)) return undefined;
    if (at === 8) {
      if (type !== 'IHDR' || length !== 13) return undefined;
      size = { width: v.getUint32(at + 8), height: v.getUint32(at + 12) };
    }
    if (type === 'IEND') return end === b.length ? size : undefined;
    at = end;
  }
  return undefined;
}

/** Start-of-frame markers of baseline, progressive and other codings (not DHT, JPG, DAC). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Segments from SOI to the first frame header; the file must end with EOI. */
function jpegSize(b: Uint8Array): Size {
  let last = b.length;
  while (last > 0 && b[last - 1] === 0x00) last--; // some encoders pad after EOI
  if (last < 4 || b[last - 2] !== 0xff || b[last - 1] !== 0xd9) return undefined;
  const v = view(b);
  let at = 2;
  while (at + 4 <= last) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return undefined; // no frame before the scan
    const length = v.getUint16(at + 2);
    if (length < 2 || at + 2 + length > last) return undefined;
    if (SOF_MARKERS.has(marker)) {
      if (length < 8) return undefined;
      return { height: v.getUint16(at + 5), width: v.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** Logical screen size; the file must end with the trailer byte. */
function gifSize(b: Uint8Array): Size {
  if (b.length < 14 || b[b.length - 1] !== 0x3b) return undefined;
  const v = view(b);
  return { width: v.getUint16(6, true), height: v.getUint16(8, true) };
}

/** File header and DIB header; the declared length and pixel offset must lie within the bytes. */
function bmpSize(b: Uint8Array): Size {
  if (b.length < 26) return undefined;
  const v = view(b);
  const declared = v.getUint32(2, true);
  const pixels = v.getUint32(10, true);
  const dib = v.getUint32(14, true);
  if (declared > b.length || declared < 26 || pixels >= b.length || pixels < 14 + dib) return undefined;
  if (dib === 12) return { width: v.getUint16(18, true), height: v.getUint16(20, true) };
  if (dib < 40 || b.length < 14 + dib) return undefined;
  return { width: Math.abs(v.getInt32(18, true)), height: Math.abs(v.getInt32(22, true)) };
}

const SIZE_OF: Record<ImageMime, (b: Uint8Array) => Size> = {
  'image/png': pngSize,
  'image/jpeg': jpegSize,
  'image/gif': gifSize,
  'image/bmp': bmpSize,
};

/** The picture's format and size, or the reason it is refused. */
export function inspectImage(
  bytes: Uint8Array,
  options: { allowed: readonly ImageExtension[]; maxBytes: number },
): ImageInfo | { problem: ImageProblem } {
  if (bytes.length > options.maxBytes) return { problem: 'tooLarge' };
  const mime = sniffImageType(bytes);
  if (!mime || !options.allowed.some((ext) => MIME_OF[ext] === mime)) return { problem: 'type' };
  const size = SIZE_OF[mime](bytes);
  if (!size || size.width < 1 || size.height < 1 || size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE) {
    return { problem: 'corrupt' };
  }
  return { mime, ...size };
}

export interface CheckImageOptions {
  allowed: readonly ImageExtension[];
  maxBytes: number;
  /** The request field an error is reported at. */
  field?: string;
  /** The caller's own coded errors per problem (e.g. the chat's); generic image errors otherwise. */
  errors?: Partial<Record<ImageProblem, ErrorName>>;
  /** The caller's own messages per problem. */
  messages?: Partial<Record<ImageProblem, string>>;
}

const DEFAULT_ERRORS: Record<ImageProblem, ErrorName> = {
  tooLarge: 'IMAGE_TOO_LARGE',
  type: 'IMAGE_TYPE_NOT_ALLOWED',
  corrupt: 'IMAGE_CORRUPT',
};

/** `inspectImage` that throws a coded error (at `field`) for a refused picture. */
export function checkImage(bytes: Uint8Array, options: CheckImageOptions): ImageInfo {
  const result = inspectImage(bytes, options);
  if (!('problem' in result)) return result;
  const name = options.errors?.[result.problem] ?? DEFAULT_ERRORS[result.problem];
  const message = options.messages?.[result.problem];
  throw new AppError(name, { ...(message ? { message } : {}), ...(options.field ? { field: options.field } : {}) });
}
