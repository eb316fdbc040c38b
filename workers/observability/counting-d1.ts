// The D1 binding of one request or job, counting its round trips to the database: each
// statement's first/all/run/raw is one, and a batch (or exec) is one however many statements it
// carries. drizzle's D1 driver goes through the same four calls and batch, so it is counted too.
// The statements a batch receives are unwrapped: D1 reads its own statements' fields.
// `onDbTime` adds up the time D1 says each statement ran inside the database (its result's
// meta.duration, where the call returns one: batch, all, run): the work one database does one
// statement at a time, which bounds how many writers it serves (docs/scale.md).

const inner = new WeakMap<object, D1PreparedStatement>();

type DbTime = (ms: number) => void;
const noTime: DbTime = () => {};

function timed<T>(result: Promise<T>, onDbTime: DbTime): Promise<T> {
  return result.then((answer) => {
    for (const one of Array.isArray(answer) ? answer : [answer]) {
      const duration = (one as { meta?: { duration?: unknown } } | null)?.meta?.duration;
      if (typeof duration === "number") onDbTime(duration);
    }
    return answer;
  });
}

export function countingD1(db: D1Database, onRoundTrip: () => void, onDbTime: DbTime = noTime): D1Database {
  return {
    prepare: (query) => countingStatement(db.prepare(query), onRoundTrip, onDbTime),
    batch: (statements) => {
      onRoundTrip();
      return timed(db.batch(statements.map(unwrap)), onDbTime);
    },
    exec: (query) => {
      onRoundTrip();
      return db.exec(query);
    },
    withSession: (constraint) => {
      const session = db.withSession(constraint);
      return {
        prepare: (query) => countingStatement(session.prepare(query), onRoundTrip, onDbTime),
        batch: (statements) => {
          onRoundTrip();
          return timed(session.batch(statements.map(unwrap)), onDbTime);
        },
        getBookmark: () => session.getBookmark(),
      };
    },
    dump: () => db.dump(),
  } as D1Database;
}

function countingStatement(statement: D1PreparedStatement, onRoundTrip: () => void, onDbTime: DbTime): D1PreparedStatement {
  const counted = <T>(run: () => T) => {
    onRoundTrip();
    return run();
  };
  const wrapped = {
    bind: (...values: unknown[]) => countingStatement(statement.bind(...values), onRoundTrip, onDbTime),
    first: (column?: string) => counted(() => (column === undefined ? statement.first() : statement.first(column))),
    run: () => counted(() => timed(statement.run(), onDbTime)),
    all: () => counted(() => timed(statement.all(), onDbTime)),
    raw: (options?: { columnNames?: boolean }) => counted(() => statement.raw(options as { columnNames?: false })),
  } as D1PreparedStatement;
  inner.set(wrapped, statement);
  return wrapped;
}

function unwrap(statement: D1PreparedStatement) {
  return inner.get(statement) ?? statement;
}
