import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZDocId } from './fields.ts';

/**
 * A blob download (§7 `pdf/download`): the request is sealed like any call; a success replies
 * with the file's bytes (`application/pdf` for manuals and guides; a driver entry's vendor
 * installer with its own type) and its name in `content-disposition`
 * (`attachment; filename*=UTF-8''…`), not with a JSON envelope. A failure replies the usual
 * coded JSON error. `response` describes what the client makes of the reply.
 */
export const pdfDownload = defineCall({
  method: 'POST',
  path: '/yqzl/product/pdf/download',
  sealed: true,
  request: z.object({ id: ZDocId }),
  response: z.object({ fileName: z.string(), size: z.int() }),
});

/** The operators' download: any state (drafts and offline documents too), same reply shape. */
export const operatorDocDownload = defineCall({
  method: 'POST',
  path: '/operator/documents/download',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ id: ZDocId }),
  response: z.object({ fileName: z.string(), size: z.int() }),
});
