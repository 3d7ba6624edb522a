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
          // One module graph per worker, not per file (issue 36): importing the whole server
          // anew for each of the 116 files cost 240 s of the tier's CPU. Files share support
          // modules within a worker, so no test may count on a fresh module's state.
          isolate: false,
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
          // Ceilings for a slow machine (see WAIT in apps/web/e2e/support/portal.ts): the longest
          // journey took 54 s alone on one.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each journey file has its own server, database and browser: two run side by side.
          maxWorkers: 2,
          // As the server tier: one module graph per worker (150 s of imports saved).
          isolate: false,
        },
      },
    ],
  },
});
