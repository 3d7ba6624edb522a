import sharp from 'sharp';

/** The side the picture is judged at: enough to see strokes, cheap to read. */
const JUDGED_SIDE = 400;
/** A step in brightness (0-255, across and down together) that counts as a stroke's edge. */
const EDGE_STEP = 48;

export interface DocumentPictureMeasure {
  /** Standard deviation of the grey level (0-255): near 0 for a blank or uniform picture. */
  contrast: number;
  /** Share of pixels on a sharp edge (text, rules, a seal): 0 for a blank or a smooth gradient. */
  edges: number;
}

/**
 * What separates a photograph or scan of a document from a blank: a document has contrast and
 * strokes. Measured on the grey picture scaled to JUDGED_SIDE; the thresholds that use it live
 * with the check (enterprise-auth, docs/decisions.md issue 35).
 */
export async function measureDocumentPicture(bytes: Buffer): Promise<DocumentPictureMeasure> {
  const { data, info } = await sharp(bytes)
    .greyscale()
    .resize(JUDGED_SIDE, JUDGED_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let sum = 0;
  let squares = 0;
  let edges = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * width + x;
      const v = data[at]!;
      sum += v;
      squares += v * v;
      if (x + 1 < width && y + 1 < height && Math.abs(v - data[at + 1]!) + Math.abs(v - data[at + width]!) > EDGE_STEP) edges++;
    }
  }
  const n = width * height;
  const mean = sum / n;
  return { contrast: Math.sqrt(Math.max(0, squares / n - mean * mean)), edges: edges / n };
}
