import type { Db } from '../../src/db/client.ts';
import { isBackgroundWork } from '../../src/plugins/background-job.ts';

/**
 * Runs `work` and returns the text of every statement the database received meanwhile, on
 * PGlite (a string) and on node-postgres (a query config with `text`) alike. For budgets such
 * as "a poll is one indexed read and no writes". What the server's timers do meanwhile (sweeps,
 * callback deliveries) is left out: it is no caller's cost.
 */
export async function recordStatements(db: Db, work: () => Promise<void>): Promise<string[]> {
  const client = (db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
  const query = client.query;
  const statements: string[] = [];
  client.query = (...args: unknown[]) => {
    if (isBackgroundWork()) return query.apply(client, args);
    const first = args[0];
    statements.push(typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text ?? ''));
    return query.apply(client, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return statements;
}
