import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH } from '@portal/contract/limits';
import type { BlendedRow } from './literal-deflate.ts';

/**
 * A small RGB painter for the captcha's pictures (scene.ts composes them). A picture is painted
 * for every challenge, so it must cost about a millisecond: shapes are painted at half the
 * picture's resolution (a quarter of the pixels), each only inside its bounding box, and `row`
 * gives the result scaled up. Callers give coordinates and sizes in the full picture's pixels.
 */
const SCALE = 0.5;
const OW = CAPTCHA_IMAGE_WIDTH;
const OH = CAPTCHA_IMAGE_HEIGHT;
const W = Math.ceil(OW * SCALE);
const H = Math.ceil(OH * SCALE);

/**
 * For each full-resolution column (or row): the two painted ones around it and their weights in
 * quarters (bilinear: a 2x scale puts every full pixel a quarter or three quarters of the way).
 */
function samplingOf(full: number, painted: number) {
  const from = new Int32Array(full);
  const to = new Int32Array(full);
  const toWeight = new Int32Array(full);
  for (let i = 0; i < full; i++) {
    const u = Math.min(painted - 1, Math.max(0, (i + 0.5) * SCALE - 0.5));
    from[i] = Math.floor(u);
    to[i] = Math.min(painted - 1, from[i]! + 1);
    toWeight[i] = Math.round((u - from[i]!) * 4);
  }
  return { from, to, toWeight };
}
const COLUMNS = samplingOf(OW, W);
const ROWS = samplingOf(OH, H);

export type Rgb = readonly [number, number, number];

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 60;
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const m = lightness - c / 2;
  const [r, g, b] = h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

export class Canvas {
  readonly px = new Float32Array(W * H * 3);

  /** Blends `c` into pixel (x, y) with coverage `a` (0..1). */
  private blend(x: number, y: number, c: Rgb, a: number): void {
    const i = (y * W + x) * 3;
    const p = this.px;
    p[i] = p[i]! + (c[0] - p[i]!) * a;
    p[i + 1] = p[i + 1]! + (c[1] - p[i + 1]!) * a;
    p[i + 2] = p[i + 2]! + (c[2] - p[i + 2]!) * a;
  }

  /** A vertical gradient from `top` to `bottom`, tinted towards `side` across the width. It covers every pixel: a picture starts with it. */
  gradient(top: Rgb, bottom: Rgb, side: Rgb, sideAmount: number, sideFromRight: boolean): void {
    const p = this.px;
    for (let y = 0; y < H; y++) {
      const t = y / (H - 1);
      const s = t * t * (3 - 2 * t);
      const row = mix(top, bottom, s);
      for (let x = 0; x < W; x++) {
        const k = sideAmount * (sideFromRight ? x / W : 1 - x / W);
        const i = (y * W + x) * 3;
        p[i] = row[0] + (side[0] - row[0]) * k;
        p[i + 1] = row[1] + (side[1] - row[1]) * k;
        p[i + 2] = row[2] + (side[2] - row[2]) * k;
      }
    }
  }

  /** An ellipse with a soft edge `soft` pixels wide (a disc when rx = ry). */
  ellipse(cx: number, cy: number, rx: number, ry: number, c: Rgb, opacity: number, soft = 1): void {
    [cx, cy, rx, ry, soft] = [cx * SCALE, cy * SCALE, rx * SCALE, ry * SCALE, Math.max(1, soft * SCALE)];
    const x0 = Math.max(0, Math.floor(cx - rx - soft));
    const x1 = Math.min(W - 1, Math.ceil(cx + rx + soft));
    const y0 = Math.max(0, Math.floor(cy - ry - soft));
    const y1 = Math.min(H - 1, Math.ceil(cy + ry + soft));
    const r = Math.min(rx, ry);
    for (let y = y0; y <= y1; y++) {
      const dy = (y + 0.5 - cy) / ry;
      for (let x = x0; x <= x1; x++) {
        const dx = (x + 0.5 - cx) / rx;
        // Distance outside the rim in pixels, roughly: good enough for an edge a few pixels soft.
        const d = (Math.sqrt(dx * dx + dy * dy) - 1) * r;
        const a = opacity * clamp01(0.5 - d / soft);
        if (a > 0) this.blend(x, y, c, a);
      }
    }
  }

  /** A ring (outline of a disc) `width` pixels wide. */
  ring(cx: number, cy: number, r: number, width: number, c: Rgb, opacity: number): void {
    [cx, cy, r, width] = [cx * SCALE, cy * SCALE, r * SCALE, width * SCALE];
    const x0 = Math.max(0, Math.floor(cx - r - width));
    const x1 = Math.min(W - 1, Math.ceil(cx + r + width));
    const y0 = Math.max(0, Math.floor(cy - r - width));
    const y1 = Math.min(H - 1, Math.ceil(cy + r + width));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = Math.abs(Math.hypot(x + 0.5 - cx, y + 0.5 - cy) - r);
        const a = opacity * clamp01(width / 2 - d + 0.5);
        if (a > 0) this.blend(x, y, c, a);
      }
    }
  }

  /** A soft glow: opacity falls off as a Gaussian of the distance. */
  glow(cx: number, cy: number, r: number, c: Rgb, strength: number): void {
    [cx, cy, r] = [cx * SCALE, cy * SCALE, r * SCALE];
    const reach = r * 2; // exp(-4) < 2 %: the rest is not worth painting
    const x0 = Math.max(0, Math.floor(cx - reach));
    const x1 = Math.min(W - 1, Math.ceil(cx + reach));
    const y0 = Math.max(0, Math.floor(cy - reach));
    const y1 = Math.min(H - 1, Math.ceil(cy + reach));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d2 = ((x - cx) ** 2 + (y - cy) ** 2) / (r * r);
        this.blend(x, y, c, strength * Math.exp(-d2));
      }
    }
  }

  /** A convex polygon (triangles, rotated squares), anti-aliased along its edges. */
  polygon(corners: ReadonlyArray<readonly [number, number]>, c: Rgb, opacity: number): void {
    const points = corners.map(([x, y]) => [x * SCALE, y * SCALE] as const);
    let [x0, x1, y0, y1] = [W - 1, 0, H - 1, 0];
    for (const [px, py] of points) {
      x0 = Math.min(x0, Math.floor(px));
      x1 = Math.max(x1, Math.ceil(px));
      y0 = Math.min(y0, Math.floor(py));
      y1 = Math.max(y1, Math.ceil(py));
    }
    [x0, y0] = [Math.max(0, x0), Math.max(0, y0)];
    // Edges as unit normals, oriented so that inside is positive whatever the winding.
    let area = 0;
    for (let i = 0; i < points.length; i++) {
      const [ax, ay] = points[i]!;
      const [bx, by] = points[(i + 1) % points.length]!;
      area += ax * by - bx * ay;
    }
    const sign = area >= 0 ? 1 : -1;
    const n = points.length;
    const edges = new Float64Array(n * 3);
    points.forEach(([ax, ay], i) => {
      const [bx, by] = points[(i + 1) % n]!;
      const len = Math.hypot(bx - ax, by - ay) || 1;
      const nx = (-(by - ay) / len) * sign;
      const ny = ((bx - ax) / len) * sign;
      edges[i * 3] = nx;
      edges[i * 3 + 1] = ny;
      edges[i * 3 + 2] = -(nx * ax + ny * ay);
    });
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        let inside = Infinity;
        for (let e = 0; e < n * 3; e += 3) {
          const d = edges[e]! * (x + 0.5) + edges[e + 1]! * (y + 0.5) + edges[e + 2]!;
          if (d < inside) inside = d;
        }
        const a = opacity * clamp01(inside + 0.5);
        if (a > 0) this.blend(x, y, c, a);
      }
    }
  }

  /** Everything below the line `top(x)`, coloured from `near` at the line to `far` `depth` px below it. */
  ridge(top: (x: number) => number, near: Rgb, far: Rgb, depth: number): void {
    const p = this.px;
    const [d0, d1, d2] = [far[0] - near[0], far[1] - near[1], far[2] - near[2]];
    const reach = depth * SCALE;
    for (let x = 0; x < W; x++) {
      const t = top((x + 0.5) / SCALE) * SCALE;
      for (let y = Math.max(0, Math.floor(t)); y < H; y++) {
        const a = clamp01(y + 0.5 - t);
        const k = clamp01((y - t) / reach);
        const i = (y * W + x) * 3;
        p[i] = p[i]! + (near[0] + d0 * k - p[i]!) * a;
        p[i + 1] = p[i + 1]! + (near[1] + d1 * k - p[i + 1]!) * a;
        p[i + 2] = p[i + 2]! + (near[2] + d2 * k - p[i + 2]!) * a;
      }
    }
  }

  /** A band along y = base + amp·sin(x·freq + phase), Gaussian across, `width` px. */
  ribbon(base: number, amp: number, freq: number, phase: number, width: number, c: Rgb, opacity: number): void {
    [base, amp, freq, width] = [base * SCALE, amp * SCALE, freq / SCALE, width * SCALE];
    for (let x = 0; x < W; x++) {
      const centre = base + amp * Math.sin(x * freq + phase);
      const y0 = Math.max(0, Math.floor(centre - width * 3));
      const y1 = Math.min(H - 1, Math.ceil(centre + width * 3));
      for (let y = y0; y <= y1; y++) this.blend(x, y, c, opacity * Math.exp(-(((y - centre) / width) ** 2)));
    }
  }

  /** Painted at half resolution, rounded to bytes (reused between pictures). */
  private readonly small = new Uint8ClampedArray(W * H * 3);
  /** Those rows scaled to full width, in quarters. */
  private readonly wide = new Uint16Array(OW * H * 3);

  /**
   * Ends the painting: from here `row` and `blended` give the picture at full resolution,
   * scaled up bilinearly in integers, one row at a time (so that a row is computed, filtered and
   * compressed in one pass, literal-deflate.ts).
   */
  finish(): this {
    const { small, wide } = this;
    small.set(this.px); // rounds and clamps natively
    for (let y = 0; y < H; y++) {
      const row = y * W * 3;
      for (let x = 0, o = y * OW * 3; x < OW; x++, o += 3) {
        const a = row + COLUMNS.from[x]! * 3;
        const b = row + COLUMNS.to[x]! * 3;
        const wb = COLUMNS.toWeight[x]!;
        const wa = 4 - wb;
        wide[o] = small[a]! * wa + small[b]! * wb;
        wide[o + 1] = small[a + 1]! * wa + small[b + 1]! * wb;
        wide[o + 2] = small[a + 2]! * wa + small[b + 2]! * wb;
      }
    }
    return this;
  }

  /** The full-resolution row `y` as a blend of two rows of quarters (valid until the next picture). */
  blended(y: number): BlendedRow {
    return { quarters: this.wide, from: ROWS.from[y]! * OW * 3, to: ROWS.to[y]! * OW * 3, weight: ROWS.toWeight[y]! };
  }

  /** Writes the full-resolution row `y` (RGB, OW pixels) into `out` from `offset`. */
  row(y: number, out: Uint8Array, offset: number): void {
    const { quarters, from, to, weight } = this.blended(y);
    // Sixteenths, rounded.
    for (let i = 0; i < OW * 3; i++) out[offset + i] = (quarters[from + i]! * (4 - weight) + quarters[to + i]! * weight + 8) >> 4;
  }
}
