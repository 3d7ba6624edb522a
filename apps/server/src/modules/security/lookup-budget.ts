import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hit } from './rate-limit-repo.ts';

/**
 * Counts one look-up of an account against `key` (an address, a customer) in the shared
 * counters table, and refuses past `max` in `windowMs` with the usual 429001. The per-minute
 * route limits stop bursts; this longer budget stops a slow walk through a list of names.
 */
export async function countLookup(db: Db, key: string, max: number, windowMs: number): Promise<void> {
  if ((await hit(db, `lookup:${key}`, windowMs)).current > max) throw new AppError('RATE_LIMITED');
}
