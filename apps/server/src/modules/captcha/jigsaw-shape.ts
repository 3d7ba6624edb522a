import { CAPTCHA_CIRCLE_RADIUS, CAPTCHA_PIECE_HEIGHT, CAPTCHA_PIECE_WIDTH } from '@portal/contract/limits';

/**
 * The classic jigsaw outline in a 50x50 box: a square body with round knobs (radius
 * CAPTCHA_CIRCLE_RADIUS) on the top and right edges and a notch on the left. The piece always has
 * this outline; decoy holes (issue 18) have it turned or mirrored, so a person tells the gap from
 * them by its shape at a glance. Each outline's anti-aliased coverage and its inner and outer
 * edge bands are computed once.
 */
export interface JigsawShape {
  /** Coverage of each pixel of the box by the piece, 0..1. */
  fill: Float32Array;
  /** The band just inside the outline (drawn light). */
  rim: Float32Array;
  /** The band just outside the outline (drawn as a shadow on the piece image). */
  halo: Float32Array;
}

/**
 * How an outline is turned within its square box: quarter turns clockwise, then mirrored left
 * to right or not. `{ turns: 0, mirrored: false }` is the piece's own outline.
 */
export interface ShapePose {
  turns: 0 | 1 | 2 | 3;
  mirrored: boolean;
}

/**
 * The outlines a decoy takes: every pose but the piece's own and the one mirrored across the
 * rising diagonal (three turns, mirrored), which keeps the knobs on the top and the right and
 * only moves the notch to the bottom: too like the piece at a glance.
 */
export const DECOY_POSES: readonly ShapePose[] = ([0, 1, 2, 3] as const)
  .flatMap((turns) => [false, true].map((mirrored) => ({ turns, mirrored })))
  .filter((pose) => (pose.turns !== 0 || pose.mirrored) && !(pose.turns === 3 && pose.mirrored));

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

/** Whether a point is inside the outline moved inwards by `inset` (negative: outwards). */
function inside(px: number, py: number, inset: number): boolean {
  const inBody =
    px >= BODY.left + inset && px <= BODY.right - inset && py >= BODY.top + inset && py <= BODY.bottom - inset;
  const inNotch = Math.hypot(px - NOTCH.x, py - NOTCH.y) < NOTCH.r + inset;
  const inKnob = (k: { x: number; y: number }) => Math.hypot(px - k.x, py - k.y) <= R - inset;
  return (inBody && !inNotch) || inKnob(TOP_KNOB) || inKnob(RIGHT_KNOB);
}

/** The point of the piece's own outline that `pose` moves to (px, py): undo the mirror, then the turns. */
function unposed(px: number, py: number, pose: ShapePose): [number, number] {
  let x = pose.mirrored ? W - px : px;
  let y = py;
  for (let t = 0; t < pose.turns; t++) [x, y] = [y, W - x]; // a quarter turn back (the box is square)
  return [x, y];
}

function coverage(inset: number, pose: ShapePose): Float32Array {
  const out = new Float32Array(W * H);
  const step = 1 / SUBSAMPLES;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      let hits = 0;
      for (let sy = 0; sy < SUBSAMPLES; sy++) {
        for (let sx = 0; sx < SUBSAMPLES; sx++) {
          const [ux, uy] = unposed(x + (sx + 0.5) * step, y + (sy + 0.5) * step, pose);
          if (inside(ux, uy, inset)) hits++;
        }
      }
      out[y * W + x] = hits / (SUBSAMPLES * SUBSAMPLES);
    }
  }
  return out;
}

export function buildJigsawShape(pose: ShapePose = { turns: 0, mirrored: false }): JigsawShape {
  const fill = coverage(0, pose);
  const inner = coverage(RIM_WIDTH, pose);
  const outer = coverage(-HALO_WIDTH, pose);
  const rim = fill.map((v, i) => Math.max(0, v - inner[i]!));
  const halo = outer.map((v, i) => Math.max(0, v - fill[i]!));
  return { fill, rim, halo };
}
