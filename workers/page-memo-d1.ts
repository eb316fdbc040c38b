import { isWriteSql } from "./observability/d1-route";

// The request's D1 session as the page memo sees it (page-memo.ts): a read the memo holds is
// answered from it; every read the page makes is noted, to be read again for the next view.

/** One read as the page made it, to make again elsewhere (readAgain). */
export type MemoRead = { method: "all" | "raw"; sql: string; values: unknown[] };

/** What the connection asks of the request's memo. */
export type ReadMemo = {
  /** Whether reads starting now may be answered from the memo and kept for the next view. */
  readonly active: boolean;
  answer(key: string): { value: unknown } | undefined;
  /** A read the page made: answered from the memo, or by D1. */
  noted(key: string, read: MemoRead, answered: boolean): void;
};

const keyOf = (read: MemoRead) => `${read.method} ${read.sql} ${JSON.stringify(read.values)}`;

const inner = new WeakMap<object, { statement: D1PreparedStatement; read: MemoRead | null }>();

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
  function through<T>(method: MemoRead["method"], run: () => Promise<T>, rebuild: (kept: unknown) => T): Promise<T> {
    if (!read || !memo.active) return run();
    const made: MemoRead = { method, sql, values };
    const key = keyOf(made);
    const kept = memo.answer(key);
    memo.noted(key, made, kept !== undefined);
    return kept ? Promise.resolve(rebuild(kept.value)) : run();
  }
  const wrapped = {
    bind: (...bound: unknown[]) => memoStatement(statement.bind(...bound), sql, bound, memo),
    first: (column?: string) => (column === undefined ? statement.first() : statement.first(column)),
    run: () => statement.run(),
    all: () => through("all", () => statement.all(), asResult),
    raw: (options?: { columnNames?: boolean }) =>
      options?.columnNames
        ? statement.raw({ columnNames: true })
        : through(
            "raw",
            () => statement.raw(),
            (kept) => kept as never,
          ),
  } as D1PreparedStatement;
  inner.set(wrapped, { statement, read: read ? { method: "all", sql, values } : null });
  return wrapped;
}

function asResult<T>(kept: unknown): D1Result<T> {
  return { results: kept as T[], success: true, meta: {} as D1Meta & Record<string, unknown> };
}

/** A batch of reads the memo holds whole is answered from it; any other goes to D1. */
async function memoBatch<T>(d1: D1DatabaseSession, statements: D1PreparedStatement[], memo: ReadMemo): Promise<D1Result<T>[]> {
  const unwrapped = statements.map((statement) => inner.get(statement)?.statement ?? statement);
  const reads = statements.map((statement) => inner.get(statement)?.read ?? null);
  if (!memo.active || reads.some((read) => read === null)) return d1.batch<T>(unwrapped);
  const keys = reads.map((read) => keyOf(read!));
  const kept = keys.map((key) => memo.answer(key));
  const answered = kept.every(Boolean);
  keys.forEach((key, at) => memo.noted(key, reads[at]!, answered));
  return answered ? kept.map((one) => asResult<T>(one!.value)) : d1.batch<T>(unwrapped);
}

/** The page's reads made again on another session (after the answer): one batch, and each `raw` on its own. */
export async function readAgain(session: D1DatabaseSession, reads: [string, MemoRead][]): Promise<Map<string, unknown>> {
  const again = new Map<string, unknown>();
  const all = reads.filter(([, read]) => read.method === "all");
  if (all.length > 0) {
    const results = await session.batch(all.map(([, read]) => session.prepare(read.sql).bind(...read.values)));
    all.forEach(([key], at) => again.set(key, results[at]!.results));
  }
  for (const [key, read] of reads.filter(([, made]) => made.method === "raw")) {
    again.set(
      key,
      await session
        .prepare(read.sql)
        .bind(...read.values)
        .raw(),
    );
  }
  return again;
}
