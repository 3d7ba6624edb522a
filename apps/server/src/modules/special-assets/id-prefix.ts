import type { AssetType } from '@portal/contract/calls/special-assets/fields';

/** Asset ids read as their type: 债权 ZQ, 房产 FC, 设备 SB, 股权 GQ, then eight digits. */
export const ID_PREFIX: Record<AssetType, string> = { creditor: 'ZQ', realEstate: 'FC', equipment: 'SB', equity: 'GQ' };
