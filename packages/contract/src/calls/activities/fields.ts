import * as z from 'zod/mini';
import { ZMultilineText, ZText } from '../../validate/field-types.ts';

export const ACTIVITY_MESSAGES = {
  title: '请输入1至40个字的活动名称',
  description: '请输入1至1000个字的活动说明',
  time: '请选择活动时间',
  quota: '名额须为1至100000的整数',
  eligibility: '请选择参与对象',
} as const;

/** Who may enrol: any logged-in customer, or only users with a seat in an authenticated enterprise. */
export const ACTIVITY_ELIGIBILITY = ['all', 'enterprise'] as const;
export const ELIGIBILITY_NAMES: Record<(typeof ACTIVITY_ELIGIBILITY)[number], string> = { all: '所有登录用户', enterprise: '仅限企业用户' };
export const ACTIVITY_STATUSES = ['draft', 'published', 'unpublished'] as const;
export const ACTIVITY_STATUS_NAMES: Record<(typeof ACTIVITY_STATUSES)[number], string> = { draft: '草稿', published: '已发布', unpublished: '已下线' };

export const ZActivityId = ZText.check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, '该活动不存在或已下线'));
/** An ISO instant (the console sends the picked minute in UTC). */
export const ZInstant = ZText.check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, ACTIVITY_MESSAGES.time));

export const ZActivityInput = z.object({
  title: ZText.check(z.trim(), z.minLength(1, ACTIVITY_MESSAGES.title), z.maxLength(40, ACTIVITY_MESSAGES.title)),
  description: ZMultilineText.check(z.trim(), z.minLength(1, ACTIVITY_MESSAGES.description), z.maxLength(1000, ACTIVITY_MESSAGES.description)),
  startsAt: ZInstant,
  endsAt: ZInstant,
  quota: z.int(ACTIVITY_MESSAGES.quota).check(z.gte(1, ACTIVITY_MESSAGES.quota), z.lte(100_000, ACTIVITY_MESSAGES.quota)),
  eligibility: z.enum(ACTIVITY_ELIGIBILITY, ACTIVITY_MESSAGES.eligibility),
});
export type ActivityInput = z.input<typeof ZActivityInput>;

/** A campaign as customers see it. */
export const ZActivity = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  quota: z.int(),
  enrolled: z.int(),
  eligibility: z.enum(ACTIVITY_ELIGIBILITY),
  /** Whether the caller enrolled. */
  mine: z.boolean(),
});
export type ActivityView = z.infer<typeof ZActivity>;

/** A campaign as operators see it. */
export const ZConsoleActivity = z.extend(z.omit(ZActivity, { mine: true }), { status: z.enum(ACTIVITY_STATUSES), createdBy: z.string(), updatedAt: z.string() });
export type ConsoleActivity = z.infer<typeof ZConsoleActivity>;
