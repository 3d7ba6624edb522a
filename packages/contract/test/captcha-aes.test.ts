/// <reference types="node" />
// node:crypto is the reference the browser implementation must match byte for byte.
import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aes128EcbEncrypt, aesEcbEncryptToBase64 } from '../src/captcha/aes-128-ecb.ts';
import { captchaVerificationOf, encodePointJson } from '../src/captcha/point.ts';

function nodeEcb(key: Uint8Array, plain: Uint8Array): Uint8Array {
  const cipher = createCipheriv('aes-128-ecb', key, null);
  return new Uint8Array(Buffer.concat([cipher.update(plain), cipher.final()]));
}

describe('AES-128-ECB/PKCS7 of the captcha', () => {
  it('matches the FIPS-197 appendix C.1 vector', () => {
    const key = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
    const plain = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    const out = aes128EcbEncrypt(key, plain);
    expect(Buffer.from(out.subarray(0, 16)).toString('hex')).toBe('69c4e0d86a7b0430d8cdb78070b4c55a');
    expect(out.length).toBe(32);
  });

  it('equals node:crypto byte for byte for any key and message', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), fc.uint8Array({ maxLength: 100 }), (key, plain) => {
        expect(Buffer.from(aes128EcbEncrypt(key, plain))).toEqual(Buffer.from(nodeEcb(key, plain)));
      }),
      { numRuns: 300 },
    );
  });

  it('encrypts text under a 16-character key like CryptoJS (Utf8 key, Base64 output)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 16, maxLength: 16, unit: fc.constantFrom(...'abcdefghijkLMNOP0123456789') }), fc.string(), (key, text) => {
        const expected = Buffer.from(nodeEcb(Buffer.from(key, 'utf8'), Buffer.from(text, 'utf8'))).toString('base64');
        expect(aesEcbEncryptToBase64(text, key)).toBe(expected);
      }),
    );
  });

  it('sends the point and verification in plain text when there is no key', () => {
    expect(encodePointJson(123.5, null)).toBe('{"x":123.5,"y":5}');
    expect(captchaVerificationOf('tok', '{"x":1,"y":5}', '')).toBe('tok---{"x":1,"y":5}');
  });
});
