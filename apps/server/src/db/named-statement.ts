import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * A raw statement run as a named prepared statement (issue 36), named after its text: PostgreSQL
 * parses and plans each distinct text once per connection instead of on every call, which for
 * the account-flow period (four subqueries) was more of its time than running it. Only for
 * statements whose text takes a few shapes (values are parameters); PGlite ignores the name.
 */
export function executeNamed(db: Db, statement: SQL): Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  const name = `n_${createHash('sha1').update(query.sql).digest('base64url').slice(0, 20)}`;
  return db._.session.prepareQuery(query, undefined, name, false).execute();
}
