import {
  CHAT_IMAGE_MAX_BYTES,
  EVALUATION_MAX_OPTIONS,
  EVALUATION_SUGGESTION_MAX,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_DETAIL_MAX,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TITLE_MAX,
  HUMAN_AGENT_HOURS,
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './limits.ts';

/**
 * User-facing Chinese messages of spec §8 and the messages quoted in §5, keyed by stable
 * English names and grouped by area. Coded server errors live in errors.ts; these are the texts
 * the client composes itself. Texts quoted verbatim by the spec are kept verbatim.
 */

const mb = (bytes: number): number => Math.round(bytes / (1024 * 1024));

export const TRANSPORT_MESSAGES = {
  networkError: '网络连接异常，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  serverBusy: '系统繁忙，请稍后再试',
  sessionTimeout: '会话已超时，请重新登录',
  chunkLoadFailed: '页面资源加载失败，请刷新页面后重试',
} as const;

export const SESSION_MESSAGES = {
  loginExpired: '登录已失效，请重新登录',
  loginStatusExpired: '登录状态已过期，请重新登录',
  takenOver: '您的客户号已在其他地方登录，您的密码可能已经泄露，建议您尽快修改密码。',
  passwordExpired: '您的登录密码已过期，请及时修改或重置密码。',
  logoutFailed: '退出登录失败，请稍后重试',
  logoutHoverTip: '退出登录',
} as const;

export const BROWSER_MESSAGES = {
  ieTooOld: '您的浏览器版本过低，无法登录，请使用IE8及以上版本的浏览器。',
  upgradePrompt: '您当前使用的浏览器版本过低，为了您的使用体验和账户安全，请升级浏览器。',
  upgradeNow: '立即升级',
  chromeTooOld: '您的Chrome浏览器版本过低，建议升级到最新版本后使用。',
  onlyModernBrowsers: '仅支持Chrome、Edge、Firefox浏览器，请更换浏览器后重试。',
} as const;

/** The friendly-reminder dialog shown when a bank link needs the signature control (§4). */
export const FRIENDLY_REMINDER = {
  title: '温馨提示',
  body: '未检测到签名控件，请检查签名控件是否未安装、被浏览器禁用，或需要升级到最新版本。',
  confirm: '我知道了',
} as const;

export const CERT_CONTROL_MESSAGES = {
  notInstalled: '签名控件未安装或已被禁用，请安装或启用后重试。',
  versionLow: '签名控件版本过低，请升级到最新版本。',
  noMac: '未能获取本机MAC地址，请检查签名控件是否正常运行。',
  checkError: '签名控件检测失败，请刷新页面后重试。',
} as const;

/** Signing-control error codes (§8) and their messages. */
export const SIGN_CONTROL_ERRORS = {
  CONTROL_NOT_FOUND: '未检测到签名控件，请确认已正确安装。',
  CERT_NOT_FOUND: '未找到可用的证书，请确认安全设备已插入。',
  CONTROL_DISABLED: '签名控件已被浏览器禁用，请启用后重试。',
  UNKNOWN: '签名控件发生未知错误，请稍后重试。',
  CONTROL_VERSION_LOW: '签名控件版本过低，请升级到最新版本。',
  NO_TOKEN: '未获取到签名令牌，请刷新页面后重试。',
  INTERFACE_ERROR: '签名控件接口调用失败，请稍后重试。',
  EXTENSION_NOT_FOUND: '未检测到浏览器安全扩展，请安装后重试。',
  CERT_SN_MISMATCH: '证书序列号不一致，请确认插入的是本人的安全设备。',
  SIGN_ERROR: '签名失败，请稍后重试。',
  NO_PERMISSION: '您没有此操作的权限。',
  DOWNLOAD_ERROR: '下载失败，请稍后重试。',
} as const;
export type SignControlErrorCode = keyof typeof SIGN_CONTROL_ERRORS;

/** Device error code meaning the certificate was not found on the key. */
export const DEVICE_CERT_NOT_FOUND_CODE = '0xa0071001';

/** The message of a signing-control code or device error code; unknown codes read as UNKNOWN. */
export function signControlMessage(code: string): string {
  if (code.toLowerCase() === DEVICE_CERT_NOT_FOUND_CODE) return SIGN_CONTROL_ERRORS.CERT_NOT_FOUND;
  return Object.prototype.hasOwnProperty.call(SIGN_CONTROL_ERRORS, code)
    ? SIGN_CONTROL_ERRORS[code as SignControlErrorCode]
    : SIGN_CONTROL_ERRORS.UNKNOWN;
}

/**
 * The extension's own English error texts, kept verbatim (typo included) because the client
 * compares thrown messages against them; show HARDWARE_KEY_MESSAGES instead.
 */
export const EXTENSION_ERROR_TEXT = {
  removed: 'Extension has been remove!',
  missing: 'Extension does not exist!',
} as const;

export const HARDWARE_KEY_MESSAGES = {
  selectionCancelled: '操作失败，可能是您取消了证书选择，请重试。',
  noCertificate: '未检测到可用的证书，请确认安全设备已插入且管理工具已安装。',
  controlNotDetected: '未检测到签名控件，请安装后重试。',
  certInfoIncomplete: '证书信息不完整，请联系银行处理。',
  multipleKeys: (keyName: string) => `检测到多个安全设备，下载证书前请拔出除“${keyName}”以外的其他设备。`,
  cannotDownloadToKey: '无法将证书下载到当前安全设备，请更换设备后重试。',
  toolMissing: '安全设备管理工具未安装或版本过低，请下载安装最新版本。',
  toolDownloadLink: '点击下载安装',
  keyNotDetected: '未检测到安全设备，请插入设备或重启浏览器后重试。',
  serialNotSupported: '当前签名控件不支持读取安全设备序列号，请升级控件。',
  signatureEmpty: '签名结果为空，请重试。',
  extensionRemoved: '浏览器安全扩展已被移除，请重新安装后刷新页面。',
  extensionMissing: '未检测到浏览器安全扩展，请安装后刷新页面。',
  unknown: '发生未知错误，请稍后重试。',
  cryptoControlMissing: '密码控件未安装，请安装后重试。',
  onlyModernBrowsers: '仅支持Chrome、Edge、Firefox浏览器。',
} as const;

/**
 * Security-device (key driver) error messages. The spec names the errors but not their numeric
 * codes, so they are keyed by name; the UOS build adds a hint to unplug extra devices.
 */
const SECURITY_DEVICE_COMMON = {
  noCertInStore: '证书库中没有可用的证书。',
  userCancelled: '您已取消证书选择。',
  unsupportedQueryType: '不支持的查询类型。',
  base64EncodeFailed: 'Base64编码失败。',
  base64DecodeFailed: 'Base64解码失败。',
  emptyFile: '文件内容为空。',
  certChainInvalid: '证书链不完整或无效。',
  certNotFound: '未找到证书。',
  invalidHashAlgorithm: '无效的哈希算法。',
  skfLibraryMissing: '未找到安全设备驱动库（SKF），请安装安全设备管理工具。',
  deviceNotFound: '未找到安全设备，请确认设备已插入。',
  applicationNotFound: '未找到安全设备中的应用。',
  containerNotFound: '未找到安全设备中的证书容器。',
  deviceNotUnique: '检测到多个安全设备，请只保留一个。',
  contactProvider: '安全设备出现异常，请联系安全设备提供商。',
} as const;

export const SECURITY_DEVICE_MESSAGES = {
  windows: SECURITY_DEVICE_COMMON,
  uos: {
    ...SECURITY_DEVICE_COMMON,
    deviceNotUnique: '检测到多个安全设备，请拔出多余的设备后刷新页面。',
  },
} as const;
export type SecurityDeviceError = keyof typeof SECURITY_DEVICE_COMMON;

export const CHAT_MESSAGES = {
  titleOnline: '在线客服',
  titleHuman: '人工客服',
  greetings: { morning: '早上好', forenoon: '上午好', noon: '中午好', afternoon: '下午好', evening: '晚上好' },
  introduction: '我是您的智能客服助手，很高兴为您服务。请问有什么可以帮您？',
  emptyContent: '发送内容不能为空',
  humanForbiddenChars: '人工客服不允许发送这些字符',
  imageTooLarge: `请上传${mb(CHAT_IMAGE_MAX_BYTES)}M以内的图片`,
  imageFormat: '仅支持bmp、jpg、jpeg、png、gif格式',
  imageOnlyToHuman: '图片仅支持发送给人工客服',
  imageUploadFailed: '图片上传失败，请重新上传',
  reupload: '重新上传',
  humanConfirm: `人工客服服务时间为${HUMAN_AGENT_HOURS.label}，是否为您转接人工客服？`,
  connectHumanFailed: '转接人工客服失败，请稍后重试',
  connecting: '正在为您转接人工客服，请稍候…',
  sendFailed: (content: string) => `消息“${content}”发送失败`,
  botSendFailed: '消息发送失败，请稍后重试',
  notUnderstood: '抱歉，我没有理解您的问题，您可以换个说法再问我一次。',
  offerHuman: '如果以上回答没有解决您的问题，您可以转接人工客服。',
  humanDisconnected: '人工客服连接已断开',
  endedLongSilence: '由于您长时间未发送消息，本次人工服务已结束。',
  endedConnectTimeout: '人工客服暂时无法接入，连接已超时，请稍后再试。',
  switchedToBot: '已为您切换回智能客服。',
  operationFailed: '操作失败，请重试',
  feedbackReceived: '感谢您的反馈，我们会持续改进。',
  waitingPhrases: ['正在为您查询，请稍候…', '请稍等，马上为您解答…', '您的问题有点复杂，正在努力思考中…'],
  changeBatch: '换一批',
} as const;

export const EVALUATION_MESSAGES = {
  title: '请您对本次服务进行评价',
  notRated: '未评价',
  apology: '非常抱歉给您带来不好的体验，请告诉我们不满意的原因：',
  reasonRequired: '请至少选择一项不满意的原因',
  pickStars: '请选择评分',
  maxOptions: `最多可选择${EVALUATION_MAX_OPTIONS}项`,
  suggestionPlaceholder: `请输入您的意见和建议（${EVALUATION_SUGGESTION_MAX}字以内）`,
  success: '评价成功，感谢您的宝贵意见！',
  doNotAskAgain: '3天内不再提醒',
  expired: '已超过评价时间，请在服务结束后5分钟内进行评价',
  listFailed: '获取评价选项失败，请稍后重试',
  submitFailed: '提交失败，请稍后重试',
} as const;

export const FEEDBACK_MESSAGES = {
  dialogTitle: '我要反馈',
  privacyRequired: '请先阅读并勾选隐私条款',
  requiredFields: '请填写必填项',
  invalidImages: '部分图片不符合要求，请检查后重新上传',
  imageTooLarge: `单张图片不能超过${mb(FEEDBACK_IMAGE_MAX_BYTES)}M`,
  imageFormat: '仅支持jpg、jpeg、gif、bmp、png格式',
  tooManyImages: `最多上传${FEEDBACK_MAX_IMAGES}张图片`,
  suggestedSize: '建议尺寸900px*400px',
  phoneInvalid: '请输入正确的11位手机号码',
  captchaRequired: '请先完成安全验证',
  getCode: '获取验证码',
  sendingCode: '发送中…',
  resendIn: (seconds: number) => `${seconds}秒后重新获取`,
  smsFailed: '获取短信验证码失败，请稍后再试',
  submitting: '提交中…',
  submitSuccess: '提交成功，感谢您的反馈！',
  submitFailed: '提交失败，请稍后重试',
  titleRequired: '请输入反馈标题',
  titleTooLong: `标题不能超过${FEEDBACK_TITLE_MAX}个字`,
  detailTooLong: `问题描述不能超过${FEEDBACK_DETAIL_MAX}个字`,
  typeRequired: '请选择反馈类型',
  linkmanRequired: '请输入联系人',
  linkmanTooLong: `联系人不能超过${FEEDBACK_CONTACT_MAX}个字`,
  phoneRequired: '请输入手机号码',
  codeRequired: '请输入短信验证码',
  /** §5 type choices, indexed by the type code: 0 content error, 1 inquiry, 2 optimisation suggestion. */
  types: ['内容错误', '业务咨询', '优化建议'],
} as const;

export const CAPTCHA_MESSAGES = {
  title: '图形验证',
  slideRight: '向右滑动完成验证',
  dragHint: '请拖动滑块，将拼图移动到指定位置',
  completeVerification: '请完成安全验证',
  refresh: '刷新',
  loading: '加载中…',
  success: '验证成功',
  failed: '验证失败，请重试',
  fetchFailed: '验证码加载失败，请点击刷新重试',
  close: '关闭',
} as const;

export const VALIDATION_MESSAGES = {
  required: '请填写此项',
  idRequired: '请输入证件号码',
  mainlandIdCard: '请输入正确的18位居民身份证号码',
  mainlandIdChecksum: '身份证号码校验位不正确，请核对后重新输入',
  hkCard: '请输入正确的港澳居民证件号码',
  taiwanCard: '请输入正确的台湾居民证件号码',
  passport: '请输入正确的护照号码',
  householdBooklet: '请输入正确的户口簿号码',
  officialCard: '请输入正确的军官证号码',
  idDocument: '请输入正确的证件号码',
  phone: '请输入正确的手机号码',
  passwordRule1: `密码须为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位，同时包含数字、字母和特殊字符~!@#$%^&*,./;'，且不能包含其他字符`,
  passwordRule2: `新密码须为${NEW_PASSWORD_MIN_LENGTH}-${NEW_PASSWORD_MAX_LENGTH}位，只能由字母和数字组成，且须同时包含字母和数字`,
  passwordRule3: `新密码须为${NEW_PASSWORD_MIN_LENGTH}-${NEW_PASSWORD_MAX_LENGTH}位，由数字、小写字母、大写字母、特殊字符!@#$%^&*_+=-中的至少两种组成`,
  loginName: '用户名须为6-20位，以字母开头，只能包含字母、数字和下划线',
  creditCode: '请输入正确的18位统一社会信用代码',
  realName: '请输入2-30个字符的姓名',
  enterpriseName: '请输入2-60个字符的企业名称',
  smsCode: '请输入6位短信验证码',
  passwordConfirm: '两次输入的密码不一致',
  /** Text fields refuse control characters (validate/field-types.ts, issue 18). */
  controlCharacters: '不能包含控制字符等不可见字符，请删除后重新输入',
  /** A whole number past what its field (a database column) holds (validate/field-types.ts). */
  numberOutOfRange: '数值超出允许范围',
} as const;

export const COMMON_MESSAGES = {
  operationFailed: '操作失败，请稍后重试',
  confirm: '确定',
  cancel: '取消',
} as const;

/** Customers' pictures (chat, feedback) as the server re-encodes them and the window loads them (issue 18). */
export const CUSTOMER_PICTURE_MESSAGES = {
  tooManyPixels: '图片尺寸过大，请缩小后重新上传',
  loadFailed: '图片加载失败',
} as const;

/** Every group under one roof, for callers that prefer `MESSAGES.chat.emptyContent`. */
export const MESSAGES = {
  transport: TRANSPORT_MESSAGES,
  session: SESSION_MESSAGES,
  browser: BROWSER_MESSAGES,
  friendlyReminder: FRIENDLY_REMINDER,
  certControl: CERT_CONTROL_MESSAGES,
  signControl: SIGN_CONTROL_ERRORS,
  hardwareKey: HARDWARE_KEY_MESSAGES,
  securityDevice: SECURITY_DEVICE_MESSAGES,
  chat: CHAT_MESSAGES,
  evaluation: EVALUATION_MESSAGES,
  feedback: FEEDBACK_MESSAGES,
  captcha: CAPTCHA_MESSAGES,
  validation: VALIDATION_MESSAGES,
  common: COMMON_MESSAGES,
} as const;
