import { fold, searchable } from '../insight/pinyin-match.ts';

/** What a title is found by: folded text, spaced toneless pinyin, initials (stored with the row). */
export interface SearchTerms {
  searchFolded: string;
  searchPinyin: string;
  searchInitials: string;
}

/** Same folding and pinyin as the header search (insight/pinyin-match.ts). */
export function searchTermsOf(title: string): SearchTerms {
  const { folded, units } = searchable(title);
  return { searchFolded: folded, searchPinyin: units.join(' '), searchInitials: units.map((u) => u[0]).join('') };
}

export { fold };
