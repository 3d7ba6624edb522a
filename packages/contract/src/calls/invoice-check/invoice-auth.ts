import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZInvoiceCheckResult, ZInvoiceDetails, ZInvoiceFromPicture, ZInvoiceQuery } from './fields.ts';
import { INVOICE_PICTURE_REFUSALS } from '../../picture-refusals.ts';

/** The largest photo or PDF a check takes: a phone photo is 2 to 6 MB. */
export const INVOICE_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const INVOICE_PICTURE_TYPES = ['.jpg', '.jpeg', '.png', '.webp'] as const;
export const INVOICE_FILE_TYPES = [...INVOICE_PICTURE_TYPES, '.pdf'] as const;
/** Entries of the history a user sees (newest first). */
export const INVOICE_HISTORY_SIZE = 20;

/**
 * §7 Invoice auth: check an invoice by its number. Logged-in users only (the history is
 * theirs, and the registry answers only the holder of the paper); rate-limited per address.
 * Not found and mismatch are answers (the screen marks the fields), not errors.
 */
export const invNoAuth = defineCall({
  method: 'POST',
  path: '/invoiceAuth/invNoAuth',
  sealed: true,
  access: 'user',
  request: ZInvoiceQuery,
  response: ZInvoiceCheckResult,
});

/** §7 Invoice auth: a photo of the invoice; its QR code is decoded and the form's fields come back. */
export const uploadPicture = defineCall({
  method: 'POST',
  path: '/invoiceAuth/uploadPicture',
  sealed: true,
  access: 'user',
  upload: { maxFiles: 1, maxFileBytes: INVOICE_PICTURE_MAX_BYTES },
  answers: INVOICE_PICTURE_REFUSALS,
  request: z.object({}),
  response: ZInvoiceFromPicture,
});

/** §7 Invoice auth: the invoice's file, a PDF (its embedded QR image is read) or a picture. */
export const uploadFile = defineCall({
  method: 'POST',
  path: '/invoiceAuth/uploadFile',
  sealed: true,
  access: 'user',
  upload: { maxFiles: 1, maxFileBytes: INVOICE_PICTURE_MAX_BYTES },
  answers: INVOICE_PICTURE_REFUSALS,
  request: z.object({}),
  response: ZInvoiceFromPicture,
});

export const ZInvoiceHistoryEntry = z.object({
  id: z.number(),
  checkedAt: z.string(),
  /** How the fields were entered: typed, or filled from a picture or file. */
  source: z.enum(['number', 'picture']),
  invoice: ZInvoiceDetails,
});
export type InvoiceHistoryEntry = z.infer<typeof ZInvoiceHistoryEntry>;

/** The caller's own checks, newest first (never another user's). */
export const invoiceCheckHistory = defineCall({
  method: 'POST',
  path: '/invoiceAuth/history',
  sealed: true,
  access: 'user',
  request: z.object({}),
  response: z.object({ items: z.array(ZInvoiceHistoryEntry) }),
});
