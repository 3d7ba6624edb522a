import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CryptoRandom } from '../src/modules/captcha/crypto-random.ts';
import { LiteralDeflater, trainLiteralCode } from '../src/modules/captcha/literal-deflate.ts';
import { ScenePainter, sceneRgb } from '../src/modules/captcha/scene.ts';

/** The challenge picture's own deflate writer: what zlib inflates must be the Sub-filtered rows. */
const W = 310;
const H = 155;

function deflateRows(deflater: LiteralDeflater, rgb: Uint8Array): Buffer {
  deflater.begin();
  const quarters = new Uint16Array(W * 3);
  for (let y = 0; y < H; y++) {
    for (let i = 0; i < W * 3; i++) quarters[i] = rgb[y * W * 3 + i]! * 4;
    deflater.subFilteredRow({ quarters, from: 0, to: 0, weight: 0 }, W * 3);
  }
  return deflater.end();
}

/** PNG's Sub filter, written out plainly: type byte 1, then each byte less the one 3 before it in its row. */
function subFiltered(rgb: Uint8Array): Buffer {
  const out: number[] = [];
  for (let y = 0; y < H; y++) {
    out.push(1);
    for (let i = 0; i < W * 3; i++) out.push((rgb[y * W * 3 + i]! - (i < 3 ? 0 : rgb[y * W * 3 + i - 3]!)) & 0xff);
  }
  return Buffer.from(out);
}

describe('literal deflate', () => {
  const scenes = new ScenePainter();
  const random = new CryptoRandom();
  const pictures = Array.from({ length: 4 }, () => sceneRgb(scenes.paint(random)));
  const code = trainLiteralCode(pictures.slice(0, 2), W * 3);
  const deflater = new LiteralDeflater(code, (W * 3 + 1) * H);

  it('writes a stream zlib inflates to the Sub-filtered rows, checksum included, for pictures it was not trained on', () => {
    for (const picture of pictures.slice(2)) {
      const stream = deflateRows(deflater, picture);
      expect(inflateSync(stream).equals(subFiltered(picture))).toBe(true);
      expect(stream.length).toBeLessThan(picture.length / 2);
    }
  });

  it('still writes noise it has no short codes for (every byte value keeps a code)', () => {
    const noise = randomBytes(W * H * 3);
    expect(inflateSync(deflateRows(deflater, noise)).equals(subFiltered(noise))).toBe(true);
  });

  it('writes a clear row (all zero bytes) as the same bytes, several zero codes at a time', () => {
    deflater.begin();
    deflater.zeroRow(200);
    deflater.zeroRow(7);
    expect(inflateSync(deflater.end()).equals(Buffer.concat([Buffer.from([1]), Buffer.alloc(200), Buffer.from([1]), Buffer.alloc(7)]))).toBe(true);
  });

  it('keeps codes within 15 bits when the training would make a deeper tree', () => {
    // Filtered byte v seen fib(v) times: an unlimited Huffman code would be 24 bits deep.
    const filtered: number[] = [];
    for (let v = 1, [a, b] = [1, 1]; v <= 24; v++, [a, b] = [b, a + b]) for (let n = 0; n < a; n++) filtered.push(v);
    const rows = new Uint8Array(Math.ceil(filtered.length / (W * 3)) * W * 3);
    filtered.forEach((d, i) => (rows[i] = ((i % (W * 3) < 3 ? 0 : rows[i - 3]!) + d) & 0xff));
    const deep = trainLiteralCode([rows], W * 3);
    expect(Math.max(...Array.from(deep, (entry) => entry >>> 16))).toBe(15);
    const writer = new LiteralDeflater(deep, (W * 3 + 1) * H);
    expect(inflateSync(deflateRows(writer, pictures[3]!)).equals(subFiltered(pictures[3]!))).toBe(true);
  });
});
