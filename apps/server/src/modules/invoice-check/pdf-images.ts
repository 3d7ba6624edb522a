import { deflateSync, inflateSync } from 'node:zlib';

/**
 * The images embedded in a PDF, as files sharp can decode. A fully-digital invoice's PDF (and
 * most e-invoice PDFs) carries its QR code as an image XObject; rasterising the page is not
 * available here, so a code drawn with vector paths is not found (the caller says so).
 *
 * Image streams are never inside object streams, so scanning `obj … stream … endstream` in the
 * file's bytes finds them all. Handled: DCTDecode (a JPEG, as is), FlateDecode with a PNG
 * predictor (the stream is a PNG's IDAT: wrapped into a PNG file) and FlateDecode without a
 * predictor at 8 bits (gray or RGB) or 1 bit (gray), made into a PNG from the inflated pixels.
 */
export interface PdfImage {
  width: number;
  height: number;
  /** A JPEG or PNG file. */
  file: Buffer;
}

const MAX_IMAGES = 20;

function num(dict: string, key: string): number | null {
  const m = new RegExp(`/${key}\\s+(\\d+)`).exec(dict);
  return m ? Number(m[1]) : null;
}

// CRC-32 of PNG chunks.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG file from zlib data whose rows already carry PNG filter bytes. */
function png(width: number, height: number, bits: number, colorType: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bits;
  ihdr[9] = colorType;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** Raw rows (no filter bytes) to a PNG: each row gets filter 0. */
function pngFromRaw(width: number, height: number, bits: number, colorType: number, raw: Buffer, rowBytes: number): Buffer | null {
  if (raw.length < rowBytes * height) return null;
  const filtered = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) raw.copy(filtered, y * (rowBytes + 1) + 1, y * rowBytes, (y + 1) * rowBytes);
  return png(width, height, bits, colorType, deflateSync(filtered));
}

function imageOf(dict: string, data: Buffer): PdfImage | null {
  const width = num(dict, 'Width');
  const height = num(dict, 'Height');
  if (!width || !height || width > 10_000 || height > 10_000) return null;
  if (/\/DCTDecode/.test(dict)) return { width, height, file: data };
  if (!/\/FlateDecode/.test(dict) || /\/Filter\s*\[[^\]]*\/\w+\s+\/\w+/.test(dict)) return null;
  // A stencil mask (/ImageMask true) is 1-bit gray where 0 paints black: the same as DeviceGray.
  const mask = /\/ImageMask\s+true/.test(dict);
  const bits = mask ? 1 : (num(dict, 'BitsPerComponent') ?? 8);
  const colors = mask || /\/DeviceGray/.test(dict) ? 1 : /\/DeviceRGB/.test(dict) ? 3 : 0;
  if (!colors || (bits !== 8 && bits !== 1) || (bits === 1 && colors !== 1)) return null;
  const colorType = colors === 3 ? 2 : 0;
  const predictor = num(dict, 'Predictor') ?? 1;
  if (predictor >= 10) return { width, height, file: png(width, height, bits, colorType, data) };
  if (predictor !== 1) return null;
  let raw: Buffer;
  try {
    raw = inflateSync(data, { maxOutputLength: 200_000_000 });
  } catch {
    return null;
  }
  const file = pngFromRaw(width, height, bits, colorType, raw, Math.ceil((width * colors * bits) / 8));
  return file ? { width, height, file } : null;
}

/** Every decodable image of the PDF, largest-first capped at MAX_IMAGES; a QR is usually small and square. */
export function pdfImages(pdf: Buffer): PdfImage[] {
  const text = pdf.toString('latin1');
  const found: PdfImage[] = [];
  const re = /\/Subtype\s*\/Image\b/g;
  for (let m = re.exec(text); m && found.length < MAX_IMAGES; m = re.exec(text)) {
    const start = text.lastIndexOf('obj', m.index);
    const streamAt = text.indexOf('stream', m.index);
    if (start < 0 || streamAt < 0) continue;
    const dict = text.slice(start, streamAt);
    // The data begins after the end-of-line that follows `stream` and ends before `endstream`.
    let from = streamAt + 'stream'.length;
    if (text[from] === '\r') from++;
    if (text[from] === '\n') from++;
    const end = text.indexOf('endstream', from);
    if (end < 0) continue;
    const declared = num(dict, 'Length');
    const indirect = new RegExp('/Length\\s+\\d+\\s+\\d+\\s+R').test(dict);
    const to = declared !== null && !indirect && from + declared <= end ? from + declared : end;
    const image = imageOf(dict, pdf.subarray(from, to));
    if (image) found.push(image);
  }
  // Square images first: a QR code is square, photos and logos seldom are.
  return found.sort((a, b) => Math.abs(a.width - a.height) / a.width - Math.abs(b.width - b.height) / b.width);
}
