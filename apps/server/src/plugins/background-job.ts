import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `ms` while the app is open: a failure is logged as `what` failed and the
 * next round tries again; the timer never holds the process open and stops on close.
 */
export function everyWhileOpen(app: FastifyInstance, ms: number, what: string, job: () => Promise<unknown>): void {
  const timer = setInterval(() => {
    job().catch((err: unknown) => app.log.warn({ err }, `${what} failed`));
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
