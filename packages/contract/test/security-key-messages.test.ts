import { describe, expect, it } from 'vitest';
import { HARDWARE_KEY_MESSAGES, SECURITY_DEVICE_MESSAGES, SIGN_CONTROL_ERRORS } from '../src/messages.ts';
import { isBankUrl } from '../src/security-key/bank-url.ts';
import { compareVersions } from '../src/security-key/key-api.ts';
import {
  ALL_KEY_FAILURE_CODES,
  HARDWARE_KEY_CODES,
  SECURITY_DEVICE_CODES,
  keyFailureMessage,
  normaliseDeviceCode,
} from '../src/security-key/key-messages.ts';

const CHINESE = /[\u4e00-\u9fff]/;

describe('§8 key failure table', () => {
  it('gives every code a Chinese message of its own kind, never the unknown fallback', () => {
    for (const code of ALL_KEY_FAILURE_CODES) {
      const text = keyFailureMessage({ code, keyName: 'FT0001' });
      expect(text, code).toMatch(CHINESE);
      if (code !== 'UNKNOWN' && code !== 'HK_UNKNOWN') expect(text, code).not.toBe(HARDWARE_KEY_MESSAGES.unknown);
    }
    expect(ALL_KEY_FAILURE_CODES).toHaveLength(12 + 15 + 15);
  });

  it('maps the signing-control codes of §8', () => {
    expect(Object.keys(SIGN_CONTROL_ERRORS)).toEqual([
      'CONTROL_NOT_FOUND', 'CERT_NOT_FOUND', 'CONTROL_DISABLED', 'UNKNOWN', 'CONTROL_VERSION_LOW', 'NO_TOKEN',
      'INTERFACE_ERROR', 'EXTENSION_NOT_FOUND', 'CERT_SN_MISMATCH', 'SIGN_ERROR', 'NO_PERMISSION', 'DOWNLOAD_ERROR',
    ]);
    expect(keyFailureMessage({ code: 'CONTROL_VERSION_LOW' })).toBe(SIGN_CONTROL_ERRORS.CONTROL_VERSION_LOW);
  });

  it('reads device code 0xa0071001 as certificate not found, in any spelling', () => {
    for (const code of ['0xa0071001', '0XA0071001', String(0xa0071001)]) {
      expect(keyFailureMessage({ code })).toBe(SIGN_CONTROL_ERRORS.CERT_NOT_FOUND);
    }
    expect(normaliseDeviceCode(0xa007100d)).toBe('0xa007100d');
  });

  it('uses the UOS text for the device-not-unique code on UOS, the Windows text elsewhere', () => {
    expect(keyFailureMessage({ code: '0xa007100d', platform: 'uos' })).toBe(SECURITY_DEVICE_MESSAGES.uos.deviceNotUnique);
    expect(keyFailureMessage({ code: '0xa007100d', platform: 'uos' })).toContain('刷新');
    expect(keyFailureMessage({ code: '0xa007100d' })).toBe(SECURITY_DEVICE_MESSAGES.windows.deviceNotUnique);
    expect(keyFailureMessage({ code: '0xa0071002' })).toBe('您已取消证书选择。');
    expect(Object.keys(SECURITY_DEVICE_CODES)).toHaveLength(15);
  });

  it('names the key in the multiple-keys message and recognises the extension texts', () => {
    expect(keyFailureMessage({ code: 'HK_MULTIPLE_KEYS', keyName: 'FT12AB' })).toContain('“FT12AB”');
    expect(keyFailureMessage({ code: 'INTERFACE_ERROR', detail: 'Extension has been remove!' })).toBe(HARDWARE_KEY_MESSAGES.extensionRemoved);
    expect(keyFailureMessage({ code: 'x', detail: 'Extension does not exist!' })).toBe(HARDWARE_KEY_MESSAGES.extensionMissing);
    expect(keyFailureMessage({ code: 'HK_SIGNATURE_EMPTY' })).toBe(HARDWARE_KEY_MESSAGES.signatureEmpty);
    expect(Object.keys(HARDWARE_KEY_CODES)).toHaveLength(15);
  });

  it('reads codes it does not know as unknown error', () => {
    expect(keyFailureMessage({ code: 'NOPE' })).toBe(HARDWARE_KEY_MESSAGES.unknown);
    expect(keyFailureMessage({ code: '0xdeadbeef' })).toBe(HARDWARE_KEY_MESSAGES.unknown);
  });
});

describe('control versions', () => {
  it('compares V-prefixed and dotted versions', () => {
    expect(compareVersions('V3.2.0', 'V3')).toBeGreaterThan(0);
    expect(compareVersions('V3', '3.0.0')).toBe(0);
    expect(compareVersions('V2.9.9', 'V3')).toBeLessThan(0);
    expect(compareVersions('1.0.24.729', '1.0.24.1000')).toBeLessThan(0);
  });
});

describe('bank urls (§5)', () => {
  it('recognises the five bank hosts and nothing that merely starts like them', () => {
    expect(isBankUrl('https://ebank.dxbank.example/corporbank/index.html')).toBe(true);
    expect(isBankUrl('https://trust.dxbank.example:8443/')).toBe(true);
    expect(isBankUrl('//cfin.dxbank.example/x')).toBe(true);
    expect(isBankUrl('https://ebank.dxbank.example.evil.test/')).toBe(false);
    expect(isBankUrl('https://www.dxbank.example/')).toBe(false);
    expect(isBankUrl('/login')).toBe(false);
    expect(isBankUrl('javascript:alert(1)')).toBe(false);
    expect(isBankUrl(undefined)).toBe(false);
  });
});
