import { pickProblem } from '../../ui/ImagePicker/image-rules.ts';

/** The reference photos a persons import accepts (the server's rules, checked before sending). */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** Why a picked photo was not added. */
export type PhotoRefusal = { kind: 'format' | 'tooLarge'; name: string } | { kind: 'tooMany'; left: number };

/**
 * Adds freshly picked photos to the ones already picked. Rows name photos by file name, so a
 * photo of a name already there replaces it (the operator picked a better one) rather than
 * being sent twice; past `maxPhotos` the rest are refused, counted once.
 */
export function addPhotos<F extends { name: string; size: number }>(
  current: readonly F[],
  picked: readonly F[],
  limits: { maxPhotos: number; maxPhotoBytes: number },
): { photos: F[]; refused: PhotoRefusal[] } {
  const photos = [...current];
  const refused: PhotoRefusal[] = [];
  let left = 0;
  for (const file of picked) {
    const problem = pickProblem(file, { extensions: PHOTO_EXTENSIONS, maxBytes: limits.maxPhotoBytes });
    if (problem) {
      refused.push({ kind: problem, name: file.name });
      continue;
    }
    const same = photos.findIndex((p) => p.name === file.name);
    if (same >= 0) photos[same] = file;
    else if (photos.length < limits.maxPhotos) photos.push(file);
    else left++;
  }
  if (left > 0) refused.push({ kind: 'tooMany', left });
  return { photos, refused };
}
