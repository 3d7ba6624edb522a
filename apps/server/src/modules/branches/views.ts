import type { BranchCard, BranchRow } from '@portal/contract/calls/branches/fields';
import { isoTime } from '../../lib/iso-time.ts';
import type { BranchRecord } from './repo.ts';

const coordinate = (v: string | null): number | null => (v === null ? null : Number(v));

/** A branch as the finder shows it. */
export function branchCard(r: BranchRecord): BranchCard {
  return {
    id: r.id,
    name: r.name,
    province: r.province,
    city: r.city,
    district: r.district,
    address: r.address,
    phone: r.phone,
    weekdayHours: r.weekdayHours,
    weekendHours: r.weekendHours,
    services: r.services,
    latitude: coordinate(r.latitude),
    longitude: coordinate(r.longitude),
  };
}

/** A branch as the console lists it. */
export function branchRow(r: BranchRecord): BranchRow {
  return { ...branchCard(r), active: r.active, updatedAt: isoTime(r.updatedAt), updatedBy: r.updatedBy };
}

/** What the audit log keeps of a branch: its fields, without the bookkeeping. */
export function branchSnapshot(r: BranchRecord) {
  const { id: _id, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = r;
  return fields;
}
