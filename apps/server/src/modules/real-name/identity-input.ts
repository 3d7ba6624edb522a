import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { ZRealNameIdentity } from '@portal/contract/calls/real-name/fields';
import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { validateMobilePhone } from '@portal/contract/validate/phone';
import { validateRealNameDocument } from '@portal/contract/validate/real-name-document';
import { AppError } from '../../errors.ts';
import { openSecretField } from '../auth/secret-field.ts';
import { normaliseDocNumber } from '../identity/document-vault.ts';

export interface RealNameIdentity {
  realName: string;
  docType: string;
  /** Normalised (document-vault.ts): what is digested, sealed and sent to the provider. */
  docNumber: string;
  phone: string;
}

/** Names as the registries hold them: 2-30 characters, Chinese or Latin letters, middle dots and spaces. */
const NAME_PATTERN = /^[\p{Script=Han}A-Za-z·•.\s]{2,30}$/u;

/**
 * Opens step 1's SM2 fields and checks each with the §5 validators the form uses; the first
 * wrong field is refused with its own message and its name, so the screen marks it and keeps
 * what was typed.
 */
export function openIdentity(app: FastifyInstance, input: z.infer<typeof ZRealNameIdentity>): RealNameIdentity {
  const realName = openSecretField(app, input.realName, 'realName').trim();
  const docNumber = normaliseDocNumber(openSecretField(app, input.docNumber, 'docNumber'));
  const phone = openPhone(app, input.phone);
  if (!NAME_PATTERN.test(realName)) throw new AppError('VALIDATION', { message: VALIDATION_MESSAGES.realName, field: 'realName' });
  const doc = validateRealNameDocument(input.docType, docNumber);
  if (!doc.ok) throw new AppError('REAL_NAME_DOC_INVALID', { message: doc.message, field: 'docNumber' });
  return { realName, docType: input.docType, docNumber, phone };
}

/** Step 1's phone, opened and checked like the form checks it (also for sending it a code). */
export function openPhone(app: FastifyInstance, sealed: string): string {
  const phone = openSecretField(app, sealed, 'phone').trim();
  const mobile = validateMobilePhone(phone);
  if (!mobile.ok) throw new AppError('VALIDATION', { message: mobile.message, field: 'phone' });
  return phone;
}
