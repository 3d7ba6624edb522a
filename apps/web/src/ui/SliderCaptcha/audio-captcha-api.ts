import { checkSliderCaptcha } from '@portal/contract/calls/captcha/check';
import { getAudioCaptcha } from '@portal/contract/calls/captcha/get';
import { encodeAudioAnswer } from '@portal/contract/captcha/audio-answer';
import { captchaVerificationOf } from '@portal/contract/captcha/point';
import { CAPTCHA_REP } from '@portal/contract/captcha/rep-codes';
import { CAPTCHA_AUDIO_TYPE, CAPTCHA_SUCCESS_CODE } from '@portal/contract/limits';
import { AUDIO_CAPTCHA_TEXTS as T } from './audio-texts.ts';
import { askCaptcha, now, type Result } from './captcha-api.ts';

/** The audio captcha on the slider's calls (issue 38 point 4): `captchaType` `audioDigits`. */
export interface AudioChallenge {
  token: string;
  secretKey: string | null;
  /** data: URL of the WAV file. */
  audioSrc: string;
  digitCount: number;
}

export async function fetchAudioChallenge(clientUid: string): Promise<Result<AudioChallenge>> {
  const reply = await askCaptcha(getAudioCaptcha, { captchaType: CAPTCHA_AUDIO_TYPE, clientUid, ts: now() }, T.fetchFailed);
  if (!reply.ok) return reply;
  const { repCode, repMsg, repData } = reply.value;
  if (repCode !== CAPTCHA_SUCCESS_CODE || !repData) return { ok: false, message: repMsg || T.fetchFailed };
  return {
    ok: true,
    value: {
      token: repData.token,
      secretKey: repData.secretKey ?? null,
      audioSrc: `data:audio/wav;base64,${repData.audioBase64}`,
      digitCount: repData.digitCount,
    },
  };
}

/** Sends the digits heard; on `0000` returns the `captchaVerification` for the follow-up call. */
export async function checkAudioDigits(challenge: AudioChallenge, clientUid: string, digits: string): Promise<Result<string>> {
  const body = { captchaType: CAPTCHA_AUDIO_TYPE, pointJson: encodeAudioAnswer(digits, challenge.secretKey), token: challenge.token, clientUid, ts: now() };
  const reply = await askCaptcha(checkSliderCaptcha, body, T.failed);
  if (!reply.ok) return reply;
  const { repCode, repMsg } = reply.value;
  if (repCode === CAPTCHA_REP.API_CAPTCHA_COORDINATE_ERROR.repCode) return { ok: false, message: T.wrongDigits };
  if (repCode !== CAPTCHA_SUCCESS_CODE) return { ok: false, message: repMsg || T.failed };
  return { ok: true, value: captchaVerificationOf(challenge.token, digits, challenge.secretKey) };
}
