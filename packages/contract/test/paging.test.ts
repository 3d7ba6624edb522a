import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BATCH_PAGE_SIZE, DEFAULT_PAGE_NO, LIST_PAGE_SIZE } from '../src/limits.ts';
import { isExplicitPaging, normalizePaging, ZPaging } from '../src/validate/paging.ts';

describe('normalizePaging', () => {
  it('replaces a page size of 0 with the default page size', () => {
    expect(normalizePaging({ pageNo: 3, pageSize: 0 })).toEqual({ pageNo: 3, pageSize: LIST_PAGE_SIZE });
    expect(normalizePaging({ pageNo: 3, pageSize: 0 }, BATCH_PAGE_SIZE)).toEqual({ pageNo: 3, pageSize: BATCH_PAGE_SIZE });
  });
  it('defaults the page number to 1', () => {
    expect(normalizePaging({ pageSize: 20 })).toEqual({ pageNo: DEFAULT_PAGE_NO, pageSize: 20 });
    expect(normalizePaging({})).toEqual({ pageNo: 1, pageSize: LIST_PAGE_SIZE });
    expect(normalizePaging()).toEqual({ pageNo: 1, pageSize: LIST_PAGE_SIZE });
    expect(normalizePaging({ pageNo: null, pageSize: null })).toEqual({ pageNo: 1, pageSize: LIST_PAGE_SIZE });
  });
  it('treats zero, negative and fractional values as missing', () => {
    expect(normalizePaging({ pageNo: 0, pageSize: -5 })).toEqual({ pageNo: 1, pageSize: LIST_PAGE_SIZE });
    expect(normalizePaging({ pageNo: 1.5, pageSize: 2.5 })).toEqual({ pageNo: 1, pageSize: LIST_PAGE_SIZE });
    expect(normalizePaging({ pageNo: Number.NaN, pageSize: Infinity })).toEqual({ pageNo: 1, pageSize: LIST_PAGE_SIZE });
  });
  it('keeps positive integers as they are and always yields positive integers', () => {
    fc.assert(
      fc.property(fc.option(fc.integer()), fc.option(fc.integer()), fc.integer({ min: 1, max: 100 }), (pageNo, pageSize, def) => {
        const p = normalizePaging({ pageNo, pageSize }, def);
        expect(p.pageNo).toBe(pageNo !== null && pageNo > 0 ? pageNo : 1);
        expect(p.pageSize).toBe(pageSize !== null && pageSize > 0 ? pageSize : def);
        expect(isExplicitPaging(p)).toBe(true);
      }),
    );
  });
});

describe('ZPaging', () => {
  it('applies the same defaults and caps the page size', () => {
    expect(ZPaging().parse({ pageSize: 0 })).toEqual({ pageNo: 1, pageSize: LIST_PAGE_SIZE });
    expect(ZPaging(BATCH_PAGE_SIZE).parse({ pageNo: 2 })).toEqual({ pageNo: 2, pageSize: BATCH_PAGE_SIZE });
    expect(ZPaging(10, 50).safeParse({ pageSize: 51 }).success).toBe(false);
    expect(ZPaging().safeParse({ pageNo: 'x' }).success).toBe(false);
  });
});
