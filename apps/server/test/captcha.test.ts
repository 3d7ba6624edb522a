import { createCipheriv, createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq, like, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readPictures } from './support/captcha-attack.ts';
import { captchaChallenges, captchaVerifications } from '../src/db/schema/captcha.ts';
import { rateLimitCounters } from '../src/db/schema/security.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * The blockPuzzle protocol as an existing client speaks it. The client-side crypto here is
 * written with node:crypto the way the AJ-Captcha JS client does it with CryptoJS
 * (AES, ECB, Pkcs7, key = Utf8.parse(secretKey), Base64 output), not with our own code.
 */
function cryptoJsAesEncrypt(word: string, keyWord: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(keyWord, 'utf8'), null);
  return Buffer.concat([cipher.update(word, 'utf8'), cipher.final()]).toString('base64');
}
const pointText = (x: number) => JSON.stringify({ x, y: 5.0 });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Reply {
  repCode: string;
  repMsg: string | null;
  repData: Record<string, unknown> | null;
  success: boolean;
}
interface Challenge {
  originalImageBase64: string;
  jigsawImageBase64: string;
  secretKey: string | null;
  token: string;
}

async function post(server: TestServer, path: string, body: unknown): Promise<Reply> {
  const res = await fetch(`${server.origin}/qjmh/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Reply;
}

const newUid = () => `slider-${randomUUID()}`;
const OLD_BACKGROUNDS = fileURLToPath(new URL('./fixtures/captcha-backgrounds/', import.meta.url));

async function getChallenge(server: TestServer, clientUid: string, path = '/auth/captcha/slider/get'): Promise<Reply> {
  return post(server, path, { captchaType: 'blockPuzzle', clientUid, ts: Date.now() });
}

async function answerOf(server: TestServer, token: string): Promise<{ x: number; y: number }> {
  const rows = await server.app.database.db
    .select({ x: captchaChallenges.x, y: captchaChallenges.y })
    .from(captchaChallenges)
    .where(eq(captchaChallenges.token, sha256(token)));
  return rows[0]!;
}

async function check(server: TestServer, clientUid: string, challenge: Challenge, x: number, path = '/auth/captcha/slider/check') {
  const text = pointText(x);
  const pointJson = challenge.secretKey ? cryptoJsAesEncrypt(text, challenge.secretKey) : text;
  const reply = await post(server, path, { captchaType: 'blockPuzzle', pointJson, token: challenge.token, clientUid, ts: Date.now() });
  const verificationText = `${challenge.token}---${text}`;
  const captchaVerification = challenge.secretKey ? cryptoJsAesEncrypt(verificationText, challenge.secretKey) : verificationText;
  return { reply, captchaVerification };
}

/** A challenge and its answer. */
async function fresh(server: TestServer, clientUid = newUid()) {
  const reply = await getChallenge(server, clientUid);
  expect(reply.repCode).toBe('0000');
  const challenge = reply.repData as unknown as Challenge;
  return { clientUid, challenge, answer: await answerOf(server, challenge.token) };
}

describe('slider captcha (blockPuzzle protocol)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a challenge with the protocol shape and images of the right sizes', async () => {
    const reply = await getChallenge(server, newUid());
    expect(reply).toMatchObject({ repCode: '0000', success: true });
    const data = reply.repData as unknown as Challenge;
    expect(Object.keys(data).sort()).toEqual(['jigsawImageBase64', 'originalImageBase64', 'secretKey', 'token']);
    expect(data.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(data.token).toMatch(/^[0-9a-f]{32}$/);
    const background = PNG.sync.read(Buffer.from(data.originalImageBase64, 'base64'));
    expect([background.width, background.height]).toEqual([310, 155]);
    // The challenge's own picture: no row of it is a row of another challenge's picture, nor of
    // a picture the source used to ship (issue 18: a script diffed against those).
    const other = PNG.sync.read(Buffer.from(((await getChallenge(server, newUid())).repData as unknown as Challenge).originalImageBase64, 'base64'));
    const rowOf = (data: Uint8Array, y: number, channels: number) =>
      Array.from({ length: 310 * 3 }, (_, i) => data[(y * 310 + Math.floor(i / 3)) * channels + (i % 3)]).join();
    const rows = new Set(Array.from({ length: 155 }, (_, y) => rowOf(background.data, y, 4)));
    const elsewhere = [
      ...Array.from({ length: 155 }, (_, y) => rowOf(other.data, y, 4)),
      ...readPictures(OLD_BACKGROUNDS).flatMap((bg) => Array.from({ length: 155 }, (_, y) => rowOf(Uint8Array.from(bg.data), y, 3))),
    ];
    expect(elsewhere.filter((row) => rows.has(row))).toEqual([]);
    // The piece is a strip as tall as the background: clients place it at top 0.
    const piece = PNG.sync.read(Buffer.from(data.jigsawImageBase64, 'base64'));
    expect([piece.width, piece.height]).toEqual([50, 155]);
    const opaqueRows = new Set<number>();
    for (let i = 3; i < piece.data.length; i += 4) if (piece.data[i]! > 200) opaqueRows.add(Math.floor(i / 4 / 50));
    expect(opaqueRows.size).toBeGreaterThan(35);
    expect(opaqueRows.size).toBeLessThanOrEqual(50);
    // The secret key and the answer are stored; the token only as its hash.
    const answer = await answerOf(server, data.token);
    expect(answer.y).toBe(5);
    expect(answer.x).toBeGreaterThanOrEqual(68);
    expect(answer.x).toBeLessThanOrEqual(255);
  });

  it('serves the same challenge on /auth/captcha/get and the workspace /auth/captcha', async () => {
    for (const path of ['/auth/captcha/get', '/auth/captcha']) {
      const reply = await getChallenge(server, newUid(), path);
      expect(reply.repCode).toBe('0000');
      expect((reply.repData as unknown as Challenge).token).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('passes within 5 px (encrypted like the AJ-Captcha JS client) and the verification is spent once', async () => {
    const { clientUid, challenge, answer } = await fresh(server);
    const { reply, captchaVerification } = await check(server, clientUid, challenge, answer.x + 5);
    expect(reply).toMatchObject({ repCode: '0000', success: true, repData: { result: true } });
    expect(await server.app.captcha.consumeVerification(captchaVerification)).toBe(true);
    expect(await server.app.captcha.consumeVerification(captchaVerification)).toBe(false);
  });

  it('passes with a fractional x below the answer, on the /auth/captcha/check alias', async () => {
    const { clientUid, challenge, answer } = await fresh(server);
    const { reply } = await check(server, clientUid, challenge, answer.x - 4.6, '/auth/captcha/check');
    expect(reply.repCode).toBe('0000');
  });

  it('fails beyond 5 px with 6111 验证失败', async () => {
    const { clientUid, challenge, answer } = await fresh(server);
    const { reply, captchaVerification } = await check(server, clientUid, challenge, answer.x + 6);
    expect(reply).toMatchObject({ repCode: '6111', repMsg: '验证失败', success: false });
    expect(await server.app.captcha.consumeVerification(captchaVerification)).toBe(false);
  });

  it('refuses a token checked before, whatever the first outcome (6110)', async () => {
    const passed = await fresh(server);
    expect((await check(server, passed.clientUid, passed.challenge, passed.answer.x)).reply.repCode).toBe('0000');
    const again = await check(server, passed.clientUid, passed.challenge, passed.answer.x);
    expect(again.reply).toMatchObject({ repCode: '6110', repMsg: '验证码已失效，请重新获取' });

    const failed = await fresh(server);
    expect((await check(server, failed.clientUid, failed.challenge, failed.answer.x + 30)).reply.repCode).toBe('6111');
    expect((await check(server, failed.clientUid, failed.challenge, failed.answer.x)).reply.repCode).toBe('6110');
  });

  it('refuses an expired challenge (6110)', async () => {
    const { clientUid, challenge, answer } = await fresh(server);
    await server.app.database.db
      .update(captchaChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchaChallenges.token, sha256(challenge.token)));
    expect((await check(server, clientUid, challenge, answer.x)).reply.repCode).toBe('6110');
  });

  it('refuses a token presented by another client id (6110)', async () => {
    const { challenge, answer } = await fresh(server);
    expect((await check(server, newUid(), challenge, answer.x)).reply.repCode).toBe('6110');
  });

  it('accepts a plain-JSON pointJson when the challenge has no secret key', async () => {
    const { clientUid, challenge, answer } = await fresh(server);
    await server.app.database.db
      .update(captchaChallenges)
      .set({ secretKey: '' })
      .where(eq(captchaChallenges.token, sha256(challenge.token)));
    const { reply, captchaVerification } = await check(server, clientUid, { ...challenge, secretKey: null }, answer.x);
    expect(reply.repCode).toBe('0000');
    expect(captchaVerification).toBe(`${challenge.token}---{"x":${answer.x},"y":5}`);
    expect(await server.app.captcha.consumeVerification(captchaVerification)).toBe(true);
  });

  it('fails a pointJson that does not decrypt (6111)', async () => {
    const { clientUid, challenge } = await fresh(server);
    const reply = await post(server, '/auth/captcha/slider/check', {
      captchaType: 'blockPuzzle',
      pointJson: cryptoJsAesEncrypt(pointText(100), 'AAAAAAAAAAAAAAAA'),
      token: challenge.token,
      clientUid,
      ts: Date.now(),
    });
    expect(reply.repCode).toBe('6111');
  });

  it('expires a verification after its lifetime and ignores values it never issued', async () => {
    const { clientUid, challenge, answer } = await fresh(server);
    const { captchaVerification } = await check(server, clientUid, challenge, answer.x);
    await server.app.database.db
      .update(captchaVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchaVerifications.valueHash, sha256(captchaVerification)));
    expect(await server.app.captcha.consumeVerification(captchaVerification)).toBe(false);
    expect(await server.app.captcha.consumeVerification('')).toBe(false);
    expect(await server.app.captcha.consumeVerification('x'.repeat(10_000))).toBe(false);
    const rows = await server.app.database.db.select().from(captchaVerifications);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.valueHash))).toBe(true);
  });

  it('refuses a timestamp far from the server clock (6206) on get and check', async () => {
    const stale = Date.now() - 10 * 60_000;
    const get = await post(server, '/auth/captcha/slider/get', { captchaType: 'blockPuzzle', clientUid: newUid(), ts: stale });
    expect(get).toMatchObject({ repCode: '6206', repMsg: '无效请求，请重新获取验证码', success: false });
    const { clientUid, challenge, answer } = await fresh(server);
    const reply = await post(server, '/auth/captcha/slider/check', {
      captchaType: 'blockPuzzle',
      pointJson: cryptoJsAesEncrypt(pointText(answer.x), challenge.secretKey!),
      token: challenge.token,
      clientUid,
      ts: Date.now() + 10 * 60_000,
    });
    expect(reply.repCode).toBe('6206');
  });

  it('names a missing or malformed field in Chinese (0011, 0016)', async () => {
    const missing = await post(server, '/auth/captcha/slider/check', { captchaType: 'blockPuzzle', pointJson: 'x', clientUid: newUid(), ts: Date.now() });
    expect(missing).toMatchObject({ repCode: '0011', repMsg: '验证码令牌不能为空', success: false });
    const wrongType = await post(server, '/auth/captcha/slider/get', { captchaType: 'clickWord', clientUid: newUid(), ts: Date.now() });
    expect(wrongType).toMatchObject({ repCode: '0016', repMsg: '验证码类型格式错误' });
    const badUid = await post(server, '/auth/captcha/slider/get', { captchaType: 'blockPuzzle', clientUid: 'a b', ts: Date.now() });
    expect(badUid.repCode).toBe('0016');
  });

  it('sweeps expired challenges', async () => {
    const { challenge } = await fresh(server);
    await server.app.database.db
      .update(captchaChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchaChallenges.token, sha256(challenge.token)));
    await server.app.captcha.sweep();
    expect(await answerOf(server, challenge.token)).toBeUndefined();
  });
});

describe('slider captcha limits', () => {
  let server: TestServer;
  beforeAll(async () => {
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

  it('limits challenges per client id (6201)', async () => {
    const uid = newUid();
    for (let i = 0; i < 3; i++) expect((await getChallenge(server, uid)).repCode).toBe('0000');
    expect(await getChallenge(server, uid)).toMatchObject({ repCode: '6201', repMsg: 'get接口请求次数超限，请稍后再试!', success: false });
    expect((await getChallenge(server, newUid())).repCode).toBe('0000');
  });

  it('limits challenges per address across client ids (6201)', async () => {
    for (let i = 0; i < 6; i++) expect((await getChallenge(server, newUid())).repCode).toBe('0000');
    expect((await getChallenge(server, newUid())).repCode).toBe('6201');
  });

  it('locks a client id after repeated failures (6202), on get and on check', async () => {
    const uid = newUid();
    for (let i = 0; i < 2; i++) {
      const { challenge, answer } = await fresh(server, uid);
      expect((await check(server, uid, challenge, answer.x + 20)).reply.repCode).toBe('6111');
    }
    expect(await getChallenge(server, uid)).toMatchObject({ repCode: '6202', repMsg: '接口验证失败数过多，请稍后再试' });
    expect((await getChallenge(server, newUid())).repCode).toBe('0000');
  });

  it('a locked client cannot use a challenge it fetched before (6202)', async () => {
    const uid = newUid();
    const kept = await fresh(server, uid);
    for (let i = 0; i < 2; i++) {
      const { challenge, answer } = await fresh(server, uid);
      await check(server, uid, challenge, answer.x + 20);
    }
    expect((await check(server, uid, kept.challenge, kept.answer.x)).reply.repCode).toBe('6202');
  });

  it('locks an address after repeated failures across client ids (6202)', async () => {
    for (let i = 0; i < 4; i++) {
      const { clientUid, challenge, answer } = await fresh(server);
      expect((await check(server, clientUid, challenge, answer.x - 20)).reply.repCode).toBe('6111');
    }
    expect((await getChallenge(server, newUid())).repCode).toBe('6202');
  });
});
