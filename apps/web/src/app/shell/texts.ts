import { APP_TEXTS } from '../texts.ts';

/** User-facing strings of the page shell: header, footer and floating panel (§2). */
export const SHELL_TEXTS = {
  bankName: APP_TEXTS.bankName,
  homeLink: `${APP_TEXTS.bankName}首页`,
  topNavLabel: '快捷导航',
  mainNavLabel: '主导航',
  login: '登录',
  register: '注册',
  greeting: (name: string) => `您好，${name}`,
  personalCenter: '个人中心',
  logout: '退出',
  logoutTip: '退出登录',
  searchPlaceholder: '搜索功能名称',
  searchLabel: '搜索功能名称',
  searchButton: '搜索',
  searchNoResult: '未找到相关功能，请换个关键词试试',
  footerNavLabel: '页脚导航',
  footerImagesLabel: '关注我们',
  floatPanelLabel: '快捷工具',
  accountOpening: '预约开户',
  accountOpeningQrTip: '请使用微信扫码预约开户',
  accountOpeningQrNote: '线上预约，网点快速办理',
  accountOpeningQrAlt: '预约开户微信小程序二维码',
  close: '关闭',
  backToTop: '返回顶部',
} as const;
