import { checkSliderCaptcha } from '@portal/contract/calls/captcha/check';
import { getSliderCaptcha } from '@portal/contract/calls/captcha/get';
import { TIMESTAMP_WINDOW_MS } from '@portal/contract/envelope/protocol';
import {
  CAPTCHA_AUDIO_MAX_DIGITS,
  CAPTCHA_AUDIO_MIN_DIGITS,
  CAPTCHA_AUDIO_TYPE,
  CAPTCHA_FIXED_Y,
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_OFFSET,
  CAPTCHA_PIECE_HEIGHT,
} from '@portal/contract/limits';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { hit, resetCounter } from '../security/rate-limit-repo.ts';
import { placeGaps } from './gap-places.ts';
import { aesEcbDecryptBase64, aesEcbEncryptBase64, randomSecretKey, randomToken, sha256Hex } from './node-aes.ts';
import { parseRequest, replyError, replyOk, type CaptchaReply } from './protocol-reply.ts';
import { createPuzzlePainter } from './puzzle-painter.ts';
import * as repo from './repo.ts';
import { createDigitSpeaker } from './spoken-digits.ts';

/** The blockPuzzle protocol's numbers (AJ-Captcha defaults). */
const CHALLENGE_TTL_SECONDS = 120;
const VERIFICATION_TTL_SECONDS = 180;
/** A check passes when x is within this many pixels of the answer. */
const X_TOLERANCE_PX = 5;
const GET_WINDOW_MS = 60_000;
/** A client id's failures are counted in this window; reaching the limit locks it until it ends. */
const FAILURE_WINDOW_MS = 300_000;
/**
 * A client address's failures (issue 18, Keycloak's brute-force model): every
 * `failuresPerAddress`-th failure not yet forgiven locks the address 60 s longer than the lock
 * before, at most 15 minutes; each passed check forgives one failure, and an address is
 * forgotten 12 hours after its latest failure. Client ids are the client's to choose, so only
 * this lock holds against a script that takes a new one for every try (docs/decisions.md).
 */
const ADDRESS_LOCK_STEP_SECONDS = 60;
const ADDRESS_LOCK_MAX_SECONDS = 900;
const ADDRESS_FAILURE_MEMORY_SECONDS = 12 * 3600;
/** Longest verification value worth hashing (a real one is ~100 characters). */
const MAX_VERIFICATION_LENGTH = 512;

const TOP_MIN = CAPTCHA_OFFSET;
const TOP_MAX = CAPTCHA_IMAGE_HEIGHT - CAPTCHA_PIECE_HEIGHT - CAPTCHA_OFFSET;
/** An audio challenge's x: no slider position (the check refuses a point for it anyway). */
const AUDIO_NO_X = -1_000;

export interface CaptchaLimits {
  getsPerMinutePerClient: number;
  getsPerMinutePerAddress: number;
  failuresPerClient: number;
  /** Failures from one address per lock step (ADDRESS_LOCK_STEP_SECONDS). */
  failuresPerAddress: number;
}

export interface CaptchaService {
  /** A new challenge (§3 Captcha challenge response), a picture or, for `audioDigits`, spoken digits. */
  get(body: unknown, ip: string): Promise<CaptchaReply | Buffer>;
  /** Checks a challenge once; on `0000` the client's `captchaVerification` becomes valid. */
  check(body: unknown, ip: string): Promise<CaptchaReply>;
  /**
   * For the follow-up call (SMS send, login): true exactly once for the `captchaVerification` of
   * a passed check within its lifetime, false for anything else.
   */
  consumeVerification(captchaVerification: string): Promise<boolean>;
  /** Deletes expired challenges and verifications. */
  sweep(): Promise<void>;
  /** Stops the painting threads. */
  close(): Promise<void>;
}

const counterKey = (kind: 'get' | 'fail' | 'lock', scope: 'client' | 'address', id: string) => `captcha:${kind}:${scope}:${id}`;

function parsePoint(plain: string): { x: number; y: number } | undefined {
  try {
    const point = JSON.parse(plain) as { x?: unknown; y?: unknown };
    if (typeof point.x !== 'number' || typeof point.y !== 'number') return undefined;
    return { x: point.x, y: point.y };
  } catch {
    return undefined;
  }
}

const freshTimestamp = (ts: number) => Math.abs(Date.now() - ts) <= TIMESTAMP_WINDOW_MS;

const decryptAnswer = (pointJson: string, secretKey: string): string | undefined => {
  try {
    return secretKey ? aesEcbDecryptBase64(pointJson, secretKey) : pointJson;
  } catch {
    return undefined;
  }
};

/** The plain point of a right slider answer, undefined for a wrong one or an audio challenge. */
function rightSliderAnswer(pointJson: string, challenge: repo.TakenChallenge): string | undefined {
  if (challenge.expectedDigits !== null) return undefined;
  const plain = decryptAnswer(pointJson, challenge.secretKey);
  const point = plain === undefined ? undefined : parsePoint(plain);
  if (!point || Math.abs(point.x - challenge.x) > X_TOLERANCE_PX || point.y !== challenge.y) return undefined;
  return plain;
}

/** The digits of a right audio answer, undefined for wrong ones or a slider challenge. */
function rightAudioAnswer(pointJson: string, challenge: repo.TakenChallenge): string | undefined {
  if (challenge.expectedDigits === null) return undefined;
  const digits = decryptAnswer(pointJson, challenge.secretKey);
  return digits === challenge.expectedDigits ? digits : undefined;
}

/** Digits from the operating system's generator; repeats allowed, as in any numeric code. */
const drawDigits = () =>
  Array.from({ length: randomInt(CAPTCHA_AUDIO_MIN_DIGITS, CAPTCHA_AUDIO_MAX_DIGITS + 1) }, () => randomInt(10)).join('');

export function createCaptchaService(db: Db, limits: CaptchaLimits): CaptchaService {
  const painter = createPuzzlePainter();
  const speakDigits = createDigitSpeaker();

  async function isLocked(clientUid: string, ip: string): Promise<boolean> {
    const clientKey = counterKey('fail', 'client', clientUid);
    const lockKey = counterKey('lock', 'address', ip);
    const counts = await repo.readCounters(db, [clientKey, lockKey]);
    return (counts.get(clientKey) ?? 0) >= limits.failuresPerClient || counts.has(lockKey);
  }

  async function countFailure(clientUid: string, ip: string): Promise<void> {
    const [, failures] = await Promise.all([
      hit(db, counterKey('fail', 'client', clientUid), FAILURE_WINDOW_MS),
      repo.countAddressFailure(db, counterKey('fail', 'address', ip), ADDRESS_FAILURE_MEMORY_SECONDS),
    ]);
    if (failures % limits.failuresPerAddress === 0) {
      const wait = Math.min(ADDRESS_LOCK_MAX_SECONDS, ADDRESS_LOCK_STEP_SECONDS * (failures / limits.failuresPerAddress));
      await repo.lockFor(db, counterKey('lock', 'address', ip), wait);
    }
  }

  /** Stores a challenge if the client and its address are within every limit: one for both kinds. */
  function admit(row: repo.ChallengeRow, clientUid: string, ip: string): Promise<repo.AdmissionResult> {
    return repo.admitChallenge(db, row, CHALLENGE_TTL_SECONDS, {
      getKeys: [counterKey('get', 'client', clientUid), counterKey('get', 'address', ip)],
      getLimits: [limits.getsPerMinutePerClient, limits.getsPerMinutePerAddress],
      getWindowSeconds: GET_WINDOW_MS / 1000,
      // The address's lock is a counter of 1 whose window is the lock (repo.lockFor).
      failKeys: [counterKey('fail', 'client', clientUid), counterKey('lock', 'address', ip)],
      failLimits: [limits.failuresPerClient, 1],
    });
  }

  /** A pass clears the client id's failures and forgives one of the address's. */
  async function countSuccess(clientUid: string, ip: string): Promise<void> {
    await Promise.all([
      resetCounter(db, counterKey('fail', 'client', clientUid)),
      repo.forgiveAddressFailure(db, counterKey('fail', 'address', ip)),
    ]);
  }

  return {
    async get(body, ip) {
      const parsed = parseRequest(getSliderCaptcha.request, body);
      if (!parsed.ok) return parsed.reply;
      const { captchaType, clientUid, ts } = parsed.value;
      if (!freshTimestamp(ts)) return replyError('API_REQ_INVALID');
      const token = randomToken();
      const secretKey = randomSecretKey();
      const stored = { tokenHash: sha256Hex(token), clientUid, ip, secretKey };
      const refused = (admission: repo.AdmissionResult) =>
        admission === 'locked' ? replyError('API_REQ_LOCK_GET_ERROR') : replyError('API_REQ_LIMIT_GET_ERROR');

      if (captchaType === CAPTCHA_AUDIO_TYPE) {
        const digits = drawDigits();
        const admission = await admit({ ...stored, x: AUDIO_NO_X, y: CAPTCHA_FIXED_Y, expectedDigits: digits }, clientUid, ip);
        if (admission !== 'admitted') return refused(admission);
        // Composed only once admitted, like the slider's picture; the digits stay on the server.
        const audioBase64 = speakDigits(digits).toString('base64');
        return replyOk({ audioBase64, digitCount: digits.length, secretKey, token });
      }
      const { x, decoys } = placeGaps((min, max) => randomInt(min, max + 1));
      const top = randomInt(TOP_MIN, TOP_MAX + 1);
      // The protocol's y is the piece image's own offset, always CAPTCHA_FIXED_Y (see puzzle-image.ts).
      const admission = await admit({ ...stored, x, y: CAPTCHA_FIXED_Y, expectedDigits: null }, clientUid, ip);
      if (admission !== 'admitted') return refused(admission);
      // Painted only once admitted, so refused clients cost no image work.
      return painter.paint({ x, decoys, top, secretKey, token });
    },

    async check(body, ip) {
      const parsed = parseRequest(checkSliderCaptcha.request, body);
      if (!parsed.ok) return parsed.reply;
      const { captchaType, pointJson, token, clientUid, ts } = parsed.value;
      if (!freshTimestamp(ts)) return replyError('API_REQ_INVALID');
      if (await isLocked(clientUid, ip)) return replyError('API_REQ_LOCK_GET_ERROR');

      const challenge = await repo.takeChallenge(db, sha256Hex(token), clientUid);
      if (!challenge?.live) return replyError('API_CAPTCHA_INVALID');
      // A slider token answered as audio or the other way round is a wrong answer too.
      const plainAnswer = captchaType === CAPTCHA_AUDIO_TYPE ? rightAudioAnswer(pointJson, challenge) : rightSliderAnswer(pointJson, challenge);
      if (plainAnswer === undefined) {
        await countFailure(clientUid, ip);
        return replyError('API_CAPTCHA_COORDINATE_ERROR');
      }
      // The value the client computes the same way: token---plain answer, under the same key.
      const text = `${token}---${plainAnswer}`;
      const verification = challenge.secretKey ? aesEcbEncryptBase64(text, challenge.secretKey) : text;
      await Promise.all([repo.insertVerification(db, sha256Hex(verification), clientUid, VERIFICATION_TTL_SECONDS), countSuccess(clientUid, ip)]);
      return replyOk({ captchaType, token, result: true });
    },

    async consumeVerification(captchaVerification) {
      if (typeof captchaVerification !== 'string' || !captchaVerification || captchaVerification.length > MAX_VERIFICATION_LENGTH) {
        return false;
      }
      return repo.consumeVerification(db, sha256Hex(captchaVerification));
    },

    sweep: () => repo.deleteExpired(db),
    close: () => painter.close(),
  };
}
