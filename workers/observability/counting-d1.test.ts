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
    withSession: () => ({ prepare: (sql: string) => statement(sql), batch: async () => [], getBookmark: () => null }),
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

  it("counts every round trip outside a session as crossing to the primary, reads and writes alike", async () => {
    const { db } = fakeD1();
    const served: string[] = [];
    const counted = countingD1(db, (instance) => served.push(instance));
    await counted.prepare("select 1").first();
    await counted.prepare("insert into x values (1)").run();
    await counted.batch([counted.prepare("select 1"), counted.prepare("select 2")]);
    await counted.exec("vacuum");
    expect(served).toEqual(["primary", "primary", "primary", "primary"]);
  });

  it("through a session, tells the reads a replica may serve from the writes and the reads after them", async () => {
    const { db } = fakeD1();
    const served: string[] = [];
    const session = countingD1(db, (instance) => served.push(instance)).withSession("first-unconstrained");
    await session.prepare("select 1").first();
    await session.batch([session.prepare("select 1"), session.prepare("with a as (select 1) select * from a")]);
    await session.prepare("update x set y = 1").run();
    await session.prepare("select 1").all();
    expect(served).toEqual(["replica", "replica", "primary", "primary"]);
  });
});
