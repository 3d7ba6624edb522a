import { constants, deflateRawSync } from 'node:zlib';
import { filterRows, pngFile, scanlineBytes, type Channels } from './png-encoder.ts';

/**
 * An image whose PNG deflate stream is cut into independent segments of a few rows each,
 * compressed once at start-up. Now used for the piece strip (the pictures are new for every
 * challenge, png-encoder.ts `encodePng`): a challenge changes only the ~50 rows of the piece, so
 * it re-compresses just the segments covering them and splices them between the stored ones.
 * This works because Huffman-only deflate has no back-references, each segment ends on a
 * byte boundary (sync flush), and the zlib checksum (Adler-32) of the whole can be combined
 * from the segments' own checksums.
 */
const ROWS_PER_SEGMENT = 5;
const SEGMENT_OPTIONS = { level: 1, strategy: constants.Z_HUFFMAN_ONLY, finishFlush: constants.Z_SYNC_FLUSH };
/** zlib header: deflate, 32 KB window, fastest. */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
/** An empty final block with fixed codes: ends the stream after the sync-flushed segments. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
const ADLER_MOD = 65521;

export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; ) {
    const end = Math.min(i + 5552, bytes.length); // the most bytes before the sums can overflow
    for (; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= ADLER_MOD;
    b %= ADLER_MOD;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of A followed by B, from A's and B's checksums and B's length (zlib's adler32_combine). */
export function adler32Combine(adlerA: number, adlerB: number, lengthB: number): number {
  const rem = lengthB % ADLER_MOD;
  let sum1 = adlerA & 0xffff;
  let sum2 = (rem * sum1) % ADLER_MOD;
  sum1 += (adlerB & 0xffff) + ADLER_MOD - 1;
  sum2 += ((adlerA >>> 16) & 0xffff) + ((adlerB >>> 16) & 0xffff) + ADLER_MOD - rem;
  if (sum1 >= ADLER_MOD) sum1 -= ADLER_MOD;
  if (sum1 >= ADLER_MOD) sum1 -= ADLER_MOD;
  if (sum2 >= ADLER_MOD * 2) sum2 -= ADLER_MOD * 2;
  if (sum2 >= ADLER_MOD) sum2 -= ADLER_MOD;
  return ((sum2 << 16) | sum1) >>> 0;
}

interface Segment {
  deflated: Buffer;
  adler: number;
  length: number;
}

export interface SegmentedImage {
  width: number;
  height: number;
  channels: Channels;
  /** The pixels, rows top to bottom. */
  pixels: Uint8Array;
  segments: Segment[];
}

/** Filters and compresses rows of pixels (whole segments) into one segment. */
function segmentOf(pixels: Uint8Array, width: number, channels: Channels, rows: number): Segment {
  const scanlines = new Uint8Array(scanlineBytes(width, channels) * rows);
  filterRows(pixels, width, channels, rows, scanlines);
  return { deflated: deflateRawSync(scanlines, SEGMENT_OPTIONS), adler: adler32(scanlines), length: scanlines.length };
}

/** Compresses an image segment by segment (once per image). */
export function segmentImage(pixels: Uint8Array, width: number, height: number, channels: Channels): SegmentedImage {
  const stride = width * channels;
  const segments: Segment[] = [];
  for (let row = 0; row < height; row += ROWS_PER_SEGMENT) {
    const rows = Math.min(ROWS_PER_SEGMENT, height - row);
    segments.push(segmentOf(pixels.subarray(row * stride, (row + rows) * stride), width, channels, rows));
  }
  return { width, height, channels, pixels, segments };
}

/**
 * The PNG of `base` with the rows from `fromRow` on replaced by `band` (whole rows of the same
 * width and channels).
 */
export function encodeWithChangedRows(base: SegmentedImage, band: Uint8Array, fromRow: number): Buffer {
  const { width, height, channels, pixels, segments } = base;
  const stride = width * channels;
  const toRow = fromRow + band.length / stride;
  const firstSegment = Math.floor(fromRow / ROWS_PER_SEGMENT);
  const endSegment = Math.ceil(toRow / ROWS_PER_SEGMENT);
  const startRow = firstSegment * ROWS_PER_SEGMENT;
  const endRow = Math.min(height, endSegment * ROWS_PER_SEGMENT);

  // The band widened to whole segments with the base's own rows.
  const widened = pixels.slice(startRow * stride, endRow * stride);
  widened.set(band, (fromRow - startRow) * stride);
  const fresh = segmentOf(widened, width, channels, endRow - startRow);

  const parts = [...segments.slice(0, firstSegment), fresh, ...segments.slice(endSegment)];
  let adler = 1; // the Adler-32 of nothing
  for (const part of parts) adler = adler32Combine(adler, part.adler, part.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler, 0);
  const zlibStream = Buffer.concat([ZLIB_HEADER, ...parts.map((p) => p.deflated), FINAL_EMPTY_BLOCK, trailer]);
  return pngFile(width, height, channels, zlibStream);
}
