import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZAssetCard, ZAssetId, ZPaging } from './fields.ts';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';

/** §7 Special assets, a logged-in customer's own favourites and enquiries (issue 25). */

export const favoriteAsset = defineCall({
  method: 'POST',
  path: '/specialAsset/favoriteAsset',
  sealed: true,
  access: 'user',
  request: z.object({ assetId: ZAssetId }),
  response: z.object({ favourite: z.literal(true) }),
});

export const cancelFavoriteAsset = defineCall({
  method: 'POST',
  path: '/specialAsset/cancelFavoriteAsset',
  sealed: true,
  access: 'user',
  request: z.object({ assetId: ZAssetId }),
  response: z.object({ favourite: z.literal(false) }),
});

/** The caller's favourites, newest first; `assetIds` asks only whether those are favourites. */
export const queryFavoriteAsset = defineCall({
  method: 'POST',
  path: '/specialAsset/queryFavoriteAsset',
  sealed: true,
  access: 'user',
  request: z.extend(ZPaging, { assetIds: z.optional(z.array(ZAssetId).check(z.maxLength(50))) }),
  response: z.object({
    total: z.number(),
    list: z.array(z.extend(ZAssetCard, { favouredAt: z.string() })),
  }),
});

export const INQUIRY_LIMITS = { name: 20, company: 60, note: 200 } as const;

/**
 * An enquiry about an asset. The phone is proven by an SMS code the caller asked for with
 * getInquirySmsCode; name, company and note are the caller's words to the asset manager.
 */
export const assetInquiry = defineCall({
  method: 'POST',
  path: '/specialAsset/assetInquiry',
  sealed: true,
  access: 'user',
  request: z.object({
    assetId: ZAssetId,
    name: ZText.check(z.trim(), z.minLength(1, '请输入联系人姓名'), z.maxLength(INQUIRY_LIMITS.name, '姓名最多 20 个字')),
    company: ZText.check(z.trim(), z.maxLength(INQUIRY_LIMITS.company, '单位名称最多 60 个字')),
    phone: ZText.check(z.maxLength(20, '请输入正确的手机号码')),
    smsCode: ZText.check(z.maxLength(10, '请输入 6 位短信验证码')),
    note: ZMultilineText.check(z.maxLength(INQUIRY_LIMITS.note, '意向说明最多 200 个字')),
  }),
  response: z.object({ inquiryId: z.number(), status: z.literal('new') }),
});

/** Sends the enquiry's SMS code to the phone the caller typed (a logged-in caller; the SMS limits apply). */
export const getInquirySmsCode = defineCall({
  method: 'POST',
  path: '/specialAsset/getInquirySmsCode',
  sealed: true,
  access: 'user',
  request: z.object({ phone: ZText.check(z.maxLength(20, '请输入正确的手机号码')) }),
  response: z.object({ resendAfter: z.int(), expiresIn: z.int() }),
});
