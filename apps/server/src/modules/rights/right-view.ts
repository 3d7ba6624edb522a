import type { RightState, RightType, RightUsageView, RightView } from '@portal/contract/calls/rights/fields';
import type { enterpriseRights, rightUsages } from '../../db/schema/rights.ts';

type RightRow = typeof enterpriseRights.$inferSelect;
type UsageRow = typeof rightUsages.$inferSelect;

/** A right's state on `today` (Beijing date, yyyy-mm-dd): revoked first, then used up, then the validity. */
export function rightState(row: RightRow, today: string): RightState {
  if (row.revokedAt) return 'revoked';
  if (row.used >= row.quantity) return 'used_up';
  if (today < row.validFrom) return 'pending';
  if (today > row.validTo) return 'expired';
  return 'valid';
}

export function rightView(row: RightRow, today: string): RightView {
  return {
    id: row.id,
    enterpriseId: row.enterpriseId,
    rightType: row.rightType as RightType,
    title: row.title,
    quantity: row.quantity,
    used: row.used,
    remaining: row.quantity - row.used,
    validFrom: row.validFrom,
    validTo: row.validTo,
    state: rightState(row, today),
    note: row.note,
    grantedAt: row.grantedAt.toISOString(),
  };
}

export function usageView(row: UsageRow, right: Pick<RightRow, 'title' | 'rightType'>): RightUsageView {
  return {
    id: row.id,
    rightId: row.rightId,
    rightTitle: right.title,
    rightType: right.rightType as RightType,
    quantity: row.quantity,
    source: row.source,
    reference: row.reference,
    usedAt: row.usedAt.toISOString(),
  };
}
