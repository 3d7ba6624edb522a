/**
 * Paints the bundled slider-captcha backgrounds (310x155 PNGs) procedurally: landscapes and one
 * abstract scene, deterministic per seed so a re-run gives the same files. Run once, commit the
 * output: `node --import tsx scripts/paint-captcha-backgrounds.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { CAPTCHA_IMAGE_HEIGHT as H, CAPTCHA_IMAGE_WIDTH as W } from '../packages/contract/src/limits.ts';

const OUT_DIR = fileURLToPath(new URL('../apps/server/src/modules/captcha/backgrounds/', import.meta.url));

type Rgb = [number, number, number];

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const smooth = (e0: number, e1: number, v: number) => {
  const t = clamp01((v - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const hex = (h: string): Rgb => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];

/** Smooth value noise on a lattice, summed over octaves (fractal Brownian motion). */
function noise2(seed: number) {
  const rand = rng(seed);
  const perm = Array.from({ length: 512 }, () => rand());
  const at = (ix: number, iy: number) => perm[(((ix * 73856093) ^ (iy * 19349663)) >>> 0) % 512]!;
  const base = (x: number, y: number) => {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    const fx = x - ix;
    const fy = y - iy;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const a = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * sx;
    const b = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * sx;
    return a + (b - a) * sy;
  };
  return (x: number, y: number, octaves = 4) => {
    let sum = 0;
    let amp = 0.5;
    let f = 1;
    for (let o = 0; o < octaves; o++) {
      sum += amp * base(x * f, y * f);
      f *= 2;
      amp *= 0.5;
    }
    return sum / (1 - Math.pow(0.5, octaves));
  };
}

class Canvas {
  readonly px = new Float32Array(W * H * 3);
  fill(f: (x: number, y: number) => Rgb) {
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) this.set(x, y, f(x, y));
  }
  get(x: number, y: number): Rgb {
    const i = (y * W + x) * 3;
    return [this.px[i]!, this.px[i + 1]!, this.px[i + 2]!];
  }
  set(x: number, y: number, c: Rgb) {
    const i = (y * W + x) * 3;
    this.px[i] = c[0];
    this.px[i + 1] = c[1];
    this.px[i + 2] = c[2];
  }
  /** Blends colour `c` with per-pixel coverage `alpha(x, y)` in [0, 1]. */
  paint(alpha: (x: number, y: number) => number, c: Rgb | ((x: number, y: number) => Rgb)) {
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const a = alpha(x + 0.5, y + 0.5);
        if (a <= 0) continue;
        this.set(x, y, mix(this.get(x, y), typeof c === 'function' ? c(x, y) : c, clamp01(a)));
      }
    }
  }
  /** A soft glowing disc. */
  glow(cx: number, cy: number, r: number, c: Rgb, strength: number) {
    this.paint((x, y) => strength * Math.exp(-((x - cx) ** 2 + (y - cy) ** 2) / (r * r)), c);
  }
  disc(cx: number, cy: number, r: number, c: Rgb, opacity = 1) {
    this.paint((x, y) => opacity * clamp01(r - Math.hypot(x - cx, y - cy) + 0.5), c);
  }
  /** A layer filled below the ridge `top(x)`, coloured per pixel. */
  ridge(top: (x: number) => number, c: Rgb | ((x: number, y: number) => Rgb)) {
    this.paint((x, y) => clamp01(y - top(x) + 0.5), c);
  }
  /** Fine grain so no region is flat: the piece must be findable by its texture. */
  grain(seed: number, amount: number) {
    const n = noise2(seed);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const d = (n(x / 2.5, y / 2.5, 2) - 0.5) * amount;
        const c = this.get(x, y);
        this.set(x, y, [c[0] + d, c[1] + d, c[2] + d]);
      }
    }
  }
  save(name: string) {
    const png = new PNG({ width: W, height: H, colorType: 2, inputColorType: 2, inputHasAlpha: false });
    const data = Buffer.alloc(W * H * 4);
    for (let i = 0, j = 0; i < W * H; i++) {
      data[j++] = Math.round(Math.min(255, Math.max(0, this.px[i * 3]!)));
      data[j++] = Math.round(Math.min(255, Math.max(0, this.px[i * 3 + 1]!)));
      data[j++] = Math.round(Math.min(255, Math.max(0, this.px[i * 3 + 2]!)));
      data[j++] = 255;
    }
    png.data = data;
    writeFileSync(OUT_DIR + name, PNG.sync.write(png, { colorType: 2, deflateLevel: 9 }));
  }
}

const vertical = (stops: Array<[number, Rgb]>) => (_x: number, y: number): Rgb => {
  const t = y / (H - 1);
  for (let i = 1; i < stops.length; i++) {
    const [t1, c1] = stops[i]!;
    const [t0, c0] = stops[i - 1]!;
    if (t <= t1) return mix(c0, c1, smooth(0, 1, (t - t0) / (t1 - t0)));
  }
  return stops[stops.length - 1]![1];
};

function clouds(cv: Canvas, seed: number, top: number, bottom: number, c: Rgb, density: number) {
  const n = noise2(seed);
  cv.paint((x, y) => {
    const v = n(x / 60, y / 18, 5);
    const band = smooth(top, top + 15, y) * (1 - smooth(bottom - 15, bottom, y));
    return smooth(1 - density, 1 - density + 0.25, v) * band * 0.9;
  }, c);
}

function duskMountains() {
  const cv = new Canvas();
  cv.fill(vertical([[0, hex('#1d2b64')], [0.35, hex('#6a4c93')], [0.6, hex('#f28f6b')], [0.75, hex('#ffd28a')], [1, hex('#ffd28a')]]));
  cv.glow(215, 58, 28, hex('#fff2c4'), 0.9);
  cv.disc(215, 58, 11, hex('#fff8e1'));
  clouds(cv, 11, 15, 70, hex('#f7b7a3'), 0.45);
  const n = noise2(12);
  const layers: Array<[number, number, Rgb]> = [[78, 26, hex('#9b7bb0')], [95, 30, hex('#6e5a8f')], [112, 28, hex('#463f6e')], [128, 22, hex('#27284a')]];
  layers.forEach(([base, amp, c], i) => {
    cv.ridge((x) => base - amp * n(x / (70 - i * 10) + i * 7, i * 3.1, 5), (x, y) => mix(c, hex('#1a1a33'), clamp01((y - base) / 160)));
  });
  cv.grain(13, 10);
  cv.save('dusk-mountains.png');
}

function lake() {
  const cv = new Canvas();
  const horizon = 88;
  cv.fill(vertical([[0, hex('#3a7bd5')], [0.55, hex('#a8d8f0')], [1, hex('#a8d8f0')]]));
  clouds(cv, 21, 5, 65, hex('#ffffff'), 0.5);
  const n = noise2(22);
  cv.ridge((x) => 62 - 22 * n(x / 55, 1, 5), (x, y) => mix(hex('#5f7f9a'), hex('#40607a'), n(x / 9, y / 9, 3)));
  cv.ridge((x) => 76 - 14 * n(x / 35 + 9, 4, 5), (x, y) => mix(hex('#2f6b4f'), hex('#1f4d3a'), n(x / 5, y / 5, 3)));
  // Water: the sky mirrored, darkened, with horizontal ripples.
  const sky = new Canvas();
  sky.px.set(cv.px);
  const ripple = noise2(23);
  cv.paint((_x, y) => (y >= horizon ? 1 : 0), (x, y) => {
    const dy = y - horizon;
    const sy = Math.max(0, Math.min(H - 1, Math.round(horizon - 1 - dy * 1.1 + (ripple(x / 40, y / 2.2, 3) - 0.5) * (3 + dy / 6))));
    return mix(sky.get(x, sy), hex('#1d4e6e'), 0.3 + dy / 180);
  });
  cv.paint((x, y) => (y >= horizon ? smooth(0.62, 0.8, ripple(x / 25, y / 1.5, 3)) * 0.35 : 0), hex('#e8f6ff'));
  cv.ridge((x) => 140 - 10 * n(x / 30 + 3, 8, 4), (x, y) => mix(hex('#556b2f'), hex('#2e3d1a'), n(x / 3, y / 3, 3)));
  cv.grain(24, 9);
  cv.save('lake.png');
}

function hills() {
  const cv = new Canvas();
  cv.fill(vertical([[0, hex('#56a0e0')], [0.6, hex('#cfe9f7')], [1, hex('#cfe9f7')]]));
  cv.glow(60, 25, 30, hex('#fffbe0'), 0.7);
  clouds(cv, 31, 0, 70, hex('#ffffff'), 0.55);
  const n = noise2(32);
  const greens: Rgb[] = [hex('#8dbb6a'), hex('#6fa64f'), hex('#4f8a3a'), hex('#3b6f2c')];
  greens.forEach((g, i) => {
    const base = 70 + i * 22;
    cv.ridge(
      (x) => base - 18 * Math.sin(x / (45 + i * 9) + i * 1.7) - 8 * n(x / 40, i, 3),
      (x, y) => mix(g, mix(g, hex('#f2e28a'), 0.35), smooth(0.55, 0.7, n(x / 14 + (y - base) / 20, i * 5, 3)) * 0.6),
    );
  });
  // A few round trees on the middle hill.
  const rand = rng(33);
  for (let k = 0; k < 9; k++) {
    const tx = 20 + rand() * 270;
    const ty = 95 - 18 * Math.sin(tx / 67 + 3.4) - 8 * n(tx / 40, 2, 3) + 10;
    cv.paint((x, y) => (Math.abs(x - tx) < 1.2 && y > ty && y < ty + 10 ? 1 : 0), hex('#5b3a1e'));
    cv.disc(tx, ty - 2, 6 + rand() * 3, mix(hex('#2e6b28'), hex('#4c9a3a'), rand()));
    cv.disc(tx - 2, ty - 4, 3, hex('#6cbf4f'), 0.6);
  }
  cv.grain(34, 10);
  cv.save('hills.png');
}

function nightCity() {
  const cv = new Canvas();
  cv.fill(vertical([[0, hex('#0b1026')], [0.6, hex('#243b6b')], [1, hex('#3d5a8a')]]));
  const rand = rng(41);
  for (let k = 0; k < 140; k++) cv.disc(rand() * W, rand() * 90, 0.4 + rand() * 0.8, hex('#fffbe8'), 0.5 + rand() * 0.5);
  cv.glow(70, 38, 26, hex('#c9d8ff'), 0.45);
  cv.disc(70, 38, 13, hex('#f4f1de'));
  cv.disc(75, 34, 11, hex('#dcd8c0'), 0.35);
  // Skyline: rectangles with lit windows.
  let x0 = 0;
  while (x0 < W) {
    const w = 14 + rand() * 22;
    const top = 70 + rand() * 50;
    const shade = mix(hex('#10172e'), hex('#1d2747'), rand());
    const left = x0;
    cv.paint((x, y) => (x >= left && x < left + w && y >= top ? 1 : 0), (x, y) => {
      const wx = Math.floor((x - left - 2) / 5);
      const wy = Math.floor((y - top - 3) / 6);
      const inWindow = (x - left - 2) % 5 < 2.5 && (y - top - 3) % 6 < 3 && x - left > 2 && x < left + w - 2 && y > top + 3;
      const lit = rng(wx * 131 + wy * 17 + Math.floor(left))() > 0.55;
      return inWindow && lit ? hex('#ffd36b') : shade;
    });
    x0 += w + rand() * 3;
  }
  cv.glow(155, 160, 90, hex('#ff9f43'), 0.25);
  cv.grain(42, 8);
  cv.save('night-city.png');
}

function abstractBokeh() {
  const cv = new Canvas();
  cv.fill((x, y) => mix(mix(hex('#1fa2ff'), hex('#12d8fa'), x / W), hex('#a044ff'), clamp01((y / H) * 0.7 + (1 - x / W) * 0.3)));
  const rand = rng(51);
  const palette = [hex('#ffffff'), hex('#ffe29a'), hex('#ff9ad5'), hex('#9af0ff')];
  for (let k = 0; k < 38; k++) {
    const r = 6 + rand() * 24;
    cv.disc(rand() * W, rand() * H, r, palette[k % palette.length]!, 0.12 + rand() * 0.25);
  }
  // Flowing light ribbons.
  for (let k = 0; k < 3; k++) {
    const phase = rand() * 6;
    const base = 40 + k * 35;
    cv.paint((x, y) => 0.55 * Math.exp(-(((y - base - 18 * Math.sin(x / 50 + phase)) / 4) ** 2)), hex('#ffffff'));
  }
  cv.grain(52, 10);
  cv.save('abstract-bokeh.png');
}

function desert() {
  const cv = new Canvas();
  cv.fill(vertical([[0, hex('#f6a25b')], [0.45, hex('#fbd38d')], [1, hex('#fbd38d')]]));
  cv.glow(250, 40, 30, hex('#fff4d6'), 0.8);
  cv.disc(250, 40, 12, hex('#fff9ec'));
  const n = noise2(61);
  const dunes: Array<[number, Rgb, Rgb]> = [[70, hex('#e3a86b'), hex('#b8743e')], [95, hex('#d9924f'), hex('#a2602e')], [122, hex('#c97d3c'), hex('#8a4a22')]];
  dunes.forEach(([base, light, dark], i) => {
    const top = (x: number) => base - 22 * n(x / 60 + i * 4, i, 4);
    cv.ridge(top, (x, y) => {
      const slope = top(x + 1) - top(x - 1);
      const ripple = Math.sin((y - top(x)) * 1.3 + x / 9) * 0.08;
      return mix(light, dark, clamp01(0.45 + slope * 0.2 + ripple + (y - top(x)) / 90));
    });
  });
  const rand = rng(62);
  for (let k = 0; k < 6; k++) cv.disc(20 + rand() * 270, 130 + rand() * 20, 2 + rand() * 2, hex('#6b5a2a'), 0.8);
  cv.grain(63, 9);
  cv.save('desert.png');
}

duskMountains();
lake();
hills();
nightCity();
abstractBokeh();
desert();
console.log(`backgrounds written to ${OUT_DIR}`);
