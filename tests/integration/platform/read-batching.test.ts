import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../../db/client";
import { essaySubmissions, user } from "../../../db/schema";
import { countingD1 } from "../../../workers/observability/counting-d1";
import { addSchool, createConversation, createEssay, createTrial, saveGoals, saveResume } from "../../factories";
import { db, request, signUp, signUpFromBefore } from "../helpers";

// A request's read-only batches share one D1 round trip (db/read-batching.ts), which is how every
// workspace page costs at most two: the session lookup, then all of its loaders' reads.
function countedDb() {
  const calls = { count: 0 };
  return { calls, db: createDb(countingD1(env.DB, () => calls.count++)) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("reads batched by one request", () => {
  it("go to D1 as one round trip, each caller getting its own rows", async () => {
    const { cookie, userId } = await signUp();
    const essay = await createEssay(db(), userId, { essayContent: "Mine" });
    const { calls, db: counted } = countedDb();

    const [[essays], [users]] = await Promise.all([
      counted.batch([counted.select().from(essaySubmissions).where(eq(essaySubmissions.id, essay.id))]),
      counted.batch([counted.select({ id: user.id }).from(user).where(eq(user.id, userId))]),
    ]);

    expect(calls.count).toBe(1);
    expect(essays).toEqual([expect.objectContaining({ id: essay.id, essayContent: "Mine" })]);
    expect(users).toEqual([{ id: userId }]);
    expect(cookie).toBeTruthy();
  });

  it("sends a batch holding a write on its own, at once", async () => {
    const { userId } = await signUp();
    const essay = await createEssay(db(), userId, { essayContent: "Before" });
    const { calls, db: counted } = countedDb();

    await Promise.all([
      counted.batch([counted.select().from(user).where(eq(user.id, userId))]),
      counted.batch([counted.update(essaySubmissions).set({ essayContent: "After" }).where(eq(essaySubmissions.id, essay.id))]),
    ]);

    expect(calls.count).toBe(2);
    const [row] = await db().select().from(essaySubmissions).where(eq(essaySubmissions.id, essay.id));
    expect(row!.essayContent).toBe("After");
  });

  it("gives each caller its own answer when one read fails", async () => {
    const { userId } = await signUp();
    const { db: counted } = countedDb();

    const [good, bad] = await Promise.allSettled([
      counted.batch([counted.select({ id: user.id }).from(user).where(eq(user.id, userId))]),
      counted.batch([counted.select({ n: sql<number>`no_such_function(1)`.as("n") }).from(user)]),
    ]);

    expect(good).toEqual({ status: "fulfilled", value: [[{ id: userId }]] });
    expect(bad.status).toBe("rejected");
  });

  it("refuses a read that selects two columns of the same name, before sending it", async () => {
    const { db: plain } = countedDb();
    const query = plain.select({ a: essaySubmissions.id, b: user.id }).from(essaySubmissions).innerJoin(user, eq(user.id, essaySubmissions.userId));
    expect(() => plain.batch([query])).toThrow(/two columns named "id"/);
  });
});

describe("a workspace page", () => {
  it("costs at most two D1 round trips for an applicant with everything filled in", async () => {
    // Their goals, resume and chat are seeded in D1 the old way: an account from before.
    const { cookie, userId } = await signUpFromBefore();
    await createTrial(db(), userId);
    await addSchool(db(), userId, "Wharton", 1);
    await addSchool(db(), userId, "Tuck", 2);
    const essay = await createEssay(db(), userId, { school: "Wharton", essayContent: "Draft one" });
    await createEssay(db(), userId, { school: "Wharton", essayTitle: essay.essayTitle, version: 2, essayContent: "Draft two" });
    await saveGoals(db(), userId, { longTermVision: "Run a climate fund" });
    await saveResume(db(), userId, "Analyst, 2019-2024");
    await createConversation(db(), userId, "Hi", [{ type: "user", content: "Hello" }]);
    const log = vi.spyOn(console, "log");

    const pages = [
      "/app",
      `/app/essays/${essay.id}`,
      "/app/goals",
      "/app/resume",
      "/app/learning",
      "/app/office-hours",
      "/app/deadlines",
      "/app/submit/Wharton",
      "/app/recommenders",
      "/app/ask",
      "/account",
    ];
    for (const path of pages) {
      const response = await request(path, { headers: { cookie } });
      await response.text();
      expect(response.status, path).toBe(200);
    }

    const lines = log.mock.calls.map(([line]) => line as { type?: string; route?: string; d1Queries?: number }).filter((line) => line?.type === "request");
    expect(lines).toHaveLength(pages.length);
    for (const line of lines) expect(line.d1Queries, line.route).toBeLessThanOrEqual(2);
  });
});
