import { like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordLogin } from '@portal/contract/calls/auth/password-login';
import { CAPTCHA_AUDIO_MAX_DIGITS, CAPTCHA_AUDIO_MIN_DIGITS } from '@portal/contract/limits';
import { rateLimitCounters } from '../src/db/schema/security.ts';
import { DEMO_CUSTOMERS } from '../src/db/seed/demo-accounts.ts';
import { CryptoRandom } from '../src/modules/captcha/crypto-random.ts';
import { composeSpokenDigits } from '../src/modules/captcha/spoken-digits.ts';
import { loadVoiceClips } from '../src/modules/captcha/voice-clips.ts';
import { readMonoPcmWav, writeMonoPcmWav } from '../src/modules/captcha/wav-pcm.ts';
import { checkAudioChallenge, getAudioChallenge, passAudioCaptcha, type AudioChallenge } from './support/audio-captcha.ts';
import { browserSession } from './support/browser-session.ts';
import { checkSliderChallenge, getSliderChallenge, newSliderClientUid, type SliderChallenge } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * The audio alternative to the slider (issue 38 point 4): spoken digits on the slider's own
 * calls, no weaker than the slider (the same limits and locks, the same single use), and a pass
 * opens every slider-guarded call.
 */
const fresh = async (server: TestServer, clientUid?: string): Promise<AudioChallenge> => {
  const got = await getAudioChallenge(server, clientUid);
  if (typeof got === 'string') throw new Error(`audio captcha get answered ${got}`);
  return got;
};
const freshSlider = async (server: TestServer, clientUid?: string): Promise<SliderChallenge> => {
  const got = await getSliderChallenge(server, clientUid);
  if (typeof got === 'string') throw new Error(`captcha get answered ${got}`);
  return got;
};
/** Other digits of the same length. */
const wrongDigits = (digits: string) => [...digits].map((d) => String((Number(d) + 1) % 10)).join('');

describe('audio captcha (audioDigits on the blockPuzzle calls)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a playable WAV of 4 to 6 spoken digits, and nothing that gives the digits away', async () => {
    const challenge = await fresh(server);
    expect(Object.keys(challenge.repData).sort()).toEqual(['audioBase64', 'digitCount', 'secretKey', 'token']);
    expect(challenge.digits).toMatch(new RegExp(`^\\d{${CAPTCHA_AUDIO_MIN_DIGITS},${CAPTCHA_AUDIO_MAX_DIGITS}}$`));
    expect(challenge.digitCount).toBe(challenge.digits.length);
    const { audioBase64: _audio, ...rest } = challenge.repData;
    expect(JSON.stringify(rest)).not.toContain(challenge.digits);

    const wav = challenge.audio;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([1, 1, 11025, 16]);
    const { rate, samples } = readMonoPcmWav(wav);
    const seconds = samples.length / rate;
    // Each digit is about half a second, with pauses between.
    expect(seconds).toBeGreaterThan(challenge.digitCount * 0.4);
    expect(seconds).toBeLessThan(challenge.digitCount * 1.2 + 1);
    const peak = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(0.3);
  });

  it('passes the right digits once: the token is spent by the check, the verification by one use', async () => {
    const challenge = await fresh(server);
    const passed = await checkAudioChallenge(server, challenge, challenge.digits);
    expect(passed.repCode).toBe('0000');
    expect(await server.app.captcha.consumeVerification(passed.captchaVerification)).toBe(true);
    expect(await server.app.captcha.consumeVerification(passed.captchaVerification)).toBe(false);
    expect((await checkAudioChallenge(server, challenge, challenge.digits)).repCode).toBe('6110');
  });

  it('fails wrong digits with 6111 and spends the token, so the right ones come too late', async () => {
    const challenge = await fresh(server);
    const failed = await checkAudioChallenge(server, challenge, wrongDigits(challenge.digits));
    expect(failed.repCode).toBe('6111');
    expect(await server.app.captcha.consumeVerification(failed.captchaVerification)).toBe(false);
    expect((await checkAudioChallenge(server, challenge, challenge.digits)).repCode).toBe('6110');
  });

  it('does not take a slider answer for an audio token, nor digits for a slider token', async () => {
    const audio = await fresh(server);
    const asSlider = await checkSliderChallenge(server, { ...audio, x: -1_000 }, -1_000);
    expect(asSlider.repCode).toBe('6111');
    const slider = await freshSlider(server);
    expect((await checkAudioChallenge(server, slider, String(slider.x).padStart(4, '0'))).repCode).toBe('6111');
  });

  it('opens a slider-guarded call: password login with a captcha solved by ear', async () => {
    const [person] = DEMO_CUSTOMERS;
    const tab = browserSession(server);
    const reply = await tab.call(passwordLogin, {
      loginName: person.loginName,
      password: tab.secret(person.password),
      captchaVerification: await passAudioCaptcha(server),
    });
    expect(reply.userInfo).toMatchObject({ usrNo1: person.userNo });
  });
});

describe('audio captcha limits: the slider’s own', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The numbers of captcha.test.ts's slider limits.
    server = await startTestServer({
      CAPTCHA_GETS_PER_MINUTE_PER_CLIENT: 3,
      CAPTCHA_GETS_PER_MINUTE_PER_ADDRESS: 6,
      CAPTCHA_FAILURES_PER_CLIENT: 2,
      CAPTCHA_FAILURES_PER_ADDRESS: 4,
    });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.app.database.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'captcha:%'));
  });

  it('counts challenges of both kinds in one window per client id and per address (6201)', async () => {
    const uid = newSliderClientUid();
    await freshSlider(server, uid);
    await fresh(server, uid);
    await fresh(server, uid);
    expect(await getAudioChallenge(server, uid)).toBe('6201');
    expect(await getSliderChallenge(server, uid)).toBe('6201');
    // 5 of the address's 6 are used.
    await fresh(server);
    expect(await getAudioChallenge(server)).toBe('6201');
  });

  it('locks a client id after wrong digits, for both kinds, even for a challenge fetched before (6202)', async () => {
    const uid = newSliderClientUid();
    const kept = await fresh(server, uid);
    for (let i = 0; i < 2; i++) {
      const challenge = await fresh(server, uid);
      expect((await checkAudioChallenge(server, challenge, wrongDigits(challenge.digits))).repCode).toBe('6111');
    }
    expect(await getAudioChallenge(server, uid)).toBe('6202');
    expect(await getSliderChallenge(server, uid)).toBe('6202');
    expect((await checkAudioChallenge(server, kept, kept.digits)).repCode).toBe('6202');
  });

  it('locks an address after wrong digits from new client ids each time, for the slider too (6202)', async () => {
    for (let i = 0; i < 4; i++) {
      const challenge = await fresh(server);
      expect((await checkAudioChallenge(server, challenge, wrongDigits(challenge.digits))).repCode).toBe('6111');
    }
    expect(await getAudioChallenge(server)).toBe('6202');
    expect(await getSliderChallenge(server)).toBe('6202');
  });

  it('lets a pass by ear clear the client id’s failures, as a slider pass does', async () => {
    const uid = newSliderClientUid();
    const failed = await freshSlider(server, uid);
    expect((await checkSliderChallenge(server, failed, failed.x + 20)).repCode).toBe('6111');
    const heard = await fresh(server, uid);
    expect((await checkAudioChallenge(server, heard, heard.digits)).repCode).toBe('0000');
    const again = await fresh(server, uid);
    expect((await checkAudioChallenge(server, again, wrongDigits(again.digits))).repCode).toBe('6111');
    // One failure since the pass: below the client id's 2; the get window is full, not the lock.
    expect(await getAudioChallenge(server, uid)).toBe('6201');
  });
});

describe('spoken digits', () => {
  const clips = loadVoiceClips();
  const random = new CryptoRandom();

  it('differ from each other and from the clips byte for byte, even for the same digits', () => {
    const first = writeMonoPcmWav(composeSpokenDigits('123456', clips, random));
    const second = writeMonoPcmWav(composeSpokenDigits('123456', clips, random));
    expect(first.equals(second)).toBe(false);
    for (const [digit, clip] of clips.digits.entries()) {
      // 32 samples from the middle of the clip, as they would sit in a WAV file.
      const middle = Math.floor(clip.length / 2);
      const window = writeMonoPcmWav({ rate: clips.rate, samples: clip.subarray(middle, middle + 32) }).subarray(44);
      expect(first.includes(window), `clip ${digit}`).toBe(false);
    }
  });

  it('takes a few milliseconds for six digits, cheap enough for the answering thread', () => {
    const runs = 20;
    const started = performance.now();
    for (let i = 0; i < runs; i++) writeMonoPcmWav(composeSpokenDigits('908172', clips, random));
    expect((performance.now() - started) / runs).toBeLessThan(25);
  });
});
