import { PNG } from 'pngjs';

export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Decodes the whole PNG (so a truncated or corrupt file fails) and returns its size. */
function pngSize(bytes: Buffer): ImageSize | undefined {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  try {
    const png = PNG.sync.read(bytes);
    return { width: png.width, height: png.height };
  } catch {
    return undefined;
  }
}

/** Start-of-frame markers of baseline, progressive and other JPEG codings (not DHT/JPG/DAC). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * Walks the JPEG segments from SOI to the first start-of-frame header and reads the size there;
 * also requires the end-of-image marker, so a cut-off upload is refused.
 */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return undefined;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return undefined;
    if (SOF_MARKERS.has(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** The pixel size of a PNG or JPEG picture, or undefined when it is not one. */
export function imageSize(bytes: Buffer, mimeType: 'image/jpeg' | 'image/png'): ImageSize | undefined {
  return mimeType === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
}
