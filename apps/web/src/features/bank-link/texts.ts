import { FRIENDLY_REMINDER } from '@portal/contract/messages';

export const BANK_LINK_TEXTS = {
  ...FRIENDLY_REMINDER,
  reasonsTitle: '检测结果：',
  installLink: '查看安全控件安装说明',
  checking: '正在检测签名控件…',
} as const;
