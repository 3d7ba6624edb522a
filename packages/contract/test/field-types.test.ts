import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import '../src/zod-locale.ts';
import type { CallDef } from '../src/call.ts';
import { checkSliderCaptcha } from '../src/calls/captcha/check.ts';
import { getSliderCaptcha } from '../src/calls/captcha/get.ts';
import { ALL_CALLS } from '../src/calls/index-of-calls.ts';
import { INT4_MAX } from '../src/limits.ts';
import { VALIDATION_MESSAGES } from '../src/messages.ts';
import { ZDay, ZInt4, ZMultilineText, ZRowId, ZText, hasControlCharacters } from '../src/validate/field-types.ts';
import { leavesOf, sampleOf, validInput } from './schema-inputs.ts';

const refusal = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('shared field types', () => {
  it('refuses every control character in single-line text, with the Chinese message', () => {
    for (let code = 0; code <= 0x9f; code++) {
      const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
      const value = `名称${String.fromCharCode(code)}x`;
      expect({ code, message: refusal(ZText, value) }).toEqual({ code, message: control ? VALIDATION_MESSAGES.controlCharacters : undefined });
      expect(hasControlCharacters(value)).toBe(control);
    }
  });

  it('keeps tab, line feed and carriage return in multi-line text only', () => {
    for (const kept of ['\t', '\n', '\r', '\r\n']) {
      expect(ZMultilineText.safeParse(`第一行${kept}第二行`).success).toBe(true);
      expect(refusal(ZText, `第一行${kept}第二行`)).toBe(VALIDATION_MESSAGES.controlCharacters);
    }
    for (const refused of ['\u0000', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085']) {
      expect(refusal(ZMultilineText, `第一行${refused}第二行`)).toBe(VALIDATION_MESSAGES.controlCharacters);
    }
  });

  it('takes Chinese, emoji and other printable text; refuses a lone surrogate half', () => {
    for (const text of ['中国银行 企业网银', 'a😀b', 'ＡＢＣ　全角', 'é\u200b\u00a0x', '']) expect(ZText.safeParse(text).success).toBe(true);
    for (const broken of ['\ud800', 'a\udc00b', '😀'.slice(0, 1)]) expect(refusal(ZText, broken)).toBe(VALIDATION_MESSAGES.controlCharacters);
  });

  it('bounds row ids and int4 numbers to what an integer column holds', () => {
    const id = ZRowId('文档编号不正确');
    expect(id.safeParse(INT4_MAX).success).toBe(true);
    expect(refusal(id, INT4_MAX + 1)).toBe('文档编号不正确');
    expect(refusal(id, 0)).toBe('文档编号不正确');
    expect(refusal(ZRowId(), 2 ** 53)).toBeDefined();
    expect(ZInt4().safeParse(0).success).toBe(true);
    expect(refusal(ZInt4(), INT4_MAX + 1)).toBe(VALIDATION_MESSAGES.numberOutOfRange);
    expect(refusal(ZInt4(), -1)).toBe(VALIDATION_MESSAGES.numberOutOfRange);
  });

  it('takes only real calendar days', () => {
    expect(ZDay().safeParse('2024-02-29').success).toBe(true);
    for (const day of ['2023-02-29', '2026-13-01', '0000-01-01', '9999-99-99', '2026-1-1', '']) {
      expect({ day, message: refusal(ZDay(), day) }).toEqual({ day, message: '日期格式应为 yyyy-mm-dd' });
    }
  });
});

/** Every call a browser or a script can make, the captcha's plain JSON calls included. */
const CALLS: [string, CallDef][] = [...Object.entries(ALL_CALLS), ['getSliderCaptcha', getSliderCaptcha], ['checkSliderCaptcha', checkSliderCaptcha]];

describe('every text field of every request', () => {
  it('refuses NUL, other control characters and lone surrogates wherever they stand', () => {
    const accepted: string[] = [];
    let fields = 0;
    for (const [name, call] of CALLS) {
      for (const leaf of leavesOf(call.request, validInput(call.request) ?? {})) {
        if (leaf.kind !== 'string' && leaf.kind !== 'key') continue;
        fields++;
        const sample = sampleOf(leaf.schema);
        const valid = typeof sample === 'string' && sample.length > 1 ? sample : 'ab';
        const middle = valid.length >> 1;
        const bad = [`${valid}\u0000`, `${valid.slice(0, middle)}\u0000${valid.slice(middle)}`, '\u0000', `${valid}\u001b`, `${valid.slice(0, middle)}\ud800${valid.slice(middle)}`];
        for (const value of bad) {
          if (leaf.schema.safeParse(value).success) accepted.push(`${name}.${leaf.path.join('.')} ${JSON.stringify(value)}`);
        }
      }
    }
    expect(fields).toBeGreaterThan(200);
    expect(accepted).toEqual([]);
  });

  it('builds a valid input for every call from its schema (what the server fuzz test starts from)', () => {
    const without = CALLS.filter(([, call]) => validInput(call.request) === undefined).map(([name]) => name);
    expect(without).toEqual([]);
  });
});
