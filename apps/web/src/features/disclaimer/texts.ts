/** Strings of the agreement screen (/disclaimerInfo). */
export const DISCLAIMER_TEXTS = {
  heading: '服务协议',
  intro: '进入本页面前，请您仔细阅读以下协议内容。',
  updatedAt: (date: string) => `更新日期：${date}`,
  readFirst: (seconds: number) => `请阅读协议（${seconds}秒）`,
  agree: '我已阅读并同意',
  disagree: '不同意',
  loadFailed: '协议加载失败，请稍后重试。',
  missingId: '该页面未配置需阅读的协议，请稍后再试或联系客服 95386。',
  backHome: '返回首页',
} as const;
