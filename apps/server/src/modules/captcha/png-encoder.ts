import { crc32 } from 'node:zlib';

/**
 * The pieces of a minimal PNG writer for the captcha images (segmented-png.ts puts them
 * together). Every row uses the Sub filter: one pass, and good on photographic rows. Measured on
 * the 310x155 backgrounds, Huffman-only deflate after Sub is as small as level 1 (~57 KB) and the
 * fastest; pngjs's adaptive filtering, which tries all five filters per row in JavaScript, was
 * several times slower.
 */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FILTER_SUB = 1;

export type Channels = 3 | 4;

/** Bytes of one filtered scanline (filter byte + pixels). */
export const scanlineBytes = (width: number, channels: Channels): number => width * channels + 1;

/** Writes the rows of `pixels` as Sub-filtered scanlines into `out`, row for row. */
export function filterRows(pixels: Uint8Array, width: number, channels: Channels, rows: number, out: Uint8Array): void {
  const stride = width * channels;
  for (let y = 0; y < rows; y++) {
    const src = y * stride;
    const dst = y * (stride + 1);
    out[dst] = FILTER_SUB;
    for (let i = 0; i < channels; i++) out[dst + 1 + i] = pixels[src + i]!;
    for (let i = channels; i < stride; i++) out[dst + 1 + i] = (pixels[src + i]! - pixels[src + i - channels]!) & 0xff;
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A PNG file around an already compressed (zlib) stream of filtered scanlines. */
export function pngFile(width: number, height: number, channels: Channels, zlibStream: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = channels === 4 ? 6 : 2; // colour type RGBA or RGB; compression, filter, interlace 0
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', zlibStream), chunk('IEND', Buffer.alloc(0))]);
}
