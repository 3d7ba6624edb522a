import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** The processes a bench starts: a free port for each, its first answer, its end. */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<number> {
  const start = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - start;
    } catch {
      // not up yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The bench starts the portal in production mode, which needs MASTER_KEY: the caller's, or a
 * fixed one that is only ever a bench database's (a PostgreSQL database benched twice needs the
 * same key both times; a database set up with another key refuses it at start).
 */
const BENCH_MASTER_KEY = process.env.MASTER_KEY || 'b3c4'.repeat(16);

/**
 * The environment of a benched portal: production mode, quiet logs, and the local SMS and face
 * providers a bench has (production refuses them otherwise); `extra` adds the run's own.
 * Production also wants the public address its links carry: the caller's, or a loopback one.
 */
export function benchPortalEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ALLOW_LOCAL_PROVIDERS: 'true',
    MASTER_KEY: BENCH_MASTER_KEY,
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL || `http://127.0.0.1:${extra.PORT ?? process.env.PORT ?? 8080}`,
    ...extra,
  };
}
