import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CryptoRandom } from '../src/modules/captcha/crypto-random.ts';
import { buildJigsawShape, DECOY_POSES } from '../src/modules/captcha/jigsaw-shape.ts';
import { loadPuzzleMaterials, renderPuzzle } from '../src/modules/captcha/puzzle-image.ts';
import { ScenePainter, sceneRgb } from '../src/modules/captcha/scene.ts';

const IW = 310;
const PW = 50;
const PH = 50;

/**
 * Which pixels of a 50x50 box a hole darkened: the challenge picture against the scene it was
 * cut into (undefined where the scene is too dark to tell).
 */
function darkenedMask(picture: PNG, scene: Uint8Array, left: number, top: number): Array<boolean | undefined> {
  const mask: Array<boolean | undefined> = [];
  for (let py = 0; py < PH; py++) {
    for (let px = 0; px < PW; px++) {
      const i = (top + py) * IW + left + px;
      let before = 0;
      let after = 0;
      for (let c = 0; c < 3; c++) {
        before += scene[i * 3 + c]!;
        after += picture.data[i * 4 + c]!;
      }
      mask.push(before < 60 ? undefined : after < before * 0.8);
    }
  }
  return mask;
}

/** How much of two masks overlaps, 0..1 (intersection over union), where both can tell. */
function overlap(a: Array<boolean | undefined>, b: Array<boolean | undefined>): number {
  let both = 0;
  let either = 0;
  a.forEach((v, i) => {
    if (v === undefined || b[i] === undefined) return;
    if (v && b[i]) both++;
    if (v || b[i]) either++;
  });
  return either ? both / either : 1;
}

describe('slider captcha holes', () => {
  const poses = [{ turns: 0, mirrored: false } as const, ...DECOY_POSES];
  const shapes = poses.map((pose) => buildJigsawShape(pose));
  /** Each outline without its light cut edge: what a hole darkens. */
  const insides = shapes.map((shape) => Array.from(shape.fill, (v, i) => v - shape.rim[i]! > 0.5));
  /** The outline a darkened box matches best, as an index into `poses` (0: the piece's own). */
  const outlineOf = (mask: Array<boolean | undefined>) =>
    insides.reduce((best, inside, i) => (overlap(mask, inside) > overlap(mask, insides[best]!) ? i : best), 0);

  it('gives every decoy an outline of its own, none the piece’s', () => {
    const outlines = shapes.map((shape) => Array.from(shape.fill, (v) => v > 0.5));
    for (const [i, outline] of outlines.entries()) {
      for (const other of outlines.slice(i + 1)) expect(overlap(outline, other)).toBeLessThan(0.9);
    }
  });

  it('cuts the gap in the piece’s outline and two decoys in two other outlines, and leaves the rest of the picture alone', () => {
    const materials = loadPuzzleMaterials();
    const random = new CryptoRandom();
    const painter = new ScenePainter();
    for (let n = 0; n < 20; n++) {
      const scene = painter.paint(random);
      const original = sceneRgb(scene);
      const places = { x: 70 + n, decoys: [140, 205 + n], top: 10 + 4 * n };
      const picture = PNG.sync.read(renderPuzzle(materials, scene, places, random).background);

      const gap = darkenedMask(picture, original, places.x, places.top);
      expect(overlap(gap, insides[0]!)).toBeGreaterThan(0.9);
      const decoyOutlines = places.decoys.map((x) => outlineOf(darkenedMask(picture, original, x, places.top)));
      expect(decoyOutlines).not.toContain(0);
      expect(decoyOutlines[0]).not.toBe(decoyOutlines[1]);

      // Outside the three boxes the picture is the scene, pixel for pixel.
      const holes = [places.x, ...places.decoys];
      let changed = 0;
      for (let y = 0; y < picture.height; y++) {
        for (let x = 0; x < IW; x++) {
          if (y >= places.top && y < places.top + PH && holes.some((h) => x >= h && x < h + PW)) continue;
          for (let c = 0; c < 3; c++) if (picture.data[(y * IW + x) * 4 + c] !== original[(y * IW + x) * 3 + c]) changed++;
        }
      }
      expect(changed).toBe(0);
    }
  });
});
