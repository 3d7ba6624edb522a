import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { nodeCipher } from '../src/modules/security/node-cipher.ts';

const hex16 = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Buffer.from(b).toString('hex'));

describe('native and JavaScript envelope primitives agree', () => {
  it('SM4-CBC: each decrypts what the other encrypts, byte for byte', () => {
    fc.assert(
      fc.property(hex16, hex16, fc.uint8Array({ maxLength: 200 }), (key, iv, plain) => {
        const a = nodeCipher.sm4CbcEncrypt(key, iv, plain);
        const b = jsCipher.sm4CbcEncrypt(key, iv, plain);
        expect(Buffer.from(a).toString('hex')).toBe(Buffer.from(b).toString('hex'));
        expect(Buffer.from(jsCipher.sm4CbcDecrypt(key, iv, a))).toEqual(Buffer.from(plain));
        expect(Buffer.from(nodeCipher.sm4CbcDecrypt(key, iv, b))).toEqual(Buffer.from(plain));
      }),
      { numRuns: 100 },
    );
  });

  it('HMAC-SM3 over UTF-8 text', () => {
    fc.assert(
      fc.property(hex16, fc.string({ unit: 'grapheme', maxLength: 100 }), (key, text) => {
        expect(nodeCipher.hmacSm3(key, text)).toBe(jsCipher.hmacSm3(key, text));
      }),
      { numRuns: 100 },
    );
  });
});

describe('pooled IVs', () => {
  it('are 32 hex characters and never repeat across pool refills', async () => {
    const { randomIvHex } = await import('../src/modules/security/node-cipher.ts');
    const ivs = new Set(Array.from({ length: 1000 }, () => randomIvHex()));
    expect(ivs.size).toBe(1000);
    for (const iv of ivs) expect(iv).toMatch(/^[0-9a-f]{32}$/);
  });
});
