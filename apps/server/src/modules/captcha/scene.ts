import { CAPTCHA_IMAGE_HEIGHT as H, CAPTCHA_IMAGE_WIDTH as W } from '@portal/contract/limits';
import { Canvas, hsl, mix, type Rgb } from './canvas.ts';
import type { CryptoRandom } from './crypto-random.ts';
import type { BlendedRow } from './literal-deflate.ts';

/**
 * A new picture for every challenge (docs/decisions.md, issue 18): a landscape or an abstract
 * composition whose palette, layout and objects all come from fresh random numbers, so no
 * picture repeats and none can be looked up or rebuilt by a script that reads this file. The
 * scenes are busy on purpose: a person finds the gap by where the picture runs on into the
 * piece, which needs shapes and colour changes near it.
 */
function landscape(cv: Canvas, r: CryptoRandom): void {
  const hue = r.range(0, 360);
  cv.gradient(
    hsl(hue, r.range(0.4, 0.75), r.range(0.28, 0.5)),
    hsl(hue + r.range(-70, 70), r.range(0.5, 0.85), r.range(0.68, 0.86)),
    hsl(hue + 180, 0.6, 0.7),
    r.range(0, 0.35),
    r.next() < 0.5,
  );
  if (r.next() < 0.85) {
    const [cx, cy, radius] = [r.range(15, W - 15), r.range(12, 60), r.range(7, 15)];
    const light = hsl(r.range(20, 60), 1, r.range(0.82, 0.93));
    cv.glow(cx, cy, radius * 2, light, r.range(0.4, 0.8));
    cv.ellipse(cx, cy, radius, radius, light, 1);
  }
  for (let i = r.int(3, 8); i > 0; i--) {
    cv.ellipse(r.range(0, W), r.range(5, 75), r.range(14, 45), r.range(4, 10), hsl(hue, 0.3, r.range(0.85, 0.97)), r.range(0.25, 0.65), 6);
  }
  const layers = r.int(3, 4);
  const families = [r.range(80, 150), r.range(20, 45), r.range(190, 280), r.range(0, 360)];
  const tops: Array<(x: number) => number> = [];
  for (let l = 0; l < layers; l++) {
    const base = 58 + (l * (H - 70)) / layers + r.range(-6, 10);
    const amp = r.range(8, 32);
    const f = [r.range(0.008, 0.03), r.range(0.035, 0.08), r.range(0.1, 0.25)];
    const ph = [r.range(0, 7), r.range(0, 7), r.range(0, 7)];
    const top = (x: number) =>
      base - amp * (0.55 * Math.sin(x * f[0]! + ph[0]!) + 0.3 * Math.sin(x * f[1]! + ph[1]!) + 0.15 * Math.sin(x * f[2]! + ph[2]!));
    const family = r.pick(families);
    const near = hsl(family + r.range(-15, 15), r.range(0.3, 0.7), r.range(0.55, 0.7) - l * 0.09);
    cv.ridge(top, near, mix(near, [15, 20, 30], r.range(0.3, 0.6)), r.range(30, 90));
    tops.push(top);
  }
  for (let i = r.int(5, 12); i > 0; i--) {
    const top = r.pick(tops);
    const x = r.range(4, W - 4);
    const y = top(x) + r.range(2, 14);
    const kind = r.int(0, 2);
    if (kind === 0) {
      // A fir: trunk and a tall triangle.
      const h = r.range(12, 26);
      cv.polygon([[x - 1, y], [x + 1, y], [x + 1, y + 4], [x - 1, y + 4]], [80, 55, 30], 1);
      cv.polygon([[x, y - h], [x + h * 0.32, y], [x - h * 0.32, y]], hsl(r.range(90, 150), r.range(0.35, 0.6), r.range(0.18, 0.35)), 1);
    } else if (kind === 1) {
      // A house: wall and roof.
      const w = r.range(10, 20);
      const wall = hsl(r.range(0, 60), r.range(0.2, 0.6), r.range(0.55, 0.85));
      cv.polygon([[x - w / 2, y - w * 0.6], [x + w / 2, y - w * 0.6], [x + w / 2, y + 2], [x - w / 2, y + 2]], wall, 1);
      cv.polygon([[x - w * 0.62, y - w * 0.6], [x, y - w * 1.15], [x + w * 0.62, y - w * 0.6]], hsl(r.range(0, 30), r.range(0.5, 0.8), r.range(0.3, 0.45)), 1);
    } else {
      const radius = r.range(5, 11);
      cv.ellipse(x, y - radius * 0.6, radius, radius * 0.75, hsl(r.range(60, 140), r.range(0.3, 0.6), r.range(0.25, 0.45)), 1);
    }
  }
}

function abstract(cv: Canvas, r: CryptoRandom): void {
  const hue = r.range(0, 360);
  const palette: Rgb[] = [0, 40, 150, 200, 300].map((d) => hsl(hue + d + r.range(-20, 20), r.range(0.55, 0.95), r.range(0.45, 0.75)));
  cv.gradient(hsl(hue, r.range(0.5, 0.9), r.range(0.3, 0.55)), hsl(hue + r.range(60, 160), r.range(0.5, 0.9), r.range(0.35, 0.6)), hsl(hue - 90, 0.7, 0.6), r.range(0.2, 0.55), r.next() < 0.5);
  for (let i = r.int(12, 26); i > 0; i--) {
    const radius = r.range(4, 26);
    cv.ellipse(r.range(0, W), r.range(0, H), radius, radius, r.pick(palette), r.range(0.15, 0.5), r.range(1, 3));
  }
  for (let i = r.int(1, 3); i > 0; i--) {
    cv.ribbon(r.range(20, H - 20), r.range(8, 25), r.range(0.01, 0.04), r.range(0, 7), r.range(2.5, 6), hsl(hue, 0.2, 0.95), r.range(0.35, 0.65));
  }
  for (let i = r.int(4, 9); i > 0; i--) {
    const [cx, cy, size, turn] = [r.range(0, W), r.range(0, H), r.range(7, 22), r.range(0, Math.PI)];
    const colour = r.pick(palette);
    const kind = r.int(0, 2);
    if (kind === 2) {
      cv.ring(cx, cy, size, r.range(2, 5), colour, r.range(0.7, 1));
      continue;
    }
    const corners = kind === 0 ? 3 : 4;
    const points = Array.from({ length: corners }, (_, k): [number, number] => {
      const angle = turn + (k * 2 * Math.PI) / corners;
      return [cx + size * Math.cos(angle), cy + size * Math.sin(angle)];
    });
    cv.polygon(points, colour, r.range(0.7, 1));
  }
}

/** A painted picture, read at full resolution a row at a time (RGB, 310 pixels). */
export interface SceneRows {
  row(y: number, out: Uint8Array, offset: number): void;
  blended(y: number): BlendedRow;
}

/**
 * Paints pictures, one per call, keeping its working memory between calls (a picture's worth
 * of fresh memory per challenge kept the collector busy on the painting thread): a picture
 * stays readable only until the next one is painted.
 */
export class ScenePainter {
  private readonly canvas = new Canvas();

  paint(r: CryptoRandom): SceneRows {
    const cv = this.canvas;
    if (r.next() < 0.6) landscape(cv, r);
    else abstract(cv, r);
    return cv.finish();
  }
}

/** A whole picture as RGB bytes, rows top to bottom (for tools and tests). */
export function sceneRgb(scene: SceneRows): Uint8Array {
  const out = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) scene.row(y, out, y * W * 3);
  return out;
}
