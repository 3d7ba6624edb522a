import { BRANCH_SERVICE_CODES, type BranchService } from '@portal/contract/calls/branches/fields';
import { NO_FILTERS, type BranchFilterValues } from './filter-values.ts';

/**
 * The finder's conditions live in the address (`province`, `city`, `district`, `keyword`,
 * `services` comma-separated, `pageNo`), so a reload, the back button or a shared link shows
 * the same branches. What the address cannot mean (an unknown service, a page below 1) is
 * dropped; the server checks the rest as it checks any search.
 */
export function filtersFromAddress(params: URLSearchParams): { filters: BranchFilterValues; pageNo: number } {
  const services = (params.get('services') ?? '')
    .split(',')
    .filter((s): s is BranchService => (BRANCH_SERVICE_CODES as readonly string[]).includes(s));
  return {
    filters: {
      province: params.get('province') ?? NO_FILTERS.province,
      city: params.get('city') ?? NO_FILTERS.city,
      district: params.get('district') ?? NO_FILTERS.district,
      keyword: params.get('keyword') ?? NO_FILTERS.keyword,
      services: [...new Set(services)],
    },
    pageNo: Math.max(1, Math.floor(Number(params.get('pageNo'))) || 1),
  };
}

/** The address of a set of conditions: blank ones left out, the page configuration kept. */
export function addressOfFilters(filters: BranchFilterValues, pageNo: number, pageCode: string | null): URLSearchParams {
  const params = new URLSearchParams();
  if (pageCode) params.set('pageCode', pageCode);
  for (const key of ['province', 'city', 'district', 'keyword'] as const) if (filters[key]) params.set(key, filters[key]);
  if (filters.services.length > 0) params.set('services', filters.services.join(','));
  if (pageNo > 1) params.set('pageNo', String(pageNo));
  return params;
}
