import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { testConfig, type AppConfig } from '../../src/config.ts';
import { createEnvelopeClient, type EnvelopeClientOptions } from '@portal/contract/envelope/client';
import { createTestDatabase } from './test-database.ts';

export interface TestServer {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  origin: string;
  client(options?: Partial<EnvelopeClientOptions>): ReturnType<typeof createEnvelopeClient>;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database and listens on a free loopback port. `extend` may
 * add test-only routes before the app starts listening.
 */
export async function startTestServer(
  overrides: Partial<AppConfig> = {},
  build: Omit<BuildOptions, 'database'> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestServer> {
  // A key or demo setting of its own needs a database this configuration has not started yet.
  const ownStart = 'MASTER_KEY' in overrides || 'SEED_DEMO' in overrides;
  const database = await createTestDatabase({ stage: ownStart ? 'seeded' : 'started' });
  const app = await buildApp(testConfig(overrides), { ...build, database });
  extend?.(app);
  const server = await listenForTests(app);
  return {
    ...server,
    async close() {
      await server.close();
      await database.close();
    },
  };
}

/** Listens on a free loopback port; closing stops the app but leaves its database open. */
export async function listenForTests(app: FastifyInstance): Promise<TestServer> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  return {
    app,
    origin,
    client: (options = {}) => createEnvelopeClient({ baseUrl: origin, appId: 'test', ...options }),
    async close() {
      // Keep-alive sockets of the test's fetch calls must not hold the shutdown open.
      app.server.closeAllConnections();
      await app.close();
    },
  };
}
