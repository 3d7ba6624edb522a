import { VALIDATION_MESSAGES } from '../messages.ts';
import { check, type Validation } from './result.ts';

/** Household booklet (§5): 15 or 18 digits. */
export const HOUSEHOLD_BOOKLET_PATTERN = /^(?:\d{15}|\d{18})$/;

export function isHouseholdBooklet(value: string): boolean {
  return HOUSEHOLD_BOOKLET_PATTERN.test(value);
}

export function validateHouseholdBooklet(value: string): Validation {
  return check(isHouseholdBooklet(value), VALIDATION_MESSAGES.householdBooklet);
}
