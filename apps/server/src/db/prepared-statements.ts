import type { Database } from './client.ts';

/**
 * Statements prepared once per shape and database handle (issue 24): a shape names which parts a
 * statement has (sort, filters, limit), the values come with each execution. On PostgreSQL each is
 * a named statement, parsed and planned once per connection; on PGlite it is parsed once.
 * Returns the lookup: the shape's statement, prepared by `prepare` the first time.
 */
export function preparedStatements<Statement>() {
  const byDatabase = new WeakMap<Database, Map<string, Statement>>();
  return (db: Database, shape: string, prepare: () => Statement): Statement => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = new Map();
      byDatabase.set(db, statements);
    }
    let statement = statements.get(shape);
    if (!statement) {
      statement = prepare();
      statements.set(shape, statement);
    }
    return statement;
  };
}
