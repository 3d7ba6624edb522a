import { VALIDATION_MESSAGES } from '@portal/contract/messages';
import { AppError } from '../errors.ts';

/**
 * The last check before a handler, where every request value is decoded (issue 18, finding 13):
 * no string of a request, key or value, may hold U+0000 or half a surrogate pair, which the
 * database cannot store (text refuses U+0000, jsonb both) and answers with a failed query. The
 * contract's field types (validate/field-types.ts) refuse them and other control characters
 * field by field; this catches a call whose schema forgot, before its input reaches the service.
 */

// A surrogate half standing alone, or U+0000 (checked over every string of the value).
// eslint-disable-next-line no-control-regex -- U+0000 is the character refused
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string in `value` (a key or a value) that the database cannot store. */
function unstorablePath(value: unknown): string[] | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? [] : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  // for…in allocates nothing for an empty query, the status poll's (parsed JSON has no inherited keys).
  for (const key in value) {
    if (UNSTORABLE.test(key)) return [key];
    const below = unstorablePath((value as Record<string, unknown>)[key]);
    if (below) return [key, ...below];
  }
  return undefined;
}

/**
 * Refuses a request value holding a string the database cannot store (400100, with the field).
 * `json` is the text the value was parsed from, when there is one: JSON can carry U+0000 and a
 * lone surrogate half only as a `\u` escape, so text without one is passed at the cost of one
 * search (the chat and status polls take this path), and only text with one is walked.
 */
export function refuseUnstorable(value: unknown, json?: string): void {
  if (json !== undefined && !json.includes('\\u')) return;
  const path = unstorablePath(value);
  if (path) throw new AppError('VALIDATION', { message: VALIDATION_MESSAGES.controlCharacters, field: path.join('.') || undefined });
}
