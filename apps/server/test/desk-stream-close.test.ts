import { expect, it } from 'vitest';
import { DEMO_STAFF } from '../src/db/seed/demo-accounts.ts';
import { browserSession } from './support/browser-session.ts';
import { logInStaff } from './support/staff-login.ts';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { listenForTests } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

/**
 * A graceful shutdown waits for the requests in flight (issue 19); the desk's event stream is
 * one that never ends by itself, so closing the app ends it first rather than wait out
 * SHUTDOWN_TIMEOUT_MS whenever an agent has the desk open.
 */
it('closing the app ends the open desk event streams and does not wait for them', async () => {
  const database = await createTestDatabase();
  const server = await listenForTests(await buildApp(testConfig(), { database }));
  const tab = browserSession(server);
  await logInStaff(server, tab, DEMO_STAFF[0]);
  const cookie = [...tab.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${server.origin}/qjmh/api/staff/desk/events`, { headers: { cookie } });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  await reader.read();

  const closing = Date.now();
  // Fastify's own close, as main.ts calls it on SIGTERM (the test server's also cuts every connection).
  const closed = server.app.close().then(() => Date.now() - closing);
  const stuck = new Promise<string>((resolve) => setTimeout(() => resolve('still closing after 5 s'), 5_000).unref());
  expect(await Promise.race([closed, stuck])).toBeLessThan(2_000);
  // The stream ended, rather than being cut: the desk reconnects to another instance.
  let ended = false;
  while (!ended) ended = (await reader.read()).done;
  expect(ended).toBe(true);
  await database.close();
});
