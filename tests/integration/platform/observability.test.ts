import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../../db/client";
import { user } from "../../../db/schema";
import worker from "../../../workers/entry";
import { countingD1 } from "../../../workers/observability/counting-d1";
import { createEssay } from "../../factories";
import { db, request, signUp } from "../helpers";

// Every request and background job logs one JSON line (workers/observability); errors carry the
// request's id, and so does the page the person sees. The worker runs in this isolate: its
// console is the one spied on here.
type Line = Record<string, unknown> & { type: string };

function captureLines() {
  const log = vi.spyOn(console, "log");
  const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const of = (spy: typeof log, type: string) =>
    spy.mock.calls.map(([first]) => first as Line).filter((line) => typeof line === "object" && line !== null && line.type === type);
  return { lines: (type: string) => of(log, type), errors: () => of(error, "error") };
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function sha256Prefix(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The worker with a D1 binding whose queries fail when they touch a table (or every query).
function withFailingD1(failing: (query: string) => boolean): Env {
  const real = env.DB;
  const failed = async () => {
    throw new Error("D1_ERROR: the database is unavailable");
  };
  const brokenStatements = new WeakSet<object>();
  const broken = (query: string): D1PreparedStatement => {
    const statement = { bind: () => broken(query), first: failed, all: failed, run: failed, raw: failed } as unknown as D1PreparedStatement;
    brokenStatements.add(statement);
    return statement;
  };
  // A batch holding a failing statement fails as a whole, as D1's does.
  const batch = (statements: D1PreparedStatement[]) => (statements.some((statement) => brokenStatements.has(statement)) ? failed() : real.batch(statements));
  const prepare = (query: string) => (failing(query) ? broken(query) : real.prepare(query));
  // Requests read through a Sessions API session (workers/read-freshness.ts): it fails alike.
  const withSession = () => ({ prepare, batch, getBookmark: () => null });
  return { ...env, DB: { ...real, prepare, batch, withSession } as D1Database };
}

async function fetchWith(testEnv: Env, path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const incoming = new Request(`http://localhost${path}`, { headers: { host: "localhost", ...headers }, redirect: "manual" }) as Parameters<
    typeof worker.fetch
  >[0];
  const response = await worker.fetch(incoming, testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("the request log line", () => {
  it("is written once per request, with its route, status, id, D1 round trips and a hash of the user", async () => {
    const { cookie, userId } = await signUp();
    const essay = await createEssay(db(), userId);
    const captured = captureLines();

    const response = await request(`/app/essays/${essay.id}`, { headers: { cookie } });
    await response.text();

    const lines = captured.lines("request");
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      type: "request",
      requestId: response.headers.get("x-request-id"),
      method: "GET",
      route: "/app/essays/:essayId",
      status: 200,
      // Whether the session is still live, then the essay's feedback and the writer's English in one
      // call, and beside it the counts D1 has not taken yet (the workspace frame's): three calls to
      // the applicant's object (the session check reads nothing at D1's primary).
      doCalls: 3,
    });
    expect(line!.d1Queries).toBeGreaterThan(0);
    // The time D1 reports for the page's statements (locally in whole milliseconds: often 0).
    expect(line!.d1Ms).toBeGreaterThanOrEqual(0);
    expect(line!.durationMs).toEqual(expect.any(Number));
    expect(line!.userHash).toMatch(/^[0-9a-f]{16}$/);
    expect(line!.userHash).not.toBe(userId);
    expect(line!.userHash).toBe(await sha256Prefix(userId));
    expect(JSON.stringify(lines)).not.toContain(userId);
  });

  it("has no user hash when nobody is signed in, and names a data request by its page", async () => {
    const captured = captureLines();
    const response = await request("/_root.data");
    await response.arrayBuffer();
    expect(captured.lines("request")).toEqual([expect.objectContaining({ route: "/", userHash: null, requestId: response.headers.get("x-request-id") })]);
  });

  it("names an API route by its pattern and counts calls to the user's object", async () => {
    const { cookie } = await signUp();
    const captured = captureLines();
    const response = await request("/api/voice/allowance", { headers: { cookie } });
    await response.text();
    const [line] = captured.lines("request");
    // The session check, then the allowance.
    expect(line).toMatchObject({ route: "/api/voice/allowance", status: response.status, doCalls: 2 });
    expect(line!.d1Queries).toBeGreaterThan(0);
  });

  it("is not written for files from the build", async () => {
    const captured = captureLines();
    const response = await request("/favicon.svg");
    await response.arrayBuffer();
    expect(captured.lines("request")).toEqual([]);
  });
});

describe("an error nobody handled", () => {
  it("logs one error line with the request's id, and the error page quotes that id", async () => {
    const { cookie, userId } = await signUp();
    const essay = await createEssay(db(), userId);
    const captured = captureLines();

    const response = await fetchWith(
      withFailingD1((query) => query.includes("essay_submissions")),
      `/app/essays/${essay.id}`,
      { cookie },
    );
    const html = await response.text();
    const requestId = response.headers.get("x-request-id")!;

    expect(response.status).toBe(500);
    expect(html).toContain("Something went wrong");
    expect(html).toContain(`quote this id: <code`);
    expect(html).toContain(`>${requestId}</code>`);
    // Each loader that failed (the page's and its layout's) is one error line, with the request's id.
    const errors = captured.errors();
    expect(errors.length).toBeGreaterThan(0);
    for (const line of errors) expect(line).toMatchObject({ requestId, method: "GET", path: `/app/essays/${essay.id}`, error: expect.any(String) });
    expect(errors).toContainEqual(expect.objectContaining({ error: expect.stringContaining("D1_ERROR: the database is unavailable") }));
    // The failed query's bound values (here the user's id) stay out of the logs.
    expect(JSON.stringify(errors)).not.toContain(userId);
    expect(captured.lines("request")).toEqual([expect.objectContaining({ requestId, status: 500, route: "/app/essays/:essayId" })]);
  });

  it("still quotes the id when the root's own loader fails (the session lookup)", async () => {
    const { cookie } = await signUp();
    const captured = captureLines();
    const response = await fetchWith(
      withFailingD1(() => true),
      "/app",
      { cookie },
    );
    const html = await response.text();
    const requestId = response.headers.get("x-request-id")!;
    expect(response.status).toBe(500);
    expect(html).toContain(`>${requestId}</code>`);
    expect(captured.errors()[0]).toMatchObject({ requestId });
  });

  it("answers a page outside Remix with the id in the text", async () => {
    const captured = captureLines();
    const response = await fetchWith({ ...env, BETTER_AUTH_SECRET: "too short" }, "/");
    const text = await response.text();
    const requestId = response.headers.get("x-request-id")!;
    expect(response.status).toBe(500);
    expect(text).toContain(`quote this id: ${requestId}`);
    expect(captured.errors()).toEqual([expect.objectContaining({ requestId, path: "/" })]);
    expect(captured.lines("request")).toEqual([expect.objectContaining({ requestId, status: 500, d1Queries: 0 })]);
  });
});

describe("the job log lines", () => {
  it("logs one line per queue message with its outcome and D1 round trips", async () => {
    const captured = captureLines();
    const batch = createMessageBatch("scout-email", [
      { id: "gone", timestamp: new Date(), attempts: 2, body: { kind: "trial_reminder", userId: `deleted-${crypto.randomUUID()}` } },
      { id: "junk", timestamp: new Date(), attempts: 1, body: { nonsense: true } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    expect((await getQueueResult(batch, ctx)).explicitAcks.sort()).toEqual(["gone", "junk"]);

    const lines = captured.lines("job");
    expect(lines).toEqual([
      expect.objectContaining({ queue: "scout-email", messageId: "gone", attempts: 2, outcome: "ack", d1Queries: 1 }),
      expect.objectContaining({ queue: "scout-email", messageId: "junk", attempts: 1, outcome: "ack", d1Queries: 0 }),
    ]);
    expect(new Set(lines.map((line) => line.requestId)).size).toBe(2);
  });

  it("logs one line per cron run", async () => {
    const captured = captureLines();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "0 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const [line] = captured.lines("cron");
    expect(line).toMatchObject({ type: "cron", cron: "0 * * * *", outcome: "ok", requestId: expect.any(String) });
    expect(line!.d1Queries).toBeGreaterThan(0);
  });
});

describe("the counting D1 binding", () => {
  it("works under drizzle, a batch counting once", async () => {
    let count = 0;
    const counted = createDb(countingD1(env.DB, () => count++));
    const id = `count-${crypto.randomUUID()}`;
    await counted.insert(user).values({ id, name: "", email: `${id}@example.com` });
    expect(count).toBe(1);
    const found = await counted
      .select()
      .from(user)
      .where(sql`${user.id} = ${id}`)
      .get();
    expect(found?.email).toBe(`${id}@example.com`);
    expect(await counted.query.user.findFirst({ where: (row, { eq }) => eq(row.id, id) })).toMatchObject({ id });
    expect(count).toBe(3);
    const [one, two] = await counted.batch([
      counted
        .select()
        .from(user)
        .where(sql`${user.id} = ${id}`),
      counted
        .select({ n: sql<number>`1` })
        .from(user)
        .limit(1),
    ]);
    expect(one).toHaveLength(1);
    expect(two).toHaveLength(1);
    expect(count).toBe(4);
  });
});
