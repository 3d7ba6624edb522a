/**
 * The deflate stream of a challenge picture's PNG, written row by row as the picture is scaled
 * up (docs/decisions.md, issue 18). Every byte is a literal (as with zlib's Huffman-only mode),
 * in one dynamic-Huffman block whose code a painting thread trains once on pictures of its own:
 * filtering, coding and the Adler-32 then take one pass over each row while it is in the cache,
 * where scaling up, filtering and zlib took three passes over the whole 144 KB and 1.7 times as
 * long, for a stream 1 % larger.
 */
const MAX_CODE_LENGTH = 15;
const END_OF_BLOCK = 256;
const SYMBOLS = 257;
const ADLER_MOD = 65521;
const FILTER_SUB = 1;
/** zlib header: deflate, 32 KB window, fastest. */
const ZLIB_HEADER = [0x78, 0x01];
/** The order in which a dynamic block lists its code-length code's lengths (RFC 1951, 3.2.7). */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/**
 * A row of a picture scaled up (canvas.ts): its bytes are the rounded blend of two rows of
 * quarter values, (quarters[from + i]·(4 − weight) + quarters[to + i]·weight + 8) >> 4.
 */
export interface BlendedRow {
  quarters: Uint16Array;
  from: number;
  to: number;
  weight: number;
}

/** A Huffman code for bytes and the end-of-block symbol: each entry is the code (bit-reversed) | its length << 16. */
export type LiteralCode = Uint32Array;

/** Huffman code lengths for `weights` (all positive), none longer than 15 bits. */
function codeLengths(weights: number[]): Uint8Array {
  for (;;) {
    const lengths = huffmanLengths(weights);
    if (Math.max(...lengths) <= MAX_CODE_LENGTH) return lengths;
    // Too deep: flatten the weights (rare symbols gain) and build again.
    weights = weights.map((w) => (w >> 1) | 1);
  }
}

function huffmanLengths(weights: number[]): Uint8Array {
  // Leaves sorted by weight, then merged nodes in the order they are made (each no lighter than
  // the one before): the two lightest are always at the head of one of the two queues.
  const weight = [...weights];
  const parent = new Array<number>(weights.length * 2).fill(-1);
  const leaves = weights.map((_, i) => i).sort((a, b) => weight[a]! - weight[b]!);
  const merged: number[] = [];
  let [li, mi] = [0, 0];
  const lightest = () => (mi >= merged.length || (li < leaves.length && weight[leaves[li]!]! <= weight[merged[mi]!]!) ? leaves[li++]! : merged[mi++]!);
  while (leaves.length - li + merged.length - mi > 1) {
    const a = lightest();
    const b = lightest();
    parent[a] = parent[b] = weight.length;
    merged.push(weight.length);
    weight.push(weight[a]! + weight[b]!);
  }
  const depth = new Array<number>(weight.length).fill(0);
  for (let n = weight.length - 2; n >= 0; n--) depth[n] = depth[parent[n]!]! + 1;
  return Uint8Array.from(weights, (_, s) => depth[s]!);
}

/**
 * A code for the Sub-filtered rows of pictures like `samples` (RGB rows of `rowBytes`): every
 * byte value keeps a code, so any picture can be written with it, only less tightly.
 */
export function trainLiteralCode(samples: Iterable<Uint8Array>, rowBytes: number): LiteralCode {
  const counts = new Array<number>(SYMBOLS).fill(1);
  for (const rows of samples) {
    for (let row = 0; row < rows.length; row += rowBytes) {
      counts[FILTER_SUB]!++;
      for (let i = row; i < row + rowBytes; i++) counts[i - row < 3 ? rows[i]! : (rows[i]! - rows[i - 3]!) & 0xff]!++;
    }
  }
  const lengths = codeLengths(counts);
  // Canonical codes (RFC 1951, 3.2.2), bit-reversed: deflate sends a code from its top bit into
  // a stream filled from the low bit.
  const countOf = new Array<number>(MAX_CODE_LENGTH + 1).fill(0);
  for (const len of lengths) countOf[len]!++;
  countOf[0] = 0;
  const next = new Array<number>(MAX_CODE_LENGTH + 1).fill(0);
  for (let len = 1, code = 0; len <= MAX_CODE_LENGTH; len++) next[len] = code = (code + countOf[len - 1]!) << 1;
  return Uint32Array.from(lengths, (len) => {
    let code = next[len]!++;
    let reversed = 0;
    for (let i = 0; i < len; i++, code >>= 1) reversed = (reversed << 1) | (code & 1);
    return reversed | (len << 16);
  });
}

/**
 * Writes one zlib stream at a time into memory it keeps: `begin`, `subFilteredRow` or
 * `subFilteredBytes` for every row, `end`. Not re-entrant (a painting thread paints one
 * picture at a time).
 */
export class LiteralDeflater {
  private readonly out: Uint8Array;
  private at = 0;
  private bits = 0;
  private count = 0;
  private adlerA = 1;
  private adlerB = 0;

  /** `capacity`: the most bytes one stream carries; the longest code is 15 bits, so room for twice that. */
  constructor(
    private readonly code: LiteralCode,
    capacity: number,
  ) {
    this.out = new Uint8Array(capacity * 2 + 512);
  }

  private write(value: number, length: number): void {
    this.bits |= value << this.count;
    this.count += length;
    while (this.count >= 8) {
      this.out[this.at++] = this.bits & 0xff;
      this.bits >>>= 8;
      this.count -= 8;
    }
  }

  begin(): void {
    this.out.set(ZLIB_HEADER, 0);
    [this.at, this.bits, this.count, this.adlerA, this.adlerB] = [ZLIB_HEADER.length, 0, 0, 1, 0];
    this.write(1, 1); // the final block
    this.write(2, 2); // dynamic Huffman codes
    this.write(SYMBOLS - 257, 5); // HLIT: literal/length codes 0..256
    this.write(0, 5); // HDIST: one distance code, of length 0 (no matches at all)
    this.write(19 - 4, 4); // HCLEN: all 19 code-length code lengths follow
    // The code-length code: lengths 0..15 each 4 bits long (a complete code), no repeat codes.
    for (const symbol of CODE_LENGTH_ORDER) this.write(symbol <= 15 ? 4 : 0, 3);
    const reverse4 = (v: number) => ((v & 1) << 3) | ((v & 2) << 1) | ((v & 4) >> 1) | ((v & 8) >> 3);
    for (let s = 0; s < SYMBOLS; s++) this.write(reverse4(this.code[s]! >>> 16), 4);
    this.write(0, 4); // the one distance code's length
  }

  /**
   * One PNG scanline: the Sub filter's type byte, then the row's `length` bytes of RGB,
   * Sub-filtered, computed here from the quarters so that they are never stored. The bit
   * writer is spelled out for each channel rather than called: this loop runs for every byte of
   * every challenge picture, on the painting thread that limits the captcha's rate.
   */
  subFilteredRow(row: BlendedRow, length: number): void {
    const { code, out } = this;
    const { quarters, from, to } = row;
    const w1 = row.weight;
    const w0 = 4 - w1;
    let { bits, count, at, adlerA: a, adlerB: b } = this;
    let previous0 = 0;
    let previous1 = 0;
    let previous2 = 0;
    let entry = code[FILTER_SUB]!;
    bits |= (entry & 0xffff) << count;
    count += entry >>> 16;
    if (count >= 16) {
      out[at++] = bits & 0xff;
      out[at++] = (bits >>> 8) & 0xff;
      bits >>>= 16;
      count -= 16;
    }
    a += FILTER_SUB;
    b += a;
    for (let i = 0; i < length; i += 3) {
      const v0 = (quarters[from + i]! * w0 + quarters[to + i]! * w1 + 8) >> 4;
      const v1 = (quarters[from + i + 1]! * w0 + quarters[to + i + 1]! * w1 + 8) >> 4;
      const v2 = (quarters[from + i + 2]! * w0 + quarters[to + i + 2]! * w1 + 8) >> 4;
      const d0 = (v0 - previous0) & 0xff;
      const d1 = (v1 - previous1) & 0xff;
      const d2 = (v2 - previous2) & 0xff;
      previous0 = v0;
      previous1 = v1;
      previous2 = v2;
      a += d0;
      b += a;
      a += d1;
      b += a;
      a += d2;
      b += a;
      // At most 15 + 15 bits are pending after each code: 32-bit arithmetic holds them.
      entry = code[d0]!;
      bits |= (entry & 0xffff) << count;
      count += entry >>> 16;
      if (count >= 16) {
        out[at++] = bits & 0xff;
        out[at++] = (bits >>> 8) & 0xff;
        bits >>>= 16;
        count -= 16;
      }
      entry = code[d1]!;
      bits |= (entry & 0xffff) << count;
      count += entry >>> 16;
      if (count >= 16) {
        out[at++] = bits & 0xff;
        out[at++] = (bits >>> 8) & 0xff;
        bits >>>= 16;
        count -= 16;
      }
      entry = code[d2]!;
      bits |= (entry & 0xffff) << count;
      count += entry >>> 16;
      if (count >= 16) {
        out[at++] = bits & 0xff;
        out[at++] = (bits >>> 8) & 0xff;
        bits >>>= 16;
        count -= 16;
      }
    }
    // The sums are exact in doubles over a row; reduced once per row.
    Object.assign(this, { bits, count, at, adlerA: a % ADLER_MOD, adlerB: b % ADLER_MOD });
  }

  /**
   * One PNG scanline of bytes at hand (the rows under the piece, the piece image): the Sub
   * filter's type byte, then `bytes[from, from + length)` Sub-filtered for `channels` per pixel.
   */
  subFilteredBytes(bytes: Uint8Array, from: number, length: number, channels: number): void {
    const { code, out } = this;
    let { bits, count, at, adlerA: a, adlerB: b } = this;
    for (let i = from - 1; i < from + length; i++) {
      // The type byte first, then each byte less the one `channels` before it (0 before the row).
      const d = i < from ? FILTER_SUB : (bytes[i]! - (i - from < channels ? 0 : bytes[i - channels]!)) & 0xff;
      a += d;
      b += a;
      const entry = code[d]!;
      bits |= (entry & 0xffff) << count;
      count += entry >>> 16;
      if (count >= 16) {
        out[at++] = bits & 0xff;
        out[at++] = (bits >>> 8) & 0xff;
        bits >>>= 16;
        count -= 16;
      }
    }
    Object.assign(this, { bits, count, at, adlerA: a % ADLER_MOD, adlerB: b % ADLER_MOD });
  }

  /**
   * A scanline of `length` zero bytes (the piece image's clear rows; Sub-filtered they stay
   * zero): the zero's code written several at a time.
   */
  zeroRow(length: number): void {
    const entry = this.code[FILTER_SUB]!;
    this.write(entry & 0xffff, entry >>> 16);
    const zero = this.code[0]!;
    const size = zero >>> 16;
    const perWrite = Math.floor(16 / size);
    let pattern = 0;
    for (let k = 0; k < perWrite; k++) pattern |= (zero & 0xffff) << (k * size);
    for (let left = length; left > 0; left -= perWrite) {
      const n = Math.min(perWrite, left);
      this.write(n === perWrite ? pattern : pattern & ((1 << (n * size)) - 1), n * size);
    }
    this.adlerA = (this.adlerA + FILTER_SUB) % ADLER_MOD;
    this.adlerB = (this.adlerB + this.adlerA * (length + 1)) % ADLER_MOD;
  }

  /** The stream so far, closed: end of block, padding, Adler-32. */
  end(): Buffer {
    const eob = this.code[END_OF_BLOCK]!;
    this.write(eob & 0xffff, eob >>> 16);
    if (this.count > 0) this.write(0, 8 - this.count);
    const stream = Buffer.allocUnsafe(this.at + 4);
    stream.set(this.out.subarray(0, this.at), 0);
    stream.writeUInt32BE(((this.adlerB << 16) | this.adlerA) >>> 0, this.at);
    return stream;
  }
}
