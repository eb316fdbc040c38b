import { describe, expect, it } from "vitest";
import { postForm, postJson, request, signUp } from "../helpers";
import { workRowsOf } from "../work-rows";

// Goals and the resume are kept in the applicant's object (docs/scale.md step 3): read as the product reads them.
const goalsOf = async (userId: string) => (await workRowsOf(userId).get("goals_data", [userId])) ?? undefined;
const resumeOf = async (userId: string) => (await workRowsOf(userId).get("resume_data", [userId])) ?? undefined;

describe("goals autosave", () => {
  it("inserts on the first save and updates later, changing only the cells sent", async () => {
    const { cookie, userId } = await signUp();
    expect((await postJson("/app/goals/save", { longTermVision: "Run a climate fund" }, cookie)).status).toBe(200);
    const first = await goalsOf(userId);
    expect(first).toMatchObject({ longTermVision: "Run a climate fund", industryShortTerm: "" });
    await (await postJson("/app/goals/save", { industryShortTerm: "Energy consulting" }, cookie)).text();
    const second = await goalsOf(userId);
    expect(second).toMatchObject({ id: first!.id, longTermVision: "Run a climate fund", industryShortTerm: "Energy consulting" });
  });

  it("shows each user only their own goals", async () => {
    const alice = await signUp();
    await (await postJson("/app/goals/save", { longTermVision: "Alice's secret plan" }, alice.cookie)).text();
    const bob = await signUp();
    const html = await (await request("/app/goals", { headers: { cookie: bob.cookie } })).text();
    expect(html).toContain("Goals &amp; Strategy");
    expect(html).not.toContain("Alice's secret plan");
  });

  it("refuses unknown fields (such as another user's id), overlong cells and non-JSON", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const sneaky = await postJson("/app/goals/save", { longTermVision: "x", userId: bob.userId }, alice.cookie);
    expect(sneaky.status).toBe(400);
    await sneaky.text();
    expect(await goalsOf(bob.userId)).toBeUndefined();
    const long = await postJson("/app/goals/save", { titleGlobal: "t".repeat(1001) }, alice.cookie);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: "invalid_input",
      message: "Each cell must be at most 1,000 characters",
    });
    expect((await postJson("/app/goals/save", "not json", alice.cookie)).status).toBe(400);
    expect((await postJson("/app/goals/save", {}, alice.cookie)).status).toBe(400);
  });

  it("needs a signed-in user", async () => {
    const response = await postJson("/app/goals/save", { longTermVision: "x" });
    expect(response.status).toBe(401);
    await response.text();
  });
});

describe("the resume", () => {
  it("creates an empty row on first visit, then saves with the product's toast", async () => {
    const { cookie, userId } = await signUp();
    await (await request("/app/resume", { headers: { cookie } })).text();
    expect(await resumeOf(userId)).toMatchObject({ content: "" });
    const saved = await postForm("/app/resume", { intent: "save", content: "Analyst, 2020-2025", baseRevision: "0" }, { cookie });
    expect(await saved.text()).toContain("Your resume has been saved successfully");
    expect((await resumeOf(userId))?.content).toBe("Analyst, 2020-2025");
  });

  it("refuses an overlong resume and a script, saying Error Saving Resume", async () => {
    const { cookie } = await signUp();
    for (const content of ["r".repeat(50_001), "<script>steal()</script>"]) {
      const response = await postForm("/app/resume", { intent: "save", content, baseRevision: "0" }, { cookie });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Error Saving Resume");
    }
  });

  it("never saves over a newer copy: a save from an older revision is refused with the newer text", async () => {
    const { cookie, userId } = await signUp();
    const first = await postForm("/app/resume", { intent: "save", content: "From the laptop", baseRevision: "0" }, { cookie });
    expect(first.status).toBe(200);
    const stale = await postForm("/app/resume", { intent: "save", content: "From the phone", baseRevision: "0" }, { cookie });
    expect(stale.status).toBe(409);
    const body = await stale.text();
    expect(body).toContain("a newer copy exists");
    expect(body).toContain("From the laptop");
    expect(await resumeOf(userId)).toMatchObject({ content: "From the laptop", revision: 1 });
    const over = await postForm("/app/resume", { intent: "save", content: "From the phone", baseRevision: "1" }, { cookie });
    expect(over.status).toBe(200);
    expect((await resumeOf(userId))?.content).toBe("From the phone");
  });

  it("keeps resumes apart", async () => {
    const alice = await signUp();
    await (await postForm("/app/resume", { intent: "save", content: "Alice at Acme", baseRevision: "0" }, { cookie: alice.cookie })).text();
    const bob = await signUp();
    expect(await (await request("/app/resume", { headers: { cookie: bob.cookie } })).text()).not.toContain("Alice at Acme");
  });
});

describe("the Learning Hub and Office Hours", () => {
  it("lists the five categories and reads an article in the app", async () => {
    const { cookie } = await signUp();
    const hub = await (await request("/app/learning", { headers: { cookie } })).text();
    for (const category of ["Understand the Process", "Define Goals", "Build Resume", "Write Essay", "Interview"]) expect(hub).toContain(category);
    const article = await (await request("/app/learning/editing-passes", { headers: { cookie } })).text();
    expect(article).toContain("Pass one: structure");
    const missing = await request("/app/learning/no-such-item", { headers: { cookie } });
    expect(missing.status).toBe(404);
    await missing.text();
  });

  // The test worker has none of office hours' services set up: the page says so once and points
  // to what works (with services set up it shows only theirs: app/routes/app.office-hours.tsx).
  it("says once that office hours are not open, and where to go meanwhile", async () => {
    const { cookie } = await signUp();
    const html = await (await request("/app/office-hours", { headers: { cookie } })).text();
    expect(html).toContain("Office hours with a coach are not open yet.");
    expect(html).toContain('href="/app/ask"');
    expect(html).toContain('href="/app/learning"');
    expect(html).not.toContain("Send up to 2 questions a week");
  });
});
