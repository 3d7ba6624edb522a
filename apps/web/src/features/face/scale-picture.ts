import { FACE_IMAGE_UPLOAD_SIDE } from '@portal/contract/limits';

/** The size a picture is drawn at so that its longer side is at most `maxSide` (never enlarged). */
export function scaledSize(width: number, height: number, maxSide = FACE_IMAGE_UPLOAD_SIDE): { width: number; height: number } {
  const factor = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/** Bytes to base64 in chunks (a phone photo is too large for one String.fromCharCode call). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Re-encodes a camera picture as a JPEG of at most FACE_IMAGE_UPLOAD_SIDE on the longer side, so
 * it fits the sealed JSON body whatever the phone's camera produced.
 */
export async function scalePicture(file: Blob): Promise<{ mimeType: 'image/jpeg'; image: string }> {
  const bitmap = await createImageBitmap(file);
  const size = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new Error('encode failed');
  return { mimeType: 'image/jpeg', image: toBase64(new Uint8Array(await blob.arrayBuffer())) };
}
