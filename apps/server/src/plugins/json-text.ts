import type * as z from 'zod/mini';
import type { CallDef } from '@portal/contract/call';

/**
 * A call's reply already serialised and UTF-8 encoded, for replies that repeat until something
 * changes (a status or chat poll answered from memory): the call seals the bytes it has
 * instead of serialising the same value again. Never compressed (see JsonDocument).
 */
export class JsonText {
  readonly bytes: Uint8Array;

  constructor(readonly text: string) {
    this.bytes = Buffer.from(text, 'utf8');
  }
}

/** The reply `value` of `call`, serialised once; typed by the call's response schema. */
export function replyText<C extends CallDef>(_call: C, value: z.input<C['response']>): JsonText {
  return new JsonText(JSON.stringify(value));
}
