import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';

/** Largest picture an operator may upload (before re-encoding). */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Formats accepted, judged by the bytes. */
export const CONTENT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
/** Longest side kept after re-encoding (px): enough for a full-width banner on a 4K screen. */
export const CONTENT_IMAGE_MAX_SIDE = 2400;
/** Where a stored picture is served, with a long immutable cache (the id changes with the bytes). */
export const CONTENT_IMAGE_PREFIX = '/qjmh/content-image/';

/**
 * An operator uploads a banner, cover or module picture (multipart, ARCHITECTURE §4.3). The
 * server checks the bytes, re-encodes (metadata stripped, longest side capped, JPEG or PNG
 * out) and answers the address to put in the configuration.
 */
export const consoleImageUpload = defineCall({
  method: 'POST',
  path: '/operator/images/upload',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  upload: { maxFiles: 1, maxFileBytes: CONTENT_IMAGE_MAX_BYTES },
  request: z.object({
    /** What the picture is for (kept in the audit log), e.g. banner. */
    purpose: z.optional(ZText.check(z.maxLength(40))),
  }),
  response: z.object({
    id: z.string(),
    url: z.string(),
    mime: z.string(),
    width: z.int(),
    height: z.int(),
    byteSize: z.int(),
  }),
});
