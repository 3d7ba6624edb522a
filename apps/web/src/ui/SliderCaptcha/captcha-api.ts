import { checkSliderCaptcha } from '@portal/contract/calls/captcha/check';
import { getSliderCaptcha } from '@portal/contract/calls/captcha/get';
import { captchaVerificationOf, encodePointJson, pointText } from '@portal/contract/captcha/point';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import { API_TIMEOUT_MS, CAPTCHA_SUCCESS_CODE, CAPTCHA_TYPE } from '@portal/contract/limits';
import { readTimeDiff } from '../../api/session-storage.ts';
import type { Challenge } from './state.ts';
import { SLIDER_CAPTCHA_TEXTS } from './texts.ts';

/**
 * The captcha host's plain JSON protocol (no envelope, docs/decisions.md): POST JSON, read
 * `repCode`. Timestamps use the server-time difference of §4 Startup, like every call.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; message: string };

export async function post(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(API_PREFIX + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

export const now = () => Date.now() + readTimeDiff();

interface CaptchaReply<D> {
  repCode: string;
  repMsg: string | null;
  repData: D | null;
}

/** One call of the protocol, slider or audio: its parsed reply, or `failed` when it did not arrive or parse. */
export async function askCaptcha<D>(
  call: { path: string; response: { safeParse(raw: unknown): { success: true; data: CaptchaReply<D> } | { success: false } } },
  body: unknown,
  failed: string,
): Promise<Result<CaptchaReply<D>>> {
  try {
    const reply = call.response.safeParse(await post(call.path, body));
    return reply.success ? { ok: true, value: reply.data } : { ok: false, message: failed };
  } catch {
    return { ok: false, message: failed };
  }
}

export async function fetchChallenge(clientUid: string): Promise<Result<Challenge>> {
  const reply = await askCaptcha(getSliderCaptcha, { captchaType: CAPTCHA_TYPE, clientUid, ts: now() }, SLIDER_CAPTCHA_TEXTS.fetchFailed);
  if (!reply.ok) return reply;
  const { repCode, repMsg, repData } = reply.value;
  if (repCode !== CAPTCHA_SUCCESS_CODE || !repData) return { ok: false, message: repMsg || SLIDER_CAPTCHA_TEXTS.fetchFailed };
  return {
    ok: true,
    value: {
      token: repData.token,
      secretKey: repData.secretKey ?? null,
      backgroundSrc: `data:image/png;base64,${repData.originalImageBase64}`,
      pieceSrc: `data:image/png;base64,${repData.jigsawImageBase64}`,
    },
  };
}

/** Sends the point; on `0000` returns the `captchaVerification` for the follow-up call. */
export async function checkPoint(challenge: Challenge, clientUid: string, x: number): Promise<Result<string>> {
  const body = { captchaType: CAPTCHA_TYPE, pointJson: encodePointJson(x, challenge.secretKey), token: challenge.token, clientUid, ts: now() };
  const reply = await askCaptcha(checkSliderCaptcha, body, SLIDER_CAPTCHA_TEXTS.failed);
  if (!reply.ok) return reply;
  if (reply.value.repCode !== CAPTCHA_SUCCESS_CODE) return { ok: false, message: reply.value.repMsg || SLIDER_CAPTCHA_TEXTS.failed };
  return { ok: true, value: captchaVerificationOf(challenge.token, pointText(x), challenge.secretKey) };
}
