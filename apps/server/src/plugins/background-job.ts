import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const backgroundWork = new AsyncLocalStorage<true>();

/** Runs `work` marked as the server's own timed work, not a caller's request. */
export function asBackgroundWork<T>(work: () => Promise<T>): Promise<T> {
  return backgroundWork.run(true, work);
}

/**
 * True inside a background job's work: statement budgets ("a poll is one read and no writes")
 * count what a request costs, not what a timer happened to do meanwhile.
 */
export function isBackgroundWork(): boolean {
  return backgroundWork.getStore() === true;
}

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
    asBackgroundWork(job).then(
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
