import * as z from 'zod/mini';
import { defineCall } from '../../../call.ts';
import { MOBILE_PHONE_PATTERN } from '../../../validate/phone.ts';
import { ZText } from '../../../validate/field-types.ts';
import { CALLBACK_URL_MAX } from './callback-url.ts';
import { ZMemberCustomerId } from './fields.ts';

/**
 * The enterprise's service setting (issue 26 point 5, `/yqzl/serviceSetting`), for its director or
 * API administrators: where and about what the bank notifies it, and whom to contact.
 */

export const NOTIFICATION_KINDS = ['review_result', 'key_expiry', 'call_alert'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_NAMES: Record<NotificationKind, string> = {
  review_result: '申请审核结果',
  key_expiry: '密钥即将到期',
  call_alert: '调用异常告警',
};

/** How a notification's post to the callback URL stands (callback-signing.ts says how it is signed). */
export const DELIVERY_STATUSES = ['none', 'pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_NAMES: Record<DeliveryStatus, string> = {
  none: '未推送（当时未设置回调地址）',
  pending: '等待推送',
  delivered: '已推送',
  failed: '推送失败',
};

const ZDelivery = z.object({
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  /** Why the latest try failed, in Chinese; empty after a success. */
  error: z.string(),
  deliveredAt: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
});

export const CONTACTS_MAX = 5;
export const SETTING_MESSAGES = {
  contactName: '请填写1至20个字的联系人姓名',
  contactPhone: '请输入正确的11位手机号码',
  contactEmail: '请输入正确的电子邮箱',
} as const;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

export const ZContact = z.object({
  name: ZText.check(z.trim(), z.minLength(1, SETTING_MESSAGES.contactName), z.maxLength(20, SETTING_MESSAGES.contactName)),
  phone: ZText.check(z.regex(MOBILE_PHONE_PATTERN, SETTING_MESSAGES.contactPhone)),
  email: ZText.check(z.trim(), z.maxLength(100, SETTING_MESSAGES.contactEmail), z.regex(EMAIL_PATTERN, SETTING_MESSAGES.contactEmail)),
});

const ZSwitches = z.object({ review_result: z.boolean(), key_expiry: z.boolean(), call_alert: z.boolean() });

export const ZServiceSetting = z.object({
  callbackUrl: ZText.check(z.trim(), z.maxLength(CALLBACK_URL_MAX)),
  notifications: ZSwitches,
  // At most CONTACTS_MAX: refused by the service with its own code; bounded here only.
  contacts: z.array(ZContact).check(z.maxLength(20)),
});
export type ServiceSetting = z.output<typeof ZServiceSetting>;

export const openApiServiceSetting = defineCall({
  method: 'POST',
  path: '/yqzl/serviceSetting/get',
  sealed: true,
  access: 'user',
  request: z.object({ memberCustomerId: ZMemberCustomerId }),
  response: z.object({
    memberCustomerId: z.string(),
    memberCustomerName: z.string(),
    setting: ZServiceSetting,
    updatedAt: z.nullable(z.string()),
    updatedBy: z.string(),
    /** Recent notifications recorded for the enterprise (最近通知), newest first. */
    notifications: z.array(z.object({ id: z.string(), kind: z.enum(NOTIFICATION_KINDS), title: z.string(), body: z.string(), createdAt: z.string(), delivery: ZDelivery })),
    /** The bank's SM2 public key (04…, 130 hex) that signs every post to the callback URL. */
    callbackSigningKey: z.string(),
  }),
});

export const openApiServiceSettingSave = defineCall({
  method: 'POST',
  path: '/yqzl/serviceSetting/save',
  sealed: true,
  access: 'user',
  request: z.extend(ZServiceSetting, { memberCustomerId: ZMemberCustomerId }),
  response: z.object({ updatedAt: z.string() }),
});
