import { createCipheriv, createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CAPTCHA_FIXED_Y, CAPTCHA_TYPE } from '@portal/contract/limits';
import { captchaChallenges } from '../../src/db/schema/captcha.ts';
import type { TestServer } from './test-app.ts';

/** AES-128-ECB, PKCS#7, base64: what the blockPuzzle JS client does with CryptoJS. */
export function aesEcb(text: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** A call of the captcha's plain JSON protocol (shared with audio-captcha.ts). */
export async function postCaptcha(server: TestServer, path: string, body: unknown): Promise<{ repCode: string; repData: Record<string, unknown> | null }> {
  const res = await fetch(`${server.origin}/qjmh/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { repCode: string; repData: Record<string, unknown> | null };
}

export const newSliderClientUid = () => `slider-${randomUUID()}`;

export interface SliderChallenge {
  clientUid: string;
  token: string;
  secretKey: string;
  /** The answer, read from the test server's database. */
  x: number;
}

/** A challenge for `clientUid` and its answer; the repCode instead when there is none (6201, 6202). */
export async function getSliderChallenge(server: TestServer, clientUid = newSliderClientUid()): Promise<SliderChallenge | string> {
  const got = await postCaptcha(server, '/auth/captcha/slider/get', { captchaType: CAPTCHA_TYPE, clientUid, ts: Date.now() });
  if (got.repCode !== '0000' || !got.repData) return got.repCode;
  const { token, secretKey } = got.repData as { token: string; secretKey: string };
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [answer] = await server.app.database.db
    .select({ x: captchaChallenges.x })
    .from(captchaChallenges)
    .where(eq(captchaChallenges.token, tokenHash));
  if (!answer) throw new Error('the captcha challenge is not in the database');
  return { clientUid, token, secretKey, x: answer.x };
}

/** Checks `x` against a challenge; the repCode, and the `captchaVerification` a pass yields. */
export async function checkSliderChallenge(server: TestServer, challenge: SliderChallenge, x: number): Promise<{ repCode: string; captchaVerification: string }> {
  const point = JSON.stringify({ x, y: CAPTCHA_FIXED_Y });
  const checked = await postCaptcha(server, '/auth/captcha/slider/check', {
    captchaType: CAPTCHA_TYPE,
    pointJson: aesEcb(point, challenge.secretKey),
    token: challenge.token,
    clientUid: challenge.clientUid,
    ts: Date.now(),
  });
  return { repCode: checked.repCode, captchaVerification: aesEcb(`${challenge.token}---${point}`, challenge.secretKey) };
}

/**
 * Solves a real slider challenge the way a browser does (the answer is read from the test
 * server's database) and returns the `captchaVerification` a follow-up call presents.
 */
export async function passSliderCaptcha(server: TestServer): Promise<string> {
  const challenge = await getSliderChallenge(server);
  if (typeof challenge === 'string') throw new Error(`captcha get failed: ${challenge}`);
  const checked = await checkSliderChallenge(server, challenge, challenge.x);
  if (checked.repCode !== '0000') throw new Error(`captcha check failed: ${checked.repCode}`);
  return checked.captchaVerification;
}
