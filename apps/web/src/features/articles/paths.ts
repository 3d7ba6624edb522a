import { columnOf, type ArticleColumn } from '@portal/contract/calls/articles/article-columns';

/** Where a column's list is shown: case pages, the text-list page, or a tab of /page1. */
export function listPathOf(column: ArticleColumn): string {
  if (column.style === 'case') return `/${column.kind}`;
  if (column.kind === 'article' && column.style === 'txtList') return `/txtListDetails?column=${column.key}`;
  return `/page1?column=${column.key}`;
}

export function listOfRow(kind: string, column: string): { label: string; path: string } | null {
  const found = columnOf(kind, column);
  return found ? { label: found.label, path: listPathOf(found) } : null;
}

/** A positive page number from the address, 1 otherwise. */
export function pageNoOf(params: URLSearchParams): number {
  const n = Number(params.get('pageNo'));
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** The same address on another page (pageCode and the rest kept). */
export function withPage(params: URLSearchParams, pageNo: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('pageNo', String(pageNo));
  return next;
}
