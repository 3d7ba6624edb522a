import { TRANSPORT_MESSAGES } from '@portal/contract/messages';

/** Strings of the app frame: bank name, titles and fallback texts. */
export const APP_TEXTS = {
  bankName: '鼎信银行',
  defaultTitle: '鼎信银行企业金融门户',
  /** Title of pages whose pageCode contains `yqzlmh` (the direct-connection portal). */
  yqzlTitle: '鼎信银行银企直联服务门户',
  chunkLoadFailed: TRANSPORT_MESSAGES.chunkLoadFailed,
  reload: '刷新页面',
} as const;
