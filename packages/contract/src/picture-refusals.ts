import type { ErrorName } from './errors.ts';

/**
 * A picture a customer chose that the server refuses (too large, not a picture, damaged): the
 * screen shows the message at the picture and the customer picks another. An answer, not a
 * failure (CallDef.answers), so the browser does not log a failed request (issue 37).
 */
export const PICTURE_REFUSALS = ['IMAGE_TOO_LARGE', 'IMAGE_TYPE_NOT_ALLOWED', 'IMAGE_CORRUPT', 'UPLOAD_FILE_TOO_LARGE'] as const satisfies readonly ErrorName[];

/** The chat's own words for the same refusals. */
export const CHAT_PICTURE_REFUSALS = ['CHAT_IMAGE_TOO_LARGE', 'CHAT_IMAGE_INVALID', 'UPLOAD_FILE_TOO_LARGE'] as const satisfies readonly ErrorName[];

/** The invoice check's: no QR code, not an invoice's, an unreadable file, not a picture or PDF. */
export const INVOICE_PICTURE_REFUSALS = [
  ...PICTURE_REFUSALS,
  'INVOICE_PICTURE_UNREADABLE',
  'INVOICE_NO_QR',
  'INVOICE_QR_NOT_INVOICE',
  'INVOICE_PDF_NO_QR',
  'INVOICE_FILE_TYPE',
] as const satisfies readonly ErrorName[];
