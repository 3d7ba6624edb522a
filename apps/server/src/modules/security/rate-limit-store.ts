import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/client.ts';
import { hit } from './rate-limit-repo.ts';

/**
 * A @fastify/rate-limit store on the database, so N instances share one count (ARCHITECTURE
 * §6). Each route gets its own key space.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(prefixOrOptions?: unknown) {
      this.prefix = typeof prefixOrOptions === 'string' ? prefixOrOptions : 'global:';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      hit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    /** The plugin passes the route as `routeInfo`; without it every limited route shared one count. */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(`${String(route.method)}:${route.url}:`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
