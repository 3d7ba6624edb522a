import * as z from 'zod/mini';
import { defineCall } from '../../../call.ts';
import { ZText } from '../../../validate/field-types.ts';
import { CATALOGUE_LIMITS, ZCompanyName, ZConsultCategory, ZConsultContent, ZContactName, ZContactPhone, ZFeedbackContent, ZFeedbackKind, ZOpenApiCode } from './fields.ts';
import { PICTURE_REFUSALS } from '../../../picture-refusals.ts';

/** The multipart part name of the feedback's screenshot. */
export const CATALOGUE_FEEDBACK_FILE_FIELD = 'screenshot';

/**
 * `feedback` (form data): a customer's feedback on an API's page, with at most one screenshot
 * (JPG or PNG by its content). Visitors may send it; a logged-in customer's carries their id.
 * Operators read it in the console and may answer it as an official Q&A.
 */
export const catalogueFeedback = defineCall({
  method: 'POST',
  path: '/yqzl/product/feedback',
  sealed: true,
  upload: { maxFiles: 1, maxFileBytes: CATALOGUE_LIMITS.screenshotMaxBytes, fileField: CATALOGUE_FEEDBACK_FILE_FIELD },
  answers: PICTURE_REFUSALS,
  request: z.object({
    apiCode: ZOpenApiCode,
    kind: ZFeedbackKind,
    content: ZFeedbackContent,
    contactName: ZContactName,
    contactPhone: ZContactPhone,
  }),
  response: z.object({ id: z.string() }),
});

/**
 * `/ygkj/category/consult` (form data): a consultation request from a promotion page or the
 * catalogue; operators call the contact back and mark it handled.
 */
export const categoryConsult = defineCall({
  method: 'POST',
  path: '/ygkj/category/consult',
  sealed: true,
  // Form data without files: only the sealed `uploadData` part.
  upload: { maxFiles: 0, maxFileBytes: 0 },
  request: z.object({
    category: ZConsultCategory,
    companyName: ZCompanyName,
    contactName: ZContactName,
    contactPhone: ZContactPhone,
    content: ZConsultContent,
    /** The page the request came from (a promotion page code or an API code), for the operators. */
    source: z._default(ZText.check(z.maxLength(64)), ''),
  }),
  response: z.object({ id: z.string() }),
});
