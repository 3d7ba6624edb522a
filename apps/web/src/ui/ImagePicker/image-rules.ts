import {
  IMAGE_COMPRESS_KEEP_BYTES,
  IMAGE_COMPRESS_LIGHT_BYTES,
  IMAGE_COMPRESS_QUALITY_HEAVY,
  IMAGE_COMPRESS_QUALITY_LIGHT,
  IMAGE_COMPRESS_SCALE,
} from '@portal/contract/limits';

/** The problem of a picked file before anything is read: its name's extension, then its size. */
export type PickProblem = 'format' | 'tooLarge';

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function pickProblem(file: { name: string; size: number }, rules: { extensions: readonly string[]; maxBytes: number }): PickProblem | null {
  if (!rules.extensions.includes(extensionOf(file.name))) return 'format';
  if (file.size > rules.maxBytes) return 'tooLarge';
  return null;
}

/** The `accept` attribute of the file input for a list of extensions. */
export const acceptOf = (extensions: readonly string[]) => extensions.map((e) => `.${e}`).join(',');

/**
 * One compression step (§9 Image compress): files up to IMAGE_COMPRESS_KEEP_BYTES go as they
 * are; bigger ones are drawn at IMAGE_COMPRESS_SCALE of their width and height and re-encoded
 * as JPEG, at the light quality up to IMAGE_COMPRESS_LIGHT_BYTES and the heavy one above.
 * Animated GIFs are never re-encoded (a canvas keeps only the first frame).
 */
export type CompressionStep = { keep: true } | { keep: false; scale: number; quality: number };

export function compressionStep(size: number, type: string): CompressionStep {
  if (size <= IMAGE_COMPRESS_KEEP_BYTES || type === 'image/gif') return { keep: true };
  return {
    keep: false,
    scale: IMAGE_COMPRESS_SCALE,
    quality: size <= IMAGE_COMPRESS_LIGHT_BYTES ? IMAGE_COMPRESS_QUALITY_LIGHT : IMAGE_COMPRESS_QUALITY_HEAVY,
  };
}

/** Passes of the step above: one, and more (each halving again) while the result is over `target`. */
export const MAX_COMPRESSION_PASSES = 4;

/** The size after `passes` halvings, never under one pixel. */
export function scaledSize(width: number, height: number, scale: number, passes: number) {
  const f = scale ** passes;
  return { width: Math.max(1, Math.round(width * f)), height: Math.max(1, Math.round(height * f)) };
}

/** The uploaded name of a re-encoded picture: the same name with `.jpg`. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot < 0 ? name : name.slice(0, dot)}.jpg`;
}
