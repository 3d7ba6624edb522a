/** Strings of the app frame: titles, loading and fallback texts. */
export const APP_TEXTS = {
  bankName: '鼎信银行',
  defaultTitle: '鼎信银行企业金融门户',
  /** Title of pages whose pageCode contains `yqzlmh` (the direct-connection portal). */
  yqzlTitle: '鼎信银行银企直联服务门户',
  loading: '页面加载中…',
  chunkLoadFailed: '页面资源加载失败，请检查网络后刷新页面',
  reload: '刷新页面',
} as const;
