// Which D1 instance serves a round trip: the primary, or a read replica near the Worker. Without
// the Sessions API (`env.DB.withSession(…)`) every statement goes to the primary; through a
// session, D1 may serve a read from a replica that holds everything the session's bookmark names,
// while writes always go to the primary. The rule below is what the request log counts as crossing
// to the primary (counting-d1.ts) and what the bench's latency model charges (scripts/bench/latency-model.ts).

export type D1Instance = "primary" | "replica";

/** Statements that change the database (or may): everything but a plain read. */
export function isWriteSql(sql: string) {
  const keyword = /^\s*(?:--[^\n]*\n\s*)*(\w+)/.exec(sql)?.[1]?.toLowerCase();
  if (keyword === "select" || keyword === "explain") return false;
  // A `with` clause can lead a write (WITH … INSERT/UPDATE/DELETE); a read otherwise.
  if (keyword === "with") return /\b(insert|update|delete|replace)\b/i.test(sql);
  return true;
}

/**
 * The instances one D1 session's round trips go to, in order. A session opened with
 * "first-primary" sends its first query to the primary; one that has written reads from the
 * primary afterwards (a replica may not hold the write yet: the upper bound); any other read may be
 * served by the nearest replica (assumed caught up with the bookmark it was opened with).
 */
export function sessionRoute(constraintOrBookmark?: string) {
  let first = true;
  let wrote = false;
  return {
    serve(write: boolean): D1Instance {
      const primary = write || wrote || (first && constraintOrBookmark === "first-primary");
      first = false;
      if (write) wrote = true;
      return primary ? "primary" : "replica";
    },
  };
}
