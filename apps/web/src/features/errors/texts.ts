/** User-facing strings of the error and special pages (§2, §8). */
export const ERROR_TEXTS = {
  backHome: '返回首页',
  goBack: '返回上一页',
  login: '登录',
  relogin: '重新登录',
  hotline: '客服热线 95386（7×24 小时）',
  helpTitle: '您可以尝试',

  notFound: {
    title: '页面不存在',
    subtitle: '抱歉，您访问的页面不存在、已下线或地址有误。',
    tips: [
      '检查浏览器地址栏中的网址是否输入正确',
      '该页面可能已调整或下线，请通过首页导航查找所需服务',
      '如仍无法找到所需内容，请拨打客服热线咨询',
    ],
  },

  forbidden: {
    title: '暂无访问权限',
    subtitle: '您当前的账户没有访问此页面的权限。',
    tips: [
      '如您尚未登录，请先登录后再访问',
      '企业用户请联系本单位网银管理员，为您的操作员开通相应功能权限',
      '如权限已开通仍无法访问，请退出后重新登录',
    ],
  },

  invalid: {
    title: '页面已失效',
    subtitle: '您访问的页面链接已过期或已失效。',
    tips: [
      '链接可能已超过有效期，或已被使用过',
      '长时间未操作时，为保障您的账户安全，页面会自动失效',
      '请返回首页重新进入，或重新登录后继续办理业务',
    ],
  },

  ie8: {
    title: '浏览器版本过低',
    subtitle: '浏览器版本过低，无法登录，请使用 IE8 及以上版本的浏览器。',
    detail: '为保障您的资金安全和使用体验，建议使用以下浏览器的最新版本访问鼎信银行企业门户：',
    browsers: [
      { name: 'Google Chrome', note: '88 及以上版本' },
      { name: 'Microsoft Edge', note: '最新版本' },
      { name: 'Mozilla Firefox', note: '最新版本' },
    ],
    upgrade: '立即升级',
    /** The portal's download centre (下载中心 > 网银安全控件), which lists the recommended browsers. */
    upgradeUrl: '/netshield',
  },

  noMac: {
    title: '未检测到安全控件',
    subtitle: '系统未检测到本机的 MAC 信息及签名控件，暂时无法使用企业网银等需要安全认证的功能。',
    stepsTitle: '请按以下步骤处理',
    steps: [
      { title: '下载并安装安全控件', desc: '在“证书与安全助手”中下载“鼎信银行网银安全控件”，按提示完成安装。' },
      { title: '重启浏览器', desc: '安装完成后，请关闭所有浏览器窗口并重新打开，使控件生效。' },
      { title: '检查浏览器设置', desc: '确认浏览器未拦截或禁用安全控件扩展；如控件版本过低，请升级至最新版本。' },
      { title: '插入 USB Key', desc: '使用证书登录的企业用户，请插入本行颁发的 USB Key 并确认其管理工具已安装。' },
    ],
    download: '下载安全控件',
    retry: '重新检测',
    downloadUrl: '/netshield',
  },

  greenGold: {
    title: '产业融资平台暂时无法访问',
    subtitle: '抱歉，产业融资平台服务暂时不可用，可能正在进行系统维护或网络繁忙。',
    tips: [
      '请稍后重新进入产业融资平台',
      '如您正在提交融资申请，已保存的资料不会丢失',
      '如需紧急办理，请联系您的客户经理或拨打客服热线',
    ],
    retry: '重新进入',
    retryUrl: '/greenGoldPross',
  },
} as const;
