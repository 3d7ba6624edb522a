import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';
import { defineCall } from '../../call.ts';

/** What a search hit is: a menu function or a piece of published content. */
export const SEARCH_HIT_KINDS = ['menu', 'notice', 'news', 'article', 'case', 'guide', 'product', 'fund', 'document'] as const;
export type SearchHitKind = (typeof SEARCH_HIT_KINDS)[number];

export const FUNCTION_SEARCH_KEYWORD_MAX = 50;
export const FUNCTION_SEARCH_LIMIT = 10;

export const ZSearchHit = z.object({
  kind: z.enum(SEARCH_HIT_KINDS),
  label: z.string(),
  /** Where it lives: the menu path above a function, or the content's section. */
  trail: z.array(z.string()),
  /** A site route (`/page1?pageCode=…`) or an external address. */
  url: z.string(),
  newPage: z.optional(z.boolean()),
});
export type SearchHit = z.infer<typeof ZSearchHit>;

/**
 * The header's function search (§2 "search function name"): menu functions of every published
 * page configuration and the titles of published content, matched by Chinese text, full
 * pinyin or pinyin initials. Public and rate-limited; suggestions while typing use it.
 */
export const searchFunctions = defineCall({
  method: 'POST',
  path: '/insight/function/search',
  sealed: true,
  request: z.object({
    keyword: ZText.check(z.trim(), z.minLength(1), z.maxLength(FUNCTION_SEARCH_KEYWORD_MAX)),
    /** The visitor's portal channel: its own menus rank first. */
    channel: z.optional(z.enum(['qjmh', 'yqzl'])),
  }),
  response: z.object({ items: z.array(ZSearchHit) }),
});
