import * as z from 'zod/mini';

/**
 * The code maps of spec §3 (and the few fixed codes of §4/§5/§7 that travel in payloads),
 * each with the Chinese label the portal shows. Codes are the bank's wire values and must not
 * change; labels may be reworded.
 */

type CodeMap = Readonly<Record<string, string>>;

/** The codes of a map as the non-empty tuple `z.enum` wants. */
export function codesOf<M extends CodeMap>(map: M): [keyof M & string, ...(keyof M & string)[]] {
  return Object.keys(map) as [keyof M & string, ...(keyof M & string)[]];
}

/** Narrows an arbitrary wire value to a code of the map. */
export function isCodeOf<M extends CodeMap>(map: M, value: unknown): value is keyof M & string {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(map, value);
}

/**
 * The label of a code. Unknown codes (the bank adds codes without notice) fall back to
 * `fallback`, by default the raw code, so a table never shows an empty cell.
 */
export function labelOf<M extends CodeMap, K extends keyof M & string>(map: M, code: K): M[K];
export function labelOf<M extends CodeMap>(map: M, code: string | null | undefined, fallback?: string): string;
export function labelOf<M extends CodeMap>(map: M, code: string | null | undefined, fallback?: string): string {
  if (isCodeOf(map, code)) return map[code] as string;
  return fallback ?? code ?? '';
}

/** Approval process status (审批流程状态). */
export const PROCESS_STATUS = {
  DS: '待审核',
  ST: '审核通过',
  SJ: '审核拒绝',
  YC: '已撤回',
  DT: '待提交',
} as const;
export type ProcessStatus = keyof typeof PROCESS_STATUS;
export const ZProcessStatus = z.enum(codesOf(PROCESS_STATUS));

/** Staff user status; note DS here means "pending expiry", unlike PROCESS_STATUS.DS. */
export const USER_STATUS = {
  YX: '有效',
  WX: '无效',
  DX: '待生效',
  DS: '待失效',
} as const;
export type UserStatus = keyof typeof USER_STATUS;
export const ZUserStatus = z.enum(codesOf(USER_STATUS));
/** The staff filter and related-account list ask for valid records with this code. */
export const USER_STATUS_VALID: UserStatus = 'YX';

/** Account-relationship bind status. */
export const BIND_STATUS = {
  YB: '已绑定',
  WB: '未绑定',
} as const;
export type BindStatus = keyof typeof BIND_STATUS;
export const ZBindStatus = z.enum(codesOf(BIND_STATUS));
/** Transfer lists show bound accounts unless the user picks otherwise. */
export const BIND_STATUS_DEFAULT: BindStatus = 'YB';

/** Account type of an account-flow record. */
export const ACCOUNT_TYPES = {
  '0': '对公活期',
  '1': '个人活期',
  '2': '对公定期',
  '3': '个人定期',
  '4': '对公贷款',
  '5': '零售信贷',
  '6': '内部账户',
  '7': '表外账户',
  '8': '信用卡',
  G: '国债',
  T: '他行账户',
  Z: '未知',
} as const;
export type AccountType = keyof typeof ACCOUNT_TYPES;
export const ZAccountType = z.enum(codesOf(ACCOUNT_TYPES));

/** Certificate (identity document) type on account-flow records. */
export const CERTIFICATE_TYPES = {
  '0': '身份证',
  '8': '其他证件',
} as const;
export type CertificateType = keyof typeof CERTIFICATE_TYPES;
export const ZCertificateType = z.enum(codesOf(CERTIFICATE_TYPES));

/** Debit/credit filter of an account-flow query. */
export const BORROW_TAGS = {
  '0': '支出',
  '1': '收入',
  '2': '全部',
} as const;
export type BorrowTag = keyof typeof BORROW_TAGS;
export const ZBorrowTag = z.enum(codesOf(BORROW_TAGS));

/**
 * Identity-document type codes used by account-card validation (§5). Codes outside this map
 * are legal on the wire; validation then accepts any of these document kinds.
 */
export const ID_DOCUMENT_TYPES = {
  '0': '居民身份证',
  '4': '军官证',
  '9': '护照',
  A: '港澳居民证件',
  B: '台湾居民证件',
  D: '户口簿',
} as const;
export type IdDocumentType = keyof typeof ID_DOCUMENT_TYPES;
export const ZIdDocumentType = z.enum(codesOf(ID_DOCUMENT_TYPES));

/** userStatus `sessionStatus` value that marks the user as weak (isWeak yes); anything else is not. */
export const WEAK_SESSION_STATUS = 'D000000001';
export function isWeakSessionStatus(sessionStatus: unknown): boolean {
  return sessionStatus === WEAK_SESSION_STATUS;
}

/** Feedback form type choices (§5). */
export const FEEDBACK_TYPES = {
  '0': '内容错误',
  '1': '咨询',
  '2': '优化建议',
} as const;
export type FeedbackType = keyof typeof FEEDBACK_TYPES;
export const ZFeedbackType = z.enum(codesOf(FEEDBACK_TYPES));

/** Portal channel: yqzl when the page code contains yqzlmh, else qjmh (§2). */
export const PORTAL_CHANNELS = {
  qjmh: '全景门户',
  yqzl: '银企直联',
} as const;
export type PortalChannel = keyof typeof PORTAL_CHANNELS;
export const ZPortalChannel = z.enum(codesOf(PORTAL_CHANNELS));

/** establishConnection channelCode. */
export const CHAT_CHANNEL_CODES = {
  '1': '门户',
  '4': '银企直联',
} as const;
export type ChatChannelCode = keyof typeof CHAT_CHANNEL_CODES;
export const ZChatChannelCode = z.enum(codesOf(CHAT_CHANNEL_CODES));

/** askQuestion / evaluateAndFeedback systemToken, by portal channel. */
export const CHAT_SYSTEM_TOKENS = {
  qjhlwmh: '全景门户',
  qjyqzl: '银企直联',
} as const;
export type ChatSystemToken = keyof typeof CHAT_SYSTEM_TOKENS;
export const ZChatSystemToken = z.enum(codesOf(CHAT_SYSTEM_TOKENS));

/** evaluateAndFeedback dataResult. */
export const ANSWER_FEEDBACK_RESULTS = {
  faqSatisfied: '满意',
  faqDissatisfied: '不满意',
  submit: '提交不满意原因',
} as const;
export type AnswerFeedbackResult = keyof typeof ANSWER_FEEDBACK_RESULTS;
export const ZAnswerFeedbackResult = z.enum(codesOf(ANSWER_FEEDBACK_RESULTS));

/** Chat message author: `customer` is the bank side (bot or agent), not the bank's customer. */
export const CHAT_MESSAGE_TYPES = {
  user: '用户',
  customer: '客服',
} as const;
export type ChatMessageType = keyof typeof CHAT_MESSAGE_TYPES;
export const ZChatMessageType = z.enum(codesOf(CHAT_MESSAGE_TYPES));

/** Bot answer sourceType: which list of follow-up questions the answer carries. */
export const CHAT_SOURCE_TYPES = {
  '1': '相关问题',
  '2': '联想问题',
} as const;
export type ChatSourceType = keyof typeof CHAT_SOURCE_TYPES;

/** Why a human session ended on poll exhaustion (§4): agent went silent, or never answered. */
export const CHAT_END_REASONS = {
  '1': '长时间未收到回复',
  '2': '连接超时',
} as const;
export type ChatEndReason = keyof typeof CHAT_END_REASONS;

/** Words that, typed while talking to a human agent, end the session (§4). */
export const CHAT_EXIT_WORDS = ['Q', 'exit'] as const;
/** Typing this word to the bot asks for a human agent. */
export const CHAT_HUMAN_KEYWORD = '人工';

/** Certificate-control check outcome types (§4). */
export const CERT_CONTROL_ERROR_TYPES = {
  error: '控件检测出错',
  notInstalled: '控件未安装或已被禁用',
  versionLow: '控件版本过低',
  noMac: '未检测到MAC地址',
} as const;
export type CertControlErrorType = keyof typeof CERT_CONTROL_ERROR_TYPES;

/** Feedback SMS `type`. */
export const SMS_TYPE_FEEDBACK = 'sms_feedback';
/** Query-parameter values with a meaning of their own (§2). */
export const QUERY_VALUES = {
  /** `st=index` is not a login ticket and is ignored. */
  stIgnored: 'index',
  /** `tabType=1` opens the registration tab on /login. */
  tabTypeRegister: '1',
  /** `fromWY=1` hides the customer-service widget. */
  fromWyHideWidget: '1',
} as const;
/** Login-check reply code whose msg is shown to the user. */
export const LOGIN_CHECK_SERVER_ERROR_CODE = 500;
/** Evaluation reply code: the 5-minute window has passed. */
export const EVALUATION_EXPIRED_CODE = 100606;

/** An enterprise's state in the business registry (issue 21). Only `active` may be authenticated. */
export const ENTERPRISE_REGISTRY_STATUS = {
  active: '存续',
  revoked: '吊销',
  cancelled: '注销',
} as const;
export type EnterpriseRegistryStatus = keyof typeof ENTERPRISE_REGISTRY_STATUS;
export const ZEnterpriseRegistryStatus = z.enum(codesOf(ENTERPRISE_REGISTRY_STATUS));

/** Who applies for an enterprise authentication: the legal representative or an authorised agent. */
export const APPLICANT_ROLES = {
  legal: '法定代表人',
  agent: '授权代理人',
} as const;
export type ApplicantRole = keyof typeof APPLICANT_ROLES;
export const ZApplicantRole = z.enum(codesOf(APPLICANT_ROLES));
