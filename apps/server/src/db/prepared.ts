import type { Db } from './client.ts';

/**
 * One prepared statement per database for a query every call makes (issue 36): drizzle builds
 * a query's SQL anew on each run, which cost a sealed call more CPU than the rest of the portal's
 * own work; a prepared one is built once, and as a named statement PostgreSQL parses and plans
 * it once per connection. `build` must use `sql.placeholder` for every value and end in
 * `.prepare(name)` with a name no other statement uses.
 */
export function preparedPerDatabase<P>(build: (db: Db) => P): (db: Db) => P {
  const prepared = new WeakMap<Db, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
