import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  BIND_STATUS,
  BORROW_TAGS,
  CERTIFICATE_TYPES,
  codesOf,
  isCodeOf,
  isWeakSessionStatus,
  labelOf,
  PROCESS_STATUS,
  USER_STATUS,
  WEAK_SESSION_STATUS,
  ZAccountType,
  ZBindStatus,
  ZProcessStatus,
  ZUserStatus,
} from '../src/codes.ts';

describe('code maps of spec §3', () => {
  it('carry exactly the spec codes', () => {
    expect(codesOf(PROCESS_STATUS)).toEqual(['DS', 'ST', 'SJ', 'YC', 'DT']);
    expect(codesOf(USER_STATUS)).toEqual(['YX', 'WX', 'DX', 'DS']);
    expect(codesOf(BIND_STATUS)).toEqual(['YB', 'WB']);
    expect(codesOf(ACCOUNT_TYPES)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', 'G', 'T', 'Z']);
    expect(codesOf(CERTIFICATE_TYPES)).toEqual(['0', '8']);
    expect(codesOf(BORROW_TAGS)).toEqual(['0', '1', '2']);
  });

  it('label codes in Chinese', () => {
    expect(labelOf(PROCESS_STATUS, 'SJ')).toBe('审核拒绝');
    expect(labelOf(USER_STATUS, 'DS')).toBe('待失效');
    expect(labelOf(BIND_STATUS, 'YB')).toBe('已绑定');
    expect(labelOf(ACCOUNT_TYPES, 'T')).toBe('他行账户');
    expect(labelOf(BORROW_TAGS, '1')).toBe('收入');
  });

  it('fall back to the raw code, or a given text, for unknown codes', () => {
    expect(labelOf(PROCESS_STATUS, 'ZZ')).toBe('ZZ');
    expect(labelOf(PROCESS_STATUS, 'ZZ', '--')).toBe('--');
    expect(labelOf(PROCESS_STATUS, undefined)).toBe('');
    expect(labelOf(ACCOUNT_TYPES, 'toString')).toBe('toString');
  });

  it('narrow wire values', () => {
    expect(isCodeOf(BIND_STATUS, 'WB')).toBe(true);
    expect(isCodeOf(BIND_STATUS, 'wb')).toBe(false);
    expect(isCodeOf(BIND_STATUS, 1)).toBe(false);
    expect(isCodeOf(BIND_STATUS, '__proto__')).toBe(false);
  });

  it('have zod enums over the codes', () => {
    expect(ZProcessStatus.parse('DT')).toBe('DT');
    expect(ZUserStatus.safeParse('XX').success).toBe(false);
    expect(ZBindStatus.options).toEqual(['YB', 'WB']);
    expect(ZAccountType.safeParse('G').success).toBe(true);
    expect(ZAccountType.safeParse('9').success).toBe(false);
  });
});

describe('weak user session status', () => {
  it('is D000000001 and nothing else', () => {
    expect(WEAK_SESSION_STATUS).toBe('D000000001');
    expect(isWeakSessionStatus('D000000001')).toBe(true);
    expect(isWeakSessionStatus('D000000002')).toBe(false);
    expect(isWeakSessionStatus(undefined)).toBe(false);
    expect(isWeakSessionStatus('d000000001')).toBe(false);
  });
});
