import {
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CAPTCHA_PIECE_HEIGHT,
  CAPTCHA_PIECE_WIDTH,
} from '@portal/contract/limits';
import { buildJigsawShape, DECOY_POSES, type JigsawShape } from './jigsaw-shape.ts';
import { CryptoRandom } from './crypto-random.ts';
import { LiteralDeflater, trainLiteralCode } from './literal-deflate.ts';
import { pngFile } from './png-encoder.ts';
import { ScenePainter, sceneRgb, type SceneRows } from './scene.ts';

const IW = CAPTCHA_IMAGE_WIDTH;
const IH = CAPTCHA_IMAGE_HEIGHT;
const PW = CAPTCHA_PIECE_WIDTH;
const PH = CAPTCHA_PIECE_HEIGHT;
const PIECE_RIM_LIGHT = 0.75;
const PIECE_HALO_DARK = 0.55;
/**
 * How much light a hole takes out of the picture, and how light its cut edge is drawn. A person
 * finds the gap by its outline (the decoys have theirs turned or mirrored); the decoys are cut
 * darker than the gap so that the hole differing most from the picture, what a diffing script
 * finds, is a decoy (bench/captcha-solvers.ts measures it: docs/decisions.md).
 */
const GAP_DARKEN = 0.5;
const DECOY_DARKEN = 0.75;
const HOLE_RIM_LIGHT = 0.55;

export interface PuzzlePngs {
  background: Buffer;
  /**
   * blockPuzzle piece image: a strip PIECE_WIDTH wide and as tall as the background, clear
   * except for the piece at its height, so clients place it at top 0 and only move it sideways
   * (which is why the protocol's y is the constant 5).
   */
  piece: Buffer;
}

/** Where to cut: the gap (the answer), its decoys in the same row, and that row. */
export interface PuzzlePlaces {
  x: number;
  decoys: readonly number[];
  top: number;
}

/**
 * What painting needs, prepared once per painting thread: the piece's outline and the decoys'
 * (the same outline turned or mirrored), the compressor for both images (its code trained on
 * pictures of its own) and working memory.
 */
export interface PuzzleMaterials {
  shape: JigsawShape;
  decoyShapes: JigsawShape[];
  deflater: LiteralDeflater;
  /** The picture's rows under the piece, where the holes are cut (RGB). */
  band: Uint8Array;
}

/** Pictures painted to train the compressor's code: more changed its size by well under 1 %. */
const TRAINING_PICTURES = 8;

export function loadPuzzleMaterials(): PuzzleMaterials {
  const scenes = new ScenePainter();
  const random = new CryptoRandom();
  const samples = Array.from({ length: TRAINING_PICTURES }, () => sceneRgb(scenes.paint(random)));
  return {
    shape: buildJigsawShape(),
    decoyShapes: DECOY_POSES.map((pose) => buildJigsawShape(pose)),
    deflater: new LiteralDeflater(trainLiteralCode(samples, IW * 3), (IW * 3 + 1) * IH),
    band: new Uint8Array(IW * PH * 3),
  };
}

/**
 * Cuts a hole of `shape` at x into the band (the rows under the piece): the picture darkened,
 * with a light edge so it reads as a cut.
 */
function cutHole(band: Uint8Array, shape: JigsawShape, x: number, darken: number): void {
  const { fill: fills, rim: rims } = shape;
  for (let py = 0; py < PH; py++) {
    for (let px = 0; px < PW; px++) {
      const k = py * PW + px;
      const fill = fills[k]!;
      if (fill === 0) continue;
      const s = (py * IW + x + px) * 3;
      for (let c = 0; c < 3; c++) {
        const dark = band[s + c]! * (1 - darken * fill);
        band[s + c] = Math.round(dark + (255 - dark) * rims[k]! * HOLE_RIM_LIGHT);
      }
    }
  }
}

/**
 * Cuts the piece at (x, top) out of the challenge's picture, then the gap and its decoys (each
 * decoy with an outline of its own, drawn by `random`), and encodes both images.
 */
export function renderPuzzle(m: PuzzleMaterials, scene: SceneRows, places: PuzzlePlaces, random: CryptoRandom): PuzzlePngs {
  const { x, top } = places;
  for (const left of [x, ...places.decoys]) {
    if (!(left >= 0 && left <= IW - PW && top >= 0 && top <= IH - PH)) throw new RangeError(`no room for a hole at ${left},${top}`);
  }
  const { fill: fills, rim: rims, halo: halos } = m.shape;
  const { band } = m;
  for (let py = 0; py < PH; py++) scene.row(top + py, band, py * IW * 3);
  const content = new Uint8Array(PW * PH * 3);
  for (let py = 0; py < PH; py++) {
    const s = (py * IW + x) * 3;
    content.set(band.subarray(s, s + PW * 3), py * PW * 3);
  }
  const pieceRows = new Uint8Array(PW * PH * 4);
  for (let k = 0; k < PW * PH; k++) {
    const fill = fills[k]!;
    const halo = halos[k]!;
    if (fill === 0 && halo === 0) continue;
    // The piece: the original pixels with a light rim, over a soft dark halo.
    const haloAlpha = halo * PIECE_HALO_DARK * (1 - fill);
    const alpha = fill + haloAlpha;
    for (let c = 0; c < 3; c++) {
      const original = content[k * 3 + c]!;
      const lit = original + (255 - original) * rims[k]! * PIECE_RIM_LIGHT;
      pieceRows[k * 4 + c] = alpha > 0 ? Math.round((lit * fill) / alpha) : 0;
    }
    pieceRows[k * 4 + 3] = Math.round(alpha * 255);
  }
  // Two decoys never share an outline, so the piece's is the only one in the row, once.
  const outlines = [...m.decoyShapes];
  for (const decoy of places.decoys) cutHole(band, outlines.splice(random.int(0, outlines.length - 1), 1)[0]!, decoy, DECOY_DARKEN);
  cutHole(band, m.shape, x, GAP_DARKEN);
  return {
    background: encodePicture(m, scene, top),
    piece: encodePieceStrip(m, pieceRows, top),
  };
}

/** The picture's PNG: its own rows, and the band (with the holes) in place of the rows under the piece. */
function encodePicture(m: PuzzleMaterials, scene: SceneRows, top: number): Buffer {
  const { deflater, band } = m;
  deflater.begin();
  for (let y = 0; y < IH; y++) {
    if (y >= top && y < top + PH) deflater.subFilteredBytes(band, (y - top) * IW * 3, IW * 3, 3);
    else deflater.subFilteredRow(scene.blended(y), IW * 3);
  }
  return pngFile(IW, IH, 3, deflater.end());
}

/** The piece image: clear rows, and the piece's (RGBA) at its height. */
function encodePieceStrip(m: PuzzleMaterials, pieceRows: Uint8Array, top: number): Buffer {
  const { deflater } = m;
  deflater.begin();
  for (let y = 0; y < IH; y++) {
    if (y >= top && y < top + PH) deflater.subFilteredBytes(pieceRows, (y - top) * PW * 4, PW * 4, 4);
    else deflater.zeroRow(PW * 4);
  }
  return pngFile(PW, IH, 4, deflater.end());
}
