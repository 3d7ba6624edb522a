import { describe, expect, it } from 'vitest';
import { CHAT_IMAGE_MAX_BYTES } from '../src/limits.ts';
import { CHAT_MESSAGES } from '../src/messages.ts';
import { hasHumanForbiddenChars, isChatTextEmpty, validateChatImage, validateChatText } from '../src/validate/chat.ts';

describe('chat text', () => {
  it('refuses empty or blank text', () => {
    expect(isChatTextEmpty('')).toBe(true);
    expect(isChatTextEmpty(' \n\t')).toBe(true);
    expect(validateChatText('', false)).toEqual({ ok: false, message: '发送内容不能为空' });
  });
  it('refuses < > & only when talking to a human', () => {
    for (const c of ['<', '>', '&']) {
      expect(hasHumanForbiddenChars(`a${c}b`)).toBe(true);
      expect(validateChatText(`a${c}b`, true)).toEqual({ ok: false, message: '人工客服不允许发送这些字符' });
      expect(validateChatText(`a${c}b`, false)).toEqual({ ok: true });
    }
    expect(validateChatText('如何开通网银？', true)).toEqual({ ok: true });
  });
});

describe('chat images', () => {
  const ok = { name: 'screen.PNG', size: 1024 };
  it('only go to a human agent', () => {
    expect(validateChatImage(ok, false)).toEqual({ ok: false, message: CHAT_MESSAGES.imageOnlyToHuman });
    expect(validateChatImage(ok, true)).toEqual({ ok: true });
  });
  it('must be bmp, jpg, jpeg, png or gif', () => {
    for (const name of ['a.bmp', 'a.jpg', 'a.jpeg', 'a.png', 'a.gif']) expect(validateChatImage({ name, size: 1 }, true).ok).toBe(true);
    expect(validateChatImage({ name: 'a.webp', size: 1 }, true)).toEqual({ ok: false, message: '仅支持bmp、jpg、jpeg、png、gif格式' });
  });
  it('must be under 5 MB', () => {
    expect(validateChatImage({ name: 'a.png', size: CHAT_IMAGE_MAX_BYTES - 1 }, true).ok).toBe(true);
    expect(validateChatImage({ name: 'a.png', size: CHAT_IMAGE_MAX_BYTES }, true)).toEqual({ ok: false, message: '请上传5M以内的图片' });
  });
});
