import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../../db/client";
import { essaySubmissions } from "../../../db/schema";
import worker from "../../../workers/entry";
import { BOOKMARK_COOKIE } from "../../../workers/d1-bookmark";
import { createTrial } from "../../factories";
import { db, postForm, signUp } from "../helpers";

// Reads from the nearest replica (docs/security.md): every request reads D1 through a Sessions API
// session, opened at the browser's bookmark (a cookie) for a page, at the primary for a write and
// for what must see others' writes; the bookmark it ended at goes back to the browser. Locally one
// D1 serves everything, so these tests hold what the worker asks of D1 (each session's start, the
// round trips the log counts as crossing to the primary) and the cookie's round trip, not a
// replica's lag.

afterEach(() => {
  vi.restoreAllMocks();
});

/** The test's D1, recording where each session the worker opens starts. */
function recordingEnv() {
  const opened: string[] = [];
  const real = env.DB;
  const DB = {
    prepare: (query: string) => real.prepare(query),
    batch: (statements: D1PreparedStatement[]) => real.batch(statements),
    exec: (query: string) => real.exec(query),
    withSession: (start?: string) => {
      opened.push(start ?? "(none)");
      return real.withSession(start);
    },
    dump: () => real.dump(),
  } as D1Database;
  return { env: { ...env, DB } as Env, opened };
}

/** A new applicant's session cookies, without the bookmark their sign-up's answer set. */
async function applicant() {
  const user = await signUp();
  const cookie = user.cookie
    .split("; ")
    .filter((part) => !part.startsWith(`${BOOKMARK_COOKIE}=`))
    .join("; ");
  return { ...user, cookie };
}

async function fetchWith(testEnv: Env, path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  headers.set("host", "localhost");
  const incoming = new Request(`http://localhost${path}`, { redirect: "manual", ...init, headers }) as Parameters<typeof worker.fetch>[0];
  const response = await worker.fetch(incoming, testEnv, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

type RequestLine = { type?: string; d1Queries?: number; d1Primary?: number };
const requestLines = (log: { mock: { calls: unknown[][] } }) => log.mock.calls.map(([line]) => line as RequestLine).filter((line) => line?.type === "request");

/** The bookmark cookie a response sets, with its attributes, or undefined. */
const bookmarkSetCookie = (response: Response) => response.headers.getSetCookie().find((value) => value.startsWith(`${BOOKMARK_COOKIE}=`));
const bookmarkOf = (setCookie: string | undefined) => setCookie?.split(";")[0]!.slice(BOOKMARK_COOKIE.length + 1);

describe("a page read", () => {
  it("opens its D1 session anywhere without a bookmark, and hands back where it ended as an HttpOnly, SameSite=Lax cookie", async () => {
    const { cookie } = await applicant();
    const { env: testEnv, opened } = recordingEnv();
    const { response } = await fetchWith(testEnv, "/app", { headers: { cookie } });
    expect(response.status).toBe(200);
    // Then, after the answer, the page's memo reads it again at the primary (its floor until a
    // read there has been kept: workers/page-memo.ts).
    expect(opened).toEqual(["first-unconstrained", "first-primary"]);
    const set = bookmarkSetCookie(response);
    expect(set).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[0-9a-f]+(-[0-9a-f]+)+; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax$`));
  });

  it("opens at the browser's bookmark, and none of its round trips crosses to the primary", async () => {
    const { cookie } = await applicant();
    const first = await fetchWith(recordingEnv().env, "/app", { headers: { cookie } });
    const bookmark = bookmarkOf(bookmarkSetCookie(first.response))!;
    const { env: testEnv, opened } = recordingEnv();
    const log = vi.spyOn(console, "log");
    // Another page than the first (whose reads its memo now holds: page-memo.ts), so D1 answers it.
    const { response } = await fetchWith(testEnv, "/app?again", { headers: { cookie: `${cookie}; ${BOOKMARK_COOKIE}=${bookmark}` } });
    expect(response.status).toBe(200);
    // The second is the page memo's, after the answer, at the bookmark its last keep ended at.
    expect(opened).toHaveLength(2);
    expect(opened[0]).toBe(bookmark);
    const [line] = requestLines(log);
    // The page's batch alone, served near the browser: the session check is the user's object's.
    expect(line).toMatchObject({ d1Queries: 1, d1Primary: 0 });
  });

  it("ignores a garbage, forged or overlong bookmark cookie: the page answers as without one", async () => {
    const { cookie } = await applicant();
    const values = ["garbage", "first-primary", "'; DROP TABLE user; --", "0".repeat(5_000), `0000002a-${"f".repeat(300)}`, "%0d%0aSet-Cookie: x=1"];
    for (const [at, value] of values.entries()) {
      const { env: testEnv, opened } = recordingEnv();
      // A page of its own each time, so D1 answers it (a page seen before may come from its memo: page-memo.ts).
      const { response, body } = await fetchWith(testEnv, `/app?visit=${at}`, { headers: { cookie: `${cookie}; ${BOOKMARK_COOKIE}=${value}` } });
      expect(response.status, value.slice(0, 40)).toBe(200);
      expect(body).toContain("</html>");
      // (The page memo's own read after the answer opens a session of its own: page-memo.ts.)
      expect(opened[0]).toBe("first-unconstrained");
      // What comes back is D1's own bookmark, never the value sent.
      expect(bookmarkSetCookie(response)).toMatch(new RegExp(`^${BOOKMARK_COOKIE}=[0-9a-f]+(-[0-9a-f]+)+;`));
    }
    const long = await fetchWith(recordingEnv().env, "/app", { headers: { cookie: `${cookie}; pad=${"x".repeat(9_000)}; ${BOOKMARK_COOKIE}=garbage` } });
    expect(long.response.status).toBe(200);
  });

  it("forgets a bookmark D1 refuses: the failed page clears it, and the next page answers without it", async () => {
    const { cookie } = await applicant();
    const refused = "0000ffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff";
    // What production D1 does with a bookmark it did not make cannot be seen locally (workerd's
    // D1 ignores it): here it fails every query of a session opened at it.
    const { env: testEnv } = recordingEnv();
    const real = testEnv.DB;
    const failing = async () => {
      throw new Error("D1_ERROR: the bookmark cannot be served");
    };
    const statement = { bind: () => statement, first: failing, all: failing, run: failing, raw: failing } as unknown as D1PreparedStatement;
    testEnv.DB = {
      ...real,
      prepare: real.prepare,
      batch: real.batch,
      withSession: (start?: string) => (start === refused ? { prepare: () => statement, batch: failing, getBookmark: () => null } : real.withSession(start)),
    } as D1Database;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await fetchWith(testEnv, "/app", { headers: { cookie: `${cookie}; ${BOOKMARK_COOKIE}=${refused}` } });
    expect(failed.response.status).toBe(500);
    expect(bookmarkSetCookie(failed.response)).toBe(`${BOOKMARK_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    const next = await fetchWith(testEnv, "/app", { headers: { cookie } });
    expect(next.response.status).toBe(200);
  });

  it("of a signed-out visitor runs no query and sets no cookie", async () => {
    const { env: testEnv } = recordingEnv();
    const { response } = await fetchWith(testEnv, "/");
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("what must see other requests' writes starts at the primary", () => {
  it("a write, even with a bookmark; its answer carries the bookmark of the write", async () => {
    const { cookie } = await applicant();
    const { env: testEnv, opened } = recordingEnv();
    const stale = "00000001-00000000-00000000-00000000000000000000000000000000";
    const { response } = await fetchWith(testEnv, "/app/schools", {
      method: "POST",
      headers: { cookie: `${cookie}; ${BOOKMARK_COOKIE}=${stale}`, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", school: "Wharton" }).toString(),
    });
    expect(response.status).toBeLessThan(500);
    expect(opened).toEqual(["first-primary"]);
    expect(bookmarkOf(bookmarkSetCookie(response))).not.toBe(stale);
  });

  it("the admin, better-auth's routes and the health check", async () => {
    const { cookie } = await applicant();
    for (const path of ["/admin", "/admin/users", "/api/auth/get-session", "/api/health"]) {
      const { env: testEnv, opened } = recordingEnv();
      await fetchWith(testEnv, path, { headers: { cookie } });
      expect(opened, path).toEqual(["first-primary"]);
    }
  });

  it("the cron reads the plain binding: every statement to the primary, no session", async () => {
    const { env: testEnv, opened } = recordingEnv();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "0 * * * *" }), testEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(opened).toEqual([]);
  });
});

describe("drizzle over a D1 session", () => {
  it("runs single statements, batches and the D1 client's own SQL, and the session's bookmark moves with its write", async () => {
    const { userId } = await applicant();
    const session = env.DB.withSession("first-unconstrained");
    const sessionDb = createDb(session);
    expect(session.getBookmark()).toBeNull();
    const [row] = await sessionDb.insert(essaySubmissions).values({ userId, school: "Wharton", essayTitle: "Over a session", essayContent: "" }).returning();
    const afterWrite = session.getBookmark();
    expect(afterWrite).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/);
    const [read, mine] = await sessionDb.batch([
      sessionDb.select({ title: essaySubmissions.essayTitle }).from(essaySubmissions).where(eq(essaySubmissions.id, row!.id)),
      sessionDb.select({ id: essaySubmissions.id }).from(essaySubmissions).where(eq(essaySubmissions.userId, userId)),
    ]);
    expect(read).toEqual([{ title: "Over a session" }]);
    expect(mine).toHaveLength(1);
    const d1 = sessionDb.$client;
    const [counted] = await d1.batch<{ n: number }>([d1.prepare("select count(*) as n from essay_submissions where user_id = ?").bind(userId)]);
    expect(counted!.results).toEqual([{ n: 1 }]);
  });
});

describe("read-your-writes through the cookie", () => {
  it("a save's answer hands over a bookmark at or past the write, and the page opened with it shows the saved words", async () => {
    const user = await applicant();
    await createTrial(db(), user.userId);
    await (await postForm("/app/schools", { intent: "add", school: "Wharton" }, { cookie: user.cookie })).text();
    const [essay] = await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, user.userId));
    const { env: testEnv, opened } = recordingEnv();
    const saved = await fetchWith(testEnv, `/app/essays/${essay!.id}.data`, {
      method: "POST",
      headers: { cookie: user.cookie, origin: "http://localhost", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "save", content: "Words only I wrote: heron-basalt-77.", baseRevision: "0" }).toString(),
    });
    expect(saved.response.status).toBe(200);
    const bookmark = bookmarkOf(bookmarkSetCookie(saved.response));
    expect(bookmark).toBeTruthy();
    const page = await fetchWith(testEnv, `/app/essays/${essay!.id}`, { headers: { cookie: `${user.cookie}; ${BOOKMARK_COOKIE}=${bookmark}` } });
    // The save opens at the browser's bookmark (none here: anywhere), like a page: it decides
    // nothing from a copy (workers/read-freshness.ts); its write still goes to the primary.
    // (Then the page memo's read after the answer: page-memo.ts.)
    expect(opened.slice(0, 2)).toEqual(["first-unconstrained", bookmark]);
    expect(page.response.status).toBe(200);
    expect(page.body).toContain("heron-basalt-77");
  });
});
