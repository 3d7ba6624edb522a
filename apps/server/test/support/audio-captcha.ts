import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CAPTCHA_AUDIO_TYPE } from '@portal/contract/limits';
import { captchaChallenges } from '../../src/db/schema/captcha.ts';
import { aesEcb, newSliderClientUid, postCaptcha } from './slider-captcha.ts';
import type { TestServer } from './test-app.ts';

/** The audio captcha (issue 38 point 4) as a client speaks it: the slider's protocol, another captchaType. */
export interface AudioChallenge {
  clientUid: string;
  token: string;
  secretKey: string;
  /** The WAV file the reply carries. */
  audio: Buffer;
  digitCount: number;
  /** Every field of the reply's repData, to look for what must not be there. */
  repData: Record<string, unknown>;
  /** The answer, read from the test server's database. */
  digits: string;
}

/** An audio challenge for `clientUid` and its answer; the repCode instead when there is none (6201, 6202). */
export async function getAudioChallenge(server: TestServer, clientUid = newSliderClientUid()): Promise<AudioChallenge | string> {
  const got = await postCaptcha(server, '/auth/captcha/slider/get', { captchaType: CAPTCHA_AUDIO_TYPE, clientUid, ts: Date.now() });
  if (got.repCode !== '0000' || !got.repData) return got.repCode;
  const { token, secretKey, audioBase64, digitCount } = got.repData as { token: string; secretKey: string; audioBase64: string; digitCount: number };
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [row] = await server.app.database.db
    .select({ digits: captchaChallenges.expectedDigits })
    .from(captchaChallenges)
    .where(eq(captchaChallenges.token, tokenHash));
  if (!row?.digits) throw new Error('the audio challenge is not in the database');
  return { clientUid, token, secretKey, audio: Buffer.from(audioBase64, 'base64'), digitCount, repData: got.repData, digits: row.digits };
}

/** Checks typed digits against a challenge; the repCode, and the `captchaVerification` a pass yields. */
export async function checkAudioChallenge(
  server: TestServer,
  challenge: Pick<AudioChallenge, 'clientUid' | 'token' | 'secretKey'>,
  digits: string,
): Promise<{ repCode: string; captchaVerification: string }> {
  const checked = await postCaptcha(server, '/auth/captcha/slider/check', {
    captchaType: CAPTCHA_AUDIO_TYPE,
    pointJson: aesEcb(digits, challenge.secretKey),
    token: challenge.token,
    clientUid: challenge.clientUid,
    ts: Date.now(),
  });
  return { repCode: checked.repCode, captchaVerification: aesEcb(`${challenge.token}---${digits}`, challenge.secretKey) };
}

/** Solves an audio challenge with the digits from the database; the `captchaVerification` for a follow-up call. */
export async function passAudioCaptcha(server: TestServer): Promise<string> {
  const challenge = await getAudioChallenge(server);
  if (typeof challenge === 'string') throw new Error(`audio captcha get failed: ${challenge}`);
  const checked = await checkAudioChallenge(server, challenge, challenge.digits);
  if (checked.repCode !== '0000') throw new Error(`audio captcha check failed: ${checked.repCode}`);
  return checked.captchaVerification;
}
