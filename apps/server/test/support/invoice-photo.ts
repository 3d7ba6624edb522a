import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';

/** A seeded pseudo-random stream, so every run draws the same noise. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** Degrees the code is turned. */
  angle?: number;
  /** JPEG quality; lower gives a smaller, blurrier photo. */
  quality?: number;
  seed?: number;
}

/**
 * A photo-like picture of a paper invoice with `text` as its QR code: a grey-beige page with
 * noise everywhere (about 2 MB as JPEG at 2000x1500), the code turned `angle` degrees near the
 * top left as on a real invoice. `text` null makes the same photo with no code at all.
 */
export async function invoicePhoto(text: string | null, options: PhotoOptions = {}): Promise<Buffer> {
  const { width = 2000, height = 1500, angle = 17, quality = 95, seed = 24 } = options;
  const next = random(seed);
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 3) {
    // Grain in brightness, and a little per colour as a phone sensor has.
    const base = 196 + Math.floor(next() * 80) - 40;
    noise[i] = Math.min(255, base + 12 + Math.floor(next() * 24) - 12);
    noise[i + 1] = Math.min(255, base + 6 + Math.floor(next() * 24) - 12);
    noise[i + 2] = Math.max(0, base - 10 + Math.floor(next() * 24) - 12);
  }
  const layers: OverlayOptions[] = [];
  if (text !== null) {
    const png = await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 2, width: Math.min(420, Math.round(width * 0.3)) });
    const turned = await sharp(png).rotate(angle, { background: { r: 255, g: 255, b: 255, alpha: 1 } }).png().toBuffer();
    layers.push({ input: turned, left: Math.round(width * 0.05), top: Math.round(height * 0.06), blend: 'multiply' });
  }
  // A few printed-looking lines, so the page is not only noise.
  const lines = Array.from({ length: 12 }, (_, i) => `<rect x="${width * 0.48}" y="${height * 0.15 + i * 90}" width="${width * 0.45}" height="6" fill="#5a4a3a"/>`).join('');
  layers.push({ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${lines}</svg>`), left: 0, top: 0 });
  return sharp(noise, { raw: { width, height, channels: 3 } }).composite(layers).jpeg({ quality }).toBuffer();
}
