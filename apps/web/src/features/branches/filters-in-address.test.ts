import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './filter-values.ts';
import { addressOfFilters, filtersFromAddress } from './filters-in-address.ts';

describe('the finder conditions in the address', () => {
  it('reads back what it wrote, with the page configuration kept', () => {
    const filters = { province: '广东省', city: '深圳市', district: '南山区', keyword: '科技园', services: ['forex' as const, 'cash' as const] };
    const params = addressOfFilters(filters, 3, 'index');
    expect(params.get('pageCode')).toBe('index');
    expect(filtersFromAddress(new URLSearchParams(params.toString()))).toEqual({ filters, pageNo: 3 });
  });

  it('leaves blank conditions and page 1 out of the address', () => {
    expect(addressOfFilters(NO_FILTERS, 1, null).toString()).toBe('');
    expect(addressOfFilters({ ...NO_FILTERS, services: ['forex'] }, 1, null).toString()).toBe('services=forex');
    expect(filtersFromAddress(new URLSearchParams())).toEqual({ filters: NO_FILTERS, pageNo: 1 });
  });

  it('drops what an address cannot mean: unknown or repeated services, a page below 1 or not a number', () => {
    const read = filtersFromAddress(new URLSearchParams('services=nope,,cash,cash&pageNo=-2'));
    expect(read.filters.services).toEqual(['cash']);
    expect(read.pageNo).toBe(1);
    expect(filtersFromAddress(new URLSearchParams('pageNo=abc')).pageNo).toBe(1);
  });
});
