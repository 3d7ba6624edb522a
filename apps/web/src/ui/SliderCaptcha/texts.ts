import { CAPTCHA_MESSAGES } from '@portal/contract/messages';

/** Texts of the slider captcha (§8 Captcha); the shared ones come from the contract. */
export const SLIDER_CAPTCHA_TEXTS = {
  ...CAPTCHA_MESSAGES,
  handleLabel: '拖动滑块',
  placeholder: '图片加载失败',
} as const;
