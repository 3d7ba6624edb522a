import {
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CAPTCHA_PIECE_HEIGHT,
  CAPTCHA_PIECE_WIDTH,
} from '@portal/contract/limits';
import type { Background } from './backgrounds.ts';
import type { JigsawShape } from './jigsaw-shape.ts';
import { encodePng } from './png-encoder.ts';
import { encodeWithChangedRows } from './segmented-png.ts';

const IW = CAPTCHA_IMAGE_WIDTH;
const IH = CAPTCHA_IMAGE_HEIGHT;
const PW = CAPTCHA_PIECE_WIDTH;
const PH = CAPTCHA_PIECE_HEIGHT;
/** How much of the light is taken out of the hole. */
const HOLE_DARKEN = 0.55;
const HOLE_RIM_LIGHT = 0.55;
const PIECE_RIM_LIGHT = 0.75;
const PIECE_HALO_DARK = 0.55;

export interface PuzzlePngs {
  background: Buffer;
  /**
   * blockPuzzle piece image: a strip PIECE_WIDTH wide and as tall as the background, clear
   * except for the piece at its height, so clients place it at top 0 and only move it sideways
   * (which is why the protocol's y is the constant 5).
   */
  piece: Buffer;
}

/** Cuts the piece at (x, top) out of `source`, darkens the hole, and encodes both images. */
export async function renderPuzzle(bg: Background, shape: JigsawShape, x: number, top: number): Promise<PuzzlePngs> {
  const source = bg.rgb;
  const background = source.slice();
  const piece = new Uint8Array(PW * IH * 4);
  for (let py = 0; py < PH; py++) {
    for (let px = 0; px < PW; px++) {
      const k = py * PW + px;
      const fill = shape.fill[k]!;
      const rim = shape.rim[k]!;
      const halo = shape.halo[k]!;
      if (fill === 0 && halo === 0) continue;
      const b = ((top + py) * IW + x + px) * 3;
      const p = ((top + py) * PW + px) * 4;
      // The piece: the original pixels with a light rim, over a soft dark halo.
      const haloAlpha = halo * PIECE_HALO_DARK * (1 - fill);
      const alpha = fill + haloAlpha;
      for (let c = 0; c < 3; c++) {
        const lit = source[b + c]! + (255 - source[b + c]!) * rim * PIECE_RIM_LIGHT;
        piece[p + c] = alpha > 0 ? Math.round((lit * fill) / alpha) : 0;
        // The hole: darkened, with a faint light outline so it reads as a cut.
        const dark = source[b + c]! * (1 - HOLE_DARKEN * fill);
        background[b + c] = Math.round(dark + (255 - dark) * rim * HOLE_RIM_LIGHT);
      }
      piece[p + 3] = Math.round(alpha * 255);
    }
  }
  // Only the piece's rows changed: the rest of the compressed background is reused.
  const [backgroundPng, piecePng] = await Promise.all([
    encodeWithChangedRows(bg.encoded, background, top, top + PH),
    encodePng(PW, IH, 4, piece),
  ]);
  return { background: backgroundPng, piece: piecePng };
}
