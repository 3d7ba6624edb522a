import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';
import { STAFF_PAGE_SIZE } from '../../limits.ts';
import { PRODUCT_LIMITS as L, ZProductAttr, ZProductCode, ZProductType } from './fields.ts';
import { FUND_TYPES, ZFundCode, ZRiskLevel } from './fund-fields.ts';

/** Publication states of products and funds in the console. */
export const PUBLISH_STATES = [
  { status: 'draft', name: '草稿' },
  { status: 'published', name: '已发布' },
  { status: 'offline', name: '已下架' },
] as const;
export const ZPublishStatus = z.enum(['draft', 'published', 'offline']);
export type PublishStatus = z.infer<typeof ZPublishStatus>;

export const PRODUCT_FIELD_MESSAGES = {
  nameRequired: '请输入产品名称',
  nameTooLong: `产品名称不能超过${L.nameMax}个字`,
  summaryTooLong: `产品简介不能超过${L.summaryMax}个字`,
  detailTooLong: `产品详情不能超过${L.detailMax}个字符`,
  tagTooLong: `每个标签不能超过${L.tagMax}个字`,
  tagsTooMany: `标签最多${L.tagsMax}个`,
  attrLabel: `要素名称为1~${L.attrLabelMax}个字`,
  attrValue: `要素内容为1~${L.attrValueMax}个字`,
  attrsTooMany: `产品要素最多${L.attrsMax}项`,
  fundName: '请输入1~40个字的基金名称',
  fundCompany: '请输入1~40个字的基金管理人',
  fundManager: '基金经理不能超过20个字',
  fundSummary: '基金简介不能超过300个字',
  fundType: '请选择基金类型',
} as const;
const M = PRODUCT_FIELD_MESSAGES;

const text = (min: number, max: number, msg: string) => ZText.check(z.trim(), z.minLength(min, msg), z.maxLength(max, msg));

/** What an operator edits on a product. */
export const ZProductInput = z.object({
  productCode: ZProductCode,
  type: ZProductType,
  name: ZText.check(z.trim(), z.minLength(1, M.nameRequired), z.maxLength(L.nameMax, M.nameTooLong)),
  summary: ZMultilineText.check(z.trim(), z.maxLength(L.summaryMax, M.summaryTooLong)),
  detailHtml: ZMultilineText.check(z.maxLength(L.detailMax, M.detailTooLong)),
  tags: z.array(text(1, L.tagMax, M.tagTooLong)).check(z.maxLength(L.tagsMax, M.tagsTooMany)),
  attrs: z
    .array(z.object({ label: text(1, L.attrLabelMax, M.attrLabel), value: text(1, L.attrValueMax, M.attrValue) }))
    .check(z.maxLength(L.attrsMax, M.attrsTooMany)),
  sort: z.int().check(z.minimum(0), z.maximum(9999)),
});
export type ProductInput = z.infer<typeof ZProductInput>;

/** A product row of the console, any state. */
export const ZProductRow = z.object({
  productCode: z.string(),
  type: z.string(),
  typeName: z.string(),
  name: z.string(),
  summary: z.string(),
  detailHtml: z.string(),
  tags: z.array(z.string()),
  attrs: z.array(ZProductAttr),
  sort: z.int(),
  status: z.string(),
  publishedAt: z.nullable(z.string()),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export type ProductRow = z.infer<typeof ZProductRow>;

export const ZOperatorProductQuery = z.object({
  type: z.optional(ZProductType),
  status: z.optional(ZPublishStatus),
  keyword: z.optional(ZText.check(z.trim(), z.maxLength(L.keywordMax))),
  pageNo: z._default(z.int().check(z.minimum(1)), 1),
  pageSize: z._default(z.int().check(z.minimum(1), z.maximum(100)), STAFF_PAGE_SIZE),
});

/** What an operator edits on a fund (its net values come from the import of the fund system). */
export const ZFundInput = z.object({
  proCode: ZFundCode,
  name: text(1, 40, M.fundName),
  fundType: z.enum(FUND_TYPES, M.fundType),
  riskLevel: ZRiskLevel,
  company: text(1, 40, M.fundCompany),
  manager: ZText.check(z.trim(), z.maxLength(20, M.fundManager)),
  summary: ZMultilineText.check(z.trim(), z.maxLength(300, M.fundSummary)),
});
export type FundInput = z.infer<typeof ZFundInput>;

export const ZFundRow = z.extend(ZFundInput, {
  status: z.string(),
  establishedOn: z.nullable(z.string()),
  navDate: z.nullable(z.string()),
  nav: z.nullable(z.string()),
  navCount: z.int(),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export type FundRow = z.infer<typeof ZFundRow>;
