import { CAPTCHA_MESSAGES } from '@portal/contract/messages';

/** Texts of the audio captcha panel (issue 38 point 4), loaded with the panel. */
export const AUDIO_CAPTCHA_TEXTS = {
  title: '语音验证码',
  hint: '请点击“播放语音”，收听一组用普通话朗读的数字，然后输入您听到的数字。',
  play: '播放语音',
  another: '换一个',
  inputLabel: '听到的数字',
  inputPlaceholder: '请输入数字',
  submit: '提交验证',
  toSlider: '改用滑块验证',
  loading: CAPTCHA_MESSAGES.loading,
  success: CAPTCHA_MESSAGES.success,
  fetchFailed: '语音验证码加载失败，请点击“换一个”重试',
  playFailed: '无法播放语音，请检查设备的声音设置，或点击“换一个”重试',
  empty: '请输入您听到的数字',
  digitCount: (count: number) => `请输入您听到的${count}位数字`,
  wrongDigits: '输入的数字与语音不符，已为您换了一段新的语音，请重新收听后输入',
  failed: CAPTCHA_MESSAGES.failed,
} as const;
