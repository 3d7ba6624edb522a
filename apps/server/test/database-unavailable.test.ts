import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { ERRORS } from '@portal/contract/errors';
import { errorReply, logFailure } from '../src/plugins/error-handler.ts';

/** A failed query as drizzle reports it: the SQL and its values, the driver's error as the cause. */
function failedQuery(cause: Error & { code?: string }) {
  return new DrizzleQueryError('insert into feedback_items (phone) values ($1)', ['13800138000'], cause);
}
const driverError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('a call whose database connection went away', () => {
  it('is answered 503 "busy, retry" with its own code, however the connection was lost', () => {
    const lost = [
      failedQuery(driverError('terminating connection due to administrator command', '57P01')),
      failedQuery(driverError('the database system is starting up', '57P03')),
      failedQuery(driverError('Connection terminated unexpectedly')),
      failedQuery(driverError('Client has encountered a connection error and is not queryable')),
      driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      driverError('timeout exceeded when trying to connect'),
    ];
    for (const err of lost) {
      expect(errorReply(err)).toMatchObject({ status: 503, body: { code: ERRORS.DATABASE_UNAVAILABLE.code, msg: '服务繁忙，请稍后重试' } });
    }
    // A query that failed for itself stays an internal error.
    expect(errorReply(failedQuery(driverError('duplicate key value violates unique constraint', '23505'))).status).toBe(500);
  });

  it('is logged in one warn line with the driver’s reason, never the query or its values', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino({ level: 'info' }, stream);
    const err = failedQuery(driverError('terminating connection due to administrator command', '57P01'));
    logFailure(log, err, errorReply(err));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, msg: 'call failed: database connection lost', code: ERRORS.DATABASE_UNAVAILABLE.code, reason: '57P01' });
    expect(lines[0]).not.toMatch(/feedback_items|13800138000|stack/);
  });
});
