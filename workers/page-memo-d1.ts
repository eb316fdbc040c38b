import { isWriteSql } from "./observability/d1-route";

// The request's D1 session as the page memo sees it (page-memo.ts): a read the memo holds is
// answered from it, and re-read after the answer; a read it does not hold is noted as D1 answers.

/** What the connection asks of the request's memo. */
export type ReadMemo = {
  /** Whether reads starting now may be answered from the memo and kept for the next view. */
  readonly active: boolean;
  answer(key: string): { value: unknown } | undefined;
  answeredFromMemo(key: string, reread: () => Promise<unknown>): void;
  readFromD1(key: string, value: unknown): void;
};

const inner = new WeakMap<object, { statement: D1PreparedStatement; key: string | null }>();

/**
 * The request's D1 session, answering reads from the page memo when it holds them. Only a batch or
 * a statement's `all`/`raw` is memo'd (what drizzle reads with); writes and `first` go through.
 */
export function memoConnection(d1: D1DatabaseSession, memo: ReadMemo): D1DatabaseSession {
  return {
    prepare: (sql) => memoStatement(d1.prepare(sql), sql, [], memo),
    batch: <T>(statements: D1PreparedStatement[]) => memoBatch<T>(d1, statements, memo),
    getBookmark: () => d1.getBookmark(),
  };
}

function memoStatement(statement: D1PreparedStatement, sql: string, values: unknown[], memo: ReadMemo): D1PreparedStatement {
  const read = !isWriteSql(sql);
  const keyOf = (method: string) => `${method} ${sql} ${JSON.stringify(values)}`;
  function through<T>(method: string, run: () => Promise<T>, pick: (answer: T) => unknown, rebuild: (kept: unknown) => T): Promise<T> {
    if (!read || !memo.active) return run();
    const key = keyOf(method);
    const kept = memo.answer(key);
    if (kept) {
      memo.answeredFromMemo(key, () => run().then(pick));
      return Promise.resolve(rebuild(kept.value));
    }
    return run().then((answer) => {
      memo.readFromD1(key, pick(answer));
      return answer;
    });
  }
  const wrapped = {
    bind: (...bound: unknown[]) => memoStatement(statement.bind(...bound), sql, bound, memo),
    first: (column?: string) => (column === undefined ? statement.first() : statement.first(column)),
    run: () => statement.run(),
    all: () =>
      through(
        "all",
        () => statement.all(),
        (answer) => answer.results,
        asResult,
      ),
    raw: (options?: { columnNames?: boolean }) =>
      options?.columnNames
        ? statement.raw({ columnNames: true })
        : through(
            "raw",
            () => statement.raw(),
            (rows) => rows,
            (kept) => kept as never,
          ),
  } as D1PreparedStatement;
  inner.set(wrapped, { statement, key: read ? keyOf("all") : null });
  return wrapped;
}

function asResult<T>(kept: unknown): D1Result<T> {
  return { results: kept as T[], success: true, meta: {} as D1Meta & Record<string, unknown> };
}

/** A batch of reads the memo holds whole is answered from it; any other goes to D1 (and is noted). */
async function memoBatch<T>(d1: D1DatabaseSession, statements: D1PreparedStatement[], memo: ReadMemo): Promise<D1Result<T>[]> {
  const unwrapped = statements.map((statement) => inner.get(statement)?.statement ?? statement);
  const keys = statements.map((statement) => inner.get(statement)?.key ?? null);
  const send = () => d1.batch<T>(unwrapped);
  if (!memo.active || keys.some((key) => key === null)) return send();
  const kept = keys.map((key) => memo.answer(key!));
  if (kept.every(Boolean)) {
    // One batch after the answer re-reads them all (settle asks for each in turn).
    let again: Promise<D1Result<T>[]> | undefined;
    keys.forEach((key, at) => memo.answeredFromMemo(key!, () => (again ??= send()).then((results) => results[at]!.results)));
    return kept.map((one) => asResult<T>(one!.value));
  }
  const results = await send();
  keys.forEach((key, at) => memo.readFromD1(key!, results[at]!.results));
  return results;
}
