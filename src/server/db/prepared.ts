import type { Database } from './client.ts';

/**
 * A query whose SQL is built once per database and kept. drizzle builds a query's text every time it runs
 * (walking the columns and the conditions): on auth.me that was about an eighth of the server's CPU under
 * load (bench:api's profile, docs/benchmarks.md). The few queries every signed-in request makes (its
 * session, auth.me's user) are prepared once instead; on PostgreSQL a named query is also a server-side
 * prepared statement, parsed and planned once per connection. Keyed by the database object, so each test's
 * database (and a transaction, if one is ever passed) gets its own.
 */
export function preparedFor<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const byDatabase = new WeakMap<Database, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
