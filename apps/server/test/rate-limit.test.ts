import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallError } from '@portal/contract/envelope/client';
import { startTestServer, type TestServer } from './support/test-app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ HANDSHAKE_RATE_PER_MINUTE: 2 });
});
afterAll(() => server.close());

describe('handshake rate limit', () => {
  it('refuses the handshake past the limit with 429001 and a Chinese message', async () => {
    await server.client().handshake();
    await server.client().handshake();
    const err = await server
      .client()
      .handshake()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CallError);
    expect((err as CallError).code).toBe(429001);
    expect((err as CallError).message).toBe('请求过于频繁，请稍后再试');
  });

  it('keeps answering other calls meanwhile', async () => {
    const res = await fetch(`${server.origin}/healthz`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });
});
