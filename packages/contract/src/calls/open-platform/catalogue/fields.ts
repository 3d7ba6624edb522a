import * as z from 'zod/mini';
import { OPEN_API_CODES, OPEN_API_TYPES, type OpenApiCode } from '../../../open-platform/apis.ts';
import { ZMultilineText, ZRowId, ZText } from '../../../validate/field-types.ts';
import { ZSmsPhone } from '../../sms/fields.ts';

/** Limits of the API catalogue's forms (issue 26 point 1). */
export const CATALOGUE_LIMITS = {
  feedbackMax: 500,
  nameMax: 20,
  companyMax: 60,
  consultMax: 500,
  keywordMax: 30,
  replyMax: 1000,
  questionMax: 100,
  screenshotMaxBytes: 5 * 1024 * 1024,
  pageSize: 20,
} as const;

/** Chinese messages shown at the field and sent by the server. */
export const CATALOGUE_MESSAGES = {
  apiCode: '请选择目录中的API',
  type: '请选择API分类',
  feedbackType: '请选择反馈类型',
  contentRequired: '请填写反馈内容',
  contentTooLong: `反馈内容不能超过${CATALOGUE_LIMITS.feedbackMax}个字`,
  nameRequired: '请填写联系人姓名',
  nameTooLong: `联系人姓名不能超过${CATALOGUE_LIMITS.nameMax}个字`,
  companyRequired: '请填写企业名称',
  companyTooLong: `企业名称不能超过${CATALOGUE_LIMITS.companyMax}个字`,
  consultRequired: '请填写咨询内容',
  consultTooLong: `咨询内容不能超过${CATALOGUE_LIMITS.consultMax}个字`,
  category: '请选择咨询的服务类别',
  keywordTooLong: `关键词不能超过${CATALOGUE_LIMITS.keywordMax}个字`,
  replyRequired: '请填写答复内容',
  replyTooLong: `答复内容不能超过${CATALOGUE_LIMITS.replyMax}个字`,
  questionTooLong: `问题不能超过${CATALOGUE_LIMITS.questionMax}个字`,
  questionId: '问题编号不正确',
} as const;

export const ZOpenApiCode = z.enum(OPEN_API_CODES as [OpenApiCode, ...OpenApiCode[]], CATALOGUE_MESSAGES.apiCode);
export const ZOpenApiTypeCode = z.enum(OPEN_API_TYPES.map((t) => t.code) as [OpenApiTypeCode, ...OpenApiTypeCode[]], CATALOGUE_MESSAGES.type);
type OpenApiTypeCode = (typeof OPEN_API_TYPES)[number]['code'];

/** What the customer's feedback is about. */
export const FEEDBACK_KINDS = ['doc', 'api', 'question', 'other'] as const;
export type CatalogueFeedbackKind = (typeof FEEDBACK_KINDS)[number];
export const FEEDBACK_KIND_LABELS: Record<CatalogueFeedbackKind, string> = {
  doc: '文档有误或不清楚',
  api: '接口功能建议',
  question: '使用疑问',
  other: '其他',
};
export const ZFeedbackKind = z.enum(FEEDBACK_KINDS, CATALOGUE_MESSAGES.feedbackType);

/** Services a consultation (`/ygkj/category/consult`) asks about. */
export const CONSULT_CATEGORIES = ['yqzl', 'saas', 'payroll', 'cash', 'other'] as const;
export type ConsultCategory = (typeof CONSULT_CATEGORIES)[number];
export const CONSULT_CATEGORY_LABELS: Record<ConsultCategory, string> = {
  yqzl: '银企直联 API 接入',
  saas: '银企直联 SaaS 服务',
  payroll: '代发代扣',
  cash: '资金管理 / 司库',
  other: '其他',
};
export const ZConsultCategory = z.enum(CONSULT_CATEGORIES, CATALOGUE_MESSAGES.category);

/** An inbox item's state in the operators' console. */
export const INBOX_STATUSES = ['new', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = { new: '待处理', handled: '已处理' };
export const ZInboxStatus = z.enum(INBOX_STATUSES);

const required = (max: number, empty: string, tooLong: string) => ZText.check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong));
const requiredMultiline = (max: number, empty: string, tooLong: string) => ZMultilineText.check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong));

export const ZContactName = required(CATALOGUE_LIMITS.nameMax, CATALOGUE_MESSAGES.nameRequired, CATALOGUE_MESSAGES.nameTooLong);
export const ZCompanyName = required(CATALOGUE_LIMITS.companyMax, CATALOGUE_MESSAGES.companyRequired, CATALOGUE_MESSAGES.companyTooLong);
export const ZFeedbackContent = requiredMultiline(CATALOGUE_LIMITS.feedbackMax, CATALOGUE_MESSAGES.contentRequired, CATALOGUE_MESSAGES.contentTooLong);
export const ZConsultContent = requiredMultiline(CATALOGUE_LIMITS.consultMax, CATALOGUE_MESSAGES.consultRequired, CATALOGUE_MESSAGES.consultTooLong);
export const ZReply = requiredMultiline(CATALOGUE_LIMITS.replyMax, CATALOGUE_MESSAGES.replyRequired, CATALOGUE_MESSAGES.replyTooLong);
export const ZQuestionText = ZText.check(z.trim(), z.maxLength(CATALOGUE_LIMITS.questionMax, CATALOGUE_MESSAGES.questionTooLong));
export const ZContactPhone = ZSmsPhone;
export const ZQuestionId = ZRowId(CATALOGUE_MESSAGES.questionId);

/** One API as the catalogue lists it. */
export const ZCatalogueApi = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  method: z.enum(['GET', 'POST']),
  path: z.string(),
  summary: z.string(),
});
export type CatalogueApi = z.infer<typeof ZCatalogueApi>;

/** A section of an API's documentation: 功能说明, 请求参数, 返回参数, 错误码, 示例. */
export const ZDocSection = z.object({ key: z.string(), title: z.string(), body: z.string() });
export type DocSection = z.infer<typeof ZDocSection>;
