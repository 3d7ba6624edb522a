import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZApplicantRole, ZIdDocumentType } from '../../codes.ts';
import { REGISTER_APP_ID } from '../../limits.ts';
import { ZApplicationId, ZCreditCode, ZEnterpriseApplication, ZLegalRepDocNumber, ZLegalRepName, ZPictureKind } from './fields.ts';
import { ENTP_AUTH_MESSAGES as M } from './messages.ts';
import { PICTURE_REFUSALS } from '../../picture-refusals.ts';

/** The multipart part name of every picture. */
export const ENTP_FILE_FIELD = 'files';
/** Business licence and authorisation letter: at most 5 MB each, checked by content. */
export const ENTP_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ENTP_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'gif'] as const;
/** Shorter side (px) below which a licence or letter picture cannot be read (a phone photo is 1,000 and more). */
export const ENTP_DOCUMENT_MIN_SIDE = 300;

const fields = z.object({
  /** The fixed application id sent on enterprise authentication (§3 Signing parameters). */
  appId: z.literal(REGISTER_APP_ID),
  creditCode: ZCreditCode,
  applicantRole: ZApplicantRole,
  legalRepName: ZLegalRepName,
  legalRepDocType: ZIdDocumentType,
  legalRepDocNumber: ZLegalRepDocNumber,
  /** What each file part is, in order. A picture left out is kept from `applicationId`. */
  pictures: z.array(ZPictureKind).check(z.maxLength(2)),
  /** The customer's own application being continued (DT) or corrected after a rejection (SJ). */
  applicationId: z.optional(ZApplicationId),
});

/**
 * §7 Enterprise `submitEnterpriseCredentials` (multipart): the credentials of an application.
 * A legal representative's application waits (DT) for the face check; an agent's goes to the
 * review queue (DS) at once. The document number is checked against its type (§5 account-card
 * rules) by the form and the server. Refused with 409630 while the customer has an application of this
 * enterprise pending review.
 */
export const submitEnterpriseCredentials = defineCall({
  method: 'POST',
  path: '/user/entp/submitEnterpriseCredentials',
  sealed: true,
  access: 'user',
  upload: { maxFiles: 2, maxFileBytes: ENTP_IMAGE_MAX_BYTES, fileField: ENTP_FILE_FIELD },
  answers: PICTURE_REFUSALS,
  request: fields.check(
    z.refine((v) => new Set(v.pictures).size === v.pictures.length, { message: M.picturesMismatch, path: ['pictures'] }),
  ),
  response: ZEnterpriseApplication,
});
