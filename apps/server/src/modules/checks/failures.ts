import { CHECK_FAILURE_WINDOW_MINUTES } from '@portal/contract/limits';
import type { ErrorName } from '@portal/contract/errors';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { countFailure, readCounter } from '../security/rate-limit-repo.ts';

const WINDOW_MS = CHECK_FAILURE_WINDOW_MINUTES * 60_000;

/**
 * Failed checks per client address (a wrong code, an unknown number): from `max` failures on,
 * the address waits until CHECK_FAILURE_WINDOW_MINUTES after its last failure. Refused
 * attempts are not failures, so hammering does not lengthen the wait. Kept in the database
 * (rate_limit_counters), so every instance counts alike.
 */
export function failureGate(db: Db, tool: string, max: number, locked: ErrorName) {
  const key = (ip: string) => `check-fail:${tool}:${ip}`;
  return {
    async assertOpen(ip: string, at = new Date()): Promise<void> {
      const row = await readCounter(db, key(ip));
      if (!row || row.count < max || row.windowEndsAt <= at) return;
      const minutes = Math.max(1, Math.ceil((row.windowEndsAt.getTime() - at.getTime()) / 60_000));
      throw new AppError(locked, { message: `${messageStem(locked)}，请${minutes}分钟后再试` });
    },
    failed: (ip: string, at = new Date()) => countFailure(db, key(ip), WINDOW_MS, at),
  };
}

const STEMS: Partial<Record<ErrorName, string>> = {
  GUARANTEE_CHECK_LOCKED: '保函查验失败次数过多',
  LETTER_CHECK_LOCKED: '询证函查询失败次数过多',
  SEAL_CHECK_LOCKED: '防伪码查询失败次数过多',
};
const messageStem = (name: ErrorName) => STEMS[name] ?? '查询失败次数过多';
