import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp, { type OutputInfo } from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { AppError } from '../../errors.ts';

const require = createRequire(import.meta.url);

/**
 * zxing-wasm fetches its wasm from a CDN unless given the bytes; the package ships them, so the
 * module is prepared once from node_modules (the server has no internet access to rely on).
 */
let ready: Promise<unknown> | null = null;
function prepare(): Promise<unknown> {
  ready ??= readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).then((bytes) =>
    prepareZXingModule({ overrides: { wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer }, fireImmediately: true }),
  );
  return ready;
}

/** Pictures larger than this are scaled down first: a phone photo's QR stays readable, decoding stays fast. */
const MAX_SIDE = 2400;

/**
 * The text of the first QR code in a picture, or null when it has none. sharp decodes the
 * picture (JPEG, PNG, BMP via its loaders, WEBP …) and applies the photo's EXIF orientation;
 * ZXing reads the pixels (its own image decoder is not used). An unreadable picture is 422710.
 */
export async function readQrText(picture: Buffer): Promise<string | null> {
  await prepare();
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(picture, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('INVOICE_PICTURE_UNREADABLE');
  }
  const { data, info } = pixels;
  const image = { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height, colorSpace: 'srgb' as const };
  const found = await readBarcodes(image as unknown as Parameters<typeof readBarcodes>[0], { formats: ['QRCode'], maxNumberOfSymbols: 1, tryHarder: true });
  return found.find((r) => r.isValid)?.text ?? null;
}

/** For the server's start: load the wasm before the first upload needs it. */
export function warmQrReader(): Promise<unknown> {
  return prepare();
}
