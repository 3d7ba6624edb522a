import { readdirSync, readFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/**
 * A script that solves the slider captcha from what a client sees: the challenge picture, the
 * piece strip and every background picture it could collect. Each solver returns its best x
 * (the piece's left edge), searched over the range a reader of the server's source knows.
 */
export const IW = 310;
export const IH = 155;
const PW = 50;
/** The hole's x range (service.ts: right of the piece's start, clear of the right edge). */
export const X_MIN = 68;
export const X_MAX = 255;

/** RGB planes of a picture, as floats. */
export interface Rgb {
  width: number;
  height: number;
  /** Interleaved RGB, row by row. */
  data: Float32Array;
}

export interface Challenge {
  image: Rgb;
  /** The piece strip's colours (PW x IH). */
  piece: Rgb;
  /** The piece strip's alpha, 0..1. */
  alpha: Float32Array;
}

function decode(png: Buffer): { rgb: Rgb; alpha: Float32Array } {
  const img = PNG.sync.read(png);
  const data = new Float32Array(img.width * img.height * 3);
  const alpha = new Float32Array(img.width * img.height);
  for (let i = 0; i < img.width * img.height; i++) {
    data[i * 3] = img.data[i * 4]!;
    data[i * 3 + 1] = img.data[i * 4 + 1]!;
    data[i * 3 + 2] = img.data[i * 4 + 2]!;
    alpha[i] = img.data[i * 4 + 3]! / 255;
  }
  return { rgb: { width: img.width, height: img.height, data }, alpha };
}

export function decodeChallenge(originalImageBase64: string, jigsawImageBase64: string): Challenge {
  const image = decode(Buffer.from(originalImageBase64, 'base64')).rgb;
  const strip = decode(Buffer.from(jigsawImageBase64, 'base64'));
  return { image, piece: strip.rgb, alpha: strip.alpha };
}

/** A picture as RGB bytes (the painter's own, for an attacker who runs it). */
export const fromRgbBytes = (bytes: Uint8Array): Rgb => ({ width: IW, height: IH, data: Float32Array.from(bytes) });

/** Every PNG in a folder, as RGB (the pictures an attacker kept from the source tree). */
export function readPictures(dir: string): Rgb[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort()
    .map((f) => decode(readFileSync(dir + f)).rgb);
}

/** The x in range with the highest score. */
function bestOffset(score: (x: number) => number): number {
  let best = X_MIN;
  let bestScore = -Infinity;
  for (let x = X_MIN; x <= X_MAX; x++) {
    const s = score(x);
    if (s > bestScore) {
      bestScore = s;
      best = x;
    }
  }
  return best;
}

/** Strip pixels (px, y) where the piece is opaque: the part that covers the gap. */
function pieceMask(c: Challenge, minAlpha: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let y = 0; y < IH; y++) for (let px = 0; px < PW; px++) if (c.alpha[y * PW + px]! >= minAlpha) out.push([px, y]);
  return out;
}

/** Per-pixel |difference| summed over channels between the challenge and a picture. */
function differenceMap(image: Rgb, fitted: Float32Array): Float32Array {
  const d = new Float32Array(IW * IH);
  for (let i = 0; i < IW * IH; i++) {
    d[i] = Math.abs(image.data[i * 3]! - fitted[i * 3]!) + Math.abs(image.data[i * 3 + 1]! - fitted[i * 3 + 1]!) + Math.abs(image.data[i * 3 + 2]! - fitted[i * 3 + 2]!);
  }
  return d;
}

/** Per channel, the gain and offset that best map `from` onto `to` (least squares) over pixel pairs [to, from]. */
function fitGain(to: Float32Array, from: Float32Array, pixels: ReadonlyArray<[number, number]>): Array<[number, number]> {
  const fit: Array<[number, number]> = [];
  for (let c = 0; c < 3; c++) {
    let n = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    for (const [i, j] of pixels) {
      const x = from[j * 3 + c]!;
      const y = to[i * 3 + c]!;
      n++;
      sx += x;
      sy += y;
      sxx += x * x;
      sxy += x * y;
    }
    const varX = sxx - (sx * sx) / n;
    const a = varX > 1e-6 ? (sxy - (sx * sy) / n) / varX : 0;
    fit.push([a, (sy - a * sx) / n]);
  }
  return fit;
}


/** Every 5th pixel: enough to tell which known picture a challenge is closest to. */
const SAMPLE_PIXELS = Array.from({ length: Math.floor((IW * IH) / 5) }, (_, i): [number, number] => [i * 5, i * 5]);

/** The known picture mapped by per-channel gains (or as it is). */
function applyGains(bg: Rgb, gains: Array<[number, number]> | undefined): Float32Array {
  return gains ? bg.data.map((v, i) => gains[i % 3]![0] * v + gains[i % 3]![1]) : bg.data;
}

/**
 * Diffing against known backgrounds: take the known picture closest to the challenge (raw, or
 * after the best global per-channel gain and offset), then the offset where the piece-shaped
 * window differs most from it.
 */
export function solveByKnownBackground(c: Challenge, known: Rgb[], tintFit: boolean): number {
  let best: { bg: Rgb; gains: Array<[number, number]> | undefined } | undefined;
  let bestTotal = Infinity;
  for (const bg of known) {
    const gains = tintFit ? fitGain(c.image.data, bg.data, SAMPLE_PIXELS) : undefined;
    let t = 0;
    for (const [i] of SAMPLE_PIXELS) {
      for (let ch = 0; ch < 3; ch++) {
        const fitted = gains ? gains[ch]![0] * bg.data[i * 3 + ch]! + gains[ch]![1] : bg.data[i * 3 + ch]!;
        t += Math.abs(c.image.data[i * 3 + ch]! - fitted);
      }
    }
    if (t < bestTotal) {
      bestTotal = t;
      best = { bg, gains };
    }
  }
  const map = differenceMap(c.image, applyGains(best!.bg, best!.gains));
  const mask = pieceMask(c, 0.9);
  return bestOffset((x) => mask.reduce((s, [px, y]) => s + map[y * IW + x + px]!, 0));
}

function luminance(rgb: Rgb): Float32Array {
  const out = new Float32Array(rgb.width * rgb.height);
  for (let i = 0; i < out.length; i++) out[i] = 0.299 * rgb.data[i * 3]! + 0.587 * rgb.data[i * 3 + 1]! + 0.114 * rgb.data[i * 3 + 2]!;
  return out;
}

function sobel(plane: Float32Array, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  const at = (x: number, y: number) => plane[Math.min(h - 1, Math.max(0, y)) * w + Math.min(w - 1, Math.max(0, x))]!;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const gx = at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const gy = at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      out[y * w + x] = Math.hypot(gx, gy);
    }
  }
  return out;
}

/** The piece's outline (edges of its alpha) against the image's edge map, per x of the range. */
function outlineScores(c: Challenge, normalized: boolean): number[] {
  const outline = sobel(c.alpha, PW, IH);
  const edges = sobel(luminance(c.image), IW, IH);
  const points: Array<[number, number, number]> = [];
  for (let y = 0; y < IH; y++) for (let px = 0; px < PW; px++) if (outline[y * PW + px]! > 0.5) points.push([px, y, outline[y * PW + px]!]);
  const rows: number[] = [...new Set(points.map((p) => p[1]))];
  return Array.from({ length: X_MAX - X_MIN + 1 }, (_, i) => {
    const x = X_MIN + i;
    let s = 0;
    for (const [px, y, w] of points) s += w * edges[y * IW + x + px]!;
    if (!normalized) return s;
    let energy = 0;
    for (const y of rows) for (let px = 0; px < PW; px++) energy += edges[y * IW + x + px]! ** 2;
    return s / Math.sqrt(energy + 1e-6);
  });
}

/**
 * Shape matching, as the common solvers do it (OpenCV's Canny + matchTemplate): the piece's
 * outline slid along the image's edge map. `normalized`: divided by the window's edge energy
 * (TM_CCORR_NORMED), so a busy region does not win by being busy.
 */
export function solveByEdges(c: Challenge, normalized: boolean): number {
  const scores = outlineScores(c, normalized);
  return bestOffset((x) => scores[x - X_MIN]!);
}

/**
 * The piece's own picture against the image: at the gap the image shows the piece's pixels
 * darkened, so fit image ≈ gain·piece + offset per channel over the piece's opaque pixels and
 * take the offset that fits best (`ncc`: the best luminance correlation instead).
 */
export function solveByPieceContent(c: Challenge, ncc: boolean): number {
  const mask = pieceMask(c, 0.99);
  const pieceLum = luminance(c.piece);
  const imageLum = luminance(c.image);
  return bestOffset((x) => {
    if (ncc) {
      let n = 0;
      let sa = 0;
      let sb = 0;
      let saa = 0;
      let sbb = 0;
      let sab = 0;
      for (const [px, y] of mask) {
        const a = pieceLum[y * PW + px]!;
        const b = imageLum[y * IW + x + px]!;
        n++;
        sa += a;
        sb += b;
        saa += a * a;
        sbb += b * b;
        sab += a * b;
      }
      const cov = sab - (sa * sb) / n;
      return cov / Math.sqrt((saa - (sa * sa) / n) * (sbb - (sb * sb) / n) + 1e-6);
    }
    // Least squares per channel from the sums: residual = Σy² − a·Σxy − b·Σy after the fit.
    let residual = 0;
    for (let ch = 0; ch < 3; ch++) {
      let sx = 0;
      let sy = 0;
      let sxx = 0;
      let sxy = 0;
      let syy = 0;
      for (const [px, y] of mask) {
        const p = c.piece.data[(y * PW + px) * 3 + ch]!;
        const v = c.image.data[(y * IW + x + px) * 3 + ch]!;
        sx += p;
        sy += v;
        sxx += p * p;
        sxy += p * v;
        syy += v * v;
      }
      const n = mask.length;
      const varX = sxx - (sx * sx) / n;
      const a = varX > 1e-6 ? (sxy - (sx * sy) / n) / varX : 0;
      const b = (sy - a * sx) / n;
      residual += syy - a * sxy - b * sy;
    }
    return -residual;
  });
}

/** The piece's opaque mask grown (positive) or shrunk (negative) by `by` pixels, city-block. */
function morph(alpha: Float32Array, by: number): Uint8Array {
  let mask = Uint8Array.from(alpha, (a) => (a >= 0.5 ? 1 : 0));
  const grow = by > 0;
  for (let step = 0; step < Math.abs(by); step++) {
    const next = new Uint8Array(mask.length);
    for (let y = 0; y < IH; y++) {
      for (let x = 0; x < PW; x++) {
        const i = y * PW + x;
        const around = [x > 0 ? mask[i - 1] : 0, x < PW - 1 ? mask[i + 1] : 0, y > 0 ? mask[i - PW] : 0, y < IH - 1 ? mask[i + PW] : 0];
        next[i] = grow ? (mask[i] || around.some((v) => v) ? 1 : 0) : mask[i] && around.every((v) => v) ? 1 : 0;
      }
    }
    mask = next;
  }
  return mask;
}

/**
 * Continuity, as a person judges the fit: the piece's colours just inside its edge against the
 * image's just outside the gap, compared per sector around the piece's centre (so a ridge that
 * runs through the piece must run on outside it). Picks the offset where they agree best.
 */
export function solveByContinuity(c: Challenge): number {
  const inner = morph(c.alpha, -3);
  const innerCore = morph(c.alpha, -6);
  const outer = morph(c.alpha, 6);
  const outerCore = morph(c.alpha, 3);
  let cx = 0;
  let cy = 0;
  let n = 0;
  for (let i = 0; i < inner.length; i++) {
    if (c.alpha[i]! >= 0.5) {
      cx += i % PW;
      cy += Math.floor(i / PW);
      n++;
    }
  }
  cx /= n;
  cy /= n;
  const SECTORS = 12;
  const sectorOf = (px: number, y: number) => Math.floor(((Math.atan2(y - cy, px - cx) + Math.PI) / (2 * Math.PI)) * SECTORS) % SECTORS;
  const innerPixels: Array<[number, number, number]> = [];
  const outerPixels: Array<[number, number, number]> = [];
  for (let y = 0; y < IH; y++) {
    for (let px = 0; px < PW; px++) {
      const i = y * PW + px;
      if (inner[i] && !innerCore[i]) innerPixels.push([px, y, sectorOf(px, y)]);
      if (outer[i] && !outerCore[i]) outerPixels.push([px, y, sectorOf(px, y)]);
    }
  }
  const pieceMeans = new Float32Array(SECTORS * 3);
  const pieceCounts = new Float32Array(SECTORS);
  for (const [px, y, s] of innerPixels) {
    for (let ch = 0; ch < 3; ch++) pieceMeans[s * 3 + ch] = pieceMeans[s * 3 + ch]! + c.piece.data[(y * PW + px) * 3 + ch]!;
    pieceCounts[s] = pieceCounts[s]! + 1;
  }
  return bestOffset((x) => {
    const means = new Float32Array(SECTORS * 3);
    const counts = new Float32Array(SECTORS);
    for (const [px, y, s] of outerPixels) {
      for (let ch = 0; ch < 3; ch++) means[s * 3 + ch] = means[s * 3 + ch]! + c.image.data[(y * IW + x + px) * 3 + ch]!;
      counts[s] = counts[s]! + 1;
    }
    let cost = 0;
    for (let s = 0; s < SECTORS; s++) {
      if (!counts[s] || !pieceCounts[s]) continue;
      for (let ch = 0; ch < 3; ch++) cost += (means[s * 3 + ch]! / counts[s]! - pieceMeans[s * 3 + ch]! / pieceCounts[s]!) ** 2;
    }
    return -cost;
  });
}
