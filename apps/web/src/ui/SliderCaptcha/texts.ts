import { CAPTCHA_MESSAGES } from '@portal/contract/messages';

/** Texts of the slider captcha (§8 Captcha); the shared ones come from the contract. */
export const SLIDER_CAPTCHA_TEXTS = {
  ...CAPTCHA_MESSAGES,
  handleLabel: '拖动滑块',
  placeholder: '图片加载失败',
  /** Opens the audio alternative (issue 38 point 4) for those who cannot see or drag the slider. */
  toAudio: '看不清或无法拖动？改用语音验证码',
} as const;
