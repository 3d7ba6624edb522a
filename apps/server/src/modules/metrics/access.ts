import { createHash, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.ts';

/**
 * Who may read /metrics. With METRICS_TOKEN set, only a caller sending it as a bearer token;
 * without it, anyone outside production (a developer's machine, the tests), and nobody in
 * production, where the route does not exist: a bank's metrics name its calls and its load.
 */
export type MetricsAccess = { kind: 'open' } | { kind: 'off' } | { kind: 'token'; allows(authorization: string | undefined): boolean };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function metricsAccess(config: Pick<AppConfig, 'METRICS_TOKEN' | 'NODE_ENV'>): MetricsAccess {
  const token = config.METRICS_TOKEN;
  if (!token) return { kind: config.NODE_ENV === 'production' ? 'off' : 'open' };
  // Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first wrong character.
  const expected = sha256(token);
  return {
    kind: 'token',
    allows(authorization) {
      const match = /^Bearer +(\S+)\s*$/i.exec(authorization ?? '');
      return match !== null && timingSafeEqual(sha256(match[1]!), expected);
    },
  };
}
