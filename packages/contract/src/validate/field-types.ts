import * as z from 'zod/mini';
import { INT4_MAX } from '../limits.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { isDashedDate } from './date.ts';

/**
 * The field types every request's free text and ids are built from (issue 18, finding 13), so a
 * form and the server refuse alike what the database cannot hold or a reader cannot see.
 *
 * Refused in all text: control characters (Unicode category Cc: U+0000–U+001F, DEL,
 * U+0080–U+009F) and halves of a surrogate pair standing alone (Cs). No one types them; U+0000
 * cannot be stored in a PostgreSQL text or jsonb value at all and a lone half cannot be stored
 * in jsonb (the query fails), and the others hide or rewrite what a reader, a log line or an
 * exported spreadsheet shows. Multi-line text (chat messages, feedback, rich text, pasted
 * documents, page JSON) keeps tab, line feed and carriage return; single-line text keeps none.
 */
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

/** Whether `text` holds a character its field refuses (for checks outside a schema). */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE : SINGLE_LINE).test(text);
}

/** Single-line text a person types: names, titles, keywords, codes, URLs. Add length checks with `.check()`. */
export const ZText = z.string().check(z.regex(SINGLE_LINE, VALIDATION_MESSAGES.controlCharacters));

/** Multi-line text: messages, descriptions, rich text, pasted text. Add length checks with `.check()`. */
export const ZMultilineText = z.string().check(z.regex(MULTI_LINE, VALIDATION_MESSAGES.controlCharacters));

/**
 * A positive id of an `integer` column (a `serial` table's key): past INT4_MAX the database
 * refuses the query instead of finding nothing. `message` is the field's own Chinese message.
 */
export function ZRowId(message: string = VALIDATION_MESSAGES.numberOutOfRange) {
  return z.int().check(z.positive(message), z.maximum(INT4_MAX, message));
}

/** A whole number an `integer` column holds, from `min` (0 by default) to INT4_MAX. */
export function ZInt4(min = 0, message: string = VALIDATION_MESSAGES.numberOutOfRange) {
  return z.int().check(z.minimum(min, message), z.maximum(INT4_MAX, message));
}

/**
 * A real calendar day `yyyy-mm-dd`: the pattern alone lets `2026-13-45` through to the database,
 * which refuses the query.
 */
export function ZDay(message = '日期格式应为 yyyy-mm-dd') {
  return z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, message), z.refine(isDashedDate, message));
}
