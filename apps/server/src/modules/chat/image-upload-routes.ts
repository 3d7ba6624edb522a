import type { FastifyInstance } from 'fastify';
import { uploadImage } from '@portal/contract/calls/customer-service/upload-image';
import { deskSendImage } from '@portal/contract/calls/desk/desk-send-image';
import { CHAT_IMAGE_EXTENSIONS, CHAT_IMAGE_MAX_BYTES } from '@portal/contract/limits';
import { AppError } from '../../errors.ts';
import { checkImage } from '../../lib/image-check.ts';
import { reencodeCustomerPicture } from '../../lib/reencode-image.ts';
import { registerUpload, type UploadedFile } from '../../plugins/upload.ts';
import { staffWithRole } from '../staff/staff-with-role.ts';
import { chatCaller } from './customer.ts';

const IMAGE_RATE = { max: 20, timeWindow: 60_000 };

/**
 * The one picture of a chat upload, checked by its content (§5: png, jpg, jpeg, bmp, gif, under
 * 5 MB), then re-encoded: only the new bytes, without EXIF, GPS or any other metadata, are kept.
 */
async function chatPicture(files: UploadedFile[]) {
  const file = files[0];
  if (!file) throw new AppError('CHAT_IMAGE_INVALID', { field: 'file' });
  checkImage(file.bytes, {
    allowed: CHAT_IMAGE_EXTENSIONS,
    maxBytes: CHAT_IMAGE_MAX_BYTES,
    field: 'file',
    errors: { tooLarge: 'CHAT_IMAGE_TOO_LARGE', type: 'CHAT_IMAGE_INVALID', corrupt: 'CHAT_IMAGE_INVALID' },
  });
  return reencodeCustomerPicture(file.bytes, { field: 'file', errors: { corrupt: 'CHAT_IMAGE_INVALID', tooLarge: 'CHAT_IMAGE_TOO_LARGE' } });
}

/** Pictures in a human conversation, from the customer (§7 uploadImage) and from the agent. */
export function chatImageUploadRoutes(app: FastifyInstance): void {
  registerUpload(
    app,
    uploadImage,
    async (input, files, ctx) => {
      const conversation = await app.chat.connectedConversation(input.uuid, chatCaller(app, ctx));
      const posted = await app.chat.postImage(conversation, await chatPicture(files), { sender: 'customer' });
      return { id: posted.id, at: posted.at, message: posted.url };
    },
    { rateLimit: IMAGE_RATE },
  );

  registerUpload(
    app,
    deskSendImage,
    async (input, files, ctx) => {
      const agent = await staffWithRole(app, ctx.session!.principalId, ['agent']);
      const conversation = await app.desk.imageTarget(agent, input.uuid);
      return app.chat.postImage(conversation, await chatPicture(files), { sender: 'agent', agentId: agent.id });
    },
    { rateLimit: IMAGE_RATE },
  );
}
