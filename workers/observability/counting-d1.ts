// The D1 binding of one request or job, counting its round trips to the database: each
// statement's first/all/run/raw is one, and a batch (or exec) is one however many statements it
// carries. drizzle's D1 driver goes through the same four calls and batch, so it is counted too.
// The statements a batch receives are unwrapped: D1 reads its own statements' fields.

const inner = new WeakMap<object, D1PreparedStatement>();

export function countingD1(db: D1Database, onRoundTrip: () => void): D1Database {
  return {
    prepare: (query) => countingStatement(db.prepare(query), onRoundTrip),
    batch: (statements) => {
      onRoundTrip();
      return db.batch(statements.map(unwrap));
    },
    exec: (query) => {
      onRoundTrip();
      return db.exec(query);
    },
    withSession: (constraint) => {
      const session = db.withSession(constraint);
      return {
        prepare: (query) => countingStatement(session.prepare(query), onRoundTrip),
        batch: (statements) => {
          onRoundTrip();
          return session.batch(statements.map(unwrap));
        },
        getBookmark: () => session.getBookmark(),
      };
    },
    dump: () => db.dump(),
  } as D1Database;
}

function countingStatement(statement: D1PreparedStatement, onRoundTrip: () => void): D1PreparedStatement {
  const counted = <T>(run: () => T) => {
    onRoundTrip();
    return run();
  };
  const wrapped = {
    bind: (...values: unknown[]) => countingStatement(statement.bind(...values), onRoundTrip),
    first: (column?: string) => counted(() => (column === undefined ? statement.first() : statement.first(column))),
    run: () => counted(() => statement.run()),
    all: () => counted(() => statement.all()),
    raw: (options?: { columnNames?: boolean }) => counted(() => statement.raw(options as { columnNames?: false })),
  } as D1PreparedStatement;
  inner.set(wrapped, statement);
  return wrapped;
}

function unwrap(statement: D1PreparedStatement) {
  return inner.get(statement) ?? statement;
}
