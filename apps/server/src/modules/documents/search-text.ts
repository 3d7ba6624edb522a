import type { Highlighted } from '@portal/contract/calls/documents/fields';

/** Characters of context either side of the first match in a snippet. */
const SNIPPET_BEFORE = 30;
const SNIPPET_LENGTH = 120;

/** The words of a query: split on spaces, duplicates and empties dropped, longest first. */
export function searchTerms(keyword: string): string[] {
  const terms = [...new Set(keyword.trim().toLowerCase().split(/\s+/).filter(Boolean))];
  return terms.sort((a, b) => b.length - a.length);
}

/** `[start, end)` ranges of every occurrence of any term in `text`, non-overlapping and in order. */
export function markRanges(text: string, terms: string[]): Array<[number, number]> {
  const lower = text.toLowerCase();
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + term.length)) ranges.push([at, at + term.length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] < last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

export function highlight(text: string, terms: string[]): Highlighted {
  return { text, marks: markRanges(text, terms) };
}

export function countHits(text: string, terms: string[]): number {
  return markRanges(text, terms).length;
}

/**
 * A window of the text around the first match (or its start when nothing matches), on one
 * line, with ellipses where it was cut, and the matches inside it marked.
 */
export function snippet(text: string, terms: string[]): Highlighted {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = markRanges(flat, terms)[0];
  const start = first ? Math.max(0, first[0] - SNIPPET_BEFORE) : 0;
  const end = Math.min(flat.length, start + SNIPPET_LENGTH);
  const body = (start > 0 ? '…' : '') + flat.slice(start, end) + (end < flat.length ? '…' : '');
  return highlight(body, terms);
}

/** Whether every term occurs in at least one of the texts (case-insensitive). */
export function matchesAll(texts: string[], terms: string[]): boolean {
  const hay = texts.join('\n').toLowerCase();
  return terms.every((t) => hay.includes(t));
}

/**
 * Suggestions for what is typed: titles, single keywords and the text's chapter and section
 * headings ("第三章 转账汇款", "3.1 单笔转账") that contain it, shortest first.
 */
export function suggestionsFrom(
  docs: Array<{ title: string; keywords: string; bodyText: string }>,
  typed: string,
  max: number,
): string[] {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  const found = new Set<string>();
  const consider = (s: string) => {
    const v = s.trim();
    if (v && v.length <= 40 && v.toLowerCase().includes(needle)) found.add(v);
  };
  for (const d of docs) {
    consider(d.title);
    for (const k of d.keywords.split(/[,，、;；\s]+/)) consider(k);
    for (const line of d.bodyText.split('\n')) {
      const heading = /^(?:第.{1,3}章|\d+\.\d+)\s+(.+)$/.exec(line.trim());
      if (heading) consider(heading[1]!);
    }
  }
  return [...found].sort((a, b) => a.length - b.length || a.localeCompare(b, 'zh-CN')).slice(0, max);
}
