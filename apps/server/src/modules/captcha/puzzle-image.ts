import {
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CAPTCHA_PIECE_HEIGHT,
  CAPTCHA_PIECE_WIDTH,
} from '@portal/contract/limits';
import { loadBackgrounds, type Background } from './backgrounds.ts';
import { buildJigsawShape, type JigsawShape } from './jigsaw-shape.ts';
import { encodeWithChangedRows, segmentImage, type SegmentedImage } from './segmented-png.ts';

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

/** What painting needs, prepared once: the backgrounds, the piece's outline and the clear strip. */
export interface PuzzleMaterials {
  backgrounds: Background[];
  shape: JigsawShape;
  clearStrip: SegmentedImage;
}

export function loadPuzzleMaterials(): PuzzleMaterials {
  return {
    backgrounds: loadBackgrounds(),
    shape: buildJigsawShape(),
    clearStrip: segmentImage(new Uint8Array(PW * IH * 4), PW, IH, 4),
  };
}

/**
 * Cuts the piece at (x, top) out of the background and darkens the hole. Only the piece's rows
 * are painted and compressed: the rest of both images is spliced from their stored segments.
 */
export function renderPuzzle(m: PuzzleMaterials, bg: Background, x: number, top: number): PuzzlePngs {
  const { fill: fills, rim: rims, halo: halos } = m.shape;
  const source = bg.pixels;
  const holeRows = source.slice(top * IW * 3, (top + PH) * IW * 3);
  const pieceRows = new Uint8Array(PW * PH * 4);
  for (let py = 0; py < PH; py++) {
    for (let px = 0; px < PW; px++) {
      const k = py * PW + px;
      const fill = fills[k]!;
      const rim = rims[k]!;
      const halo = halos[k]!;
      if (fill === 0 && halo === 0) continue;
      const s = ((top + py) * IW + x + px) * 3;
      const b = (py * IW + x + px) * 3;
      const p = k * 4;
      // The piece: the original pixels with a light rim, over a soft dark halo.
      const haloAlpha = halo * PIECE_HALO_DARK * (1 - fill);
      const alpha = fill + haloAlpha;
      for (let c = 0; c < 3; c++) {
        const original = source[s + c]!;
        const lit = original + (255 - original) * rim * PIECE_RIM_LIGHT;
        pieceRows[p + c] = alpha > 0 ? Math.round((lit * fill) / alpha) : 0;
        // The hole: darkened, with a faint light outline so it reads as a cut.
        const dark = original * (1 - HOLE_DARKEN * fill);
        holeRows[b + c] = Math.round(dark + (255 - dark) * rim * HOLE_RIM_LIGHT);
      }
      pieceRows[p + 3] = Math.round(alpha * 255);
    }
  }
  return {
    background: encodeWithChangedRows(bg, holeRows, top),
    piece: encodeWithChangedRows(m.clearStrip, pieceRows, top),
  };
}
