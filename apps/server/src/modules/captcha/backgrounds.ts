import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH } from '@portal/contract/limits';
import { segmentRgbImage, type SegmentedRgbImage } from './segmented-png.ts';

/** A decoded background: RGB pixels, and the same already filtered for PNG encoding. */
export interface Background {
  /** 3 bytes per pixel, rows top to bottom. */
  rgb: Uint8Array;
  /** Compressed in row segments; a challenge re-compresses only the rows its piece touches. */
  encoded: SegmentedRgbImage;
}

const BACKGROUND_DIR = fileURLToPath(new URL('./backgrounds/', import.meta.url));

/**
 * Decodes the bundled backgrounds once at start-up (painted by
 * scripts/paint-captcha-backgrounds.ts). A missing or mis-sized file stops the start.
 */
export function loadBackgrounds(dir = BACKGROUND_DIR): Background[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.png')).sort();
  if (files.length === 0) throw new Error(`no captcha backgrounds in ${dir}`);
  return files.map((file) => {
    const png = PNG.sync.read(readFileSync(dir + file));
    if (png.width !== CAPTCHA_IMAGE_WIDTH || png.height !== CAPTCHA_IMAGE_HEIGHT) {
      throw new Error(`captcha background ${file} is ${png.width}x${png.height}`);
    }
    const rgb = new Uint8Array(png.width * png.height * 3);
    for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
      rgb[i] = png.data[j]!;
      rgb[i + 1] = png.data[j + 1]!;
      rgb[i + 2] = png.data[j + 2]!;
    }
    return { rgb, encoded: segmentRgbImage(rgb, png.width, png.height) };
  });
}
