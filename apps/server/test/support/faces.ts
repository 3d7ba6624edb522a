import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { FACE_IMAGE_UPLOAD_SIDE } from '@portal/contract/limits';

/**
 * Pictures for face checks: the public-domain portrait in fixtures/faces (one face) and what
 * sharp makes of it, so "no face" and "two faces" are real pictures, not byte tricks.
 */
export const PORTRAIT_JPEG: Buffer = readFileSync(new URL('../fixtures/faces/grace_hopper.jpg', import.meta.url));
const PORTRAIT = { width: 512, height: 600 };

/** A picture as the phone page sends it: a JPEG of at most 720 px on the longer side, quality 0.85. */
export function asPhoneSends(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes)
    .resize(FACE_IMAGE_UPLOAD_SIDE, FACE_IMAGE_UPLOAD_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** One colour, the portrait's size: nothing to find. */
export function solidPicture(): Promise<Buffer> {
  return sharp({ create: { ...PORTRAIT, channels: 3, background: { r: 200, g: 180, b: 160 } } }).jpeg().toBuffer();
}

/** Black lines of Chinese and Latin text on white (a photographed document). */
export function textPicture(): Promise<Buffer> {
  const lines = ['人脸识别验证', '请本人正对手机摄像头', 'Face check 2026', '鼎信银行 95386'].join('\n');
  return sharp({ create: { width: 600, height: 600, channels: 3, background: '#ffffff' } })
    .composite([{ input: { text: { text: `<span foreground="black">${lines}</span>`, rgba: true, dpi: 200, font: 'sans' } }, top: 40, left: 24 }])
    .jpeg()
    .toBuffer();
}

/** Two copies of the portrait side by side: two people in the picture. */
export function twoFacesPicture(): Promise<Buffer> {
  return sharp({ create: { width: PORTRAIT.width * 2, height: PORTRAIT.height, channels: 3, background: '#ffffff' } })
    .composite([
      { input: PORTRAIT_JPEG, left: 0, top: 0 },
      { input: PORTRAIT_JPEG, left: PORTRAIT.width, top: 0 },
    ])
    .jpeg()
    .toBuffer();
}
