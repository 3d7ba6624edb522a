import type { Db } from '../../src/db/client.ts';

/**
 * Runs `work` and returns the text of every statement the database received meanwhile, on
 * PGlite (a string) and on node-postgres (a query config with `text`) alike. For budgets such
 * as "a poll is one indexed read and no writes".
 */
export async function recordStatements(db: Db, work: () => Promise<void>): Promise<string[]> {
  const client = (db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
  const query = client.query;
  const statements: string[] = [];
  client.query = (...args: unknown[]) => {
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
