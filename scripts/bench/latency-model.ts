import { type D1Instance, isWriteSql, sessionRoute } from "../../workers/observability/d1-route";

// The bench's latency model (docs/performance.md, "The ocean"): the worker as an applicant far
// from the database would have it. Each D1 round trip waits the round-trip time between the
// applicant's region and the instance that serves it (d1-route.ts: the primary, in Eastern North
// America, for every statement outside a Sessions API session; the nearest replica for the reads a
// session lets one serve); each call to a Durable Object waits the time to where the object lives
// (near its user: it is placed where it is first used). The wait is taken inside the binding, around
// each actual round trip, so trips made in parallel overlap and trips made one after another add
// up, exactly as the code runs. Only the test build wraps its bindings with this
// (tests/support/test-worker.ts), and only when the bench's server sets BENCH_REGION.

/**
 * Round trips in milliseconds, from Microsoft's "Azure network round-trip latency statistics"
 * (learn.microsoft.com/azure/networking/azure-network-latency, monthly P50, table of 21 July 2023),
 * East US (Virginia) row: UK South 76, Brazil South 115, West India 200, Southeast Asia 222,
 * Australia East 204. "Nearby" is the table's round trip between two regions of one place (East
 * US–East US 2 6-7 ms, Central–West India 5 ms, UK South–UK West 5-6 ms): a Worker beside the
 * primary, or a user's object in the user's own region.
 */
export const NEARBY_MS = 6;

export const REGIONS = {
  virginia: { label: "Virginia", primaryMs: NEARBY_MS, replicaMs: NEARBY_MS, replicaIn: "Eastern North America" },
  london: { label: "London", primaryMs: 76, replicaMs: NEARBY_MS, replicaIn: "Western Europe" },
  // D1 has no South American location: São Paulo's nearest copy is in Eastern North America.
  "sao-paulo": { label: "São Paulo", primaryMs: 115, replicaMs: 115, replicaIn: "Eastern North America" },
  // Cloudflare does not say where in Asia-Pacific its replica sits: assumed Singapore (West India–Southeast Asia 54 ms).
  mumbai: { label: "Mumbai", primaryMs: 200, replicaMs: 54, replicaIn: "Asia-Pacific (assumed Singapore)" },
  singapore: { label: "Singapore", primaryMs: 222, replicaMs: NEARBY_MS, replicaIn: "Asia-Pacific" },
  sydney: { label: "Sydney", primaryMs: 204, replicaMs: NEARBY_MS, replicaIn: "Oceania" },
} as const;

export type Region = keyof typeof REGIONS;
export const regionNames = Object.keys(REGIONS) as Region[];

/** The region a setting names, or null (no model: loopback, as every other figure). */
export function regionOf(value: unknown): Region | null {
  return typeof value === "string" && Object.hasOwn(REGIONS, value) ? (value as Region) : null;
}

/** The round trip from the region to the D1 instance that serves it. */
export function d1RoundTripMs(region: Region, instance: D1Instance) {
  return instance === "primary" ? REGIONS[region].primaryMs : REGIONS[region].replicaMs;
}

export type Wait = (ms: number) => Promise<void>;
const sleep: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the model charged since the process started (the bench reads it between actions). */
export const tally = { primary: 0, replica: 0, objectCalls: 0 };

type Route = (write: boolean) => D1Instance;
const inner = new WeakMap<object, { statement: D1PreparedStatement; sql: string }>();

export function latencyD1(db: D1Database, region: Region, wait: Wait = sleep): D1Database {
  const trip = <T>(instance: D1Instance, run: () => Promise<T>) => {
    tally[instance]++;
    return wait(d1RoundTripMs(region, instance)).then(run);
  };
  const statementOf = (statement: D1PreparedStatement, sql: string, route: Route): D1PreparedStatement => {
    const charged = <T>(run: () => Promise<T>) => trip(route(isWriteSql(sql)), run);
    const wrapped = {
      bind: (...values: unknown[]) => statementOf(statement.bind(...values), sql, route),
      first: (column?: string) => charged(() => (column === undefined ? statement.first() : statement.first(column))),
      run: () => charged(() => statement.run()),
      all: () => charged(() => statement.all()),
      raw: (options?: { columnNames?: boolean }) => charged(() => statement.raw(options as { columnNames?: false })),
    } as D1PreparedStatement;
    inner.set(wrapped, { statement, sql });
    return wrapped;
  };
  const unwrap = (statement: D1PreparedStatement) => inner.get(statement)?.statement ?? statement;
  const anyWrite = (statements: D1PreparedStatement[]) => statements.some((statement) => isWriteSql(inner.get(statement)?.sql ?? ""));
  const primary: Route = () => "primary";
  return {
    prepare: (query) => statementOf(db.prepare(query), query, primary),
    batch: (statements) => trip("primary", () => db.batch(statements.map(unwrap))),
    exec: (query) => trip("primary", () => db.exec(query)),
    withSession: (constraint) => {
      const session = db.withSession(constraint);
      const sessionRoutes = sessionRoute(constraint);
      const route: Route = (write) => sessionRoutes.serve(write);
      return {
        prepare: (query) => statementOf(session.prepare(query), query, route),
        batch: (statements) => trip(route(anyWrite(statements)), () => session.batch(statements.map(unwrap))),
        getBookmark: () => session.getBookmark(),
      };
    },
    dump: () => db.dump(),
  } as D1Database;
}

/** A stub's fields that are not calls to the object. */
const notCalls = new Set<string | symbol>(["id", "name", "then"]);

/** Each user's object, every call to it (RPC or fetch) made after the round trip to where it lives. */
export function latencyObjects<T extends object>(namespace: T, wait: Wait = sleep): T {
  const stubOf = (stub: object) =>
    new Proxy(stub, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown;
        if (notCalls.has(property) || typeof property === "symbol" || typeof value !== "function") return value;
        return (...args: unknown[]) => {
          tally.objectCalls++;
          // Reflect.apply: an RPC method's own `.apply` would be taken for a method of the object.
          return wait(NEARBY_MS).then(() => Reflect.apply(value as (...input: unknown[]) => unknown, target, args));
        };
      },
    });
  return new Proxy(namespace, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (typeof value !== "function") return value;
      if (property === "get" || property === "getByName")
        return (...args: unknown[]) => stubOf(Reflect.apply(value as (...input: unknown[]) => object, target, args));
      return (...args: unknown[]) => Reflect.apply(value as (...input: unknown[]) => unknown, target, args);
    },
  });
}

/** The environment as the bench's region would have it; untouched when no region is set. */
export function withLatency(env: Env, wait: Wait = sleep): Env {
  const region = regionOf((env as Env & { BENCH_REGION?: unknown }).BENCH_REGION);
  if (!region) return env;
  return { ...env, DB: latencyD1(env.DB, region, wait), USER_OBJECT: latencyObjects(env.USER_OBJECT, wait) };
}
