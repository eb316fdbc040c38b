import { type D1Instance, isWriteSql, sessionRoute } from "./d1-route";

// The D1 binding of one request or job, counting its round trips to the database: each
// statement's first/all/run/raw is one, and a batch (or exec) is one however many statements it
// carries. drizzle's D1 driver goes through the same four calls and batch, so it is counted too.
// Each round trip is told with the instance that serves it (d1-route.ts): the primary for every
// statement outside a Sessions API session; through one, the primary for writes and the reads
// that must see them, a replica for the rest.
// The statements a batch receives are unwrapped: D1 reads its own statements' fields.
// `onDbTime` adds up the time D1 says each statement ran inside the database (its result's
// meta.duration, where the call returns one: batch, all, run): the work one database does one
// statement at a time, which bounds how many writers it serves (docs/scale.md).
// `onWritten` is told after each round trip that wrote has been answered: the user's object empties
// its page memo then (docs/scale.md, "Pages with no D1 round trip"), not before the write is in.

const inner = new WeakMap<object, { statement: D1PreparedStatement; sql: string }>();

type DbTime = (ms: number) => void;
type RoundTrip = (instance: D1Instance, write: boolean) => void;
/** Which instance serves a round trip whose statements are writes (or not). */
type Route = (write: boolean) => D1Instance;
type Written = () => void;
const noTime: DbTime = () => {};
const nothing: Written = () => {};
const primaryOnly: Route = () => "primary";

function timed<T>(result: Promise<T>, onDbTime: DbTime): Promise<T> {
  return result.then((answer) => {
    for (const one of Array.isArray(answer) ? answer : [answer]) {
      const duration = (one as { meta?: { duration?: unknown } } | null)?.meta?.duration;
      if (typeof duration === "number") onDbTime(duration);
    }
    return answer;
  });
}

export function countingD1(db: D1Database, onRoundTrip: RoundTrip, onDbTime: DbTime = noTime, onWritten: Written = nothing): D1Database {
  const counter: Counter = { onRoundTrip, onDbTime, onWritten, route: primaryOnly };
  return {
    prepare: (query) => countingStatement(db.prepare(query), query, counter),
    batch: (statements) => countedBatch(statements, (unwrapped) => db.batch(unwrapped), counter),
    exec: (query) => {
      onRoundTrip("primary", true);
      return afterWrite(db.exec(query), true, onWritten);
    },
    withSession: (constraint) => {
      const session = db.withSession(constraint);
      const route = sessionRoute(constraint);
      const inSession: Counter = { ...counter, route: (write: boolean) => route.serve(write) };
      return {
        prepare: (query) => countingStatement(session.prepare(query), query, inSession),
        batch: (statements) => countedBatch(statements, (unwrapped) => session.batch(unwrapped), inSession),
        getBookmark: () => session.getBookmark(),
      };
    },
    dump: () => db.dump(),
  } as D1Database;
}

type Counter = { onRoundTrip: RoundTrip; onDbTime: DbTime; onWritten: Written; route: Route };

function afterWrite<T>(result: Promise<T>, write: boolean, onWritten: Written): Promise<T> {
  if (!write) return result;
  return result.then((answer) => {
    onWritten();
    return answer;
  });
}

function countingStatement(statement: D1PreparedStatement, sql: string, counter: Counter): D1PreparedStatement {
  const { onRoundTrip, onDbTime, onWritten } = counter;
  const write = isWriteSql(sql);
  const counted = <T>(run: () => Promise<T>) => {
    onRoundTrip(counter.route(write), write);
    return afterWrite(run(), write, onWritten);
  };
  const wrapped = {
    bind: (...values: unknown[]) => countingStatement(statement.bind(...values), sql, counter),
    first: (column?: string) => counted(() => (column === undefined ? statement.first() : statement.first(column))),
    run: () => counted(() => timed(statement.run(), onDbTime)),
    all: () => counted(() => timed(statement.all(), onDbTime)),
    raw: (options?: { columnNames?: boolean }) => counted(() => statement.raw(options as { columnNames?: false })),
  } as D1PreparedStatement;
  inner.set(wrapped, { statement, sql });
  return wrapped;
}

/** A batch is one round trip: to the primary if any of its statements writes. */
function countedBatch<T>(statements: D1PreparedStatement[], send: (unwrapped: D1PreparedStatement[]) => Promise<T>, counter: Counter): Promise<T> {
  const write = statements.some((statement) => isWriteSql(inner.get(statement)?.sql ?? ""));
  counter.onRoundTrip(counter.route(write), write);
  return afterWrite(timed(send(statements.map(unwrap)), counter.onDbTime), write, counter.onWritten);
}

function unwrap(statement: D1PreparedStatement) {
  return inner.get(statement)?.statement ?? statement;
}
