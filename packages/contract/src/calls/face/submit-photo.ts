import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { FACE_IMAGE_TYPES, ZFaceImage, ZFaceTicket } from './fields.ts';

/**
 * The phone's picture for a face check, base64 inside the sealed body (scaled down on the phone
 * first). The face provider judges it; a passed check turns the desktop's status to `verified`.
 */
export const submitFacePhoto = defineCall({
  method: 'POST',
  path: '/faceRecognition/mobile/submitPhoto',
  sealed: true,
  // What the phone page asks to retake (issue 37): answers, not failed requests.
  answers: ['FACE_IMAGE_INVALID', 'FACE_IMAGE_TOO_SMALL', 'FACE_NOT_FOUND', 'FACE_SEVERAL', 'FACE_NO_MATCH', 'FACE_NOT_LIVE'],
  request: z.object({ ticket: ZFaceTicket, mimeType: z.enum(FACE_IMAGE_TYPES), image: ZFaceImage }),
  response: z.object({ verified: z.boolean() }),
});
