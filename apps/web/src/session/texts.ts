import { SESSION_MESSAGES } from '@portal/contract/messages';

export const SESSION_TEXTS = {
  ...SESSION_MESSAGES,
  noticeTitle: '温馨提示',
  relogin: '重新登录',
  close: '关闭',
  changePassword: '修改密码',
  later: '稍后再说',
  passwordChangedRelogin: '密码已修改，请使用新密码重新登录。',
} as const;
