import * as z from 'zod/mini';
import { defineCall } from '../../call.ts';
import { ZAssetCard, ZAssetId, ZAssetStatus, ZAssetType, ZOrgId, ZPaging } from './fields.ts';
import { ZAssetOrg } from './public-queries.ts';
import { ZImportTemplateFile, ZWholeFileImportReport, type ImportColumn } from '../common/import-report.ts';
import { ZMultilineText, ZRowId, ZText } from '../../validate/field-types.ts';

/** The operator console of the special assets (issue 25): assets, pictures, organisations, enquiries. */

const text = (max: number, label: string) => ZText.check(z.trim(), z.maxLength(max, `${label}最多 ${max} 个字`));
const required = (max: number, label: string) => ZText.check(z.trim(), z.minLength(1, `请填写${label}`), z.maxLength(max, `${label}最多 ${max} 个字`));
const fen = z.number().check(z.int('金额须为整数分'), z.gte(0, '金额不能为负数'), z.lte(1e15, '金额过大'));

/** What an operator edits of an asset (money in fen, area in m²). */
/** Documents an asset lists (name and note; the files themselves come from the asset manager). */
export const ASSET_DOCUMENTS_MAX = 10;

export const ZAssetEdit = z.object({
  title: required(60, '资产名称'),
  type: ZAssetType,
  province: required(20, '省份'),
  city: required(20, '城市'),
  industry: required(20, '行业'),
  debtor: text(60, '债务人'),
  principalFen: z.nullable(fen),
  interestFen: z.nullable(fen),
  listingPriceFen: fen,
  areaM2: z.nullable(z.number().check(z.gt(0, '面积须大于 0'), z.lte(10_000_000, '面积过大'))),
  collateral: text(200, '抵质押物'),
  litigation: text(200, '诉讼情况'),
  disposal: text(200, '处置方式'),
  location: text(100, '资产位置'),
  description: ZMultilineText.check(z.trim(), z.maxLength(2000, '资产描述最多 2000 个字')),
  orgId: ZOrgId,
  status: ZAssetStatus,
  featured: z.boolean(),
  contactName: required(20, '联系人'),
  contactPhone: required(20, '联系电话'),
  documents: z.array(z.object({ name: required(40, '资料名称'), note: text(100, '资料说明') })).check(z.maxLength(ASSET_DOCUMENTS_MAX, `资料最多 ${ASSET_DOCUMENTS_MAX} 份`)),
});
export type AssetEdit = z.infer<typeof ZAssetEdit>;

export const staffAssetList = defineCall({
  method: 'POST',
  path: '/staff/ops/specialAsset/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.extend(ZPaging, {
    keyword: z.optional(ZText.check(z.maxLength(40))),
    type: z.optional(ZAssetType),
    status: z.optional(ZAssetStatus),
  }),
  response: z.object({ total: z.number(), list: z.array(z.extend(ZAssetCard, { inquiryCount: z.number() })) }),
});

export const ZStaffPicture = z.object({ pictureId: z.number(), url: z.string() });

export const staffAssetGet = defineCall({
  method: 'POST',
  path: '/staff/ops/specialAsset/get',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ assetId: ZAssetId }),
  response: z.object({ assetId: z.string(), asset: ZAssetEdit, pictures: z.array(ZStaffPicture) }),
});

/** Creates (no assetId) or replaces an asset; audited with the before and after. */
export const staffAssetSave = defineCall({
  method: 'POST',
  path: '/staff/ops/specialAsset/save',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ assetId: z.optional(ZAssetId), asset: ZAssetEdit }),
  response: z.object({ assetId: z.string() }),
});

export const ASSET_PICTURE_LIMITS = { maxFiles: 6, maxFileBytes: 5 * 1024 * 1024, perAsset: 12 } as const;

export const staffAssetPictureUpload = defineCall({
  method: 'POST',
  path: '/staff/ops/specialAsset/picture/upload',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  upload: { maxFiles: ASSET_PICTURE_LIMITS.maxFiles, maxFileBytes: ASSET_PICTURE_LIMITS.maxFileBytes },
  request: z.object({ assetId: ZAssetId }),
  response: z.object({ pictures: z.array(ZStaffPicture) }),
});

export const staffAssetPictureDelete = defineCall({
  method: 'POST',
  path: '/staff/ops/specialAsset/picture/delete',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ assetId: ZAssetId, pictureId: ZRowId() }),
  response: z.object({ pictures: z.array(ZStaffPicture) }),
});

/** `maxReported`: problems listed in a reply (every one is counted in `errorCount`). */
export const ASSET_IMPORT_LIMITS = { maxFileBytes: 5 * 1024 * 1024, maxRows: 5000, maxReported: 500 } as const;

/** The template's columns (any order in a file; CSV or XLSX, first sheet, header row). Keys are ZAssetEdit's. */
export const ASSET_IMPORT_COLUMNS = [
  { key: 'assetId', title: '资产编号', required: false, example: '' },
  { key: 'title', title: '资产名称', required: true, example: '苏州某纺织有限公司债权' },
  { key: 'type', title: '资产类型', required: true, example: '债权资产' },
  { key: 'province', title: '省份', required: true, example: '江苏省' },
  { key: 'city', title: '城市', required: true, example: '苏州市' },
  { key: 'industry', title: '行业', required: true, example: '纺织业' },
  { key: 'debtor', title: '债务人', required: false, example: '苏州某纺织有限公司' },
  { key: 'principalFen', title: '本金(元)', required: false, example: '12000000.00' },
  { key: 'interestFen', title: '利息(元)', required: false, example: '850000.00' },
  { key: 'listingPriceFen', title: '挂牌价(元)', required: true, example: '9800000.00' },
  { key: 'areaM2', title: '面积(平方米)', required: false, example: '' },
  { key: 'collateral', title: '抵质押物', required: false, example: '厂房及土地使用权抵押' },
  { key: 'litigation', title: '诉讼情况', required: false, example: '已取得生效判决，执行中' },
  { key: 'disposal', title: '处置方式', required: false, example: '债权转让' },
  { key: 'location', title: '资产位置', required: false, example: '江苏省苏州市吴江区' },
  { key: 'description', title: '资产描述', required: false, example: '' },
  { key: 'orgId', title: '处置机构编号', required: true, example: 'ORG001' },
  { key: 'status', title: '状态', required: false, example: '挂牌中' },
  { key: 'featured', title: '推荐', required: false, example: '否' },
  { key: 'contactName', title: '联系人', required: true, example: '王经理' },
  { key: 'contactPhone', title: '联系电话', required: true, example: '010-66108801' },
] as const satisfies readonly ImportColumn[];
export type AssetImportTitle = (typeof ASSET_IMPORT_COLUMNS)[number]['title'];

/** All or nothing: one bad row refuses the file, and the report lists every problem. */
export const staffAssetImport = defineCall({
  method: 'POST',
  path: '/staff/ops/specialAsset/import',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  upload: { maxFiles: 1, maxFileBytes: ASSET_IMPORT_LIMITS.maxFileBytes },
  request: z.object({}),
  response: ZWholeFileImportReport,
});

/** The import template with one example row, as CSV or XLSX. */
export const staffAssetImportTemplate = defineCall({
  method: 'POST',
  path: '/staff/ops/specialAsset/import/template',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ format: z.enum(['csv', 'xlsx']) }),
  response: ZImportTemplateFile,
});

export const staffOrgList = defineCall({
  method: 'POST',
  path: '/staff/ops/specialAsset/org/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({}),
  response: z.object({ list: z.array(ZAssetOrg) }),
});

export const ZOrgEdit = z.object({
  name: required(60, '机构名称'),
  province: required(20, '所在省份'),
  phone: required(20, '联系电话'),
});

export const staffOrgSave = defineCall({
  method: 'POST',
  path: '/staff/ops/specialAsset/org/save',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ orgId: z.optional(ZOrgId), org: ZOrgEdit }),
  response: z.object({ orgId: z.string() }),
});

export const INQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export const ZInquiryStatus = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof ZInquiryStatus>;
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = { new: '待处理', contacted: '已联系', closed: '已办结' };

export const ZInquiry = z.object({
  inquiryId: z.number(),
  assetId: z.string(),
  assetTitle: z.string(),
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  note: z.string(),
  status: ZInquiryStatus,
  staffNote: z.string(),
  createdAt: z.string(),
  handledBy: z.string(),
});
export type Inquiry = z.infer<typeof ZInquiry>;

export const staffInquiryList = defineCall({
  method: 'POST',
  path: '/staff/ops/specialAsset/inquiry/list',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.extend(ZPaging, { status: z.optional(ZInquiryStatus) }),
  response: z.object({ total: z.number(), list: z.array(ZInquiry) }),
});

export const staffInquiryUpdate = defineCall({
  method: 'POST',
  path: '/staff/ops/specialAsset/inquiry/update',
  sealed: true,
  access: 'staff',
  roles: ['operator'],
  request: z.object({ inquiryId: ZRowId(), status: ZInquiryStatus, staffNote: ZMultilineText.check(z.trim(), z.maxLength(200, '处理备注最多 200 个字')) }),
  response: ZInquiry,
});
