import { describe, expect, it } from 'vitest';
import { channelOf, pageCodeOf, titleOf } from './page-code.ts';

describe('page code, channel and title rules (§2)', () => {
  it('defaults the page code to index', () => {
    expect(pageCodeOf('')).toBe('index');
    expect(pageCodeOf('?pageCode=')).toBe('index');
    expect(pageCodeOf('?tabType=1')).toBe('index');
  });

  it('reads pageCode from the query', () => {
    expect(pageCodeOf('?pageCode=green_finance&x=1')).toBe('green_finance');
  });

  it('uses channel yqzl and the special title when the code contains yqzlmh', () => {
    expect(channelOf('yqzlmh')).toBe('yqzl');
    expect(channelOf('yqzlmh_product')).toBe('yqzl');
    expect(channelOf('index')).toBe('qjmh');
    expect(titleOf('yqzlmh')).toBe('鼎信银行银企直联服务门户');
    expect(titleOf('index')).toBe('鼎信银行企业金融门户');
  });
});
