import { CAPTCHA_IMAGE_WIDTH, CAPTCHA_OFFSET, CAPTCHA_PIECE_WIDTH, CAPTCHA_X_OFFSET } from '@portal/contract/limits';

/** The gap never sits under the piece's starting place, nor touches the right edge. */
export const GAP_X_MIN = CAPTCHA_X_OFFSET + CAPTCHA_PIECE_WIDTH + 10;
export const GAP_X_MAX = CAPTCHA_IMAGE_WIDTH - CAPTCHA_PIECE_WIDTH - CAPTCHA_OFFSET;
/** Holes in one row this far apart do not overlap (the piece's box plus a little air). */
const SPACING = CAPTCHA_PIECE_WIDTH + 2;
/** The gap and its decoys: as many as fit three times in the range. */
export const HOLES = 3;

export interface GapPlaces {
  /** The real gap's x (the answer). */
  x: number;
  /** The decoys' x, in the same row as the gap. */
  decoys: number[];
}

/**
 * Places the gap and its decoys in the piece's row (decoys elsewhere would not fool anyone who
 * reads the piece's row off the piece image). The three places are drawn first, uniformly over
 * every way to fit three holes in the range, and only then is one of them made the gap, so
 * where a hole sits (leftmost, in the middle, near an edge) says nothing about which is real.
 */
export function placeGaps(randomInt: (min: number, maxInclusive: number) => number): GapPlaces {
  // Three sorted draws from the range shortened by the spacing, then spread out: every
  // arrangement of three non-overlapping holes is equally likely.
  const last = GAP_X_MAX - (HOLES - 1) * SPACING;
  const draws = Array.from({ length: HOLES }, () => randomInt(GAP_X_MIN, last)).sort((a, b) => a - b);
  const places = draws.map((d, i) => d + i * SPACING);
  const real = randomInt(0, HOLES - 1);
  return { x: places[real]!, decoys: places.filter((_, i) => i !== real) };
}
