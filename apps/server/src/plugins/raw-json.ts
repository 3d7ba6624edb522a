import type { FastifyInstance } from 'fastify';
import type { SealedBody } from '@portal/contract/envelope/protocol';
import { AppError } from '../errors.ts';
import { refuseUnstorable } from './storable-input.ts';

/** Parses JSON bodies while keeping the raw text, which the envelope signature covers. */
export function registerRawJsonParser(app: FastifyInstance, bodyLimit: number): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (req, body, done) => {
    const text = body as string;
    req.rawBody = text;
    try {
      done(null, parseJsonBody(text));
    } catch (err) {
      done(err as AppError, undefined);
    }
  });
}

/** A JSON body's value (none for an empty body); text that is not JSON is refused with INVALID_JSON. */
export function parseJsonBody(text: string): unknown {
  if (text === '') return undefined;
  const sealed = sealedBodyByPosition(text);
  if (sealed) return sealed;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON');
  }
  // Plain JSON calls (the captcha's, the handshake) are decoded here and nowhere else.
  refuseUnstorable(value, text);
  return value;
}

const HEAD = '{"iv":"';
const IV_END = HEAD.length + 32;
const MIDDLE = '","data":"';
const TAIL = '"}';
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * A sealed body exactly as the envelope's clients write it, `{"iv":"<32>","data":"…"}`, taken
 * apart by position. It is used only for text that JSON.parse reads the same way: printable
 * ASCII, no backslash, and no quote inside either value. The hottest calls then skip a call
 * into the JSON parser, which costs microseconds when the caches are cold
 * (docs/performance.md); any other text is parsed as JSON.
 */
export function sealedBodyByPosition(text: string): SealedBody | undefined {
  const dataStart = IV_END + MIDDLE.length;
  const dataEnd = text.length - TAIL.length;
  if (dataEnd < dataStart || !text.startsWith(HEAD) || !text.startsWith(MIDDLE, IV_END) || !text.endsWith(TAIL)) return undefined;
  for (let i = HEAD.length; i < dataEnd; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code > 0x7e || code === BACKSLASH) return undefined;
    if (code === QUOTE && (i < IV_END || i >= dataStart)) return undefined;
  }
  return { iv: text.slice(HEAD.length, IV_END), data: text.slice(dataStart, dataEnd) };
}
