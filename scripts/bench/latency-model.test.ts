import { afterEach, describe, expect, it, vi } from "vitest";
import { NEARBY_MS, REGIONS, d1RoundTripMs, latencyD1, latencyObjects, regionOf, withLatency } from "./latency-model";

// A stand-in D1 that answers at once and records what reached it.
function fakeD1() {
  const reached: string[] = [];
  const statement = (sql: string): D1PreparedStatement =>
    ({
      sql,
      bind: () => statement(sql),
      first: async () => reached.push(`first ${sql}`),
      run: async () => reached.push(`run ${sql}`),
      all: async () => reached.push(`all ${sql}`),
      raw: async () => reached.push(`raw ${sql}`),
    }) as unknown as D1PreparedStatement;
  const db = {
    prepare: statement,
    batch: async (statements: { sql: string }[]) => reached.push(`batch ${statements.map((one) => one.sql).join(", ")}`),
    exec: async () => reached.push("exec"),
    withSession: () => ({ prepare: statement, batch: async () => reached.push("session batch"), getBookmark: () => null }),
  } as unknown as D1Database;
  return { db, reached };
}

/** A wait that only records how long it was asked for. */
function recordedWait() {
  const waits: number[] = [];
  return { waits, wait: async (ms: number) => void waits.push(ms) };
}

afterEach(() => vi.useRealTimers());

describe("the bench's latency model: the regions", () => {
  it("knows the six regions and nothing else", () => {
    expect(Object.keys(REGIONS)).toEqual(["virginia", "london", "sao-paulo", "mumbai", "singapore", "sydney"]);
    expect(regionOf("mumbai")).toBe("mumbai");
    for (const other of ["", "Mumbai", "toString", "__proto__", undefined, 3]) expect(regionOf(other)).toBeNull();
  });

  it("charges the round trip to the primary, or to the nearest replica", () => {
    expect(d1RoundTripMs("virginia", "primary")).toBe(NEARBY_MS);
    expect(d1RoundTripMs("london", "primary")).toBe(76);
    expect(d1RoundTripMs("sao-paulo", "primary")).toBe(115);
    expect(d1RoundTripMs("mumbai", "primary")).toBe(200);
    expect(d1RoundTripMs("singapore", "primary")).toBe(222);
    expect(d1RoundTripMs("sydney", "primary")).toBe(204);
    expect(d1RoundTripMs("sydney", "replica")).toBe(NEARBY_MS);
    // No D1 location in South America: its nearest copy is the primary's side of the ocean.
    expect(d1RoundTripMs("sao-paulo", "replica")).toBe(115);
  });

  it("leaves the environment untouched when no region is set", () => {
    const env = { DB: fakeD1().db, USER_OBJECT: {} } as unknown as Env;
    expect(withLatency(env)).toBe(env);
    expect(withLatency({ ...env, BENCH_REGION: "atlantis" } as unknown as Env).DB).toBe(env.DB);
    expect(withLatency({ ...env, BENCH_REGION: "london" } as unknown as Env).DB).not.toBe(env.DB);
  });
});

describe("the bench's latency model: D1's round trips", () => {
  it("waits once per round trip, before it reaches D1: a statement's call, a batch, an exec", async () => {
    const { db, reached } = fakeD1();
    const { waits, wait } = recordedWait();
    const slow = latencyD1(db, "sydney", wait);
    const read = slow.prepare("select 1").bind(1);
    await read.first();
    await read.all();
    await slow.prepare("update x set y = 1").run();
    await slow.batch([slow.prepare("select a"), slow.prepare("select b")]);
    await slow.exec("vacuum");
    expect(waits).toEqual([204, 204, 204, 204, 204]);
    // D1 gets its own statements in a batch.
    expect(reached).toEqual(["first select 1", "all select 1", "run update x set y = 1", "batch select a, select b", "exec"]);
  });

  it("lets a session's reads go to the nearest replica, its writes and the reads after them to the primary", async () => {
    const { db } = fakeD1();
    const { waits, wait } = recordedWait();
    const session = latencyD1(db, "sydney", wait).withSession("first-unconstrained");
    await session.prepare("select 1").first();
    await session.batch([session.prepare("select 1")]);
    await session.prepare("insert into x values (1)").run();
    await session.prepare("select 1").first();
    expect(waits).toEqual([NEARBY_MS, NEARBY_MS, 204, 204]);
  });

  it("overlaps round trips made together and adds up round trips made one after another", async () => {
    vi.useFakeTimers();
    const { db } = fakeD1();
    const slow = latencyD1(db, "mumbai");
    let together = false;
    void Promise.all([slow.prepare("select 1").first(), slow.prepare("select 2").first()]).then(() => (together = true));
    await vi.advanceTimersByTimeAsync(200);
    expect(together).toBe(true);

    let inTurn = false;
    void slow
      .prepare("select 1")
      .first()
      .then(() => slow.prepare("select 2").first())
      .then(() => (inTurn = true));
    await vi.advanceTimersByTimeAsync(200);
    expect(inTurn).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(inTurn).toBe(true);
  });
});

describe("the bench's latency model: a user's object", () => {
  it("waits the short trip to a user's object before each call, and leaves its id alone", async () => {
    const { waits, wait } = recordedWait();
    const calls: unknown[] = [];
    // An RPC stub answers any name with a call to the object: `usageRead.apply` would be one too.
    const usageRead = Object.assign((input: unknown) => Promise.resolve(calls.push(input)), {
      apply: () => Promise.reject(new Error('The RPC receiver does not implement the method "apply".')),
    });
    const stub = { id: "the-id", usageRead };
    const namespace = { idFromName: (name: string) => `id:${name}`, get: (_id: string) => stub };
    const slow = latencyObjects(namespace, wait);
    const object = slow.get(slow.idFromName("user-1"));
    expect(object.id).toBe("the-id");
    await object.usageRead({ userId: "user-1" });
    expect(waits).toEqual([NEARBY_MS]);
    expect(calls).toEqual([{ userId: "user-1" }]);
  });
});
