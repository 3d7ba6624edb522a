import type { FastifyInstance } from 'fastify';

/** While a job keeps failing (its database is down), its warning is repeated at most this often. */
export const REPEATED_FAILURE_WARN_MS = 60_000;

/**
 * Runs `job` every `ms` while the app is open: the next round tries again after a failure; the
 * timer never holds the process open and stops on close. The first failure of a run of them is
 * logged as `what` failed, then once a minute with the count (a 200 ms job would otherwise
 * write five lines a second), and the first success after them says it works again.
 */
export function everyWhileOpen(app: FastifyInstance, ms: number, what: string, job: () => Promise<unknown>): void {
  let failures = 0;
  let warnedAt = 0;
  const timer = setInterval(() => {
    job().then(
      () => {
        if (failures === 0) return;
        app.log.info({ failures }, `${what} works again`);
        failures = 0;
      },
      (err: unknown) => {
        failures++;
        if (failures > 1 && Date.now() - warnedAt < REPEATED_FAILURE_WARN_MS) return;
        warnedAt = Date.now();
        app.log.warn({ err, failures }, `${what} failed`);
      },
    );
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
