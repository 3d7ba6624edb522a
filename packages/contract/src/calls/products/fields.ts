import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';

/** The product types of the product centre, in the order its tabs show them. */
export const PRODUCT_TYPES = [
  { type: 'deposit', name: '对公存款' },
  { type: 'loan', name: '融资贷款' },
  { type: 'wealth', name: '对公理财' },
  { type: 'settlement', name: '结算与现金管理' },
  { type: 'international', name: '国际业务' },
  { type: 'supplyChain', name: '供应链金融' },
  { type: 'green', name: '绿色金融' },
  { type: 'pension', name: '养老金融' },
  { type: 'trust', name: '托管与信托' },
  { type: 'saas', name: '金融SaaS平台' },
] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number]['type'];
export const PRODUCT_TYPE_CODES = PRODUCT_TYPES.map((t) => t.type) as [ProductType, ...ProductType[]];
export const ZProductType = z.enum(PRODUCT_TYPE_CODES);

export function productTypeName(type: string): string {
  return PRODUCT_TYPES.find((t) => t.type === type)?.name ?? type;
}

export const PRODUCT_LIMITS = {
  codeMax: 32,
  nameMax: 40,
  summaryMax: 200,
  detailMax: 20_000,
  tagMax: 10,
  tagsMax: 5,
  attrLabelMax: 10,
  attrValueMax: 40,
  attrsMax: 8,
  keywordMax: 30,
  idsMax: 50,
  typesMax: PRODUCT_TYPES.length,
  perTypeMax: 20,
} as const;

/** Product codes are the bank's own: capital letters, digits and hyphens (e.g. CK-DQ-001). */
export const PRODUCT_CODE_RE = /^[A-Z0-9][A-Z0-9-]{1,31}$/;
export const ZProductCode = z.string().check(z.trim(), z.regex(PRODUCT_CODE_RE, '产品编号应为2~32位大写字母、数字或短横线'));

export const ZProductAttr = z.object({ label: ZText, value: ZText });
export type ProductAttr = z.infer<typeof ZProductAttr>;

/** A product as a card or list row shows it. */
export const ZProductCard = z.object({
  productCode: z.string(),
  type: z.string(),
  typeName: z.string(),
  name: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  attrs: z.array(ZProductAttr),
  coverUrl: z.nullable(z.string()),
});
export type ProductCard = z.infer<typeof ZProductCard>;

/** A product's detail page. */
export const ZProductDetail = z.extend(ZProductCard, {
  detailHtml: z.string(),
  publishedAt: z.nullable(z.string()),
});
export type ProductDetail = z.infer<typeof ZProductDetail>;
