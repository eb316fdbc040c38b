import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { essaySubmissions, mockInterviews } from "../../../db/schema";
import { createEssay, createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// A mock interview's practice reflection stays with the interview: saved over its revision, never an
// essay of the application (which it once was, counted in HBS's progress).

async function endedInterview(formatId = "application-based") {
  const account = await signUp();
  await createTrial(db(), account.userId);
  const endedAt = new Date();
  const [interview] = await db()
    .insert(mockInterviews)
    .values({ userId: account.userId, formatId, school: "Harvard Business School", status: "ended", endedAt })
    .returning();
  return { ...account, interview: interview! };
}

const saveReflection = (cookie: string, id: string, text: string, baseRevision: number) =>
  postForm(`/app/interviews/${id}`, { intent: "reflection", text, baseRevision: String(baseRevision) }, { cookie });

describe("the practice reflection", () => {
  it("is saved with its interview, due a day after it ended, and makes no essay", async () => {
    const { cookie, userId, interview } = await endedInterview();
    const saved = await saveReflection(cookie, interview.id, "What the night shift taught me.", 0);
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Reflection Saved");
    const row = (await db().select().from(mockInterviews).where(eq(mockInterviews.id, interview.id)).get())!;
    expect(row).toMatchObject({ reflection: "What the night shift taught me.", reflectionRevision: 1 });
    expect(row.reflectionDueAt!.getTime() - interview.endedAt!.getTime()).toBe(24 * 3_600_000);
    expect(await db().select().from(essaySubmissions).where(eq(essaySubmissions.userId, userId))).toEqual([]);
    const page = await (await request(`/app/interviews/${interview.id}`, { headers: { cookie } })).text();
    expect(page).toContain("What the night shift taught me.");
    expect(page).toContain("never part of your application");
  });

  it("refuses a save over a newer copy, keeping the newer one", async () => {
    const { cookie, interview } = await endedInterview();
    await (await saveReflection(cookie, interview.id, "From tab one.", 0)).text();
    const second = await saveReflection(cookie, interview.id, "From tab two.", 0);
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("From tab one.");
    expect((await db().select().from(mockInterviews).where(eq(mockInterviews.id, interview.id)).get())!.reflection).toBe("From tab one.");
  });

  it("is only for an application-based interview that has ended, within its limit, and another user's is a 404", async () => {
    const behavioural = await endedInterview("behavioural");
    const refused = await saveReflection(behavioural.cookie, behavioural.interview.id, "Words.", 0);
    expect(refused.status).toBe(409);
    await refused.text();
    const { cookie, interview } = await endedInterview();
    const long = await saveReflection(cookie, interview.id, "x".repeat(10_001), 0);
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("Keep the reflection under 10,000 characters.");
    const stranger = await signUp();
    const other = await saveReflection(stranger.cookie, interview.id, "Bob's words", 0);
    expect(other.status).toBe(404);
    await other.text();
    expect((await db().select().from(mockInterviews).where(eq(mockInterviews.id, interview.id)).get())!.reflection).toBeNull();
  });

  it("moves a reflection once written as an essay back to its interview, and the essay leaves the application", async () => {
    const { userId, interview } = await endedInterview();
    const title = "Post-interview reflection (Nov 20, 2026, 3:04 PM UTC)";
    const first = await createEssay(db(), userId, { school: "Harvard Business School", essayTitle: title, essayContent: "" });
    await createEssay(db(), userId, { school: "Harvard Business School", essayTitle: title, essayContent: "My reflection, second draft.", version: 2 });
    const kept = await createEssay(db(), userId, { school: "Harvard Business School", essayTitle: "Business-Minded", essayContent: "A real essay." });
    await db().update(mockInterviews).set({ reflectionEssayId: first.id }).where(eq(mockInterviews.id, interview.id));
    // The migration's own statements, as D1 applied them (its columns exist already).
    const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.includes("practice_reflection"))!;
    for (const query of migration.queries.filter((query) => !/ALTER TABLE/i.test(query))) await env.DB.prepare(query).run();
    expect((await db().select().from(mockInterviews).where(eq(mockInterviews.id, interview.id)).get())!).toMatchObject({
      reflection: "My reflection, second draft.",
      reflectionRevision: 1,
    });
    const left = await db()
      .select({ id: essaySubmissions.id })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.userId, userId)));
    expect(left).toEqual([{ id: kept.id }]);
  });
});
