import { describe, expect, it } from "vitest";
import { countingD1 } from "./counting-d1";

// A stand-in D1 that records what reached it: the wrapper must hand D1 its own statements.
function fakeD1() {
  const batches: unknown[][] = [];
  const statement = (sql: string, params: unknown[] = []): D1PreparedStatement =>
    ({
      sql,
      params,
      bind: (...values: unknown[]) => statement(sql, values),
      first: async () => null,
      run: async () => ({ results: [], success: true, meta: {} }),
      all: async () => ({ results: [], success: true, meta: {} }),
      raw: async () => [],
    }) as unknown as D1PreparedStatement;
  const db = {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: D1PreparedStatement[]) => {
      batches.push(statements);
      return [];
    },
    exec: async () => ({ count: 0, duration: 0 }),
  } as unknown as D1Database;
  return { db, batches };
}

describe("the counting D1 binding", () => {
  it("counts each statement run as one round trip, and a batch as one", async () => {
    const { db, batches } = fakeD1();
    let count = 0;
    const counted = countingD1(db, () => count++);
    const select = counted.prepare("select ?").bind(1);
    await select.first();
    await select.all();
    await select.raw();
    await counted.prepare("update x").run();
    expect(count).toBe(4);
    await counted.batch([counted.prepare("a").bind(1), counted.prepare("b")]);
    expect(count).toBe(5);
    await counted.exec("vacuum");
    expect(count).toBe(6);
    // D1 gets its own statements, with their bound values.
    expect(batches[0]).toEqual([expect.objectContaining({ sql: "a", params: [1] }), expect.objectContaining({ sql: "b" })]);
  });

  it("does not count preparing or binding", () => {
    const { db } = fakeD1();
    let count = 0;
    countingD1(db, () => count++)
      .prepare("select 1")
      .bind(1);
    expect(count).toBe(0);
  });
});
