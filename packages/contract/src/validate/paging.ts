import * as z from 'zod/mini';
import { DEFAULT_PAGE_NO, DOWNLOAD_PAGE_SIZE, LIST_PAGE_SIZE } from '../limits.ts';

export interface Paging {
  pageNo: number;
  pageSize: number;
}

const positiveInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/**
 * Fills in paging defaults (§5): a page size of 0 (or missing) becomes `defaultPageSize`, a
 * missing page number becomes 1. Negative or fractional values are treated as missing rather
 * than rejected, because they only come from stale query strings.
 */
export function normalizePaging(
  input: { pageNo?: number | null | undefined; pageSize?: number | null | undefined } = {},
  defaultPageSize: number = LIST_PAGE_SIZE,
): Paging {
  return {
    pageNo: positiveInt(input.pageNo) ? input.pageNo : DEFAULT_PAGE_NO,
    pageSize: positiveInt(input.pageSize) ? input.pageSize : defaultPageSize,
  };
}

/** True when both values are already positive integers (nothing to default). */
export function isExplicitPaging(input: { pageNo?: unknown; pageSize?: unknown }): boolean {
  return positiveInt(input.pageNo) && positiveInt(input.pageSize);
}

/**
 * A zod schema for request paging with the same defaults, for call definitions:
 * `ZPaging(BATCH_PAGE_SIZE)`. `maxPageSize` caps what a client can ask for.
 */
export function ZPaging(defaultPageSize: number = LIST_PAGE_SIZE, maxPageSize: number = DOWNLOAD_PAGE_SIZE) {
  return z.pipe(
    z.object({
      pageNo: z.nullish(z.int()),
      pageSize: z.nullish(z.int().check(z.lte(maxPageSize))),
    }),
    z.transform((p: { pageNo?: number | null; pageSize?: number | null }) => normalizePaging(p, defaultPageSize)),
  );
}
