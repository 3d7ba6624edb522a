import { defineConfig } from 'vitest/config';

/** Three tiers (ARCHITECTURE §9): pure unit tests, server integration, browser journeys. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          // Vitest's default is one worker fewer than the cores: one on a two-core machine, and
          // these files mostly wait on PostgreSQL and timers, so two keep both cores busy.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each journey file has its own server, database and browser: two run side by side.
          maxWorkers: 2,
        },
      },
    ],
  },
});
