import { REGISTRY_IMPORT_LIMITS, type RegistryRowError } from '@portal/contract/calls/identity-review/registry-import';
import { AppError } from '../../errors.ts';
import { inspectImage } from '../../lib/image-check.ts';
import { reencodeCustomerPicture } from '../../lib/reencode-image.ts';
import type { UploadedFile } from '../../plugins/upload.ts';
import { descriptorToBytes } from '../../providers/face/descriptor.ts';
import type { FaceRefusal } from '../../providers/face/face-provider.ts';
import type { DescribeFace } from '../face/service.ts';
import type { PersonImportRow } from './registry-rules.ts';

const PHOTO_COLUMN = '参考照片';
/** The header row: where a problem of the file as a whole is reported. */
const HEADER_ROW = 1;

/** Why a reference photo cannot serve, in the operator's words. */
const REFUSAL_REASONS: Record<FaceRefusal, string> = {
  NOT_AN_IMAGE: '照片无法识别，须为 jpg 或 png 图片',
  TOO_SMALL: '照片分辨率过低，短边须不少于200像素',
  NO_FACE: '照片中未检测到人脸，须为本人正面免冠照片',
  SEVERAL_FACES: '照片中有多张人脸，须为本人单人照片',
  NO_MATCH: '照片无法使用',
  NO_REFERENCE: '照片无法使用',
  NOT_LIVE: '照片无法使用',
};

export interface ReferencePhoto {
  /** The photo as stored: re-encoded, without metadata. */
  photo: Buffer;
  descriptor: Buffer;
}

/**
 * The reference photos of a persons import (issue 35), each for the row that names it in 参考照片:
 * re-encoded without metadata and described by the local face model, exactly as live pictures
 * are. A missing, unreadable or faceless photo, or one no row names, is an error of its row (the
 * whole file is refused, like any bad row). `describe` is undefined when the bank's face service
 * judges faces (FACE_PROVIDER=http): it keeps its own photos, and photos here are refused.
 */
export async function describeReferencePhotos(
  rows: PersonImportRow[],
  files: UploadedFile[],
  describe: DescribeFace | undefined,
): Promise<{ byRow: Map<number, ReferencePhoto>; errors: RegistryRowError[] }> {
  const byRow = new Map<number, ReferencePhoto>();
  const errors: RegistryRowError[] = [];
  const named = rows.filter((r) => r.photo);
  if (named.length === 0 && files.length === 0) return { byRow, errors };
  if (!describe) throw new AppError('REGISTRY_PHOTOS_NOT_LOCAL');

  const fileOf = new Map(files.map((f) => [f.name, f]));
  const wanted = new Set(named.map((r) => r.photo));
  for (const file of files) {
    if (!wanted.has(file.name)) errors.push({ row: HEADER_ROW, column: PHOTO_COLUMN, reason: `照片“${file.name}”未被任何一行引用` });
  }
  for (const row of named) {
    const file = fileOf.get(row.photo);
    if (!file) {
      errors.push({ row: row.row, column: PHOTO_COLUMN, reason: `未随文件上传名为“${row.photo}”的照片` });
      continue;
    }
    const reason = await describeOne(file, describe).then(
      (described) => {
        if ('reason' in described) return described.reason;
        byRow.set(row.row, described);
        return undefined;
      },
      (err: unknown) => {
        if (err instanceof AppError && err.code < 500000) return REFUSAL_REASONS.NOT_AN_IMAGE;
        throw err;
      },
    );
    if (reason) errors.push({ row: row.row, column: PHOTO_COLUMN, reason });
  }
  return { byRow, errors };
}

async function describeOne(file: UploadedFile, describe: DescribeFace): Promise<ReferencePhoto | { reason: string }> {
  const inspected = inspectImage(file.bytes, { allowed: ['jpg', 'jpeg', 'png'], maxBytes: REGISTRY_IMPORT_LIMITS.maxPhotoBytes });
  if ('problem' in inspected) return { reason: inspected.problem === 'tooLarge' ? '照片不能超过 2MB' : REFUSAL_REASONS.NOT_AN_IMAGE };
  const picture = await reencodeCustomerPicture(file.bytes, { errors: { corrupt: 'IMAGE_CORRUPT', tooLarge: 'IMAGE_TOO_LARGE' } });
  const described = await describe({ bytes: picture.bytes, mimeType: picture.mime });
  if ('refusal' in described) return { reason: REFUSAL_REASONS[described.refusal] };
  return { photo: picture.bytes, descriptor: descriptorToBytes(described.descriptor) };
}
