import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../src/db/schema/security.ts';
import { checkSliderChallenge, getSliderChallenge, newSliderClientUid, type SliderChallenge } from './support/slider-captcha.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';

/**
 * Finding 5 of issue 18, the captcha's part: a script that takes a new client id for every try
 * must still be stopped, by its address (Keycloak's model: a lock that grows by 60 s per step of
 * failures, at most 15 minutes, forgiven by passes, forgotten 12 hours after the last failure).
 * The test server's clients all come from 127.0.0.1.
 */
const PER_ADDRESS = 4;
const ADDRESS = '127.0.0.1';
const LOCK_KEY = `captcha:lock:address:${ADDRESS}`;
const FAILURES_KEY = `captcha:fail:address:${ADDRESS}`;

describe('slider captcha lock per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CAPTCHA_FAILURES_PER_CLIENT: 2, CAPTCHA_FAILURES_PER_ADDRESS: PER_ADDRESS });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.app.database.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'captcha:%'));
  });

  const challenge = async (clientUid = newSliderClientUid()): Promise<SliderChallenge> => {
    const got = await getSliderChallenge(server, clientUid);
    if (typeof got === 'string') throw new Error(`captcha get answered ${got}`);
    return got;
  };
  /** One wrong answer, from a client id of its own unless one is given (what a script rotating ids does). */
  const failOnce = async (clientUid?: string) => {
    const c = await challenge(clientUid);
    expect((await checkSliderChallenge(server, c, c.x + 20)).repCode).toBe('6111');
  };
  const pass = async (clientUid?: string) => {
    const c = await challenge(clientUid);
    expect((await checkSliderChallenge(server, c, c.x)).repCode).toBe('0000');
  };
  /** Seconds the address stays locked (0: not locked). */
  const lockSeconds = async () => {
    const [row] = await server.app.database.db
      .select({ seconds: sql<number>`greatest(0, extract(epoch from ${rateLimitCounters.windowEndsAt} - now()))::float8` })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, LOCK_KEY));
    return row ? Number(row.seconds) : 0;
  };
  /** As if the lock had run out. */
  const endLock = () =>
    server.app.database.db.update(rateLimitCounters).set({ windowEndsAt: sql`now() - interval '1 second'` }).where(eq(rateLimitCounters.key, LOCK_KEY));
  const setFailures = (count: number) =>
    server.app.database.db.update(rateLimitCounters).set({ count }).where(eq(rateLimitCounters.key, FAILURES_KEY));

  it('stops a script that takes a new client id for every try: no challenge and no check once locked', async () => {
    const kept = await challenge();
    for (let i = 0; i < PER_ADDRESS - 1; i++) await failOnce();
    expect(await lockSeconds()).toBe(0);
    expect(typeof (await getSliderChallenge(server))).toBe('object');
    await failOnce();
    expect(await getSliderChallenge(server)).toBe('6202');
    expect(await getSliderChallenge(server, newSliderClientUid())).toBe('6202');
    // Not even a challenge fetched before the lock, though its answer is right.
    expect((await checkSliderChallenge(server, kept, kept.x)).repCode).toBe('6202');
    expect(await lockSeconds()).toBeGreaterThan(55);
    expect(await lockSeconds()).toBeLessThanOrEqual(60);
    await endLock();
    await pass();
  });

  it('makes every further step of failures wait 60 s longer, and never more than 15 minutes', async () => {
    const waits: number[] = [];
    for (let step = 1; step <= 2; step++) {
      for (let i = 0; i < PER_ADDRESS; i++) await failOnce();
      waits.push(await lockSeconds());
      await endLock();
    }
    // Steps 14, 15 and 20 (failures counted so far set directly: 4 per step).
    for (const step of [14, 15, 20]) {
      await setFailures(step * PER_ADDRESS - 1);
      await failOnce();
      waits.push(await lockSeconds());
      expect(await getSliderChallenge(server)).toBe('6202');
      await endLock();
    }
    const expected = [60, 120, 840, 900, 900];
    waits.forEach((wait, i) => {
      expect(wait).toBeGreaterThan(expected[i]! - 5);
      expect(wait).toBeLessThanOrEqual(expected[i]!);
    });
  });

  it('forgives one failure per passed check, and a pass clears the client id’s own failures', async () => {
    for (let i = 0; i < PER_ADDRESS - 1; i++) await failOnce();
    await pass();
    await failOnce();
    expect(await lockSeconds()).toBe(0);
    await failOnce();
    expect(await lockSeconds()).toBeGreaterThan(55);
    await endLock();

    // The client id's own limit is 2: a pass in between starts its count again.
    await server.app.database.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'captcha:%'));
    const uid = newSliderClientUid();
    await failOnce(uid);
    await pass(uid);
    await failOnce(uid);
    expect(typeof (await getSliderChallenge(server, uid))).toBe('object');
    await failOnce(uid);
    expect(await getSliderChallenge(server, uid)).toBe('6202');
  });

  it('forgets an address 12 hours after its latest failure, not 12 hours after its first', async () => {
    for (let i = 0; i < PER_ADDRESS - 1; i++) await failOnce();
    const [row] = await server.app.database.db
      .select({ hours: sql<number>`extract(epoch from ${rateLimitCounters.windowEndsAt} - now())::float8 / 3600` })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, FAILURES_KEY));
    expect(Number(row!.hours)).toBeGreaterThan(11.9);
    expect(Number(row!.hours)).toBeLessThanOrEqual(12);
    // Twelve hours pass without a failure: the next one is the first again.
    await server.app.database.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, FAILURES_KEY));
    await failOnce();
    expect(await lockSeconds()).toBe(0);
    for (let i = 0; i < PER_ADDRESS - 2; i++) await failOnce();
    expect(await lockSeconds()).toBe(0);
    await failOnce();
    expect(await lockSeconds()).toBeGreaterThan(55);
  });

});
