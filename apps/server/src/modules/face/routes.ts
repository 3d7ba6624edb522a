import type { FastifyInstance } from 'fastify';
import { scanFaceTicket } from '@portal/contract/calls/face/scan-ticket';
import { submitFacePhoto } from '@portal/contract/calls/face/submit-photo';
import { FACE_IMAGE_MAX_BYTES } from '@portal/contract/limits';
import { mask } from '@portal/contract/validate/mask';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/envelope.ts';

/** Pictures one address may send per minute: a person retakes a few, a script gets nowhere. */
const PHOTO_RATE = { max: 10, timeWindow: 60_000 };
const SCAN_RATE = { max: 30, timeWindow: 60_000 };

/** The phone page of a face check (`#/m/face?ticket=…`): no login, the ticket is the authority. */
export function faceRoutes(app: FastifyInstance): void {
  registerCall(
    app,
    scanFaceTicket,
    async ({ ticket }) => {
      const scanned = await app.face.scan(ticket);
      return { purpose: scanned.purpose, maskedRealName: mask(scanned.realName, 0, 1), expiresIn: scanned.expiresIn };
    },
    { rateLimit: SCAN_RATE },
  );

  registerCall(
    app,
    submitFacePhoto,
    async ({ ticket, mimeType, image }) => {
      const bytes = Buffer.from(image, 'base64');
      if (bytes.length > FACE_IMAGE_MAX_BYTES) throw new AppError('FACE_IMAGE_INVALID', { field: 'image' });
      await app.face.submitPicture(ticket, { bytes, mimeType });
      return { verified: true };
    },
    { rateLimit: PHOTO_RATE },
  );
}
