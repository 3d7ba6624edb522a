import { describe, expect, it } from 'vitest';
import { isAudioAnswerShape, normaliseAudioDigits } from '../src/captcha/audio-answer.ts';

describe('the digits typed for the audio captcha', () => {
  it('are sent as plain ASCII digits, whatever keyboard typed them', () => {
    expect(normaliseAudioDigits(' 12 34-5 ')).toBe('12345');
    expect(normaliseAudioDigits('１２３４')).toBe('1234');
    expect(normaliseAudioDigits('１2－3 4')).toBe('1234');
  });

  it('have the shape of an answer only as 4 to 6 digits', () => {
    expect(['1234', '12345', '123456'].every(isAudioAnswerShape)).toBe(true);
    expect(['', '123', '1234567', '12a4', '一二三四'].some(isAudioAnswerShape)).toBe(false);
  });
});
