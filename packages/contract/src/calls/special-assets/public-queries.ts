import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZAssetCard, ZAssetId, ZAssetSort, ZAssetStatus, ZAssetType, ZOrgId, ZPaging, ZPriceWan } from './fields.ts';
import { ZText } from '../../validate/field-types.ts';

/**
 * §7 Special assets, the query calls: open to visitors, signed like every call, but the reply is
 * plain JSON ("secondary encryption skipped", issue 25; see docs/decisions.md).
 */

const ZTypeCount = z.object({ type: ZAssetType, count: z.number() });

/** The landing page: featured and latest assets, counts by type and the headline totals. */
export const homePage = defineCall({
  method: 'POST',
  path: '/specialAsset/homePage',
  sealed: true,
  access: 'public',
  request: z.object({}),
  response: z.object({
    featured: z.array(ZAssetCard),
    latest: z.array(ZAssetCard),
    typeCounts: z.array(ZTypeCount),
    listedCount: z.number(),
    orgCount: z.number(),
  }),
});

/** One type's newest assets for the landing page's tabs. */
export const homePageAsset = defineCall({
  method: 'POST',
  path: '/specialAsset/homePageAsset',
  sealed: true,
  access: 'public',
  request: z.object({ type: ZAssetType, size: z._default(z.number().check(z.int(), z.gte(1), z.lte(12)), 8) }),
  response: z.object({ type: ZAssetType, list: z.array(ZAssetCard) }),
});

export const ZAssetListFilter = z.object({
  keyword: z.optional(ZText.check(z.maxLength(40, '关键词最多 40 个字'))),
  type: z.optional(ZAssetType),
  province: z.optional(ZText.check(z.maxLength(20))),
  minPriceWan: z.optional(ZPriceWan),
  maxPriceWan: z.optional(ZPriceWan),
  orgId: z.optional(ZOrgId),
  status: z.optional(ZAssetStatus),
  sort: z._default(ZAssetSort, 'latest'),
});
export type AssetListFilter = z.input<typeof ZAssetListFilter>;

/** The asset list with its filters, sorting and paging. */
export const assetListQuery = defineCall({
  method: 'POST',
  path: '/specialAsset/assetListQuery',
  sealed: true,
  access: 'public',
  request: z.extend(ZAssetListFilter, ZPaging.shape),
  response: z.object({ total: z.number(), pageNo: z.number(), pageSize: z.number(), list: z.array(ZAssetCard) }),
});

export const ZAssetDocument = z.object({ name: ZText, note: ZText });

export const ZAssetDetail = z.extend(ZAssetCard, {
  debtor: z.string(),
  principalFen: z.nullable(z.number()),
  interestFen: z.nullable(z.number()),
  pricePerM2Fen: z.nullable(z.number()),
  collateral: z.string(),
  litigation: z.string(),
  disposal: z.string(),
  /** A written location (no map). */
  location: z.string(),
  description: z.string(),
  pictures: z.array(z.string()),
  documents: z.array(ZAssetDocument),
  contactName: z.string(),
  contactPhone: z.string(),
  updatedOn: z.string(),
});
export type AssetDetail = z.infer<typeof ZAssetDetail>;

export const assetDetailQuery = defineCall({
  method: 'POST',
  path: '/specialAsset/assetDetailQuery',
  sealed: true,
  access: 'public',
  answers: ['ASSET_NOT_FOUND'],
  request: z.object({ assetId: ZText.check(z.minLength(1, '请提供资产编号'), z.maxLength(20, '资产编号格式不正确')) }),
  response: ZAssetDetail,
});

export const ZSuggestion = z.object({ assetId: ZAssetId, title: z.string(), type: ZAssetType, province: z.string() });
export type Suggestion = z.infer<typeof ZSuggestion>;

/** Search suggestions while typing: Chinese, full pinyin or initials, best match first. */
export const thinkLike = defineCall({
  method: 'POST',
  path: '/specialAsset/thinkLike',
  sealed: true,
  access: 'public',
  request: z.object({ keyword: ZText.check(z.maxLength(40, '关键词最多 40 个字')) }),
  response: z.object({ list: z.array(ZSuggestion) }),
});

export const ZAssetOrg = z.object({ orgId: z.string(), name: z.string(), province: z.string(), phone: z.string(), assetCount: z.number() });
export type AssetOrg = z.infer<typeof ZAssetOrg>;

/** The selling organisations with their listed asset counts. */
export const orgQuery = defineCall({
  method: 'POST',
  path: '/specialAsset/orgQuery',
  sealed: true,
  access: 'public',
  request: z.object({}),
  response: z.object({ list: z.array(ZAssetOrg) }),
});
