import type * as z from 'zod/mini';
import { CAPTCHA_FIELD_LABELS, CAPTCHA_REP, type CaptchaRepName } from '@portal/contract/captcha/rep-codes';

/** The raw blockPuzzle reply: top-level, no envelope (docs/decisions.md). */
export interface CaptchaReply {
  repCode: string;
  repMsg: string | null;
  repData: unknown;
  success: boolean;
}

export function replyOk(repData: unknown): CaptchaReply {
  return { ...CAPTCHA_REP.SUCCESS, repData, success: true };
}

export function replyError(name: CaptchaRepName, field?: string): CaptchaReply {
  const { repCode, repMsg } = CAPTCHA_REP[name];
  const label = field ? (CAPTCHA_FIELD_LABELS[field] ?? field) : '';
  return { repCode, repMsg: repMsg.replace('{0}', label), repData: null, success: false };
}

/**
 * Validates a request with its contract schema; a failure becomes the protocol's field error
 * (`0011` missing, `0016` malformed) naming the first field at fault.
 */
export function parseRequest<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
): { ok: true; value: z.output<S> } | { ok: false; reply: CaptchaReply } {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return { ok: true, value: parsed.data as z.output<S> };
  const field = String(parsed.error.issues[0]?.path[0] ?? '');
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
  const missing = value === undefined || value === null || value === '';
  return { ok: false, reply: replyError(missing ? 'NULL_ERROR' : 'PARAM_FORMAT_ERROR', field) };
}
