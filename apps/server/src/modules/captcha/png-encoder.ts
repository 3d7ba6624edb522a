import { crc32 } from 'node:zlib';

/**
 * The frame of the captcha's PNGs around a zlib stream (literal-deflate.ts writes the stream:
 * Sub-filtered rows, Huffman-coded). Sub is one pass and good on photographic rows; pngjs's
 * adaptive filtering, which tries all five filters per row in JavaScript, was several times
 * slower.
 */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type Channels = 3 | 4;

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
