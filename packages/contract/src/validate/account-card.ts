import { isCodeOf, ID_DOCUMENT_TYPES, type IdDocumentType } from '../codes.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { isHkCard } from './hk-card.ts';
import { isHouseholdBooklet } from './household-booklet.ts';
import { isMainlandIdCard } from './id-card.ts';
import { isOfficialCard } from './official-card.ts';
import { isPassport } from './passport.ts';
import { check, type Validation } from './result.ts';
import { isTaiwanCard } from './taiwan-card.ts';

const BY_TYPE: Record<IdDocumentType, (value: string) => boolean> = {
  '0': isMainlandIdCard,
  '4': isOfficialCard,
  '9': isPassport,
  A: isHkCard,
  B: isTaiwanCard,
  D: isHouseholdBooklet,
};

const MESSAGE_BY_TYPE: Record<IdDocumentType, string> = {
  '0': VALIDATION_MESSAGES.mainlandIdCard,
  '4': VALIDATION_MESSAGES.officialCard,
  '9': VALIDATION_MESSAGES.passport,
  A: VALIDATION_MESSAGES.hkCard,
  B: VALIDATION_MESSAGES.taiwanCard,
  D: VALIDATION_MESSAGES.householdBooklet,
};

/**
 * Account-card (identity document) number check by document type code (§5): a known code
 * checks that one document kind; any other code, including an empty one, accepts a number
 * valid as any of the kinds. An empty number is always invalid.
 */
export function isValidAccountCard(typeCode: string | null | undefined, value: string): boolean {
  if (value === '') return false;
  if (isCodeOf(ID_DOCUMENT_TYPES, typeCode)) return BY_TYPE[typeCode](value);
  return Object.values(BY_TYPE).some((test) => test(value));
}

export function validateAccountCard(typeCode: string | null | undefined, value: string): Validation {
  if (value === '') return check(false, VALIDATION_MESSAGES.idRequired);
  const message = isCodeOf(ID_DOCUMENT_TYPES, typeCode) ? MESSAGE_BY_TYPE[typeCode] : VALIDATION_MESSAGES.idDocument;
  return check(isValidAccountCard(typeCode, value), message);
}
