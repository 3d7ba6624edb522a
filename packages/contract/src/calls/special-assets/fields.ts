import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';

/** Kinds of special asset (§1 special-asset section, issue 25). */
export const ASSET_TYPES = ['creditor', 'realEstate', 'equipment', 'equity'] as const;
export const ZAssetType = z.enum(ASSET_TYPES);
export type AssetType = z.infer<typeof ZAssetType>;
export const ASSET_TYPE_LABELS: Record<AssetType, string> = {
  creditor: '债权资产',
  realEstate: '抵债房产',
  equipment: '机器设备',
  equity: '股权资产',
};

/** Where an asset stands in its sale: only `listed` and `negotiating` take enquiries. */
export const ASSET_STATUSES = ['listed', 'negotiating', 'sold', 'withdrawn'] as const;
export const ZAssetStatus = z.enum(ASSET_STATUSES);
export type AssetStatus = z.infer<typeof ZAssetStatus>;
export const ASSET_STATUS_LABELS: Record<AssetStatus, string> = {
  listed: '挂牌中',
  negotiating: '洽谈中',
  sold: '已成交',
  withdrawn: '已撤牌',
};

export const ASSET_SORTS = ['latest', 'priceAsc', 'priceDesc'] as const;
export const ZAssetSort = z.enum(ASSET_SORTS);
export type AssetSort = z.infer<typeof ZAssetSort>;

export const ZAssetId = ZText.check(z.regex(/^[A-Z]{2}\d{8}$/, '资产编号格式不正确'));
export const ZOrgId = ZText.check(z.regex(/^ORG\d{3,6}$/, '机构编号格式不正确'));

/** A price filter in 万元 as the visitor types it (two decimals at most). */
export const ZPriceWan = z.number().check(z.gte(0, '价格不能为负数'), z.lte(10_000_000, '价格过大，请重新输入'));

/** Money is integer fen (ARCHITECTURE §6). */
export const ZAssetCard = z.object({
  assetId: z.string(),
  title: z.string(),
  type: ZAssetType,
  province: z.string(),
  city: z.string(),
  industry: z.string(),
  listingPriceFen: z.number(),
  /** Property only. */
  areaM2: z.nullable(z.number()),
  status: ZAssetStatus,
  orgId: z.string(),
  orgName: z.string(),
  /** First picture, or null when the asset has none. */
  coverUrl: z.nullable(z.string()),
  featured: z.boolean(),
  listedOn: z.string(),
});
export type AssetCard = z.infer<typeof ZAssetCard>;

export const ZPaging = z.object({
  pageNo: z._default(z.number().check(z.int(), z.gte(1, '页码最小为 1'), z.lte(10_000, '页码过大')), 1),
  /** 0 means the default page size (§5). */
  pageSize: z._default(z.number().check(z.int(), z.gte(0), z.lte(50, '每页最多 50 条')), 10),
});

/** The picture address the web page shows; served by the server from the database. */
export const ASSET_PICTURE_PATH = '/qjmh/special-asset/picture/';
export const assetPictureUrl = (pictureId: number) => `${ASSET_PICTURE_PATH}${pictureId}.jpg`;
