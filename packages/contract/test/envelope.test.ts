import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes, isHex, utf8Encode } from '../src/envelope/bytes.ts';
import { jsCipher } from '../src/envelope/cipher.ts';
import { isSealedBody, seal, sign, signaturesEqual, signingString, unseal } from '../src/envelope/protocol.ts';
import { prepareSm2ForTab, sm2DecryptField, sm2EncryptField, sm2GenerateKeyPair, sm2PublicKeyOf } from '../src/envelope/sm2-fields.ts';

const KEY = '0123456789abcdef0123456789abcdef';
const IV = 'fedcba9876543210fedcba9876543210';

describe('byte helpers', () => {
  it('round-trips base64 like the platform encoder', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const b64 = bytesToBase64(bytes);
        expect(b64).toBe(btoa(String.fromCharCode(...bytes)));
        expect(base64ToBytes(b64)).toEqual(bytes);
      }),
    );
  });

  it('round-trips hex', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(hexToBytes(bytesToHex(bytes))).toEqual(bytes);
      }),
    );
  });

  it('rejects malformed base64 and hex', () => {
    expect(() => base64ToBytes('abc')).toThrow();
    expect(() => base64ToBytes('ab!=')).toThrow();
    expect(() => hexToBytes('abc')).toThrow();
    expect(isHex(KEY, 16)).toBe(true);
    expect(isHex(KEY, 15)).toBe(false);
  });
});

describe('signing (ARCHITECTURE §4.3)', () => {
  it('signs METHOD\\npath\\ntimestamp\\nnonce\\ntoken\\nbody', () => {
    const input = { method: 'post', path: '/qjmh/api/x?a=1', timestamp: '1', nonce: 'n', token: 't', body: '{"iv":"0"}' };
    expect(signingString(input)).toBe('POST\n/qjmh/api/x?a=1\n1\nn\nt\n{"iv":"0"}');
    // HMAC-SM3 of 'abc' under 16 zero bytes, checked against OpenSSL.
    expect(jsCipher.hmacSm3('00'.repeat(16), 'abc')).toBe('36525058ca466791502435c910517f1a7e86613d5f35ac1f18a94def0eaac81f');
    expect(sign(jsCipher, KEY, input)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('compares signatures exactly', () => {
    expect(signaturesEqual('abcd', 'abcd')).toBe(true);
    expect(signaturesEqual('abcd', 'abce')).toBe(false);
    expect(signaturesEqual('abcd', 'abc')).toBe(false);
  });
});

describe('sealing (SM4-CBC, PKCS#7)', () => {
  it('matches the OpenSSL vector for SM4-CBC', () => {
    expect(bytesToHex(jsCipher.sm4CbcEncrypt('00'.repeat(16), '00'.repeat(16), utf8Encode('hello')))).toBe(
      'e2bf0317ea013daa39adc4a985f1e6cb',
    );
  });

  it('round-trips any JSON value, Chinese text included', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const sealed = seal(jsCipher, KEY, value, IV);
        expect(isSealedBody(sealed)).toBe(true);
        expect(unseal(jsCipher, KEY, sealed)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 50 },
    );
    expect(unseal(jsCipher, KEY, seal(jsCipher, KEY, { 名称: '企业网银' }))).toEqual({ 名称: '企业网银' });
  });

  it('fails to open under a different key', () => {
    const sealed = seal(jsCipher, KEY, { a: 1 }, IV);
    expect(() => unseal(jsCipher, 'ff'.repeat(16), sealed)).toThrow();
  });

  it('recognises only well-formed sealed bodies', () => {
    expect(isSealedBody({ iv: IV, data: 'AAAA' })).toBe(true);
    expect(isSealedBody({ iv: 'xyz', data: 'AAAA' })).toBe(false);
    expect(isSealedBody({ iv: IV })).toBe(false);
    expect(isSealedBody(null)).toBe(false);
  });
});

describe('SM2 field encryption (§4.6)', () => {
  it('encrypts C1C3C2 hex without the leading 04 and decrypts with the private key', () => {
    const { publicKey, privateKey } = sm2GenerateKeyPair();
    expect(sm2PublicKeyOf(privateKey)).toBe(publicKey);
    const cipher = sm2EncryptField('Passw0rd!', publicKey);
    expect(cipher).toMatch(/^[0-9a-f]+$/);
    // C1 (64 bytes, no 04) + C3 (32 bytes) + C2 (9 bytes) = 105 bytes.
    expect(cipher).toHaveLength(210);
    expect(sm2DecryptField(cipher, privateKey)).toBe('Passw0rd!');
  });

  it('refuses a cipher text made for another key', () => {
    const a = sm2GenerateKeyPair();
    const b = sm2GenerateKeyPair();
    expect(() => sm2DecryptField(sm2EncryptField('secret', a.publicKey), b.privateKey)).toThrow();
  });

  it('gives the same keys and cipher texts the server reads with a browser tab\'s small tables', () => {
    const before = sm2GenerateKeyPair();
    prepareSm2ForTab();
    // The GM/T 0003.5 example key: d·G must not depend on the table that computes it.
    expect(sm2PublicKeyOf('3945208f7b2144b13f36e38ac6d39f95889393692860b51a42fb81ef4df7c5b8')).toBe(
      '0409f9df311e5421a150dd7d161e4bc5c672179fad1833fc076bb08ff356f35020ccea490ce26775a52dc6ea718cc1aa600aed05fbf35e084a6632f6072da9ad13',
    );
    expect(sm2PublicKeyOf(before.privateKey)).toBe(before.publicKey);
    expect(sm2DecryptField(sm2EncryptField('Passw0rd!', before.publicKey), before.privateKey)).toBe('Passw0rd!');
    // The prepared key is kept: a second field for the same key.
    expect(sm2DecryptField(sm2EncryptField('第二个', before.publicKey), before.privateKey)).toBe('第二个');
  });
});
