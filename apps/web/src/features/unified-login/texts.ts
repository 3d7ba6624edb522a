/** Strings of unified login in the personal center (§7 /auth/unifyLogin). */
export const UNIFIED_LOGIN_TEXTS = {
  tab: '业务系统',
  intro: '您可以从这里直接进入本行的其他业务系统，无需再次登录。每次进入都会生成一次性登录凭证，凭证 1 分钟内有效且只能使用一次。',
  enter: '进入',
  entering: '正在进入…',
  lastEntered: (at: string) => `上次进入：${at}`,
  neverEntered: '尚未进入过',
  empty: '暂无可进入的业务系统',
  loadFailed: '业务系统列表加载失败，请稍后重试',
  retry: '重新加载',
  popupBlocked: '浏览器拦截了新窗口，请允许本网站打开弹出窗口后重试',
} as const;
