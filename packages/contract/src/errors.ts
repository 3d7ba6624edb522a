import { EVALUATION_EXPIRED_CODE } from './codes.ts';
import { CORE_ERRORS } from './errors-core.ts';
import { CHAT_MESSAGES, EVALUATION_MESSAGES, SESSION_MESSAGES } from './messages.ts';

/**
 * The error catalogue: every coded error a caller can receive, with its HTTP status and the
 * Chinese message shown to the user. The server throws these; the web client maps a code back
 * to the same message. Codes are stable: never renumber, only add.
 */
export const ERRORS = {
  ...CORE_ERRORS,
  INVALID_JSON: { code: 400002, status: 400, msg: '请求内容不是合法的 JSON' },
  VALIDATION: { code: 400100, status: 400, msg: '请求参数不正确' },
  BAD_SIGNATURE: { code: 401002, status: 401, msg: '请求签名校验失败' },
  STALE_TIMESTAMP: { code: 401003, status: 401, msg: '请求时间与服务器时间相差过大，请校准本机时间' },
  REPLAYED_NONCE: { code: 401004, status: 401, msg: '重复的请求已被拒绝' },
  BAD_HANDSHAKE: { code: 401005, status: 400, msg: '安全密钥交换失败' },
  NOT_FOUND: { code: 404001, status: 404, msg: '请求的接口不存在' },
  PAGE_NOT_FOUND: { code: 404100, status: 404, msg: '页面不存在或已下线' },
  METHOD_NOT_ALLOWED: { code: 405001, status: 405, msg: '请求方法不被允许' },
  BODY_TOO_LARGE: { code: 413001, status: 413, msg: '请求内容过大' },
  UNSUPPORTED_MEDIA: { code: 415001, status: 415, msg: '不支持的请求内容类型' },
  RATE_LIMITED: { code: 429001, status: 429, msg: '请求过于频繁，请稍后再试' },
  NOT_READY: { code: 503001, status: 503, msg: '服务正在启动，请稍后再试' },
  SMS_CAPTCHA_REQUIRED: { code: 400601, status: 400, msg: '请先完成安全验证' },
  SMS_CODE_WRONG: { code: 400602, status: 400, msg: '短信验证码错误，请重新输入' },
  SMS_CODE_EXPIRED: { code: 400603, status: 400, msg: '短信验证码已失效，请重新获取' },
  SMS_CODE_TOO_MANY_ATTEMPTS: { code: 400604, status: 400, msg: '短信验证码错误次数过多，请重新获取' },
  SMS_RESEND_TOO_SOON: { code: 429601, status: 429, msg: '短信验证码发送过于频繁，请稍后再试' },
  SMS_DAILY_LIMIT: { code: 429602, status: 429, msg: '该手机号今日获取短信验证码次数已达上限，请明日再试' },
  SMS_IP_LIMIT: { code: 429603, status: 429, msg: '当前网络获取短信验证码过于频繁，请稍后再试' },
  // Sealed multipart uploads (ARCHITECTURE §4.3)
  UPLOAD_DATA_MISSING: { code: 400010, status: 400, msg: '上传内容不完整，请重新上传' },
  UPLOAD_FILE_MISMATCH: { code: 400011, status: 400, msg: '文件校验未通过，请重新上传' },
  UPLOAD_FILE_MISSING: { code: 400012, status: 400, msg: '文件未上传完整，请重新上传' },
  UPLOAD_TOO_MANY_FILES: { code: 400013, status: 400, msg: '上传的文件数量超过上限' },
  UPLOAD_FILE_TOO_LARGE: { code: 413701, status: 413, msg: '上传的文件过大' },
  // Images checked by content (apps/server/src/lib/image-check.ts)
  IMAGE_TOO_LARGE: { code: 413702, status: 413, msg: '图片过大，请压缩后重新上传' },
  IMAGE_TYPE_NOT_ALLOWED: { code: 415701, status: 415, msg: '仅支持jpg、jpeg、gif、bmp、png格式的图片' },
  IMAGE_CORRUPT: { code: 400701, status: 400, msg: '图片已损坏或无法识别，请重新上传' },
  // Feedback form and inbox (issue 4)
  FEEDBACK_NOT_FOUND: { code: 400702, status: 400, msg: '该反馈不存在或已被删除' },
  /** §8 Feedback: "get SMS code failed, try later". */
  SMS_SEND_FAILED: { code: 502601, status: 502, msg: '获取短信验证码失败，请稍后再试' },
  /** §8 Transport: session timed out in the direct-connection (yqzl) context. */
  // Accounts and sessions
  BAD_SESSION_TOKEN: { code: 401101, status: 401, msg: SESSION_MESSAGES.loginStatusExpired },
  WRONG_ROLE: { code: 403100, status: 403, msg: '您没有权限使用此功能' },
  LOGIN_FAILED: { code: 400200, status: 400, msg: '用户名或密码错误' },
  PASSWORD_RULE: { code: 400201, status: 400, msg: '密码不符合规则' },
  OLD_PASSWORD_WRONG: { code: 400202, status: 400, msg: '原密码不正确' },
  SAME_PASSWORD: { code: 400203, status: 400, msg: '新密码不能与原密码相同' },
  BAD_SECRET_FIELD: { code: 400204, status: 400, msg: '加密信息无法识别，请刷新页面后重试' },
  CAPTCHA_NOT_PASSED: { code: 400210, status: 400, msg: '滑块验证已失效，请重新完成验证' },
  ACCOUNT_LOCKED: { code: 403201, status: 403, msg: '密码错误次数过多，账户已临时锁定，请稍后再试或通过“忘记密码”重置' },
  ACCOUNT_CANCELLED: { code: 403202, status: 403, msg: '该账户已注销' },
  PHONE_NOT_REGISTERED: { code: 404201, status: 404, msg: '该手机号尚未注册，请先注册' },
  USER_NOT_FOUND: { code: 404202, status: 404, msg: '该用户名或手机号尚未注册，请核对后重新输入' },
  LOGIN_NAME_TAKEN: { code: 409201, status: 409, msg: '该用户名已被注册，请换一个用户名' },
  PHONE_TAKEN: { code: 409202, status: 409, msg: '该手机号已被注册，请直接登录或找回密码' },
  CREDIT_CODE_TAKEN: { code: 409203, status: 409, msg: '该企业已在本行注册，请联系企业管理员为您开通' },
  LOGIN_TICKET_INVALID: { code: 401110, status: 401, msg: '登录凭证已失效，请重新登录' },
  OPEN_PARTNER_UNKNOWN: { code: 401120, status: 401, msg: '未知的合作方身份服务，请回到合作方重新登录' },
  OPEN_ASSERTION_INVALID: { code: 401121, status: 401, msg: '身份凭证无效，请回到合作方重新登录' },
  OPEN_ASSERTION_EXPIRED: { code: 401122, status: 401, msg: '身份凭证已过期，请回到合作方重新登录' },
  OPEN_IDENTITY_NOT_LINKED: { code: 404120, status: 404, msg: '该身份尚未绑定本行门户账户，请使用用户名和密码登录' },
  SAME_PHONE: { code: 400205, status: 400, msg: '新手机号与当前手机号相同' },
  STAFF_ACCOUNT_DISABLED: { code: 403203, status: 403, msg: '该员工账号已停用，请联系系统管理员' },
  DISCLAIMER_NOT_FOUND: { code: 404400, status: 404, msg: '协议不存在或已下线' },
  // Password reset and face recognition
  RESET_IDENTITY_MISMATCH: { code: 400301, status: 400, msg: '用户名与手机号不匹配，请核对后重新输入' },
  RESET_ACCOUNT_NOT_FOUND: { code: 404301, status: 404, msg: '未找到该账户，请核对用户名或手机号' },
  FACE_IDENTITY_MISMATCH: { code: 400302, status: 400, msg: '身份信息核验未通过，请核对用户名、姓名和手机号' },
  FACE_NO_REAL_NAME: { code: 400303, status: 400, msg: '该账户未完成实名认证，无法通过人脸识别重置密码，请使用短信验证码重置' },
  FACE_TICKET_INVALID: { code: 400304, status: 400, msg: '二维码已失效，请在电脑上刷新二维码后重新扫描' },
  FACE_NOT_VERIFIED: { code: 400305, status: 400, msg: '人脸识别尚未完成，请先用手机扫码完成人脸识别' },
  FACE_IMAGE_INVALID: { code: 400306, status: 400, msg: '未能识别照片，请重新拍摄清晰的正面照片' },
  FACE_IMAGE_TOO_SMALL: { code: 400307, status: 400, msg: '照片分辨率过低，请重新拍摄' },
  RESET_FLOW_EXPIRED: { code: 400308, status: 400, msg: '身份验证已失效，请重新验证身份' },
  // QR-code login
  QR_CODE_INVALID: { code: 404220, status: 404, msg: '二维码无效，请在电脑上刷新二维码后重新扫描' },
  QR_CODE_EXPIRED: { code: 400221, status: 400, msg: '二维码已失效，请在电脑上刷新二维码后重新扫描' },
  QR_CODE_TAKEN: { code: 409220, status: 409, msg: '该二维码已被其他账户扫描' },
  QR_CODE_FINISHED: { code: 409221, status: 409, msg: '该二维码已确认或已取消，无需重复操作' },
  // Human customer service and its evaluation (issue 4)
  CHAT_NOT_FOUND: { code: 404501, status: 404, msg: '会话不存在，请重新连接人工客服' },
  CHAT_ENDED: { code: 409501, status: 409, msg: '本次人工服务已结束，如需帮助请重新连接' },
  CHAT_NOT_CONNECTED: { code: 409502, status: 409, msg: '人工客服接入后才能发送图片' },
  CHAT_IMAGE_INVALID: { code: 415501, status: 415, msg: CHAT_MESSAGES.imageFormat },
  CHAT_IMAGE_TOO_LARGE: { code: 413501, status: 413, msg: CHAT_MESSAGES.imageTooLarge },
  /** §8: evaluation time passed, evaluate within 5 minutes (the spec's own code). */
  EVALUATION_EXPIRED: { code: EVALUATION_EXPIRED_CODE, status: 200, msg: EVALUATION_MESSAGES.expired },
  EVALUATION_DONE: { code: 409503, status: 409, msg: '本次服务已评价，感谢您的反馈' },
  EVALUATION_NOT_ALLOWED: { code: 409504, status: 409, msg: '本次会话未接入人工客服，无需评价' },
  EVALUATION_REASON_REQUIRED: { code: 400502, status: 400, msg: EVALUATION_MESSAGES.reasonRequired },
  EVALUATION_BAD_OPTION: { code: 400503, status: 400, msg: '评价选项不正确，请重新选择' },
  DESK_NOT_ONLINE: { code: 409510, status: 409, msg: '请先将状态切换为“在线”再接入客户' },
  DESK_AT_CAPACITY: { code: 409511, status: 409, msg: '您当前服务的会话已达上限，请先结束部分会话' },
  DESK_TAKEN: { code: 409512, status: 409, msg: '该客户已被其他坐席接入或已离开' },
  DESK_NOT_YOURS: { code: 403510, status: 403, msg: '该会话不在您的服务列表中' },
  DESK_TRANSFER_UNAVAILABLE: { code: 409513, status: 409, msg: '该坐席当前不在线或已达接待上限，无法转接' },
  // The assistant and its knowledge base (issue 4)
  BOT_TURN_NOT_FOUND: { code: 404801, status: 404, msg: '未找到这条回答，请刷新后重试' },
  BOT_FEEDBACK_LOCKED: { code: 409801, status: 409, msg: '您已评价过这条回答，感谢您的反馈' },
  BOT_FEEDBACK_NOT_ALLOWED: { code: 409802, status: 409, msg: '这条消息不是答案，无需评价' },
  BOT_REASONS_NEED_DISSATISFIED: { code: 409803, status: 409, msg: '请先选择“不满意”，再提交原因' },
  BOT_REASONS_SUBMITTED: { code: 409804, status: 409, msg: '不满意原因已提交，感谢您的反馈' },
  BOT_REASONS_REQUIRED: { code: 400801, status: 400, msg: '请至少选择一项不满意的原因' },
  KB_ENTRY_NOT_FOUND: { code: 404802, status: 404, msg: '知识条目不存在或已被删除' },
  KB_DUPLICATE_QUESTION: { code: 409805, status: 409, msg: '知识库中已有相同的问法，请修改后再保存' },
  // errors: articles (issue 5), codes xxx90N-xxx91N with the HTTP status as xxx
  ARTICLE_NOT_FOUND: { code: 404901, status: 404, msg: '该内容不存在或已下线' },
  ARTICLE_BAD_COLUMN: { code: 400901, status: 400, msg: '所选栏目不属于该内容类型，请重新选择' },
  ARTICLE_NOT_EDITABLE: { code: 400902, status: 400, msg: '该内容不在此处维护' },
  // end errors: articles
  // errors: documents (issue 5), codes xxx92N-xxx93N with the HTTP status as xxx
  DOCUMENT_NOT_FOUND: { code: 404921, status: 404, msg: '文档不存在或已下线' },
  DOCUMENT_NOT_PDF: { code: 415922, status: 415, msg: '上传的文件不是 PDF 文档，请选择 .pdf 文件' },
  DOCUMENT_FILE_REQUIRED: { code: 400923, status: 400, msg: '请上传文档的 PDF 文件' },
  DOCUMENT_NO_FILE: { code: 409924, status: 409, msg: '该文档还没有上传文件，上传后才能发布' },
  DOCUMENT_TOO_LARGE: { code: 413925, status: 413, msg: '文件不能超过 20MB' },
  GUIDE_NOT_FOUND: { code: 404926, status: 404, msg: '操作指南不存在或已下线' },
  DISCLAIMER_ID_TAKEN: { code: 409927, status: 409, msg: '协议编号已被使用，请换一个编号' },
  DRIVER_BAD_PACKAGE: { code: 415928, status: 415, msg: '驱动文件须为 PDF 安装说明或厂商安装包（exe、msi、zip、deb）' },
  // end errors: documents
  // errors: products (issue 5), codes xxx94N-xxx95N with the HTTP status as xxx
  PRODUCT_NOT_FOUND: { code: 404940, status: 404, msg: '该产品不存在或已下架' },
  FUND_NOT_FOUND: { code: 404941, status: 404, msg: '该基金不存在或已停止展示' },
  PRODUCT_CODE_TAKEN: { code: 409940, status: 409, msg: '产品编号已存在，请更换编号' },
  FUND_CODE_TAKEN: { code: 409941, status: 409, msg: '基金代码已存在，请更换代码' },
  IMPORT_COLUMNS: { code: 400940, status: 400, msg: '导入文件的列与模板不一致，请下载模板核对后重新导入' },
  IMPORT_FILE_UNREADABLE: { code: 400941, status: 400, msg: '无法读取导入文件，请上传CSV或XLSX格式的文件' },
  IMPORT_EMPTY: { code: 400942, status: 400, msg: '导入文件中没有数据行' },
  IMPORT_TOO_MANY_ROWS: { code: 400943, status: 400, msg: '导入文件的数据行过多，请分批导入' },
  // end errors: products
  // errors: console (issue 5), codes xxx96N-xxx97N with the HTTP status as xxx
  PAGE_CONFIG_INVALID: { code: 400960, status: 400, msg: '页面配置不符合要求，请按提示修改后再保存' },
  PAGE_CONFIG_JSON_SYNTAX: { code: 400961, status: 400, msg: '页面配置不是合法的 JSON，请检查括号、引号和逗号' },
  PAGE_MENU_TOO_DEEP: { code: 400962, status: 400, msg: '菜单最多三级' },
  PAGE_CODE_CHANGED: { code: 400963, status: 400, msg: '页面编码不能修改' },
  PAGE_DRAFT_STALE: { code: 409960, status: 409, msg: '草稿所依据的版本已不是最新发布版本，请先载入最新版本并重新修改' },
  PAGE_DRAFT_MISSING: { code: 404960, status: 404, msg: '该页面没有待发布的草稿，请先保存草稿' },
  PAGE_VERSION_NOT_FOUND: { code: 404961, status: 404, msg: '该历史版本不存在' },
  CONTENT_IMAGE_NOT_FOUND: { code: 404962, status: 404, msg: '图片不存在或已删除' },
  CONTENT_IMAGE_TYPE: { code: 415960, status: 415, msg: '仅支持 JPG、PNG、GIF 格式的图片' },
  CONTENT_IMAGE_TOO_LARGE: { code: 413960, status: 413, msg: '图片不能超过 5MB，请压缩后重新上传' },
  CONTENT_IMAGE_CORRUPT: { code: 400964, status: 400, msg: '图片已损坏或无法识别，请重新上传' },
  SYSTEM_PARAM_NOT_FOUND: { code: 404963, status: 404, msg: '系统参数不存在' },
  SYSTEM_PARAM_INVALID: { code: 400965, status: 400, msg: '参数值不符合要求' },
  AUDIT_ENTRY_NOT_FOUND: { code: 404964, status: 404, msg: '操作记录不存在' },
  // end errors: console
  // errors: insight (issue 5), codes xxx98N with the HTTP status as xxx
  ANALYTICS_BAD_EVENT: { code: 400981, status: 400, msg: '统计事件内容不正确，已拒收' },
  ANALYTICS_BAD_PERIOD: { code: 400982, status: 400, msg: '统计区间不正确：结束日期不能早于开始日期，且跨度不超过 366 天' },
  // end errors: insight
  // errors: login-pages (issue 5), codes xxx99N with the HTTP status as xxx
  LOGIN_PAGE_NOT_FOUND: { code: 404991, status: 404, msg: '登录页配置不存在或已被删除' },
  LOGIN_PAGE_CODE_TAKEN: { code: 409991, status: 409, msg: '登录页编号已被使用，请换一个编号' },
  LOGIN_PAGE_PREFIX_TAKEN: { code: 409992, status: 409, msg: '已有登录页使用这个适用地址前缀' },
  LOGIN_PAGE_DEFAULT_REQUIRED: { code: 409993, status: 409, msg: '默认登录页（适用地址前缀为空）不能删除或停用' },
  // end errors: login-pages
  // errors: face check (issue 18), codes xxx42N with the HTTP status as xxx
  FACE_NOT_FOUND: { code: 400420, status: 400, msg: '未检测到人脸，请正对摄像头重新拍摄，确保面部完整、清晰' },
  FACE_SEVERAL: { code: 400421, status: 400, msg: '检测到多张人脸，请确保画面中只有您本人后重新拍摄' },
  FACE_NO_MATCH: { code: 400422, status: 400, msg: '人脸比对未通过：照片中的人与所认证的本人不一致，请由本人正对摄像头重新拍摄' },
  FACE_NO_REFERENCE: {
    code: 400423,
    status: 400,
    msg: '登记信息中没有该证件持有人的人脸照片，无法在线完成人脸识别，请本人携带有效身份证件到银行网点办理',
  },
  FACE_NOT_LIVE: { code: 400424, status: 400, msg: '未通过活体检测，请本人正对摄像头拍摄，不要使用照片或屏幕翻拍' },
  FACE_SERVICE_FAILED: { code: 502420, status: 502, msg: '人脸识别服务暂时不可用，请稍后再试' },
  FACE_BUSY: { code: 503420, status: 503, msg: '人脸识别繁忙，请稍后再试' },
  // end errors: face check
  // errors: accounts, lockout and SMS allowance (issue 18), codes xxx43N-xxx45N with the HTTP status as xxx
  LOGIN_ADDRESS_LOCKED: { code: 429430, status: 429, msg: '当前网络登录失败次数过多，请稍后再试' },
  SMS_CLIENT_LIMIT: { code: 429431, status: 429, msg: '获取短信验证码过于频繁，请稍后再试' },
  SMS_ADDRESS_PHONE_LIMIT: { code: 429432, status: 429, msg: '当前网络今日向该手机号发送验证码的次数已达上限，请明日再试或更换网络' },
  // end errors: accounts, lockout and SMS allowance
  // errors: customer pictures and chat ownership (issue 18), codes xxx47N with the HTTP status as xxx
  CHAT_NOT_YOURS: { code: 403470, status: 403, msg: '无权访问该人工客服会话，请重新连接人工客服' },
  CHAT_IMAGE_NOT_FOUND: { code: 404470, status: 404, msg: '图片不存在或已删除' },
  // end errors: customer pictures and chat ownership
  // errors: keys and sessions (issue 18), codes xxx46N
  /** More logins of one account at the same instant than a login retries for (session/service.ts). */
  SESSION_START_CONTENDED: { code: 500460, status: 503, msg: '登录请求过于集中，请稍后重试' },
  // end errors: keys and sessions
  // errors: metrics (issue 19), codes xxx19N
  /** /metrics without the METRICS_TOKEN bearer token (modules/metrics/access.ts). */
  METRICS_TOKEN_REQUIRED: { code: 401190, status: 401, msg: '需要有效的监控令牌' },
  // end errors: metrics
  // errors: database connection (issue 19), codes xxx19N
  /** The database connection was cut (a restart, a failover) or cannot be had: try again; no row is half-written. */
  DATABASE_UNAVAILABLE: { code: 503190, status: 503, msg: '服务繁忙，请稍后重试' },
  // end errors: database connection
  // errors: branch finder (issue 20), codes xxx48N with the HTTP status as xxx
  BRANCH_REGION_INCOMPLETE: { code: 400480, status: 400, msg: '请先选择上一级地区（省份或城市），再选择下一级' },
  BRANCH_NOT_FOUND: { code: 404480, status: 404, msg: '该网点不存在或已被删除' },
  BRANCH_NAME_TAKEN: { code: 409480, status: 409, msg: '已有同名网点，请核对或更换网点名称' },
  // end errors: branch finder
  // errors: real-name (issue 21), codes xxx62N with the HTTP status as xxx
  /** The document number fails its type's pattern or, for a mainland ID card, its GB 11643 check digit (the message says which). */
  REAL_NAME_DOC_INVALID: { code: 400620, status: 400, msg: '证件号码格式不正确，请核对后重新输入' },
  /** The three elements do not match the registry; never says which one is wrong. */
  REAL_NAME_MISMATCH: { code: 400621, status: 400, msg: '姓名、证件号码与手机号核验不一致，请核对后重新输入' },
  REAL_NAME_NOT_OPEN: { code: 400622, status: 400, msg: '当前没有进行中的实名认证，请重新填写身份信息' },
  REAL_NAME_QR_EXPIRED: { code: 400623, status: 400, msg: '二维码已过期，请刷新二维码后重新扫码' },
  REAL_NAME_NOT_VERIFIED: { code: 400624, status: 400, msg: '您尚未完成实名认证，请先完成实名认证' },
  REAL_NAME_DOC_BOUND: { code: 409620, status: 409, msg: '该证件已被其他用户实名认证，请核对证件号码或联系客服' },
  REAL_NAME_ALREADY_VERIFIED: { code: 409621, status: 409, msg: '您已完成实名认证，无需重复认证' },
  REAL_NAME_PHONE_CODE_REQUIRED: {
    code: 400625,
    status: 400,
    msg: '该手机号不是您注册时验证的手机号，请获取并输入发送至该手机号的短信验证码',
  },
  REAL_NAME_DAILY_LIMIT: { code: 429620, status: 429, msg: '今日实名核验次数已达上限，请明日再试' },
  REAL_NAME_SERVICE_FAILED: { code: 502620, status: 502, msg: '实名核验服务暂时不可用，请稍后再试' },
  // end errors: real-name
  // errors: identity review (issue 21), codes xxx64N with the HTTP status as xxx
  IDENTITY_REVIEW_NOT_FOUND: { code: 404640, status: 404, msg: '该认证申请不存在' },
  IDENTITY_REVIEW_DECIDED: { code: 409640, status: 409, msg: '该申请已审核或已被客户撤回，不能再次审核，请刷新后查看' },
  IDENTITY_REVIEW_PICTURE_NOT_FOUND: { code: 404641, status: 404, msg: '该申请没有这张图片' },
  REGISTRY_IMPORT_COLUMNS: { code: 400640, status: 400, msg: '导入文件的列与模板不一致，请下载模板核对后重新导入' },
  REGISTRY_PHOTOS_NOT_LOCAL: {
    code: 400641,
    status: 400,
    msg: '当前人脸识别由银行人脸核验服务完成，参考照片由该服务管理，无需随登记库导入',
  },
  // end errors: identity review
  // errors: enterprise authentication (issue 21), codes xxx63N with the HTTP status as xxx
  ENTP_NOT_IN_REGISTRY: { code: 404630, status: 404, msg: '未在企业登记信息中查到该企业，请核对企业名称或统一社会信用代码' },
  ENTP_REGISTRY_INACTIVE: { code: 400633, status: 400, msg: '该企业登记状态为吊销或注销，无法进行企业认证' },
  ENTP_AUTH_NOT_FOUND: { code: 404631, status: 404, msg: '认证申请不存在，请重新发起企业认证' },
  ENTP_AUTH_PENDING: { code: 409630, status: 409, msg: '该企业已有待审核的认证申请，请等待审核结果，或撤回后重新提交' },
  ENTP_AUTH_ALREADY_BOUND: { code: 409631, status: 409, msg: '您已完成该企业的认证，无需重复认证' },
  ENTP_LAST_DIRECTOR: { code: 409632, status: 409, msg: '您是该企业唯一的管理员，仍有其他人员关联该企业，暂不能解除绑定' },
  ENTP_AUTH_WRONG_STATE: { code: 409633, status: 409, msg: '该申请当前状态不支持此操作，请刷新后重试' },
  ENTP_REAL_NAME_REQUIRED: { code: 403630, status: 403, msg: '请先完成个人实名认证，再进行企业认证' },
  ENTP_FACE_REQUIRED: { code: 400634, status: 400, msg: '请先由法定代表人扫码完成人脸识别' },
  ENTP_FACE_EXPIRED: { code: 400635, status: 400, msg: '人脸识别二维码已过期，请刷新二维码后由法定代表人重新扫描' },
  ENTP_PICTURE_MISSING: { code: 400636, status: 400, msg: '请上传营业执照照片' },
  ENTP_PICTURE_UNREADABLE: { code: 400637, status: 400, msg: '图片无法辨认，请上传清晰完整的证件照片或扫描件' },
  ENTP_BINDING_NOT_FOUND: { code: 404632, status: 404, msg: '您未关联该企业' },
  ENTP_IMAGE_NOT_FOUND: { code: 404633, status: 404, msg: '图片不存在或已删除' },
  // end errors: enterprise authentication
  // errors: unified login (issue 22)
  UNIFIED_SYSTEM_UNAVAILABLE: { code: 404252, status: 404, msg: '该业务系统暂未开放或您无权进入，请刷新后重试' },
  // end errors: unified login
  // errors: enterprise seats (issue 23), codes xxx66N with the HTTP status as xxx
  /** The caller is no director, approver or staff user of any authenticated enterprise. */
  /** The enterprise a call names is not one the caller acts for (or does not exist). */
  ENTERPRISE_SEAT_NOT_FOUND: { code: 404661, status: 404, msg: '未找到该企业，或您不是该企业的用户' },
  /** The caller acts for the enterprise, but not in a role that may do this. */
  ENTERPRISE_ROLE_REQUIRED: { code: 403662, status: 403, msg: '仅企业主管可以办理此业务' },
  /** An account the caller may not query, or that does not exist. */
  ENTERPRISE_ACCOUNT_NOT_FOUND: { code: 404663, status: 404, msg: '未找到该账户，或您无权查询该账户' },
  // end errors: enterprise seats
  // errors: account statements (issue 23), codes xxx69N with the HTTP status as xxx
  /** A print or export whose period holds more than DOWNLOAD_PAGE_SIZE rows; the message names the count. */
  FLOW_TOO_MANY_ROWS: { code: 400690, status: 400, msg: '所选期间的流水超过1500笔，请缩短查询期间后再打印或导出' },
  /** The operators' bulk export over more than FLOW_BULK_MAX_ROWS rows; the message names the count. */
  FLOW_BULK_TOO_MANY_ROWS: { code: 400691, status: 400, msg: '所选期间的流水超过200000笔，请缩短期间后分次导出' },
  /** The operators' bulk export names an account the ledger does not hold. */
  FLOW_LEDGER_ACCOUNT_NOT_FOUND: { code: 404690, status: 404, msg: '未找到该账户，请核对账号' },
  /** Every statement-rendering place is taken and the waiting line is full: try again shortly. */
  STATEMENT_BUSY: { code: 503690, status: 503, msg: '当前打印和导出的请求较多，请稍后再试' },
  // end errors: account statements
  // errors: certificates (issue 22), codes xxx65N with the HTTP status as xxx
  /** The CSR is not a PKCS#10 request we can read, or its key is neither SM2 nor RSA-2048. */
  CERT_CSR_MALFORMED: { code: 400650, status: 400, msg: '证书请求格式不正确，无法下载证书到当前UKey' },
  /** The CSR's own signature does not hold: the request was not made by the key it names. */
  CERT_CSR_SIGNATURE: { code: 400651, status: 400, msg: '证书请求签名校验失败，无法下载证书到当前UKey' },
  /** The CSR's key is not the key of the certificate being renewed, or the key serial differs from the certificate's. */
  CERT_KEY_MISMATCH: { code: 400652, status: 400, msg: '证书序列号不一致，请插入下载该证书时使用的UKey' },
  /** The login challenge is unknown, expired or already used (a replay). */
  CERT_LOGIN_TOKEN_INVALID: { code: 400653, status: 400, msg: '登录随机数已失效，请重新进行证书登录' },
  CERT_SIGNATURE_EMPTY: { code: 400654, status: 400, msg: '签名结果为空，请重新签名' },
  /** The signature is not the certificate's key's over the challenge: signed by another certificate, or altered. */
  CERT_SIGNATURE_INVALID: { code: 400655, status: 400, msg: '签名验证失败，签名证书与登录证书不一致' },
  CERT_EXPIRED: { code: 400656, status: 400, msg: '证书已过期，请联系企业主管更新证书' },
  CERT_REVOKED: { code: 400657, status: 400, msg: '证书已吊销，请联系企业主管重新下载证书' },
  /** Not issued by the bank's CA, or its chain does not verify (§8 "certificate chain incomplete or invalid"). */
  CERT_CHAIN_INVALID: { code: 400658, status: 400, msg: '证书链不完整或无效' },
  CERT_NOT_YET_VALID: { code: 400659, status: 400, msg: '证书尚未生效，请稍后再试' },
  /** §8 device error 0xa0071001: the certificate is not one the bank issued. */
  CERT_NOT_FOUND: { code: 404650, status: 404, msg: '未找到证书，请检查UKey是否插好' },
  /** The user is not in the caller's enterprise (or does not exist): never says which. */
  CERT_USER_NOT_FOUND: { code: 404651, status: 404, msg: '未找到该用户，请核对后重试' },
  CERT_USER_INACTIVE: { code: 403650, status: 403, msg: '证书所属用户不存在或已注销' },
  /** Only a director of an authenticated enterprise manages certificates of its users. */
  CERT_NOT_DIRECTOR: { code: 403651, status: 403, msg: '仅已认证企业的主管可以管理本企业用户的证书' },
  /** getCert without a phone verification (verifyTel) still open for that user. */
  CERT_PHONE_NOT_VERIFIED: { code: 403652, status: 403, msg: '请先完成手机号验证，再下载证书' },
  /** validateTel: the phone typed is not the user's phone on record. */
  CERT_PHONE_MISMATCH: { code: 403653, status: 403, msg: '手机号与该用户预留手机号不一致，请核对后重新输入' },
  /** A director acting on another director's certificates: each director manages their own (dual control). */
  CERT_OTHER_DIRECTOR: { code: 403654, status: 403, msg: '其他主管的证书只能由该主管本人管理，如需吊销请该主管本人操作或到网点柜面办理' },
  CERT_EXTEND_TOO_EARLY: { code: 409650, status: 409, msg: '证书距到期超过30天，暂不需要更新' },
  /** Revoking or renewing a certificate that is revoked, renewed already or expired. */
  CERT_NOT_VALID: { code: 409651, status: 409, msg: '该证书已吊销、已更新或已过期，不能执行此操作' },
  // end errors: certificates
  // errors: staff and account relationships (issue 23), codes xxx68N with the HTTP status as xxx
  /** Adding a staff user: no live portal user has this login name AND this phone (never says which part). */
  INQUIRER_USER_MISMATCH: { code: 404680, status: 404, msg: '未找到登录名与手机号相符的门户用户，请核对后重试' },
  /** Adding someone who is already a (valid, pending or pending-expiry) staff user of the enterprise. */
  INQUIRER_ALREADY_STAFF: { code: 409680, status: 409, msg: '该用户已是本企业的查询员' },
  /** Adding a director or approver of the enterprise: they already see its accounts. */
  INQUIRER_IS_DIRECTOR: { code: 409681, status: 409, msg: '该用户是本企业的主管或复核员，无需添加为查询员' },
  /** A staff user (or change) of another enterprise, or none: never says which. */
  INQUIRER_NOT_FOUND: { code: 404681, status: 404, msg: '未找到该查询员' },
  INQUIRER_CHANGE_NOT_FOUND: { code: 404682, status: 404, msg: '未找到该变更申请' },
  /** A second pending operation on the same staff user (the partial unique index). */
  INQUIRER_PENDING_EXISTS: { code: 409682, status: 409, msg: '该查询员已有待审核的变更，请待其审核或撤回后再操作' },
  /** Maker-checker: the maker can never approve or reject their own submission. */
  INQUIRER_MAKER_CANNOT_CHECK: { code: 403680, status: 403, msg: '不能审核自己提交的变更，请由本企业其他主管或复核员审核' },
  /** applicatUserId is not the logged-in caller. */
  INQUIRER_APPLICANT_MISMATCH: { code: 403681, status: 403, msg: '申请人与当前登录用户不一致，请刷新后重试' },
  /** Only the maker withdraws a change. */
  INQUIRER_WITHDRAW_NOT_MAKER: { code: 403682, status: 403, msg: '只有提交人可以撤回该变更' },
  /** The change is no longer pending review (decided or withdrawn meanwhile). */
  INQUIRER_CHANGE_NOT_PENDING: { code: 409683, status: 409, msg: '该变更已审核或已撤回，请刷新后查看' },
  /** The staff user's state does not allow this operation (delete an invalid user, modify a pending one …). */
  INQUIRER_WRONG_STATE: { code: 409684, status: 409, msg: '该查询员当前状态不支持此操作，请刷新后重试' },
  /** Rollback of a change that is not approved, not the latest approved one, or itself a rollback. */
  INQUIRER_ROLLBACK_REFUSED: { code: 409685, status: 409, msg: '只能回退该查询员最近一次审核通过的变更（回退记录不能再回退）' },
  /** Replace: the receiving staff user is the same one, or not a valid staff user. */
  INQUIRER_REPLACE_TARGET: { code: 409686, status: 409, msg: '请选择本企业另一位有效的查询员接替账户关联' },
  /** A modify that changes nothing. */
  INQUIRER_NOTHING_CHANGED: { code: 400680, status: 400, msg: '修改内容与当前信息相同，无需提交' },
  INQUIRER_ACCOUNT_ALREADY_BOUND: { code: 409687, status: 409, msg: '该账户已关联该查询员' },
  INQUIRER_ACCOUNT_NOT_BOUND: { code: 409688, status: 409, msg: '该账户未关联该查询员，无需解除' },
  /** Binding to a staff user who is pending effect (DX) or invalid (WX). */
  INQUIRER_NOT_BINDABLE: { code: 409689, status: 409, msg: '仅可为有效或待失效的查询员关联账户' },
  // end errors: staff and account relationships
  // errors: account flow (issue 23), codes xxx67N with the HTTP status as xxx
  /** A page past the last one of the query's rows (or, in a batch, of its accounts). */
  FLOW_PAGE_OUT_OF_RANGE: { code: 400670, status: 400, msg: '页码超出查询结果的范围，请返回第一页重新查询' },
  // end errors: account flow
  // errors: invoice check (issue 24), codes xxx71N and xxx72N with the HTTP status as xxx
  /** The picture or file cannot be decoded as an image (or a PDF). */
  INVOICE_PICTURE_UNREADABLE: { code: 422710, status: 422, msg: '无法读取该文件，请上传清晰的发票照片（JPG、PNG、WEBP）或发票PDF文件' },
  /** A readable picture with no QR code in it. */
  INVOICE_NO_QR: { code: 422711, status: 422, msg: '未在图片中识别到二维码，请上传包含发票左上角二维码的清晰照片，或手工输入发票信息' },
  /** A QR code that is not an invoice's (a web address, a payment code …). */
  INVOICE_QR_NOT_INVOICE: { code: 422712, status: 422, msg: '识别到的二维码不是发票二维码，请上传增值税发票或数电发票的照片' },
  /** A PDF without an embedded QR image (a scanned or drawn code is not read). */
  INVOICE_PDF_NO_QR: { code: 422713, status: 422, msg: '未在PDF中找到发票二维码，请上传发票照片或手工输入发票信息' },
  /** A file of another type than the call takes. */
  INVOICE_FILE_TYPE: { code: 415710, status: 415, msg: '文件格式不支持：图片查验请上传JPG、PNG或WEBP图片，文件查验还可上传PDF' },
  /** The invoice registry (http provider) did not answer. */
  INVOICE_REGISTRY_FAILED: { code: 502710, status: 502, msg: '发票查验服务暂时不可用，请稍后重试' },
  /** An invoice import whose header is not the template's. */
  INVOICE_IMPORT_COLUMNS: { code: 422720, status: 422, msg: '导入文件的列与模板不一致，请下载模板核对后重新导入' },
  // end errors: invoice check
  // errors: check tools (issue 24), codes xxx73N and xxx74N with the HTTP status as xxx
  /** One answer for an unknown number and a wrong code: the reply never tells which. */
  GUARANTEE_NOT_MATCHED: { code: 404730, status: 404, msg: '保函编号或验证码不正确，请核对保函上印制的保函编号和验证码' },
  GUARANTEE_CHECK_LOCKED: { code: 429731, status: 429, msg: '保函查验失败次数过多，请稍后再试' },
  LETTER_NOT_MATCHED: { code: 404732, status: 404, msg: '询证函编号或查询码不正确，请核对询证函回执联上的编号和查询码' },
  LETTER_CHECK_LOCKED: { code: 429733, status: 429, msg: '询证函查询失败次数过多，请稍后再试' },
  LETTER_NOT_SENT_BACK: { code: 409734, status: 409, msg: '该询证函的纸质回函尚未寄出，暂无快递单号' },
  SEAL_CODE_NOT_FOUND: { code: 404740, status: 404, msg: '未找到该防伪码对应的电子印章记录，请核对文件上印制的防伪码' },
  SEAL_CHECK_LOCKED: { code: 429741, status: 429, msg: '防伪码查询失败次数过多，请稍后再试' },
  // end errors: check tools
  // errors: environmental-benefit estimate (issue 24), codes xxx75N and xxx76N with the HTTP status as xxx
  ENV_MODEL_NOT_FOUND: { code: 404750, status: 404, msg: '未找到该项目类型，请重新选择' },
  /** A parameter that is missing, negative or absurd; the message names the field's own rule. */
  ENV_PARAM_INVALID: { code: 400750, status: 400, msg: '测算参数不正确，请检查后重新输入' },
  /** Loan balance or total investment not positive, or the balance above the investment. */
  ENV_LOAN_INVALID: { code: 400751, status: 400, msg: '贷款余额不能大于项目总投资' },
  /** A factor the model needs has no row for any year or region: operators must add one. */
  ENV_FACTOR_MISSING: { code: 409750, status: 409, msg: '测算所需的排放因子尚未维护，请联系本行工作人员' },
  ENV_FACTOR_NOT_FOUND: { code: 404760, status: 404, msg: '该因子记录不存在或已被删除' },
  ENV_FACTOR_DUPLICATE: { code: 409760, status: 409, msg: '该因子在此区域和年份已有记录，请修改原记录' },
  /** A row a recorded month of a carbon account was computed with (issue 36: one factor table). */
  ENV_FACTOR_IN_USE: { code: 409761, status: 409, msg: '该因子已用于企业碳账户的填报记录，不能删除；数值有误请修改，新的数值请新增年份' },
  // end errors: environmental-benefit estimate
  // errors: carbon account (issue 24), codes xxx77N and xxx78N with the HTTP status as xxx
  /** Correcting or deleting a month and source the enterprise has not recorded (or another enterprise's). */
  CARBON_RECORD_NOT_FOUND: { code: 404770, status: 404, msg: '未找到该月份该排放源的记录，请刷新后重试' },
  /** No national row of the source's factor in emission_factors (operators removed it): nothing can be computed. */
  CARBON_FACTOR_MISSING: { code: 409770, status: 409, msg: '暂无该排放源的排放因子，暂不能填报，请联系银行' },
  /** A correction that repeats the recorded quantity. */
  CARBON_SAME_QUANTITY: { code: 400770, status: 400, msg: '与已填报的数量相同，无需更正' },
  CARBON_REDUCTION_NOT_FOUND: { code: 404771, status: 404, msg: '未找到该减排项目，请刷新后重试' },
  CARBON_ASSET_NOT_FOUND: { code: 404780, status: 404, msg: '未找到该碳资产，请刷新后重试' },
  /** A surrendered or sold asset is final: it cannot be changed again. */
  CARBON_ASSET_FINAL: { code: 409780, status: 409, msg: '已清缴或已出售的碳资产不能再修改' },
  // end errors: carbon account
  // errors: rights (issue 25), codes xxx86N rights, xxx87N activities, xxx88N receipt printer
  RIGHT_NOT_FOUND: { code: 404860, status: 404, msg: '该权益不存在或已撤销，请刷新后重试' },
  RIGHT_ENTERPRISE_NOT_FOUND: { code: 404861, status: 404, msg: '未找到该企业，或企业尚未完成认证' },
  RIGHT_PERIOD_INVALID: { code: 400860, status: 400, msg: '有效期结束日期不能早于开始日期' },
  RIGHT_NOT_USABLE: { code: 409860, status: 409, msg: '该权益不在有效期内或已撤销，不能登记使用' },
  RIGHT_EXHAUSTED: { code: 409861, status: 409, msg: '该权益剩余数量不足，不能登记使用' },
  RIGHT_ALREADY_REVOKED: { code: 409862, status: 409, msg: '该权益已撤销，无需重复操作' },
  ACTIVITY_NOT_FOUND: { code: 404870, status: 404, msg: '该活动不存在或已下线' },
  ACTIVITY_PERIOD_INVALID: { code: 400870, status: 400, msg: '活动结束时间须晚于开始时间' },
  ACTIVITY_NOT_OPEN: { code: 409870, status: 409, msg: '活动尚未开始或已结束，不在报名时间内' },
  ACTIVITY_FULL: { code: 409871, status: 409, msg: '活动名额已满，感谢您的关注' },
  ACTIVITY_ALREADY_ENROLLED: { code: 409872, status: 409, msg: '您已报名该活动，无需重复报名' },
  ACTIVITY_QUOTA_BELOW_ENROLLED: { code: 409873, status: 409, msg: '名额不能少于已报名人数' },
  ACTIVITY_NOT_ENROLLED: { code: 404871, status: 404, msg: '您未报名该活动，无需取消' },
  ACTIVITY_ENDED: { code: 409874, status: 409, msg: '活动已结束，报名不能再取消' },
  ACTIVITY_ENTERPRISE_ONLY: { code: 403870, status: 403, msg: '该活动仅限已认证企业的用户报名' },
  PRINTER_ACCOUNT_NOT_FOUND: { code: 404880, status: 404, msg: '未找到该账户，请重新选择' },
  PRINTER_PASSWORD_FORMAT: { code: 400880, status: 400, msg: '回单打印密码须为6位数字' },
  PRINTER_PASSWORD_WEAK: { code: 400881, status: 400, msg: '密码过于简单：不能全部为相同数字或连续数字' },
  PRINTER_DIRECTOR_ONLY: { code: 403880, status: 403, msg: '仅企业主管可以重置回单打印密码' },
  // end errors: rights
  // eseal (issue 24): signed-PDF seal check and carbon estimates, codes xxx79N and xxx81N with the HTTP status as xxx
  SEAL_PDF_NOT_PDF: { code: 415790, status: 415, msg: '文件不是PDF格式，请上传带电子签章的PDF文件' },
  SEAL_PDF_UNSIGNED: { code: 422791, status: 422, msg: '该PDF文件中没有电子签章，无法验证' },
  /** A signature dictionary whose ByteRange, Contents or PKCS#7 data cannot be read. */
  SEAL_PDF_DAMAGED: { code: 422792, status: 422, msg: '文件中的电子签章数据已损坏，无法验证' },
  CARBON_ESTIMATE_NOT_FOUND: { code: 404810, status: 404, msg: '未找到该测算结果，请重新测算后再计入碳账户' },
  CARBON_ESTIMATE_ALREADY_LINKED: { code: 409812, status: 409, msg: '该测算结果已计入碳账户，请勿重复计入' },
  CARBON_ESTIMATE_NO_REDUCTION: { code: 422813, status: 422, msg: '该测算结果没有可计入的碳减排量' },
  // end eseal
  // errors: workspace (issue 25)
  WORKSPACE_FUNCTION_NOT_MINE: { code: 400841, status: 400, msg: '您的工作台中没有该功能，不能调整它的顺序' },
  WORKSPACE_SORT_DUPLICATE: { code: 400842, status: 400, msg: '排序中同一功能出现了多次，请刷新后重试' },
  WORKSPACE_SORT_INCOMPLETE: { code: 409843, status: 409, msg: '工作台功能已在别处变更，请刷新后再排序' },
  WORKSPACE_FUNCTION_UNAVAILABLE: { code: 404844, status: 404, msg: '该功能不存在或您无权使用' },
  WORKSPACE_FUNCTION_PRESENT: { code: 409845, status: 409, msg: '该功能已在您的工作台中' },
  WORKSPACE_FUNCTION_LIMIT: { code: 400846, status: 400, msg: '工作台最多添加24个功能，请先移除不常用的功能' },
  WORKSPACE_FUNCTION_ABSENT: { code: 404847, status: 404, msg: '该功能已不在您的工作台中，请刷新后重试' },
  // end errors: workspace
  // errors: web-bank QR confirmation (issue 25)
  WYQRQM_INVALID: { code: 404851, status: 404, msg: '确认码无效，请在企业网银重新生成二维码' },
  WYQRQM_EXPIRED: { code: 409852, status: 409, msg: '确认码已过期，请在企业网银重新发起' },
  WYQRQM_FINISHED: { code: 409853, status: 409, msg: '该操作已处理，不能重复确认' },
  WYQRQM_NOT_DIRECTOR: { code: 403854, status: 403, msg: '只有该企业的主管可以确认此操作' },
  WYQRQM_BAD_SIGNATURE: { code: 401855, status: 401, msg: '企业网银请求签名校验失败' },
  WYQRQM_ENTERPRISE_UNKNOWN: { code: 404856, status: 404, msg: '该企业未在门户完成企业认证' },
  WYQRQM_BAD_REQUEST: { code: 400857, status: 400, msg: '企业网银请求内容不完整' },
  // end errors: web-bank QR confirmation
  // errors: special assets (issue 25), codes xxx82N and xxx83N with the HTTP status as xxx
  ASSET_PRICE_RANGE_REVERSED: { code: 400821, status: 400, msg: '最低价格不能高于最高价格，请调整价格区间' },
  ASSET_NOT_FOUND: { code: 404821, status: 404, msg: '未找到该资产，可能已下架或编号有误' },
  ASSET_ORG_NOT_FOUND: { code: 404822, status: 404, msg: '未找到该处置机构，请刷新后重试' },
  ASSET_INQUIRY_PHONE_INVALID: { code: 400822, status: 400, msg: '请输入正确的 11 位手机号码' },
  ASSET_INQUIRY_CODE_INVALID: { code: 400823, status: 400, msg: '请输入 6 位数字短信验证码' },
  ASSET_NOT_OPEN_FOR_INQUIRY: { code: 409821, status: 409, msg: '该资产已成交或撤牌，不再接受意向登记' },
  ASSET_PICTURE_INVALID: { code: 400831, status: 400, msg: '图片无法识别，请上传 JPG 或 PNG 格式的图片' },
  ASSET_PICTURE_TOO_MANY: { code: 400832, status: 400, msg: '每项资产最多 12 张图片，请先删除部分图片' },
  ASSET_PICTURE_NOT_FOUND: { code: 404831, status: 404, msg: '未找到该图片，请刷新后重试' },
  ASSET_INQUIRY_NOT_FOUND: { code: 404832, status: 404, msg: '未找到该意向登记，请刷新后重试' },
  ASSET_IMPORT_BAD_HEADER: { code: 400833, status: 400, msg: '导入文件的表头与模板不一致，请下载模板后填写' },
  // end errors: special assets
  // open platform catalogue (issue 26), codes xxx31N catalogue, xxx32N consultations
  OPEN_API_NOT_IN_CATALOGUE: { code: 404311, status: 404, msg: '未找到该API，请从目录重新选择' },
  OPEN_API_QUESTION_NOT_FOUND: { code: 404312, status: 404, msg: '该问题不存在或已下线' },
  OPEN_API_FEEDBACK_NOT_FOUND: { code: 404313, status: 404, msg: '未找到该反馈，请刷新后重试' },
  OPEN_API_SCREENSHOT_INVALID: { code: 400311, status: 400, msg: '截图须为 JPG 或 PNG 格式的图片' },
  OPEN_API_FEEDBACK_ANSWERED: { code: 409311, status: 409, msg: '该反馈已答复，请刷新后查看' },
  OPEN_API_NO_SCREENSHOT: { code: 404314, status: 404, msg: '该反馈没有附带截图' },
  OPEN_API_CONSULT_NOT_FOUND: { code: 404321, status: 404, msg: '未找到该咨询，请刷新后重试' },
  // end open platform catalogue
  // open platform base (issue 26)
  OPEN_API_MANAGER_REQUIRED: { code: 403330, status: 403, msg: '仅企业主管或其授权的API管理员可以办理此业务' },
  // end open platform base
  // open platform apply (issue 26)
  OPEN_API_APPLY_NO_API: { code: 400331, status: 400, msg: '请至少选择一个要申请的API' },
  OPEN_API_APPLY_UNKNOWN_API: { code: 400332, status: 400, msg: '所选API不存在或已下线，请刷新后重新选择' },
  OPEN_API_APPLY_AGREEMENT: { code: 400333, status: 400, msg: '请阅读并同意《银企直联开放平台服务协议》' },
  OPEN_API_AGREEMENT_OUTDATED: { code: 400334, status: 400, msg: '服务协议已更新，请重新阅读并同意' },
  OPEN_API_ADMIN_IS_DIRECTOR: { code: 400335, status: 400, msg: '企业主管本身即可管理开放平台，无需授权' },
  OPEN_API_APPLY_DUPLICATE: { code: 409331, status: 409, msg: '所选API已开通或正在审核中，请勿重复申请' },
  OPEN_API_APPLICATION_NOT_WITHDRAWABLE: { code: 409332, status: 409, msg: '该申请已审核或已撤回，不能撤回' },
  OPEN_API_PRODUCTION_NOT_ALLOWED: { code: 409333, status: 409, msg: '仅沙箱审核通过且未申请过生产环境的订单可以申请生产环境' },
  OPEN_API_ADMIN_EXISTS: { code: 409334, status: 409, msg: '该用户已是API管理员' },
  OPEN_API_APPLICATION_NOT_FOUND: { code: 404331, status: 404, msg: '未找到该申请订单' },
  OPEN_API_ADMIN_CANDIDATE_NOT_FOUND: { code: 404332, status: 404, msg: '该用户不是本企业的用户，请先在企业员工管理中添加' },
  OPEN_API_ADMIN_NOT_FOUND: { code: 404333, status: 404, msg: '该用户不是API管理员' },
  OPEN_API_REVIEW_REASON: { code: 400341, status: 400, msg: '请填写拒绝原因' },
  OPEN_API_CALLBACK_URL: { code: 400342, status: 400, msg: '回调地址须为以 https:// 开头的完整网址' },
  OPEN_API_CALLBACK_PRIVATE: { code: 400343, status: 400, msg: '回调地址不能指向内网、本机或保留地址' },
  OPEN_API_CONTACTS_TOO_MANY: { code: 400344, status: 400, msg: '联系人最多5位' },
  OPEN_API_REVIEW_SAME_OPERATOR: { code: 403341, status: 403, msg: '沙箱阶段的审核人不能审核生产阶段，请由另一位运营人员审核' },
  OPEN_API_REVIEW_DECIDED: { code: 409341, status: 409, msg: '该阶段已审核，请刷新后查看' },
  OPEN_API_PRODUCTION_NOT_REQUESTED: { code: 409342, status: 409, msg: '企业尚未申请生产环境，不能审核生产阶段' },
  // end open platform apply
  // open platform sandbox (issue 26), codes xxx35N credentials, xxx36N sandbox gateway, xxx37N sandbox business
  OPEN_SANDBOX_NOT_GRANTED: { code: 409350, status: 409, msg: '尚无获批的沙箱接口，请先提交接入申请并等待审核通过' },
  OPEN_PRODUCTION_NOT_GRANTED: { code: 409351, status: 409, msg: '生产环境接入尚未获批，暂不能签发生产密钥' },
  OPEN_CREDENTIAL_EXISTS: { code: 409352, status: 409, msg: '该环境已有有效密钥，如需更换请轮换密钥或先作废原密钥' },
  OPEN_CREDENTIAL_REVOKED: { code: 409353, status: 409, msg: '该密钥已作废，不能再修改' },
  OPEN_CREDENTIAL_NOT_FOUND: { code: 404350, status: 404, msg: '未找到该密钥，请刷新后重试' },
  OPEN_PUBLIC_KEY_INVALID: { code: 400350, status: 400, msg: 'SM2 公钥无效：须为曲线 sm2p256v1 上的未压缩点（04 开头 130 位十六进制）' },
  OPEN_IP_LIST_INVALID: { code: 400351, status: 400, msg: 'IP 白名单格式不正确：每行一个 IPv4/IPv6 地址或网段' },
  SANDBOX_HEADER_MISSING: { code: 400360, status: 400, msg: '缺少必需的请求头' },
  SANDBOX_BAD_REQUEST: { code: 400361, status: 400, msg: '请求参数不正确' },
  SANDBOX_BODY_NOT_JSON: { code: 400362, status: 400, msg: '请求体不是合法的 JSON 对象' },
  SANDBOX_SIGN_METHOD_UNKNOWN: { code: 400363, status: 400, msg: '不支持的签名方法，请使用 SM2 或 HMAC-SM3' },
  SANDBOX_APP_UNKNOWN: { code: 401360, status: 401, msg: 'AppId 不存在' },
  SANDBOX_SIGNATURE_INVALID: { code: 401361, status: 401, msg: '请求签名校验失败' },
  SANDBOX_TIMESTAMP_STALE: { code: 401362, status: 401, msg: '请求时间戳与服务器时间相差超过 5 分钟' },
  SANDBOX_NONCE_REPLAYED: { code: 401363, status: 401, msg: '随机数已使用过，重复的请求已被拒绝' },
  SANDBOX_CREDENTIAL_REVOKED: { code: 401364, status: 401, msg: '该 AppId 的密钥已作废' },
  SANDBOX_PUBLIC_KEY_MISSING: { code: 401365, status: 401, msg: '尚未上传 SM2 公钥，请在「我的API」上传公钥或改用 HMAC-SM3 签名' },
  SANDBOX_CREDENTIAL_EXPIRED: { code: 401366, status: 401, msg: '应用密钥已过期，请在「我的API」中轮换密钥后重试' },
  SANDBOX_IP_NOT_ALLOWED: { code: 403360, status: 403, msg: '来源 IP 不在该密钥的白名单内' },
  SANDBOX_API_NOT_GRANTED: { code: 403361, status: 403, msg: '该接口未获批用于沙箱环境' },
  SANDBOX_NOT_FOUND: { code: 404360, status: 404, msg: '沙箱中没有该接口' },
  SANDBOX_RATE_LIMITED: { code: 429360, status: 429, msg: '调用过于频繁，请按 Retry-After 等待后重试' },
  SANDBOX_NOT_IMPLEMENTED: { code: 501360, status: 501, msg: '该接口尚未在沙箱中提供' },
  SANDBOX_ACCOUNT_NOT_FOUND: { code: 404370, status: 404, msg: '该测试账户不存在' },
  SANDBOX_PAYMENT_NOT_FOUND: { code: 404371, status: 404, msg: '未找到该笔支付' },
  SANDBOX_INSUFFICIENT_FUNDS: { code: 409370, status: 409, msg: '付款账户可用余额不足' },
  SANDBOX_REQUEST_NO_REUSED: { code: 409371, status: 409, msg: '企业流水号已用于另一笔不同的支付' },
  SANDBOX_DATE_RANGE_INVALID: { code: 400370, status: 400, msg: '结束日期不能早于开始日期，且区间不能超过一年' },
  SANDBOX_SAME_ACCOUNT: { code: 400371, status: 400, msg: '收款账号不能与付款账号相同' },
  // end open platform sandbox
} as const satisfies Record<string, { code: number; status: number; msg: string }>;

export type ErrorName = keyof typeof ERRORS;

export { SUCCESS_CODE, SUCCESS_MSG } from './errors-core.ts';

const BY_CODE = new Map<number, (typeof ERRORS)[ErrorName]>(Object.values(ERRORS).map((e) => [e.code, e]));

/**
 * What to show for a failed reply: the server's own message when it sent one (a validation
 * error names the exact rule), otherwise the catalogue message of the code.
 */
export function messageForReply(code: number, serverMsg?: string): string {
  return serverMsg?.trim() || BY_CODE.get(code)?.msg || ERRORS.INTERNAL.msg;
}

/** Shape of every error reply: never encrypted, never a stack trace. */
export interface ErrorReply {
  code: number;
  msg: string;
  /** The request field a validation error is about, as a dotted path. */
  field?: string;
}
