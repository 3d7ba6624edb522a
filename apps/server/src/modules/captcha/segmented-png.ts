import { promisify } from 'node:util';
import { constants, deflateRaw, deflateRawSync } from 'node:zlib';
import { filterRows, pngFile, scanlineBytes } from './png-encoder.ts';

/**
 * A background PNG whose deflate stream is cut into independent segments of a few rows each,
 * compressed once at start-up. A challenge changes only the ~50 rows under the piece, so it
 * re-compresses just the segments covering them and splices them between the stored ones.
 * This works because Huffman-only deflate has no back-references, each segment ends on a
 * byte boundary (sync flush), and the zlib checksum (Adler-32) of the whole can be combined
 * from the segments' own checksums.
 */
const deflateRawAsync = promisify(deflateRaw);
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

export interface SegmentedRgbImage {
  width: number;
  height: number;
  segments: Segment[];
}

function segmentOf(scanlines: Uint8Array, rowBytes: number, fromRow: number, toRow: number) {
  return scanlines.subarray(fromRow * rowBytes, toRow * rowBytes);
}

/** Filters and compresses an RGB image segment by segment (once per background). */
export function segmentRgbImage(rgb: Uint8Array, width: number, height: number): SegmentedRgbImage {
  const rowBytes = scanlineBytes(width, 3);
  const scanlines = new Uint8Array(rowBytes * height);
  filterRows(rgb, width, 3, 0, height, scanlines);
  const segments: Segment[] = [];
  for (let row = 0; row < height; row += ROWS_PER_SEGMENT) {
    const part = segmentOf(scanlines, rowBytes, row, Math.min(height, row + ROWS_PER_SEGMENT));
    segments.push({ deflated: deflateRawSync(part, SEGMENT_OPTIONS), adler: adler32(part), length: part.length });
  }
  return { width, height, segments };
}

/**
 * The PNG of `base` with rows [fromRow, toRow) taken from `rgb` (a full-size RGB image equal to
 * the base outside those rows).
 */
export async function encodeWithChangedRows(base: SegmentedRgbImage, rgb: Uint8Array, fromRow: number, toRow: number): Promise<Buffer> {
  const { width, height, segments } = base;
  const rowBytes = scanlineBytes(width, 3);
  const firstSegment = Math.floor(fromRow / ROWS_PER_SEGMENT);
  const endSegment = Math.ceil(toRow / ROWS_PER_SEGMENT);
  const startRow = firstSegment * ROWS_PER_SEGMENT;
  const endRow = Math.min(height, endSegment * ROWS_PER_SEGMENT);

  const scanlines = new Uint8Array(rowBytes * height);
  filterRows(rgb, width, 3, startRow, endRow, scanlines);
  const changed = segmentOf(scanlines, rowBytes, startRow, endRow);
  const fresh: Segment = { deflated: await deflateRawAsync(changed, SEGMENT_OPTIONS), adler: adler32(changed), length: changed.length };

  const parts = [...segments.slice(0, firstSegment), fresh, ...segments.slice(endSegment)];
  let adler = 1; // the Adler-32 of nothing
  for (const part of parts) adler = adler32Combine(adler, part.adler, part.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler, 0);
  const zlibStream = Buffer.concat([ZLIB_HEADER, ...parts.map((p) => p.deflated), FINAL_EMPTY_BLOCK, trailer]);
  return pngFile(width, height, 3, zlibStream);
}
