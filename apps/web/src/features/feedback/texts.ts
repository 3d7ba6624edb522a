import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_MAX_IMAGES } from '@portal/contract/limits';
import { FEEDBACK_MESSAGES } from '@portal/contract/messages';

const MB = 1024 * 1024;

/** Strings of the feedback dialog (§2, §4 Feedback form); the §8 messages live in the contract. */
export const FEEDBACK_TEXTS = {
  entry: '意见反馈',
  title: FEEDBACK_MESSAGES.dialogTitle,
  intro: '感谢您的关注与支持！您的意见是我们改进服务的动力，我们会尽快处理并与您联系。',
  type: '反馈类型',
  feedbackTitle: '反馈标题',
  feedbackTitlePlaceholder: '请简要概括您的问题或建议',
  detail: '问题描述',
  detailPlaceholder: '请详细描述您遇到的问题或建议，以便我们尽快处理',
  screenshots: '上传截图',
  screenshotsHint: `最多${FEEDBACK_MAX_IMAGES}张，单张不超过${FEEDBACK_IMAGE_MAX_BYTES / MB}M，支持jpg、jpeg、gif、bmp、png格式，${FEEDBACK_MESSAGES.suggestedSize}`,
  linkman: '联系人',
  linkmanPlaceholder: '请输入联系人姓名',
  phone: '手机号码',
  phonePlaceholder: '请输入11位手机号码',
  code: '验证码',
  codePlaceholder: '请输入6位短信验证码',
  consentPrefix: '我已阅读并同意',
  privacyLink: '《隐私条款》',
  privacyTitle: '隐私条款',
  privacyAgree: '我已阅读并同意',
  close: '关 闭',
  cancel: '取 消',
  submit: '提 交',
  submitting: FEEDBACK_MESSAGES.submitting,
} as const;
