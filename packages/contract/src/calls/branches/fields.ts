import * as z from 'zod/mini';
import { ZRowId, ZText } from '../../validate/field-types.ts';

/**
 * The services a branch may offer, a fixed set: the finder filters by them and the console
 * ticks them. Codes are stored; names are shown.
 */
export const BRANCH_SERVICES = [
  { code: 'corporateAccount', name: '对公开户' },
  { code: 'forex', name: '外汇业务' },
  { code: 'cash', name: '现金业务' },
  { code: 'loan', name: '贷款业务' },
  { code: 'selfService24h', name: '24小时自助' },
] as const;

export type BranchService = (typeof BRANCH_SERVICES)[number]['code'];
export const BRANCH_SERVICE_CODES = BRANCH_SERVICES.map((s) => s.code) as [BranchService, ...BranchService[]];

export function branchServiceName(code: string): string {
  return BRANCH_SERVICES.find((s) => s.code === code)?.name ?? code;
}

export const BRANCH_LIMITS = {
  nameMax: 40,
  regionMax: 20,
  addressMax: 100,
  hoursMax: 40,
  keywordMax: 30,
  pageSizeMax: 50,
} as const;

/**
 * A branch's telephone: a landline with its area code (010-, 021-, 0571- …), 7 or 8 digits,
 * and an optional extension. Branches publish landlines, never mobile numbers.
 */
export const BRANCH_PHONE_RE = /^0\d{2,3}-\d{7,8}(-\d{1,6})?$/;

/** Messages at the console's fields; the server answers the same ones. */
export const BRANCH_FIELD_MESSAGES = {
  name: `请输入1~${BRANCH_LIMITS.nameMax}个字的网点名称`,
  province: `请输入所在省份（直辖市），最多${BRANCH_LIMITS.regionMax}个字`,
  city: `请输入所在城市，最多${BRANCH_LIMITS.regionMax}个字`,
  district: `请输入所在区县，最多${BRANCH_LIMITS.regionMax}个字`,
  address: `请输入1~${BRANCH_LIMITS.addressMax}个字的详细地址`,
  phone: '请输入带区号的固定电话，如 010-66012345',
  weekdayHours: `请输入工作日营业时间，最多${BRANCH_LIMITS.hoursMax}个字，如 09:00-17:00`,
  weekendHours: `周末营业时间最多${BRANCH_LIMITS.hoursMax}个字，不营业请填“休息”`,
  services: '请至少选择一项可办理业务',
  serviceUnknown: '可办理业务不在可选范围内',
  latitude: '纬度应在 -90 到 90 之间',
  longitude: '经度应在 -180 到 180 之间',
  coordinatesPair: '经度和纬度须同时填写或同时留空',
  keyword: `关键词不能超过${BRANCH_LIMITS.keywordMax}个字`,
  id: '网点编号不正确',
} as const;
const M = BRANCH_FIELD_MESSAGES;

const text = (min: number, max: number, msg: string) => ZText.check(z.trim(), z.minLength(min, msg), z.maxLength(max, msg));

/** A region filter of the finder or the console: one name of the options the search returns. */
export const ZRegionFilter = ZText.check(z.trim(), z.maxLength(BRANCH_LIMITS.regionMax, '地区名称过长'));
export const ZBranchService = z.enum(BRANCH_SERVICE_CODES, M.serviceUnknown);
export const ZBranchKeyword = ZText.check(z.trim(), z.maxLength(BRANCH_LIMITS.keywordMax, M.keyword));
export const ZBranchId = ZRowId(M.id);

/** What an operator edits on a branch. */
export const ZBranchFields = z.object({
  name: text(1, BRANCH_LIMITS.nameMax, M.name),
  province: text(1, BRANCH_LIMITS.regionMax, M.province),
  city: text(1, BRANCH_LIMITS.regionMax, M.city),
  district: text(1, BRANCH_LIMITS.regionMax, M.district),
  address: text(1, BRANCH_LIMITS.addressMax, M.address),
  phone: ZText.check(z.trim(), z.regex(BRANCH_PHONE_RE, M.phone)),
  weekdayHours: text(1, BRANCH_LIMITS.hoursMax, M.weekdayHours),
  weekendHours: text(1, BRANCH_LIMITS.hoursMax, M.weekendHours),
  services: z.array(ZBranchService).check(z.minLength(1, M.services), z.maxLength(BRANCH_SERVICES.length, M.serviceUnknown)),
  latitude: z.nullable(z.number().check(z.gte(-90, M.latitude), z.lte(90, M.latitude))),
  longitude: z.nullable(z.number().check(z.gte(-180, M.longitude), z.lte(180, M.longitude))),
});

/** A map point needs both coordinates: one alone places the branch nowhere. */
export const hasCoordinatePair = (b: { latitude: number | null; longitude: number | null }) => (b.latitude === null) === (b.longitude === null);

export const ZBranchInput = ZBranchFields.check(z.refine(hasCoordinatePair, { message: M.coordinatesPair, path: ['longitude'] }));
export type BranchInput = z.infer<typeof ZBranchInput>;

/** A branch as the finder shows it. */
export const ZBranchCard = z.object({
  id: z.int(),
  name: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  phone: z.string(),
  weekdayHours: z.string(),
  weekendHours: z.string(),
  services: z.array(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});
export type BranchCard = z.infer<typeof ZBranchCard>;

/** A branch as the console lists it, active or not. */
export const ZBranchRow = z.extend(ZBranchCard, {
  active: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.nullable(z.string()),
});
export type BranchRow = z.infer<typeof ZBranchRow>;

/** The choices of the cascading selects: every province, the cities of the chosen province, the districts of the chosen city. */
export const ZRegionOptions = z.object({
  provinces: z.array(z.string()),
  cities: z.array(z.string()),
  districts: z.array(z.string()),
});
export type RegionOptions = z.infer<typeof ZRegionOptions>;

/** Filters shared by the finder and the console. */
export const branchFilterShape = {
  province: z.optional(ZRegionFilter),
  city: z.optional(ZRegionFilter),
  district: z.optional(ZRegionFilter),
  keyword: z.optional(ZBranchKeyword),
};
