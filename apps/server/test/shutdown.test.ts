import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@portal/contract/envelope/protocol';
import { CAPTCHA_TYPE } from '@portal/contract/limits';
import { TEST_MASTER_KEY } from '../src/config.ts';
import { slowPost, startServerProcess, type ServerProcess } from './support/server-process.ts';
import { UNCAUGHT_MESSAGE, UNCAUGHT_SECRET } from './support/throw-on-signal.ts';
import { createDatabaseLocation, type DatabaseLocation } from './support/test-database.ts';

/**
 * The server process's end (issue 19): a SIGTERM lets requests in flight finish, a request that
 * outlives SHUTDOWN_TIMEOUT_MS is cut short with a log line, an uncaught error is logged and
 * ends the process. One database for all: only the first start migrates and seeds it.
 */
let location: DatabaseLocation;
let server: ServerProcess | undefined;
beforeAll(async () => {
  location = await createDatabaseLocation();
});
afterEach(() => {
  server?.child.kill('SIGKILL');
  server = undefined;
});
afterAll(() => location.drop());

const start = (env: Record<string, string> = {}, preload: string[] = []) =>
  startServerProcess({ ...location.env, MASTER_KEY: TEST_MASTER_KEY, ...env }, preload);

/** A slider-captcha challenge: plain JSON, answered after a database write. */
const CAPTCHA_GET = `${API_PREFIX}/auth/captcha/slider/get`;
const captchaBody = () => JSON.stringify({ captchaType: CAPTCHA_TYPE, clientUid: `slider-${randomUUID()}`, ts: Date.now() });

/** The JSON log lines whose message contains `text`. */
const linesWith = (output: string, text: string) => output.split('\n').filter((line) => line.includes(text));

const refused = (origin: string) =>
  fetch(`${origin}/healthz`).then(
    () => false,
    () => true,
  );

describe('the server process', { timeout: 180_000 }, () => {
  it('on SIGTERM stops accepting, finishes the request in flight with 200, closes and exits 0', async () => {
    server = await start();
    const ready = await fetch(`${server.origin}/readyz`);
    expect(await ready.json()).toMatchObject({ status: 'ready' });

    const inFlight = slowPost(server.port, CAPTCHA_GET, captchaBody());
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    // As Ctrl-C under `npm start` does, the signal again: it changes nothing.
    server.child.kill('SIGTERM');
    await expect.poll(() => refused(server!.origin), { timeout: 10_000 }).toBe(true);
    inFlight.finish();
    const answer = await inFlight.response;
    expect(answer.status).toBe(200);
    // A keep-alive connection is told to close, or the server's close would wait for it.
    expect(answer.headers).toContain('connection: close');
    expect(JSON.parse(answer.body)).toMatchObject({ repCode: '0000' });
    await expect(server.exited).resolves.toBe(0);
    expect(linesWith(server.output(), '"shutting down"')).toHaveLength(1);
  });

  it('an uncaught error is logged in one line without the values it carries, and the process exits 1', async () => {
    server = await start({}, ['./apps/server/test/support/throw-on-signal.ts']);
    server.child.kill('SIGUSR2');
    await expect(server.exited).resolves.toBe(1);
    const [line, ...more] = linesWith(server.output(), 'uncaught exception: exiting');
    expect(more).toEqual([]);
    expect(JSON.parse(line!)).toMatchObject({ level: 60, err: { type: 'Error', message: UNCAUGHT_MESSAGE } });
    expect(server.output()).not.toContain(UNCAUGHT_SECRET);
  });

  it('a request that outlives SHUTDOWN_TIMEOUT_MS ends the process with exit 1 and a line saying so', async () => {
    server = await start({ SHUTDOWN_TIMEOUT_MS: '1500' });
    const hanging = slowPost(server.port, CAPTCHA_GET, captchaBody());
    hanging.response.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const stillRunning = new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 15_000).unref());
    await expect(Promise.race([server.exited, stillRunning])).resolves.toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1500);
    expect(took).toBeLessThan(1500 + 3000);
    expect(linesWith(server.output(), 'shutdown did not finish within 1500 ms: exiting')).toHaveLength(1);
  });
});
