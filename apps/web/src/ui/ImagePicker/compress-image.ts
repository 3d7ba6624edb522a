import { MAX_COMPRESSION_PASSES, compressionStep, jpegName, scaledSize } from './image-rules.ts';

/** Why a picture could not be prepared: the browser cannot read it as an image. */
export class UnreadableImageError extends Error {}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new UnreadableImageError('not an image');
  }
}

function encode(bitmap: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new UnreadableImageError('no canvas'));
  // JPEG has no transparency: a white page behind a transparent screenshot.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new UnreadableImageError('encode failed'))), 'image/jpeg', quality),
  );
}

/**
 * Prepares a picture for upload (§5: compressed toward `targetBytes`): the browser must be able
 * to read it (a renamed text file is refused here already), small files and GIFs go unchanged,
 * the others are scaled and re-encoded per `compressionStep` until under the target.
 */
export async function compressImage(file: File, targetBytes: number): Promise<File> {
  const bitmap = await decode(file);
  try {
    const step = compressionStep(file.size, file.type);
    if (step.keep) return file;
    let best: Blob = file;
    for (let pass = 1; pass <= MAX_COMPRESSION_PASSES; pass++) {
      const { width, height } = scaledSize(bitmap.width, bitmap.height, step.scale, pass);
      const blob = await encode(bitmap, width, height, step.quality);
      if (blob.size < best.size) best = blob;
      if (best.size <= targetBytes) break;
    }
    return best === file ? file : new File([best], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
