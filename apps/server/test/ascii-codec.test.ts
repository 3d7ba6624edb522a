import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { seal, unseal } from '@portal/contract/envelope/protocol';
import { base64Decode, hexInto, writeBase64, writeHex } from '../src/modules/security/ascii-codec.ts';
import { sealedBodyByPosition } from '../src/plugins/raw-json.ts';
import { sealedReplyBytes } from '../src/plugins/sealed-reply.ts';

const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/;

describe('the envelope\'s hex and base64 codecs', () => {
  it('decode and write exactly what Buffer does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const buffer = Buffer.from(bytes);
        expect(hexInto(buffer.toString('hex'), new Uint8Array(bytes.length))).toEqual(bytes);
        expect(hexInto(buffer.toString('hex').toUpperCase(), new Uint8Array(bytes.length))).toEqual(bytes);
        expect(base64Decode(buffer.toString('base64'))).toEqual(buffer);
        const out = Buffer.alloc(bytes.length * 2 + 4);
        expect(out.toString('latin1', 2, writeHex(bytes, out, 2))).toBe(buffer.toString('hex'));
        expect(out.toString('latin1', 0, writeBase64(bytes, out, 0))).toBe(buffer.toString('base64'));
      }),
      { numRuns: 300 },
    );
  });

  it('refuse what the envelope refuses: any other character, misplaced padding, a length that is not whole', () => {
    /** The outcome of a decoder: the bytes, or `refused` when it throws. */
    const outcome = (decode: () => Uint8Array): Uint8Array | 'refused' => {
      try {
        return decode();
      } catch {
        return 'refused';
      }
    };
    // Well-formed base64 (whole quads, padding only at the end) reads as Buffer reads it; all else is refused.
    const expectedBase64 = (text: string) => (text.length % 4 === 0 && BASE64_TEXT.test(text) ? Buffer.from(text, 'base64') : 'refused');
    const wellFormed = fc.uint8Array({ maxLength: 30 }).map((bytes) => Buffer.from(bytes).toString('base64'));
    const base64ish = fc.string({ unit: fc.constantFrom(...'AZaz09+/=-_ \u00c1'), maxLength: 24 });
    fc.assert(
      fc.property(fc.oneof(wellFormed, base64ish, fc.string({ maxLength: 24 })), (text) => {
        expect(outcome(() => base64Decode(text))).toEqual(expectedBase64(text));
      }),
      { numRuns: 1000 },
    );
    // Hex of either case with whole bytes reads as Buffer reads it; all else is refused.
    const expectedHex = (text: string) => (text.length % 2 === 0 && /^[0-9a-fA-F]*$/.test(text) ? new Uint8Array(Buffer.from(text, 'hex')) : 'refused');
    const hexish = fc.string({ unit: fc.constantFrom(...'09afAFgG \u00ff'), maxLength: 12 });
    fc.assert(
      fc.property(fc.oneof(hexish, fc.string({ maxLength: 12 })), (text) => {
        expect(outcome(() => hexInto(text, new Uint8Array(Math.floor(text.length / 2))))).toEqual(expectedHex(text));
      }),
      { numRuns: 1000 },
    );
    for (const bad of ['A===', '====', 'AA=A', 'AAA', 'AA\u00c1A', '汉字汉字']) expect(() => base64Decode(bad), bad).toThrow();
    for (const bad of ['0g', '0', 'ÿÿ']) expect(() => hexInto(bad, new Uint8Array(1)), bad).toThrow();
  });
});

describe('a sealed body read by position', () => {
  const key = '00112233445566778899aabbccddeeff';

  it('takes the bodies the envelope\'s clients write', () => {
    const body = JSON.stringify(seal(jsCipher, key, { uuid: 'x', after: 3 }));
    expect(sealedBodyByPosition(body)).toEqual(JSON.parse(body));
  });

  it('gives what JSON.parse gives, or leaves the text to JSON.parse', () => {
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^[0-9a-f"\\]{32}$/));
    fc.assert(
      fc.property(value, value, (iv, data) => {
        const text = JSON.stringify({ iv, data });
        // Taken by position exactly when JSON.stringify wrote both values unescaped: 32 characters
        // of printable ASCII other than quote and backslash for the IV, any number for the data.
        const plain = /^[ -!#-[\]-~]*$/;
        const byPosition = iv.length === 32 && plain.test(iv) && plain.test(data);
        expect(sealedBodyByPosition(text)).toEqual(byPosition ? JSON.parse(text) : undefined);
      }),
      { numRuns: 500 },
    );
    for (const text of ['{"iv":"0123456789abcdef0123456789abcdef","data":"a\\"b"}', '{"iv":"0123456789abcdef0123456789abcdef", "data":""}', '{"iv":"0123456789abcdef0123456789abcdef","data":"x"} ']) {
      expect(sealedBodyByPosition(text), text).toBeUndefined();
    }
  });
});

describe('a sealed reply written as bytes', () => {
  it('is the §4.5 reply: ASCII JSON with the success message, opened by the browser\'s cipher', () => {
    const key = '0123456789abcdeffedcba9876543210';
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const bytes = sealedReplyBytes(key, Buffer.from(JSON.stringify(value), 'utf8'), '');
        expect(bytes.every((b) => b < 0x80)).toBe(true);
        const reply = JSON.parse(bytes.toString('utf8')) as { code: number; msg: string; iv: string; data: string };
        expect(Object.keys(reply)).toEqual(['code', 'msg', 'iv', 'data']);
        expect([reply.code, reply.msg]).toEqual([200, '成功']);
        expect(unseal(jsCipher, key, reply)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 200 },
    );
    const encoded = JSON.parse(sealedReplyBytes(key, Buffer.from('x'), 'deflate-raw').toString()) as Record<string, unknown>;
    expect(encoded.enc).toBe('deflate-raw');
  });

  it('draws a new IV for every reply', () => {
    const ivs = new Set(Array.from({ length: 600 }, () => (JSON.parse(sealedReplyBytes('0123456789abcdeffedcba9876543210', Buffer.from('1'), '').toString()) as { iv: string }).iv));
    expect(ivs.size).toBe(600);
  });
});
