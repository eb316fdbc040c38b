import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { session, subscriptions, userRoles, userSchools } from "../../../db/schema";
import worker from "../../../workers/entry";
import { userObjectClient } from "../../../workers/user-object/client";
import { MEMO_MAX_AGE_MS } from "../../../workers/user-object/page-memo-store";
import { createTrial } from "../../factories";
import { db, memoVersion, postForm, rpcFailure, signUp, testObject } from "../helpers";
import { deliverToQueue } from "../queue-delivery";

// The applicant's workspace pages answered from what they last read (workers/page-memo.ts): a
// page's second view makes no D1 round trip and shows what the first showed; every write of the
// applicant's, of their object's and of the writers that name them empties the memo first; a
// writer that names no one leaves the page one view behind, and never more than 5 minutes.

afterEach(() => {
  vi.restoreAllMocks();
});

type Line = { type?: string; d1Queries?: number; doCalls?: number };

/** One view of a page through the worker, waiting for what it does after its answer (the memo kept). */
async function view(path: string, cookie: string, testEnv: Env = env) {
  const log = vi.spyOn(console, "log");
  const ctx = createExecutionContext();
  const request = new Request(`http://localhost${path}`, { headers: { cookie, host: "localhost" }, redirect: "manual" });
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], testEnv, ctx);
  const body = await response.text();
  const line = log.mock.calls.map(([entry]) => entry as Line).find((entry) => entry?.type === "request");
  await waitOnExecutionContext(ctx);
  log.mockRestore();
  expect(response.status, path).toBe(200);
  return { body, main: mainOf(body), d1: line!.d1Queries! };
}

/** What the page shows in its main part (the rest carries the request's nonce and id). */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

/** A new applicant on a trial with one school, added through the page as they would. */
async function applicantWithSchool(school = "Darden") {
  const person = await signUp();
  await createTrial(db(), person.userId);
  const added = await postForm("/app/schools", { intent: "add", school }, { cookie: person.cookie });
  expect(added.status).toBe(200);
  await added.text();
  return person;
}

describe("a workspace page seen before", () => {
  it("is answered without a D1 round trip, as its first view showed it", async () => {
    const { cookie } = await applicantWithSchool();
    const first = await view("/app", cookie);
    expect(first.d1).toBeGreaterThan(0);
    const again = await view("/app", cookie);
    expect(again.d1).toBe(0);
    expect(again.main).toBe(first.main);
    expect(again.body).toContain("Darden");
    // Another page is its own: its first view reads D1.
    expect((await view("/app/deadlines", cookie)).d1).toBeGreaterThan(0);
    expect((await view("/app/deadlines", cookie)).d1).toBe(0);
    // The account page too.
    expect((await view("/account", cookie)).d1).toBeGreaterThan(0);
    expect((await view("/account", cookie)).d1).toBe(0);
  });

  it("is read from D1 again after the applicant's own write, which it shows", async () => {
    const { cookie } = await applicantWithSchool();
    await view("/app", cookie);
    expect((await view("/app", cookie)).d1).toBe(0);
    const added = await postForm("/app/schools", { intent: "add", school: "Yale SOM" }, { cookie });
    expect(added.status).toBe(200);
    await added.text();
    const after = await view("/app", cookie);
    expect(after.d1).toBeGreaterThan(0);
    expect(after.body).toContain("Yale SOM");
    expect((await view("/app", cookie)).d1).toBe(0);
  });

  it("after a write, keeps what it reads again at the primary, then no older than where that read ended", async () => {
    // Locally one D1 answers every session: what is held is where each session opens. After a
    // write, another device's browser (an older bookmark) must not keep the page as it was before.
    const { cookie } = await applicantWithSchool();
    const opened: string[] = [];
    const DB = {
      prepare: (query: string) => env.DB.prepare(query),
      batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
      exec: (query: string) => env.DB.exec(query),
      withSession: (start?: string) => {
        opened.push(start ?? "(none)");
        return env.DB.withSession(start);
      },
      dump: () => env.DB.dump(),
    } as D1Database;
    const recording = { ...env, DB } as Env;
    await view("/app", cookie, recording);
    expect(opened.at(-1)).toBe("first-primary");
    opened.length = 0;
    await view("/app", cookie, recording);
    expect(opened.at(-1)).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/);
    opened.length = 0;
    await view("/app/goals", cookie, recording);
    expect(opened.at(-1)).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/);
    // The next write puts it back at the primary.
    const added = await postForm("/app/schools", { intent: "add", school: "Tuck" }, { cookie });
    await added.text();
    opened.length = 0;
    await view("/app", cookie, recording);
    expect(opened.at(-1)).toBe("first-primary");
  });

  it("is read from D1 again after the applicant's object writes there", async () => {
    const { cookie, userId } = await applicantWithSchool();
    await view("/app", cookie);
    expect((await view("/app", cookie)).d1).toBe(0);
    // The counters' copy in D1 (usage_tracking), written by the object itself.
    const before = await memoVersion(userId);
    await userObjectClient(env.USER_OBJECT, userId).usage.record("textMessages", 1, null);
    await vi.waitFor(async () => expect(await memoVersion(userId)).toBeGreaterThan(before));
    expect((await view("/app", cookie)).d1).toBeGreaterThan(0);
  });

  it("shows an operator's change to the applicant at the next view: the operator's write names them", async () => {
    const { cookie, userId } = await applicantWithSchool();
    const admin = await signUp();
    await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
    const shown = await view("/app", cookie);
    expect((await view("/app", cookie)).d1).toBe(0);
    // As the admin page's fetcher posts it (single fetch: the action alone, no page's loaders).
    const extended = await postForm(`/admin/users/${userId}.data`, { intent: "extend-trial", days: "10" }, { cookie: admin.cookie });
    expect(extended.status).toBe(200);
    await extended.text();
    const after = await view("/app", cookie);
    expect(after.d1).toBeGreaterThan(0);
    expect(badgeOf(shown.body)).toMatch(/days? left/);
    expect(badgeOf(after.body)).toMatch(/days? left/);
    expect(badgeOf(after.body)).not.toBe(badgeOf(shown.body));
  });

  it("is one view behind a write that names no one, and never answers from more than 5 minutes back", async () => {
    const { cookie, userId } = await applicantWithSchool();
    await view("/app", cookie);
    const warn = vi.spyOn(console, "warn");
    // Straight into D1, as no request of the applicant's and no writer that names them does.
    await db().insert(userSchools).values({ userId, school: "Tuck", position: 2, visible: true });
    const behind = await view("/app", cookie);
    expect(behind.d1).toBe(0);
    expect(behind.body).not.toContain("Tuck");
    // The read after that answer saw the change, said so, and kept it for the next view.
    expect(warn.mock.calls.some(([message]) => String(message).includes("page memo: answered a page D1 had changed since"))).toBe(true);
    const caughtUp = await view("/app", cookie);
    expect(caughtUp.d1).toBe(0);
    expect(caughtUp.body).toContain("Tuck");
    // Five minutes without a view: the memo is not answered, D1 is.
    await testObject(userId).setClock(Date.now() + MEMO_MAX_AGE_MS + 1_000);
    expect((await view("/app", cookie)).d1).toBeGreaterThan(0);
  });

  it("shows a trial the hourly sweep ended at the next view, and a queued job's work: both name the applicant", async () => {
    const { cookie, userId } = await applicantWithSchool();
    await view("/app", cookie);
    expect((await view("/app", cookie)).d1).toBe(0);
    await db()
      .update(subscriptions)
      .set({ trialEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.userId, userId));
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "0 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const after = await view("/app", cookie);
    expect(after.d1).toBeGreaterThan(0);
    expect(badgeOf(after.body)).toBe("Trial expired");
    // The sweep's e-mail about it, as the queue's consumer sends it, empties the memo again.
    expect((await view("/app", cookie)).d1).toBe(0);
    const before = await memoVersion(userId);
    await deliverToQueue("scout-email", [{ kind: "trial_expired", userId }]);
    expect(await memoVersion(userId)).toBeGreaterThan(before);
  });

  it("is read from D1 for every view when PAGE_MEMO is off", async () => {
    const { cookie } = await applicantWithSchool();
    const off = { ...env, PAGE_MEMO: "off" } as Env;
    expect((await view("/app", cookie, off)).d1).toBeGreaterThan(0);
    expect((await view("/app", cookie, off)).d1).toBeGreaterThan(0);
  });
});

describe("the memo in the applicant's object", () => {
  it("answers no one else: another person's session gets nothing, and another person cannot keep a page in it", async () => {
    const alice = await applicantWithSchool();
    await view("/app", alice.cookie);
    const bob = await applicantWithSchool("Kellogg");
    const [bobSession] = await db().select({ id: session.id }).from(session).where(eq(session.userId, bob.userId));
    expect(await userObjectClient(env.USER_OBJECT, alice.userId).pageMemo.check(bobSession!.id, "/app")).toEqual({ live: false, memo: null });
    const aliceObject = env.USER_OBJECT.get(env.USER_OBJECT.idFromName(alice.userId));
    // Kept only for the object's owner: refused, and Alice's memo untouched.
    expect(await aliceObject.pageMemoKeep({ userId: bob.userId, page: "/app", version: await memoVersion(alice.userId), reads: "{}", floor: null })).toBe(
      false,
    );
    // Bob's own page is his.
    const bobs = await view("/app", bob.cookie);
    expect(bobs.body).toContain("Kellogg");
    expect(bobs.body).not.toContain("Darden");
  });

  it("keeps nothing read under a version a write has since moved on, and refuses what is not a page", async () => {
    const { userId } = await applicantWithSchool();
    const memo = userObjectClient(env.USER_OBJECT, userId).pageMemo;
    const version = await memoVersion(userId);
    await memo.changed();
    expect(await memo.keep("/app", version, "{}", null)).toBe(false);
    expect(await memo.keep("/app", version + 1, "{}", null)).toBe(true);
    expect(await rpcFailure(memo.keep("", version + 1, "{}", null))).toBeTruthy();
    expect(await rpcFailure(memo.keep("/app", version + 1, "x".repeat(600 * 1024), null))).toBeTruthy();
    expect(await rpcFailure(memo.keep("/app", version + 1, "{}", "'; DROP TABLE user; --"))).toBeTruthy();
  });
});

/** The header's trial badge, "N days left" (what an operator's extension changes). */
function badgeOf(html: string) {
  return /<span class="rounded-full bg-amber-100[^"]*">([^<]*)</.exec(html)?.[1] ?? null;
}
