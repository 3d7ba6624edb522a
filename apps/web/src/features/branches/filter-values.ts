import type { BranchService } from '@portal/contract/calls/branches/fields';

/** What the customer asked the finder for; blank means "any". */
export interface BranchFilterValues {
  province: string;
  city: string;
  district: string;
  keyword: string;
  services: BranchService[];
}

export const NO_FILTERS: BranchFilterValues = { province: '', city: '', district: '', keyword: '', services: [] };
