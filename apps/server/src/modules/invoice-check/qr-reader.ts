import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
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

/**
 * How the picture is read, cheapest first: at 1280 px (longest side) with ZXing's quick scan —
 * a phone photo's QR keeps several pixels a module there and this finds it in most photos at a
 * fraction of the cost — then, only when nothing was found, at up to 2800 px with `tryHarder`
 * (a small code in a photo of a whole sheet, a blurred or low-contrast one).
 */
const PASSES = [
  { maxSide: 1280, tryHarder: false },
  { maxSide: 2800, tryHarder: true },
];

async function pixelsAt(picture: Buffer, maxSide: number) {
  try {
    return await sharp(picture, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('INVOICE_PICTURE_UNREADABLE');
  }
}

/**
 * The text of the first QR code in a picture, or null when it has none. sharp decodes the
 * picture (JPEG, PNG, WEBP) and applies the photo's EXIF orientation; ZXing reads the pixels
 * (its own image decoder is not used). An unreadable picture is 422710.
 */
export async function readQrText(picture: Buffer): Promise<string | null> {
  await prepare();
  for (const pass of PASSES) {
    const { data, info } = await pixelsAt(picture, pass.maxSide);
    const image = { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height, colorSpace: 'srgb' as const };
    const found = await readBarcodes(image as unknown as Parameters<typeof readBarcodes>[0], { formats: ['QRCode'], maxNumberOfSymbols: 1, tryHarder: pass.tryHarder });
    const text = found.find((r) => r.isValid)?.text;
    if (text !== undefined) return text;
  }
  return null;
}

/** For the server's start: load the wasm before the first upload needs it. */
export function warmQrReader(): Promise<unknown> {
  return prepare();
}
