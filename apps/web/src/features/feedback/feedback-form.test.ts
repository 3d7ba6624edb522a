import { describe, expect, it } from 'vitest';
import { submitFeedback } from '@portal/contract/calls/feedback/submit-feedback';
import { imageIndexOf, toSubmitInput } from './feedback-form.ts';

describe('feedback form values', () => {
  it('sends trimmed text, the terminal name and the consent the call requires', () => {
    const input = toSubmitInput({
      feedbackType: 1,
      feedbackTitle: '  网银登录慢 ',
      linkman: ' 李四 ',
      linkInfo: '13912345678',
      msgCode: '123456',
      consent: true,
    });
    expect(input).toEqual({
      feedbackType: 1,
      feedbackTitle: '网银登录慢',
      feedbackDetail: '',
      linkman: '李四',
      linkInfo: '13912345678',
      msgCode: '123456',
      terminalName: 'PC',
      consent: true,
    });
    expect(submitFeedback.request.safeParse(input).success).toBe(true);
  });

  it('finds the picture a server error names', () => {
    expect(imageIndexOf('files.2')).toBe(2);
    expect(imageIndexOf('msgCode')).toBeNull();
    expect(imageIndexOf(undefined)).toBeNull();
  });
});
