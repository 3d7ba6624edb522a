import { isCodeOf, ID_DOCUMENT_TYPES } from '../codes.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { validateAccountCard } from './account-card.ts';
import { mainlandIdChecksumOk } from './id-card.ts';
import { check, VALID, type Validation } from './result.ts';

/**
 * The document of a real-name authentication (issue 21): a known account-card type of §5, its
 * number by that type's pattern and, for a mainland ID card, the GB 11643 check digit as well
 * (the account card itself accepts any check digit; a real-name check must not). The same
 * function runs in the form and on the server.
 */
export function validateRealNameDocument(typeCode: string, number: string): Validation {
  if (!isCodeOf(ID_DOCUMENT_TYPES, typeCode)) return check(false, VALIDATION_MESSAGES.idDocument);
  const value = number.trim();
  const pattern = validateAccountCard(typeCode, value);
  if (!pattern.ok) return pattern;
  if (typeCode === '0' && !mainlandIdChecksumOk(value)) return check(false, VALIDATION_MESSAGES.mainlandIdChecksum);
  return VALID;
}
