import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH } from '@portal/contract/limits';
import { segmentImage, type SegmentedImage } from './segmented-png.ts';

/** A decoded background (RGB), compressed in row segments: a challenge re-compresses only the rows its piece touches. */
export type Background = SegmentedImage & { channels: 3 };

const BACKGROUND_DIR = fileURLToPath(new URL('./backgrounds/', import.meta.url));

/**
 * The bundled background files (painted by scripts/paint-captcha-backgrounds.ts), checked by
 * their PNG header alone: a missing or mis-sized file stops the start.
 */
export function backgroundFiles(dir = BACKGROUND_DIR): string[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.png')).sort();
  if (files.length === 0) throw new Error(`no captcha backgrounds in ${dir}`);
  return files.map((file) => {
    const header = readFileSync(dir + file).subarray(16, 24); // IHDR width and height
    const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
    if (width !== CAPTCHA_IMAGE_WIDTH || height !== CAPTCHA_IMAGE_HEIGHT) {
      throw new Error(`captcha background ${file} is ${width}x${height}`);
    }
    return dir + file;
  });
}

/** Decodes and segments the bundled backgrounds (once, where challenges are painted). */
export function loadBackgrounds(dir = BACKGROUND_DIR): Background[] {
  return backgroundFiles(dir).map((path) => {
    const png = PNG.sync.read(readFileSync(path));
    const rgb = new Uint8Array(png.width * png.height * 3);
    for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
      rgb[i] = png.data[j]!;
      rgb[i + 1] = png.data[j + 1]!;
      rgb[i + 2] = png.data[j + 2]!;
    }
    return segmentImage(rgb, png.width, png.height, 3) as Background;
  });
}
