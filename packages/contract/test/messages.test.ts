import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_MESSAGES,
  CHAT_MESSAGES,
  DEVICE_CERT_NOT_FOUND_CODE,
  EXTENSION_ERROR_TEXT,
  FRIENDLY_REMINDER,
  MESSAGES,
  SECURITY_DEVICE_MESSAGES,
  SIGN_CONTROL_ERRORS,
  signControlMessage,
} from '../src/messages.ts';

/** Every string leaf of the catalogue, functions called with a sample argument. */
function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return [[path, String((value as (a: never) => unknown)('示例' as never))]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [];
}

describe('message catalogue', () => {
  it('has a non-empty Chinese text for every key (Base64/SKF names aside)', () => {
    for (const [path, text] of leaves(MESSAGES)) {
      expect(text.trim(), path).not.toBe('');
      expect(/[\u4e00-\u9fff]/.test(text), `${path}: ${text}`).toBe(true);
    }
  });

  it('keeps the texts the spec quotes verbatim', () => {
    expect(CHAT_MESSAGES.emptyContent).toBe('发送内容不能为空');
    expect(CHAT_MESSAGES.humanForbiddenChars).toBe('人工客服不允许发送这些字符');
    expect(CHAT_MESSAGES.imageTooLarge).toBe('请上传5M以内的图片');
    expect(CHAT_MESSAGES.imageFormat).toBe('仅支持bmp、jpg、jpeg、png、gif格式');
    expect(CAPTCHA_MESSAGES.slideRight).toBe('向右滑动完成验证');
    expect(CAPTCHA_MESSAGES.title).toBe('图形验证');
    expect(CAPTCHA_MESSAGES.completeVerification).toBe('请完成安全验证');
    expect(CAPTCHA_MESSAGES.refresh).toBe('刷新');
    expect(FRIENDLY_REMINDER.title).toBe('温馨提示');
    expect(EXTENSION_ERROR_TEXT).toEqual({ removed: 'Extension has been remove!', missing: 'Extension does not exist!' });
    expect(CHAT_MESSAGES.humanConfirm).toContain('8:00~23:00');
  });

  it('maps signing-control codes, the device not-found code and unknown codes', () => {
    expect(signControlMessage('SIGN_ERROR')).toBe(SIGN_CONTROL_ERRORS.SIGN_ERROR);
    expect(signControlMessage(DEVICE_CERT_NOT_FOUND_CODE)).toBe(SIGN_CONTROL_ERRORS.CERT_NOT_FOUND);
    expect(signControlMessage('0xA0071001')).toBe(SIGN_CONTROL_ERRORS.CERT_NOT_FOUND);
    expect(signControlMessage('nope')).toBe(SIGN_CONTROL_ERRORS.UNKNOWN);
    expect(signControlMessage('toString')).toBe(SIGN_CONTROL_ERRORS.UNKNOWN);
    expect(Object.keys(SIGN_CONTROL_ERRORS)).toHaveLength(12);
  });

  it('has the same security-device errors for Windows and UOS, UOS asking to unplug extras', () => {
    expect(Object.keys(SECURITY_DEVICE_MESSAGES.uos)).toEqual(Object.keys(SECURITY_DEVICE_MESSAGES.windows));
    expect(SECURITY_DEVICE_MESSAGES.uos.deviceNotUnique).toContain('拔出');
  });

  it('fills parameters into templates', () => {
    expect(CHAT_MESSAGES.sendFailed('你好')).toBe('消息“你好”发送失败');
    expect(MESSAGES.feedback.resendIn(42)).toBe('42秒后重新获取');
  });
});
