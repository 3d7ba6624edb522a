import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
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
import { reencodeImage } from '../../lib/reencode-image.ts';
import { sendImage } from '../../lib/send-image.ts';
import { recordAudit, type Editor } from '../audit/record.ts';

const EXT_OF: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
const ID_RE = /^([0-9a-f]{32})\.(jpg|png)$/;
/** The address never changes its bytes (the id is their digest), so browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

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
      const image = await reencodeImage(file.bytes, {
        maxSide: CONTENT_IMAGE_MAX_SIDE,
        field: 'file',
        errors: { corrupt: 'CONTENT_IMAGE_CORRUPT', tooLarge: 'CONTENT_IMAGE_TOO_LARGE' },
      });
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
