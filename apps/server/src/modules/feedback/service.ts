import { randomUUID } from 'node:crypto';
import type { FeedbackStatus, FeedbackType } from '@portal/contract/calls/feedback/fields';
import type { submitFeedback } from '@portal/contract/calls/feedback/submit-feedback';
import type { FeedbackItem } from '@portal/contract/calls/operator/feedback-detail';
import { FEEDBACK_INBOX_PAGE_SIZE } from '@portal/contract/calls/operator/feedback-list';
import type * as z from 'zod/mini';
import { ERRORS, type ErrorName } from '@portal/contract/errors';
import { FEEDBACK_IMAGE_EXTENSIONS, FEEDBACK_IMAGE_MAX_BYTES } from '@portal/contract/limits';
import { FEEDBACK_MESSAGES } from '@portal/contract/messages';
import { mask } from '@portal/contract/validate/mask';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { checkImage } from '../../lib/image-check.ts';
import { reencodeCustomerPicture } from '../../lib/reencode-image.ts';
import type { UploadedFile } from '../../plugins/upload.ts';
import type { SmsCodeService } from '../sms/service.ts';
import * as repo from './repo.ts';

type SubmitInput = Omit<z.output<(typeof submitFeedback)['request']>, 'terminalName'>;

export interface FeedbackSubmission {
  input: SubmitInput;
  files: UploadedFile[];
  /** The logged-in customer who sent it, if any. */
  userId: string | null;
  ip: string;
}

/** An AppError the SMS module raised without a field, placed at the form's field. */
function atField(err: unknown, field: string): unknown {
  if (!(err instanceof AppError) || err.field) return err;
  const name = (Object.keys(ERRORS) as ErrorName[]).find((n) => ERRORS[n].code === err.code);
  return name ? new AppError(name, { message: err.message, field }) : err;
}

/**
 * Every screenshot by its content (§5: jpg, jpeg, gif, bmp, png; 10 MB), reported at
 * `files.<i>`, then re-encoded: what is stored is the new picture, without EXIF, GPS or any
 * other metadata of the upload.
 */
async function checkScreenshots(files: UploadedFile[]) {
  files.forEach((file, i) =>
    checkImage(file.bytes, {
      allowed: FEEDBACK_IMAGE_EXTENSIONS,
      maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
      field: `files.${i}`,
      messages: { tooLarge: FEEDBACK_MESSAGES.imageTooLarge, type: FEEDBACK_MESSAGES.imageFormat },
    }),
  );
  const pictures = [];
  // One at a time: four 10 MB pictures decoded at once would hold their pixels together.
  for (const [i, file] of files.entries()) {
    pictures.push(await reencodeCustomerPicture(file.bytes, { field: `files.${i}`, errors: { corrupt: 'IMAGE_CORRUPT', tooLarge: 'IMAGE_TOO_LARGE' } }));
  }
  return pictures;
}

/** The feedback form's items and the operators' inbox (§3, §4, §5 Feedback form). */
export function createFeedbackService(db: Db, sms: Pick<SmsCodeService, 'verify'>) {
  async function detail(id: string): Promise<FeedbackItem> {
    const found = await repo.findFeedback(db, id);
    if (!found) throw new AppError('FEEDBACK_NOT_FOUND', { field: 'id' });
    const { item } = found;
    return {
      id: item.id,
      title: item.title,
      detail: item.detail,
      type: item.type as FeedbackType,
      linkman: item.linkman,
      phone: item.phone,
      status: item.status as FeedbackStatus,
      reply: item.reply,
      userLoginName: found.userLoginName,
      ip: item.ip,
      createdAt: item.createdAt.toISOString(),
      updatedAt: item.updatedAt.toISOString(),
      handledBy: found.handledBy,
      images: await repo.listImages(db, id),
    };
  }

  return {
    /**
     * Checks the screenshots first (a bad picture must not burn the code), then spends the SMS
     * code, then stores item and images together. Nothing is stored when any step fails.
     */
    async submit({ input, files, userId, ip }: FeedbackSubmission): Promise<{ id: string }> {
      const screenshots = await checkScreenshots(files);
      try {
        await sms.verify({ phone: input.linkInfo, purpose: 'sms_feedback', code: input.msgCode, consume: true });
      } catch (err) {
        throw atField(err, 'msgCode');
      }
      const id = randomUUID();
      await repo.insertFeedback(
        db,
        {
          id,
          title: input.feedbackTitle,
          detail: input.feedbackDetail,
          type: input.feedbackType,
          linkman: input.linkman,
          phone: input.linkInfo,
          status: 'new',
          userId,
          ip,
        },
        screenshots.map((picture, sort) => ({
          id: randomUUID(),
          feedbackId: id,
          sort,
          mime: picture.mime,
          size: picture.bytes.length,
          width: picture.width,
          height: picture.height,
          bytes: picture.bytes,
        })),
      );
      return { id };
    },

    async list(query: { status: FeedbackStatus | undefined; page: number }) {
      const [{ items, total }, counts] = await Promise.all([
        repo.listFeedback(db, {
          status: query.status,
          limit: FEEDBACK_INBOX_PAGE_SIZE,
          offset: (query.page - 1) * FEEDBACK_INBOX_PAGE_SIZE,
        }),
        repo.countByStatus(db),
      ]);
      return {
        total,
        counts: { new: counts.new ?? 0, in_progress: counts.in_progress ?? 0, answered: counts.answered ?? 0 },
        items: items.map((row) => ({
          id: row.id,
          title: row.title,
          type: row.type as FeedbackType,
          linkman: row.linkman,
          phone: mask(row.phone),
          status: row.status as FeedbackStatus,
          imageCount: row.imageCount,
          loggedIn: row.userId !== null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    detail,

    async update(id: string, change: { status: FeedbackStatus; reply: string }, staffId: string): Promise<FeedbackItem> {
      const updated = await repo.updateFeedback(db, id, { status: change.status, reply: change.reply || null, handledBy: staffId });
      if (!updated) throw new AppError('FEEDBACK_NOT_FOUND', { field: 'id' });
      return detail(id);
    },

    image: (id: string) => repo.findImage(db, id),
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
