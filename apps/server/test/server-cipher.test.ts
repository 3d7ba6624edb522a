import { createCipheriv, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { sign } from '@portal/contract/envelope/protocol';
import { fillRandomIv, serverCipher, signatureHolds } from '../src/modules/security/server-cipher.ts';
import { sm4CbcDecrypt, sm4CbcEncrypt, sm4Keys } from '../src/modules/security/sm4.ts';

const hex16 = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Buffer.from(b).toString('hex'));

function openSslSm4Cbc(keyHex: string, ivHex: string, plain: Uint8Array): string {
  const c = createCipheriv('sm4-cbc', Buffer.from(keyHex, 'hex'), Buffer.from(ivHex, 'hex'));
  return Buffer.concat([c.update(plain), c.final()]).toString('hex');
}

describe('table SM4', () => {
  it('gives the standard test vector (GB/T 32907-2016, appendix A.1)', () => {
    const key = Buffer.from('0123456789abcdeffedcba9876543210', 'hex');
    // One block with a zero IV is the plain block cipher; the second block is the padding.
    const out = sm4CbcEncrypt(sm4Keys(key), Buffer.alloc(16), key);
    expect(out.subarray(0, 16).toString('hex')).toBe('681edf34d206965e86b3e94f536e4246');
  });

  it('refuses ciphertext that is not whole blocks and bad padding', () => {
    const keys = sm4Keys(Buffer.alloc(16, 7));
    const iv = Buffer.alloc(16, 1);
    expect(() => sm4CbcDecrypt(keys, iv, Buffer.alloc(15))).toThrow();
    expect(() => sm4CbcDecrypt(keys, iv, Buffer.alloc(0))).toThrow();
    const sealed = sm4CbcEncrypt(keys, iv, Buffer.from('{"a":1}'));
    expect(() => sm4CbcDecrypt(sm4Keys(Buffer.alloc(16, 8)), iv, sealed)).toThrow();
  });
});

describe('the server, OpenSSL and the browser\'s JavaScript agree', () => {
  it('SM4-CBC: byte for byte, and each decrypts what the others encrypt', () => {
    fc.assert(
      fc.property(hex16, hex16, fc.uint8Array({ maxLength: 300 }), (key, iv, plain) => {
        const server = Buffer.from(serverCipher.sm4CbcEncrypt(key, iv, plain)).toString('hex');
        expect(server).toBe(openSslSm4Cbc(key, iv, plain));
        const browser = jsCipher.sm4CbcEncrypt(key, iv, plain);
        expect(Buffer.from(browser).toString('hex')).toBe(server);
        expect(Buffer.from(jsCipher.sm4CbcDecrypt(key, iv, Buffer.from(server, 'hex')))).toEqual(Buffer.from(plain));
        expect(Buffer.from(serverCipher.sm4CbcDecrypt(key, iv, browser))).toEqual(Buffer.from(plain));
      }),
      { numRuns: 200 },
    );
  });

  it('HMAC-SM3 over UTF-8 text of every length around the block boundaries', () => {
    fc.assert(
      fc.property(hex16, fc.string({ unit: 'grapheme', maxLength: 300 }), (key, text) => {
        const server = serverCipher.hmacSm3(key, text);
        expect(server).toBe(createHmac('sm3', Buffer.from(key, 'hex')).update(text, 'utf8').digest('hex'));
        expect(server).toBe(jsCipher.hmacSm3(key, text));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the signature check', () => {
  it('holds exactly for the signature sign() gives, in either case, over ASCII and other text', () => {
    const line = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 80 }));
    fc.assert(
      fc.property(hex16, fc.constantFrom('GET', 'POST', 'post'), line, line, line, line, line, (key, method, path, timestamp, nonce, token, body) => {
        const input = { method, path, timestamp, nonce, token, body };
        const signature = sign(jsCipher, key, input);
        expect(signatureHolds(key, input, signature)).toBe(true);
        expect(signatureHolds(key, input, signature.toUpperCase())).toBe(true);
        expect(signatureHolds(key, { ...input, body: `${body} ` }, signature)).toBe(false);
        expect(signatureHolds(key, input, signature.slice(0, 63))).toBe(false);
        expect(signatureHolds(key, input, `${signature.slice(0, 63)}g`)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('table SM3', () => {
  it('matches OpenSSL at every message length from 0 to 200 bytes (padding spills into a new block at 56)', () => {
    const key = '00112233445566778899aabbccddeeff';
    for (let n = 0; n <= 200; n++) {
      const text = 'a'.repeat(n);
      expect(serverCipher.hmacSm3(key, text), `length ${n}`).toBe(createHmac('sm3', Buffer.from(key, 'hex')).update(text).digest('hex'));
    }
  });
});

describe('pooled IVs', () => {
  it('never repeat across pool refills', () => {
    const ivs = new Set(Array.from({ length: 1000 }, () => Buffer.from(fillRandomIv(new Uint8Array(16))).toString('hex')));
    expect(ivs.size).toBe(1000);
  });
});
