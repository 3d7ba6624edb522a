import * as z from 'zod/mini';
import { ZText } from '../../validate/field-types.ts';

/** Kinds of right the bank grants an enterprise (issue 25 point 3), with their Chinese names. */
export const RIGHT_TYPES = ['fee_waiver', 'free_certificate', 'sms_package', 'receipt_print'] as const;
export type RightType = (typeof RIGHT_TYPES)[number];
export const RIGHT_TYPE_NAMES: Record<RightType, string> = {
  fee_waiver: '手续费减免',
  free_certificate: '免费数字证书',
  sms_package: '短信通知套餐',
  receipt_print: '回单免费打印',
};
/** What one unit of a right is, as the lists show it ("剩余 3 张"). */
export const RIGHT_UNITS: Record<RightType, string> = { fee_waiver: '笔', free_certificate: '张', sms_package: '条', receipt_print: '次' };

export const RIGHT_MESSAGES = {
  type: '请选择权益类型',
  title: '请输入1至40个字的权益名称',
  quantity: '数量须为1至100000的整数',
  date: '请按 yyyy-mm-dd 选择日期',
  enterprise: '请输入企业编号',
  note: '备注不能超过200个字',
  usage: '使用数量须为1至100000的整数',
} as const;

/** A right's state as the enterprise sees it on a given day. */
export const RIGHT_STATES = ['valid', 'pending', 'expired', 'used_up', 'revoked'] as const;
export type RightState = (typeof RIGHT_STATES)[number];
export const RIGHT_STATE_NAMES: Record<RightState, string> = { valid: '可使用', pending: '未生效', expired: '已过期', used_up: '已用完', revoked: '已撤销' };

export const ZRightId = ZText.check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, '权益不存在或已撤销'));
export const ZRightType = z.enum(RIGHT_TYPES, RIGHT_MESSAGES.type);
export const ZRightQuantity = z.int(RIGHT_MESSAGES.quantity).check(z.gte(1, RIGHT_MESSAGES.quantity), z.lte(100_000, RIGHT_MESSAGES.quantity));
/** A calendar day that exists (2026-02-30 is refused here, never by the database). */
const isRealDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
export const ZDay = ZText.check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, RIGHT_MESSAGES.date), z.refine(isRealDay, RIGHT_MESSAGES.date));
export const ZMemberCustomerId = z.optional(ZText.check(z.maxLength(64)));

export const ZRight = z.object({
  id: z.string(),
  enterpriseId: z.string(),
  rightType: ZRightType,
  title: z.string(),
  quantity: z.int(),
  used: z.int(),
  remaining: z.int(),
  validFrom: z.string(),
  validTo: z.string(),
  state: z.enum(RIGHT_STATES),
  note: z.string(),
  grantedAt: z.string(),
});
export type RightView = z.infer<typeof ZRight>;

export const ZRightUsage = z.object({
  id: z.string(),
  rightId: z.string(),
  rightTitle: z.string(),
  rightType: ZRightType,
  quantity: z.int(),
  source: z.string(),
  reference: z.string(),
  usedAt: z.string(),
});
export type RightUsageView = z.infer<typeof ZRightUsage>;

/** Where a use came from, as the usage list names it. */
export const USAGE_SOURCE_NAMES: Record<string, string> = { operator: '柜面登记', certificate: '证书下载' };
