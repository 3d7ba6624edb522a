import { STAFF_ROLES, type StaffRole } from '@portal/contract/calls/staff/staff-member';
import { SESSION_MESSAGES } from '@portal/contract/messages';
import { APP_TEXTS } from '../app/texts.ts';

export interface StaffEntry {
  key: string;
  title: string;
  /** The name in the staff navigation; the title when absent. */
  short?: string;
  description: string;
  /** Route of the screen (`/staff/...`); absent while the console is not built. */
  to?: string;
}

/** Strings of the staff screens (login, shell, home). */
export const STAFF_TEXTS = {
  roles: STAFF_ROLES,
  consoleName: '员工工作台',
  brandTitle: `${APP_TEXTS.bankName} 员工工作台`,
  brandSubtitle: '客服坐席与门户运营的内部工作平台',
  brandPoints: ['仅限本行授权员工使用，账号不得转借他人', '登录与操作全程留痕，纳入信息安全审计', '离开座位请及时退出或锁定电脑'],
  internalOnly: '内部系统',
  footer: `© 2026 ${APP_TEXTS.bankName} 信息科技部 · 内部使用`,
  loginTitle: '员工登录',
  loginHint: '请使用本行分配的员工账号登录',
  loginName: '员工账号',
  loginNamePlaceholder: '请输入员工账号',
  password: '登录密码',
  passwordPlaceholder: '请输入登录密码',
  login: '登 录',
  loggingIn: '登录中…',
  required: (what: string) => `请输入${what}`,
  customerPortal: '返回客户门户',
  ended: {
    IDLE: '您已长时间未操作，员工会话已超时，请重新登录。',
    EXPIRED: '员工会话已到最长时限，请重新登录。',
    TAKEN_OVER: '您的员工账号已在其他地方登录。如非本人操作，请立即联系信息科技部。',
    LOGOUT: '您已安全退出员工工作台。',
    fallback: SESSION_MESSAGES.loginExpired,
  },
  logout: '退出',
  navHome: '工作台首页',
  navOpen: '打开导航菜单',
  navTitle: '员工工作台导航',
  logoutFailed: SESSION_MESSAGES.logoutFailed,
  greeting: (name: string) => `您好，${name}`,
  profileTitle: '我的账号',
  name: '显示名称',
  account: '员工账号',
  previousLogin: '上次登录',
  firstLogin: '首次登录',
  role: '岗位角色',
  sessionTitle: '本次登录',
  startedAt: '登录时间',
  address: '登录地址',
  device: '登录设备',
  idleDeadline: '空闲超时',
  idleDeadlineNote: (minutes: number) => `${minutes} 分钟内无操作将自动退出`,
  maxDeadline: '最长有效至',
  entriesTitle: '我的工作入口',
  comingSoon: '随后续版本开放',
  /**
   * The consoles of each role. An entry with `to` opens its screen; one without is shown as a
   * disabled card until it is built, so nothing pretends to open.
   */
  entries: {
    agent: [
      { key: 'agent-desk', short: '坐席工作台', title: '坐席工作台（客服接待）', description: '接待门户在线客服转人工的客户会话，查看客户留言与服务评价。', to: '/staff/desk' },
    ],
    operator: [
      {
        key: 'operator-console',
        short: '页面配置',
        title: '页面配置与发布',
        description: '维护门户页头菜单、顶部导航、轮播图、首页模块与页脚，预览草稿、发布版本与回滚；设置系统参数。',
        to: '/staff/pages',
      },
      {
        key: 'service-settings',
        short: '客服设置',
        title: '在线客服设置',
        description: '配置客服窗口的推荐功能与快捷入口、人工服务时间、坐席接待上限与快捷回复。',
        to: '/staff/service-settings',
      },
      { key: 'chat-ratings', short: '服务评价', title: '服务评价统计', description: '按坐席查看人工会话量、评价数、平均星级、星级分布与主要不满意原因。', to: '/staff/ratings' },
      { key: 'feedback-inbox', short: '意见反馈', title: '意见反馈处理', description: '查看客户提交的意见反馈与截图，标记处理进度并记录答复。', to: '/staff/feedback' },
      { key: 'knowledge', short: '知识库', title: '智能客服知识库', description: '维护智能客服的标准问题、相似问法与答案，查看问答统计与不满意的回答。', to: '/staff/knowledge' },
      // operator entries: articles (issue 5)
      {
        key: 'articles',
        short: '公告资讯',
        title: '公告与资讯管理',
        description: '发布与维护公告通知、新闻资讯、专栏文章、科技金融案例和服务案例，支持置顶、定时发布与下线。',
        to: '/staff/articles',
      },
      // end operator entries: articles
      // operator entries: documents (issue 5)
      {
        key: 'documents',
        short: '文档协议',
        title: '文档、指南与协议',
        description: '上传与发布用户手册和安全设备驱动（PDF），编辑企业网银与手机银行操作指南，维护页面免责声明与协议。',
        to: '/staff/documents',
      },
      // end operator entries: documents
      // operator entries: products (issue 5)
      {
        key: 'products',
        short: '产品牌价',
        title: '产品与牌价管理',
        description: '维护产品中心的对公产品与代销基金，导入行内外汇牌价与产品数据（CSV/XLSX），查看逐行校验报告。',
        to: '/staff/products',
      },
      // end operator entries: products
      // operator entries: console (issue 5)
      { key: 'audit-log', short: '操作日志', title: '操作日志', description: '查询各管理台的每一次修改：操作人、时间、对象与修改前后的内容对比。', to: '/staff/audit' },
      // end operator entries: console
      // operator entries: insight (issue 5)
      {
        key: 'analytics',
        short: '运营分析',
        title: '访问与运营分析',
        description: '按日期区间查看页面浏览量、热门菜单与页面、横幅点击率、登录方式和接口错误率。',
        to: '/staff/analytics',
      },
      // end operator entries: insight
      // operator entries: login-pages (issue 5)
      {
        key: 'login-pages',
        short: '登录页配置',
        title: '登录页配置',
        description: '按返回地址配置登录页的标题、副标题与背景，以及是否显示在线客服。',
        to: '/staff/login-pages',
      },
      // end operator entries: login-pages
      // operator entries: branches (issue 20)
      { key: 'branches', title: '网点管理', description: '维护网点查询展示的营业网点：地址、电话、营业时间与可办理业务，停用或恢复网点。', to: '/staff/branches' },
      // end operator entries: branches
      // operator entries: unified login (issue 22)
      {
        key: 'unified-login',
        short: '业务系统',
        title: '统一登录业务系统',
        description: '维护客户在个人中心一键进入的本行业务系统：名称、图标、单点登录地址、可见用户类型，启用或停用。',
        to: '/staff/unified-login',
      },
      // end operator entries: unified login
      // operator entries: identity review (issue 21)
      {
        key: 'identity-review',
        short: '认证审核',
        title: '企业认证审核',
        description: '人工审核自动核验无法判定的企业认证申请：查看营业执照与授权书，审核通过并授予角色，或填写原因拒绝。',
        to: '/staff/identity-review',
      },
      {
        key: 'identity-registry',
        short: '登记库',
        title: '实名与企业登记库',
        description: '查询实名核验与企业认证所用的个人实名登记、企业工商登记数据，导入CSV/XLSX并查看逐行校验报告。',
        to: '/staff/identity-registry',
      },
      // end operator entries: identity review
      // operator entries: invoice check (issue 24)
      {
        key: 'invoice-registry',
        short: '发票登记',
        title: '发票登记库',
        description: '查看发票查验所用的行内发票登记数据，导入CSV/XLSX并查看逐行校验报告。',
        to: '/staff/invoice-registry',
      },
      // end operator entries: invoice check
      // operator entries: check tools (issue 24)
      {
        key: 'check-registries',
        short: '查验数据',
        title: '查验工具数据',
        description: '导入保函查验、询证函查询与电子印章验证所查的保函、询证函及其进度、电子印章防伪记录，查看逐行校验报告。',
        to: '/staff/check-registries',
      },
      // end operator entries: check tools
      // operator entries: environmental-benefit estimate (issue 24), the carbon account's factors too (issue 36)
      {
        key: 'env-factors',
        short: '排放因子',
        title: '排放因子',
        description: '按年份与区域维护环境效益测算与企业碳账户共用的电网排放因子、燃料参数与排放因子、折标系数，注明来源；每次修改记入操作日志。',
        to: '/staff/env-factors',
      },
      // end operator entries: environmental-benefit estimate
      // operator entries: open platform catalogue (issue 26)
      {
        key: 'open-platform-catalogue',
        short: '开放平台反馈',
        title: '开放平台反馈与咨询',
        description: '查看客户在 API 目录提交的意见反馈与推广页的预约咨询，答复反馈并可发布为官方问答；每次处理记入操作日志。',
        to: '/staff/open-platform-catalogue',
      },
      // end operator entries: open platform catalogue
      // operator entries: rights (issue 25)
      {
        key: 'rights',
        short: '企业权益',
        title: '企业权益',
        description: '向已认证企业授予手续费减免、免费证书、短信套餐等权益，登记使用，撤销；每次操作记入操作日志。',
        to: '/staff/rights',
      },
      {
        key: 'activities',
        short: '活动管理',
        title: '活动中心活动',
        description: '配置活动中心的活动与名额，发布或下线，查看报名名单；每次修改记入操作日志。',
        to: '/staff/activities',
      },
      // end operator entries: rights
      // operator entries: special assets (issue 25)
      {
        key: 'special-assets',
        short: '特色资产',
        title: '特色资产管理',
        description: '维护特色资产与处置机构，上传资产图片，导入CSV/XLSX；每次修改记入操作日志。',
        to: '/staff/special-assets',
      },
      {
        key: 'special-asset-inquiries',
        short: '资产意向',
        title: '资产意向登记',
        description: '查看客户提交的资产购买意向，联系后更新处理状态与备注。',
        to: '/staff/special-assets/inquiries',
      },
      // end operator entries: special assets
      // operator entries: open platform apply (issue 26)
      {
        key: 'open-platform-applications',
        short: 'API接入审核',
        title: '银企直联API接入审核',
        description: '审核企业的银企直联API接入申请：沙箱阶段通过或填写原因拒绝，生产阶段须由另一位运营人员审核；每次审核记入操作日志并通知企业。',
        to: '/staff/open-platform-applications',
      },
      // end operator entries: open platform apply
      // open platform sandbox (issue 26)
      {
        key: 'open-platform-usage',
        short: '开放平台统计',
        title: '开放平台调用统计',
        description: '查看各企业在沙箱环境的接口调用量、错误率与 p50/p95 耗时。',
        to: '/staff/open-platform-usage',
      },
      // end open platform sandbox
    ],
  } as Record<StaffRole, readonly StaffEntry[]>,
  recentLoginsTitle: '最近登录记录',
  loginAt: '时间',
  loginResult: '结果',
  loginIp: 'IP 地址',
  loginDevice: '设备',
  success: '成功',
  failures: {
    LOGIN_FAILED: '密码错误',
    ACCOUNT_LOCKED: '账号锁定中',
    STAFF_ACCOUNT_DISABLED: '账号已停用',
  } as Record<string, string>,
  failed: '失败',
  loadFailed: '员工信息加载失败，请刷新页面后重试。',
} as const;
