import { createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenges } from '../src/db/schema/captcha.ts';
import { CryptoRandom } from '../src/modules/captcha/crypto-random.ts';
import { ScenePainter, sceneRgb } from '../src/modules/captcha/scene.ts';
import {
  decodeChallenge,
  fromRgbBytes,
  readPictures,
  solveByKnownBackground,
  type Challenge,
  type Rgb,
} from './support/captcha-attack.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Finding 11 of issue 18: a script that knows every background picture the source ever
 * shipped (the six of test/fixtures) and paints as many more as it likes with the generator it
 * reads in the source must not find the gap. Each solver sees only what a client sees (the two
 * images); the answer comes from the test server's database. A solver "succeeds" where the
 * server would accept its x (within 5 px). bench/captcha-solvers.ts prints the same figures and
 * those of solvers that match the piece's outline or pixels, which this captcha, like every
 * slider captcha, does not hold off (docs/decisions.md).
 *
 * Issue 18 asks for under 5 % of 200 challenges. A blind guess already lands within 5 px of the
 * gap 11 / 188 = 5.9 % of the time, and this solver's true rate is about 3 %, so 200 challenges
 * (± 1.2 %) crossed 5 % in about one run in ten. 1,000 challenges (± 0.5 %, 35 s) measure the
 * same rate five times more precisely, and the test fails only if the captcha got weaker.
 */
const CHALLENGES = 1000;
const TOLERANCE = 5;
const OLD_BACKGROUNDS = fileURLToPath(new URL('./fixtures/captcha-backgrounds/', import.meta.url));

describe('slider captcha against a solving script', () => {
  let server: TestServer;
  const samples: Array<{ challenge: Challenge; answer: number }> = [];
  let known: Rgb[];

  beforeAll(async () => {
    server = await startTestServer({ CAPTCHA_GETS_PER_MINUTE_PER_ADDRESS: 100_000 });
    known = readPictures(OLD_BACKGROUNDS);
    const attacker = new CryptoRandom();
    for (let i = 0; i < 6; i++) known.push(fromRgbBytes(sceneRgb(new ScenePainter().paint(attacker))));
    for (let i = 0; i < CHALLENGES; i++) {
      const res = await fetch(`${server.origin}/qjmh/api/auth/captcha/slider/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ captchaType: 'blockPuzzle', clientUid: `slider-${randomUUID()}`, ts: Date.now() }),
      });
      const reply = (await res.json()) as { repCode: string; repData: { originalImageBase64: string; jigsawImageBase64: string; token: string } };
      expect(reply.repCode).toBe('0000');
      const [row] = await server.app.database.db
        .select({ x: captchaChallenges.x })
        .from(captchaChallenges)
        .where(eq(captchaChallenges.token, createHash('sha256').update(reply.repData.token).digest('hex')));
      samples.push({ challenge: decodeChallenge(reply.repData.originalImageBase64, reply.repData.jigsawImageBase64), answer: row!.x });
    }
  }, 600_000);
  afterAll(() => server.close());

  const successRate = (solve: (c: Challenge) => number) =>
    samples.filter((s) => Math.abs(solve(s.challenge) - s.answer) <= TOLERANCE).length / samples.length;

  const solvers: Array<[string, (c: Challenge) => number]> = [
    ['difference against the known backgrounds', (c) => solveByKnownBackground(c, known, false)],
    ['difference after the best global tint fit', (c) => solveByKnownBackground(c, known, true)],
  ];
  for (const [name, solve] of solvers) {
    it(`${name}: under 5 % of ${CHALLENGES} challenges`, () => {
      expect(successRate(solve)).toBeLessThan(0.05);
    }, 120_000);
  }
});
