import { createCipheriv, createHash, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { defineCall } from '@portal/contract/call';
import { getPageData } from '@portal/contract/calls/content/get-page-data';
import { openLogin } from '@portal/contract/calls/open-identity/open-login';
import { searchAnswer } from '@portal/contract/calls/customer-service/search-answer';
import { getUserStatus } from '@portal/contract/calls/session/user-status';
import { createEnvelopeClient } from '@portal/contract/envelope/client';
import { jsCipher } from '@portal/contract/envelope/cipher';
import { API_PREFIX, HEADER, seal, sign, TIMESTAMP_WINDOW_MS } from '@portal/contract/envelope/protocol';
import { UPLOAD_DATA_FIELD } from '@portal/contract/envelope/upload';
import { ERRORS } from '@portal/contract/errors';
import { CAPTCHA_FIXED_Y, CAPTCHA_TYPE } from '@portal/contract/limits';
import { captchaChallenges } from '../src/db/schema/captcha.ts';
import { LOCAL_PARTNER_ID } from '../src/db/seed/open-identity.ts';
import { signAssertion } from '../src/modules/open-identity/assertion.ts';
import { partnerSecret } from '../src/modules/open-identity/service.ts';
import { registerUpload } from '../src/plugins/upload.ts';
import { browserSession } from './support/browser-session.ts';
import { failure } from './support/call-failure.ts';
import { startTestServer, type TestServer } from './support/test-app.ts';
import { stampedHeaders } from './support/stamped-headers.ts';

/**
 * The envelope's timestamp window (ARCHITECTURE §4.4) is ±5 minutes: a call stamped too far in
 * the future must be refused like a stale one, or a captured call would outlive the nonce
 * store that keeps it from being replayed. Every door that reads a stamp is tried on both sides.
 */
const FAR = TIMESTAMP_WINDOW_MS + 60_000;

const testUpload = defineCall({
  method: 'POST',
  path: '/test/stamp/upload',
  sealed: true,
  upload: { maxFiles: 1, maxFileBytes: 64, fileField: 'files' },
  request: z.object({ note: z.string() }),
  response: z.object({ note: z.string() }),
});

let server: TestServer;
let key: { keyId: string; keyHex: string };
const seenByFastify: string[] = [];
beforeAll(async () => {
  server = await startTestServer({}, {}, (app) => {
    registerUpload(app, testUpload, async (input) => ({ note: input.note }));
    app.addHook('onRequest', (req, _reply, done) => {
      seenByFastify.push(req.url);
      done();
    });
  });
  key = await createEnvelopeClient({ baseUrl: server.origin, appId: 'stamp-test' }).handshake();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const PAGE_URL = API_PREFIX + getPageData.path;
const STATUS_URL = API_PREFIX + getUserStatus.path;
const SEARCH_URL = API_PREFIX + searchAnswer.path;

async function sealedPost(url: string, value: unknown, timestamp: number, nonce = randomUUID()) {
  const body = JSON.stringify(seal(jsCipher, key.keyHex, value));
  const res = await fetch(server.origin + url, { method: 'POST', headers: stampedHeaders(key, 'POST', url, body, { timestamp, nonce }), body });
  return (await res.json()) as { code: number };
}

async function statusPoll(timestamp: number) {
  const res = await fetch(server.origin + STATUS_URL, { headers: stampedHeaders(key, 'GET', STATUS_URL, '', { timestamp }) });
  return (await res.json()) as { code: number };
}

/** What Fastify routed while `action` ran: the poll lane's answers never show up here. */
async function fastifySaw(action: () => Promise<unknown>): Promise<string[]> {
  const before = seenByFastify.length;
  await action();
  return seenByFastify.slice(before);
}

describe('the timestamp window, on both sides', () => {
  it('refuses a Fastify-routed call stamped more than five minutes ahead or behind with 401003', async () => {
    expect((await sealedPost(PAGE_URL, { pageCode: 'index' }, Date.now() + FAR)).code).toBe(ERRORS.STALE_TIMESTAMP.code);
    expect((await sealedPost(PAGE_URL, { pageCode: 'index' }, Date.now() - FAR)).code).toBe(ERRORS.STALE_TIMESTAMP.code);
    // A client a little ahead of the server is inside the window.
    expect((await sealedPost(PAGE_URL, { pageCode: 'index' }, Date.now() + TIMESTAMP_WINDOW_MS - 30_000)).code).toBe(200);
  });

  it("refuses the poll lane's calls stamped more than five minutes ahead or behind with 401003", async () => {
    for (const offset of [FAR, -FAR]) {
      let status: { code: number } | undefined;
      let search: { code: number } | undefined;
      const seen = await fastifySaw(async () => {
        status = await statusPoll(Date.now() + offset);
        search = await sealedPost(SEARCH_URL, { uuid: randomUUID(), after: 0 }, Date.now() + offset);
      });
      // The lane answered both itself: Fastify's route for the same calls is a separate door.
      expect(seen).toEqual([]);
      expect(status?.code).toBe(ERRORS.STALE_TIMESTAMP.code);
      expect(search?.code).toBe(ERRORS.STALE_TIMESTAMP.code);
    }
    expect((await statusPoll(Date.now() + TIMESTAMP_WINDOW_MS - 30_000)).code).toBe(200);
  });

  it('refuses a sealed upload stamped more than five minutes ahead or behind with 401003', async () => {
    const url = API_PREFIX + testUpload.path;
    const upload = async (timestamp: number) => {
      const uploadData = JSON.stringify(seal(jsCipher, key.keyHex, { note: '备注', files: [] }));
      const nonce = randomUUID();
      const form = new FormData();
      form.append(UPLOAD_DATA_FIELD, uploadData);
      const headers = {
        [HEADER.appId]: 'test',
        [HEADER.timestamp]: String(timestamp),
        [HEADER.nonce]: nonce,
        [HEADER.keyId]: key.keyId,
        [HEADER.token]: '',
        [HEADER.sign]: sign(jsCipher, key.keyHex, { method: 'POST', path: url, timestamp: String(timestamp), nonce, token: '', body: uploadData }),
      };
      const res = await fetch(server.origin + url, { method: 'POST', headers, body: form });
      return ((await res.json()) as { code: number }).code;
    };
    expect(await upload(Date.now() + FAR)).toBe(ERRORS.STALE_TIMESTAMP.code);
    expect(await upload(Date.now() - FAR)).toBe(ERRORS.STALE_TIMESTAMP.code);
    expect(await upload(Date.now())).toBe(200);
  });

  it("refuses a partner's assertion issued in the future: it would outlive its single-use record", async () => {
    const secret = await partnerSecret(server.app, LOCAL_PARTNER_ID);
    const now = Math.floor(Date.now() / 1000);
    const assertion = (iat: number) =>
      signAssertion(secret!, { iss: LOCAL_PARTNER_ID, sub: 'wangxm', iat, exp: iat + 120, jti: randomUUID() });
    const tab = browserSession(server);
    const ahead = await failure(tab.call(openLogin, { partnerId: LOCAL_PARTNER_ID, assertion: assertion(now + 3_600) }));
    expect(ahead.code).toBe(ERRORS.OPEN_ASSERTION_EXPIRED.code);
    const { st } = await tab.call(openLogin, { partnerId: LOCAL_PARTNER_ID, assertion: assertion(now) });
    expect(st).toMatch(/\S{16,}/);
  });

  it("refuses the slider captcha's get and check stamped ten minutes ahead or behind (6206)", async () => {
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${server.origin}${API_PREFIX}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await res.json()) as { repCode: string; repData: { token: string; secretKey: string } | null };
    };
    for (const offset of [10 * 60_000, -10 * 60_000]) {
      const got = await post('/auth/captcha/slider/get', { captchaType: CAPTCHA_TYPE, clientUid: `stamp-${randomUUID()}`, ts: Date.now() + offset });
      expect(got.repCode).toBe('6206');
    }
    for (const offset of [10 * 60_000, -10 * 60_000]) {
      const clientUid = `stamp-${randomUUID()}`;
      const got = await post('/auth/captcha/slider/get', { captchaType: CAPTCHA_TYPE, clientUid, ts: Date.now() });
      const { token, secretKey } = got.repData!;
      const [answer] = await server.app.database.db
        .select({ x: captchaChallenges.x })
        .from(captchaChallenges)
        .where(eq(captchaChallenges.token, createHash('sha256').update(token).digest('hex')));
      const cipher = createCipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
      const pointJson = Buffer.concat([cipher.update(JSON.stringify({ x: answer!.x, y: CAPTCHA_FIXED_Y }), 'utf8'), cipher.final()]).toString('base64');
      const checked = await post('/auth/captcha/slider/check', { captchaType: CAPTCHA_TYPE, pointJson, token, clientUid, ts: Date.now() + offset });
      expect(checked.repCode).toBe('6206');
    }
  });
});

describe('replay at the edge of the window', () => {
  it('keeps refusing the replay of a call stamped five minutes ahead until its stamp runs out, with this clock 2 s ahead of the database', async () => {
    // This instance's clock runs 2 s ahead of the database's (which stamps when a nonce was seen).
    const start = Date.now() + 2_000;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const stamp = start + TIMESTAMP_WINDOW_MS;
    const nonce = randomUUID();
    expect((await sealedPost(PAGE_URL, { pageCode: 'index' }, stamp, nonce)).code).toBe(200);

    // The last instant the stamp is inside the window: ten minutes after it was first seen.
    vi.setSystemTime(start + 2 * TIMESTAMP_WINDOW_MS);
    await server.app.envelopeKeys.sweep();
    expect((await sealedPost(PAGE_URL, { pageCode: 'index' }, stamp, nonce)).code).toBe(ERRORS.REPLAYED_NONCE.code);
    expect((await statusPollWithNonce(stamp, nonce)).code).toBe(ERRORS.REPLAYED_NONCE.code);

    // One millisecond later the stamp itself is refused.
    vi.setSystemTime(start + 2 * TIMESTAMP_WINDOW_MS + 1);
    expect((await sealedPost(PAGE_URL, { pageCode: 'index' }, stamp, nonce)).code).toBe(ERRORS.STALE_TIMESTAMP.code);
  });
});

async function statusPollWithNonce(timestamp: number, nonce: string) {
  const res = await fetch(server.origin + STATUS_URL, { headers: stampedHeaders(key, 'GET', STATUS_URL, '', { timestamp, nonce }) });
  return (await res.json()) as { code: number };
}
