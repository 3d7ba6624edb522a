import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ACCOUNT_TYPES, BIND_STATUS, BORROW_TAGS, PROCESS_STATUS, USER_STATUS } from '../../codes.ts';

/** The code maps the dictionary query serves (§3), by the bank's dictionary type names. */
export const DICTIONARIES = {
  USER_STATUS,
  BIND_STATUS,
  ACCOUNT_TYPE: ACCOUNT_TYPES,
  BORROW_TAG: BORROW_TAGS,
  PROCESS_STATUS,
} as const;
export const DICTIONARY_TYPES = Object.keys(DICTIONARIES) as [keyof typeof DICTIONARIES, ...(keyof typeof DICTIONARIES)[]];
export const ZDictionaryType = z.enum(DICTIONARY_TYPES);

/** §7 "a dictionary code query": code and label of each asked map (all maps when none is named). */
export const queryDictionaryCode = defineCall({
  method: 'POST',
  path: '/xingCubic/queryDictionaryCode',
  sealed: true,
  access: 'user',
  request: z.object({ dictTypes: z.optional(z.array(ZDictionaryType).check(z.maxLength(DICTIONARY_TYPES.length))) }),
  response: z.record(z.string(), z.array(z.object({ code: z.string(), label: z.string() }))),
});
