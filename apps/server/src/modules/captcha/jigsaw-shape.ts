import { CAPTCHA_CIRCLE_RADIUS, CAPTCHA_PIECE_HEIGHT, CAPTCHA_PIECE_WIDTH } from '@portal/contract/limits';

/**
 * The classic jigsaw outline in a 50x50 box: a square body with round knobs (radius
 * CAPTCHA_CIRCLE_RADIUS) on the top and right edges and a notch on the left. The shape never
 * changes, so its anti-aliased coverage and its inner and outer edge bands are computed once.
 */
export interface JigsawShape {
  /** Coverage of each pixel of the box by the piece, 0..1. */
  fill: Float32Array;
  /** The band just inside the outline (drawn light). */
  rim: Float32Array;
  /** The band just outside the outline (drawn as a shadow on the piece image). */
  halo: Float32Array;
  /** How far inside the outline each pixel lies, 0 on the outline to 1 at DEPTH_PX and beyond. */
  depth: Float32Array;
}

const W = CAPTCHA_PIECE_WIDTH;
const H = CAPTCHA_PIECE_HEIGHT;
const R = CAPTCHA_CIRCLE_RADIUS;
/** Room left around the shape for the halo. */
const MARGIN = 2;
const BODY = { left: MARGIN, right: W - MARGIN - R - 2, top: MARGIN + R, bottom: H - MARGIN };
const TOP_KNOB = { x: (BODY.left + BODY.right) / 2, y: BODY.top - 1 };
const RIGHT_KNOB = { x: BODY.right + 1, y: (BODY.top + BODY.bottom) / 2 };
const NOTCH = { x: BODY.left - 3, y: RIGHT_KNOB.y, r: R - 2 };
const RIM_WIDTH = 1.5;
const HALO_WIDTH = 1.6;
const SUBSAMPLES = 4;
const DEPTH_PX = 8;

/** Whether a point is inside the outline moved inwards by `inset` (negative: outwards). */
function inside(px: number, py: number, inset: number): boolean {
  const inBody =
    px >= BODY.left + inset && px <= BODY.right - inset && py >= BODY.top + inset && py <= BODY.bottom - inset;
  const inNotch = Math.hypot(px - NOTCH.x, py - NOTCH.y) < NOTCH.r + inset;
  const inKnob = (k: { x: number; y: number }) => Math.hypot(px - k.x, py - k.y) <= R - inset;
  return (inBody && !inNotch) || inKnob(TOP_KNOB) || inKnob(RIGHT_KNOB);
}

function coverage(inset: number): Float32Array {
  const out = new Float32Array(W * H);
  const step = 1 / SUBSAMPLES;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let hits = 0;
      for (let sy = 0; sy < SUBSAMPLES; sy++) {
        for (let sx = 0; sx < SUBSAMPLES; sx++) {
          if (inside(x + (sx + 0.5) * step, y + (sy + 0.5) * step, inset)) hits++;
        }
      }
      out[y * W + x] = hits / (SUBSAMPLES * SUBSAMPLES);
    }
  }
  return out;
}

export function buildJigsawShape(): JigsawShape {
  const fill = coverage(0);
  const inner = coverage(RIM_WIDTH);
  const outer = coverage(-HALO_WIDTH);
  const rim = fill.map((v, i) => Math.max(0, v - inner[i]!));
  const halo = outer.map((v, i) => Math.max(0, v - fill[i]!));
  const depth = new Float32Array(W * H);
  for (let inset = 1; inset <= DEPTH_PX; inset++) {
    const shrunk = coverage(inset);
    for (let i = 0; i < depth.length; i++) depth[i] = depth[i]! + shrunk[i]! / DEPTH_PX;
  }
  return { fill, rim, halo, depth };
}
