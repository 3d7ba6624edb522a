import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import {
  CONTENT_IMAGE_EXTENSIONS,
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_MAX_SIDE,
  CONTENT_IMAGE_PREFIX,
} from '@portal/contract/calls/console/image-upload';
import { contentImages } from '../../db/schema/console.ts';
import { AppError } from '../../errors.ts';
import { checkImage } from '../../lib/image-check.ts';
import { sendImage } from '../../lib/send-image.ts';
import { recordAudit, type Editor } from '../audit/record.ts';

const EXT_OF: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
const ID_RE = /^([0-9a-f]{32})\.(jpg|png)$/;
/** The address never changes its bytes (the id is their digest), so browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Re-encodes a checked picture: decoded once by sharp (which refuses what it cannot read),
 * turned upright, metadata (EXIF, GPS, ICC comments) dropped, longest side capped; pictures
 * that use transparency stay PNG, everything else becomes progressive JPEG.
 */
async function reencode(bytes: Buffer): Promise<{ mime: string; bytes: Buffer; width: number; height: number }> {
  try {
    const input = sharp(bytes, { limitInputPixels: 16_384 * 16_384, animated: false }).rotate();
    const meta = await input.metadata();
    // An alpha channel that is fully opaque everywhere (common in screenshots) needs no PNG.
    const transparent = meta.hasAlpha === true && !(await sharp(bytes, { limitInputPixels: 16_384 * 16_384 }).stats()).isOpaque;
    const resized = input.resize({ width: CONTENT_IMAGE_MAX_SIDE, height: CONTENT_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const out = transparent
      ? await resized.png({ compressionLevel: 9, palette: false }).toBuffer({ resolveWithObject: true })
      : await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 85, progressive: true, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { mime: transparent ? 'image/png' : 'image/jpeg', bytes: out.data, width: out.info.width, height: out.info.height };
  } catch {
    throw new AppError('CONTENT_IMAGE_CORRUPT', { field: 'file' });
  }
}

export const contentImageUrl = (id: string, mime: string) => `${CONTENT_IMAGE_PREFIX}${id}.${EXT_OF[mime] ?? 'jpg'}`;

/** Operators' pictures for banners, covers and modules (issue 5 point 4 images). */
export function createContentImages(app: FastifyInstance) {
  const db = app.database.db;
  return {
    async upload(file: { name: string; bytes: Buffer }, purpose: string | undefined, editor: Editor) {
      checkImage(file.bytes, {
        allowed: CONTENT_IMAGE_EXTENSIONS,
        maxBytes: CONTENT_IMAGE_MAX_BYTES,
        field: 'file',
        errors: { tooLarge: 'CONTENT_IMAGE_TOO_LARGE', type: 'CONTENT_IMAGE_TYPE', corrupt: 'CONTENT_IMAGE_CORRUPT' },
      });
      const image = await reencode(file.bytes);
      const id = createHash('sha256').update(image.bytes).digest('hex').slice(0, 32);
      const originalName = file.name.slice(0, 200);
      const row = { id, mime: image.mime, width: image.width, height: image.height, byteSize: image.bytes.length };
      await db.transaction(async (tx) => {
        await tx
          .insert(contentImages)
          .values({ ...row, bytes: image.bytes, originalName, uploadedBy: editor.staffId })
          .onConflictDoNothing();
        await recordAudit(tx, editor, {
          entity: 'image',
          entityKey: id,
          action: 'upload',
          summary: `上传图片 ${originalName}（${image.width}×${image.height}${purpose ? `，用于${purpose}` : ''}）`,
          after: { ...row, originalName, purpose: purpose ?? null, originalBytes: file.bytes.length, url: contentImageUrl(id, image.mime) },
        });
      });
      return { ...row, url: contentImageUrl(id, image.mime) };
    },

    /** `<img src>` of a stored picture: public (banners are), immutable. */
    registerServing(): void {
      app.get<{ Params: { file: string } }>(`${CONTENT_IMAGE_PREFIX}:file`, async (req, reply) => {
        const match = ID_RE.exec(req.params.file);
        const rows = match ? await db.select({ mime: contentImages.mime, bytes: contentImages.bytes }).from(contentImages).where(eq(contentImages.id, match[1]!)) : [];
        const image = rows[0];
        if (!image || EXT_OF[image.mime] !== match![2]) throw new AppError('CONTENT_IMAGE_NOT_FOUND');
        return sendImage(reply, image, IMMUTABLE);
      });
    },
  };
}
