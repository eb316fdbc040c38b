import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationItems, catalogueApplicationItems, catalogueSchools, recommenderLetters, recommenders, testScores } from "../../../db/schema";
import type { ChecklistActionData } from "../../../app/domain/applications/checklist";
import { CUSTOM_ITEMS_PER_SCHOOL } from "../../../app/domain/applications/checklist-items";
import { readChecklists } from "../../../app/services/applications/checklist.server";
import { listWorkspace } from "../../../app/services/schools/workspace.server";
import { addSchool, createEssay, createTrial } from "../../factories";
import { actionData, db, postForm, request, signUp } from "../helpers";

// Each school's whole application: the checklist on the dashboard's cards, what the
// catalogue says each school asks, and progress over essays, letters and the checklist.

const route = encodeURIComponent("routes/app._index");
const post = (cookie: string, fields: Record<string, string>) => postForm(`/app.data?index&_routes=${route}`, fields, { cookie });

async function applicant() {
  const signed = await signUp();
  await createTrial(db(), signed.userId);
  await addSchool(db(), signed.userId, "Harvard Business School", 1);
  await addSchool(db(), signed.userId, "My Own School", 2);
  return signed;
}

async function answer(response: Response, status = 200) {
  expect(response.status).toBe(status);
  return actionData<ChecklistActionData>(response);
}

describe("the application checklist", () => {
  it("is seeded for every catalogue school, each yes or no with its source", async () => {
    const schools = await db().select({ id: catalogueSchools.id }).from(catalogueSchools).all();
    const items = await db().select().from(catalogueApplicationItems).all();
    const covered = new Set(items.map((item) => item.schoolId));
    // The 15 US and 7 international schools of the seed (schools operators add later have none yet).
    expect(covered.size).toBeGreaterThanOrEqual(22);
    expect(schools.filter((school) => covered.has(school.id)).length).toBe(covered.size);
    for (const item of items.filter((row) => row.asks !== null)) expect(item.source).toMatch(/^https?:\/\//);
  });

  it("lists what the school asks, says 'not verified' where nothing is known, and video only where a source says so", async () => {
    const { userId } = await applicant();
    const { bySchool } = await readChecklists(db(), userId);
    const hbs = bySchool["Harvard Business School"]!;
    expect(hbs.map((entry) => entry.kind)).toEqual(["test", "english", "transcripts", "form", "fee", "interview"]);
    expect(hbs.find((entry) => entry.kind === "interview")?.fact?.asks).toBe(true);
    const own = bySchool["My Own School"]!;
    expect(own.map((entry) => entry.kind)).toEqual(["test", "transcripts", "form", "fee"]);
    expect(own.every((entry) => entry.fact?.asks === null)).toBe(true);
    const page = await (await request("/app", { headers: { cookie: (await signUpWithSchools()).cookie } })).text();
    expect(page).toContain("Application checklist: 0 of 4 done");
  });

  it("reads what the school asks of each item when a checklist is unfolded: the user's schools only", async () => {
    const { cookie } = await applicant();
    const facts = async (school: string, who = cookie) => request(`/app/checklist?school=${encodeURIComponent(school)}`, { headers: { cookie: who } });
    const hbs = await facts("Harvard Business School");
    expect(hbs.status).toBe(200);
    expect(hbs.headers.get("cache-control")).toContain("no-store");
    const body = await hbs.text();
    expect(body).toContain("hbs.edu");
    expect(body).toContain("By invitation only");
    for (const refused of [await facts("Wharton"), await request("/app/checklist", { headers: { cookie } }), await facts("x".repeat(300))]) {
      expect(refused.status).toBe(404);
      await refused.text();
    }
    const signedOut = await request("/app/checklist?school=Harvard%20Business%20School");
    expect([302, 303]).toContain(signedOut.status);
    await signedOut.text();
  });

  it("marks items done (keeping the day), not needed and back, and the school's progress counts them", async () => {
    const { cookie, userId } = await applicant();
    await createEssay(db(), userId, { school: "My Own School", essayTitle: "Why us", essayContent: "", status: "final" });
    const progress = async () => (await listWorkspace(db(), userId)).find((school) => school.school === "My Own School")!.progress;
    // One final essay and four items to do: a fifth.
    expect(await progress()).toBe(20);
    await answer(await post(cookie, { intent: "item-status", school: "My Own School", kind: "transcripts", status: "done" }));
    expect(await progress()).toBe(40);
    await answer(await post(cookie, { intent: "item-status", school: "My Own School", kind: "fee", status: "not_needed" }));
    expect(await progress()).toBe(50);
    const today = new Date().toISOString().slice(0, 10);
    const rows = await db().select().from(applicationItems).where(eq(applicationItems.userId, userId)).all();
    expect(rows.find((row) => row.kind === "transcripts")).toMatchObject({ status: "done", doneOn: today });
    await answer(await post(cookie, { intent: "item-status", school: "My Own School", kind: "transcripts", status: "to_do" }));
    expect((await db().select().from(applicationItems).where(eq(applicationItems.id, rows[0]!.id)).get())?.doneOn ?? null).toBeNull();
    // Two first changes at once make one row.
    await Promise.all([
      post(cookie, { intent: "item-status", school: "My Own School", kind: "form", status: "done" }).then((response) => response.text()),
      post(cookie, { intent: "item-status", school: "My Own School", kind: "form", status: "done" }).then((response) => response.text()),
    ]);
    const forms = await db()
      .select()
      .from(applicationItems)
      .where(and(eq(applicationItems.userId, userId), eq(applicationItems.kind, "form")))
      .all();
    expect(forms).toHaveLength(1);
  });

  it("counts letters in progress: asked a third, agreed two thirds, submitted whole", async () => {
    const { userId } = await applicant();
    const [person] = await db().insert(recommenders).values({ userId, name: "Jo", email: "jo@example.com", relationship: "client" }).returning();
    await db().insert(recommenderLetters).values({ userId, recommenderId: person!.id, school: "My Own School", status: "submitted" });
    for (const kind of ["test", "transcripts", "form", "fee"] as const) {
      await db().insert(applicationItems).values({ userId, school: "My Own School", kind, status: "done", doneOn: "2026-11-20" });
    }
    expect((await listWorkspace(db(), userId)).find((school) => school.school === "My Own School")!.progress).toBe(100);
  });

  it("adds items the applicant names, up to a limit, and removes them", async () => {
    const { cookie, userId } = await applicant();
    const empty = await answer(await post(cookie, { intent: "add-item", school: "My Own School", label: "  " }), 400);
    expect(JSON.stringify(empty)).toContain("Name the item");
    await answer(await post(cookie, { intent: "add-item", school: "My Own School", label: "<b>Diversity form</b>" }));
    const [item] = await db().select().from(applicationItems).where(eq(applicationItems.userId, userId)).all();
    expect(item).toMatchObject({ kind: "custom", label: "<b>Diversity form</b>", status: "to_do" });
    const page = await (await request("/app", { headers: { cookie } })).text();
    expect(page).not.toContain("<b>Diversity form</b>");
    await answer(await post(cookie, { intent: "custom-status", itemId: item!.id, status: "done" }));
    for (let index = 1; index < CUSTOM_ITEMS_PER_SCHOOL; index += 1) {
      await db()
        .insert(applicationItems)
        .values({ userId, school: "My Own School", kind: "custom", label: `Item ${index}` });
    }
    const over = await answer(await post(cookie, { intent: "add-item", school: "My Own School", label: "One more" }), 409);
    expect(over.toast.title).toBe("Too many items");
    await answer(await post(cookie, { intent: "remove-item", itemId: item!.id }));
    expect(await db().select().from(applicationItems).where(eq(applicationItems.id, item!.id)).get()).toBeUndefined();
  });

  it("keeps test scores within each test's range and not in the future", async () => {
    const { cookie, userId } = await applicant();
    const high = await answer(await post(cookie, { intent: "test-score", test: "gre", score: "705", takenOn: "2026-10-12" }), 400);
    expect(JSON.stringify(high)).toContain("A GRE total is 260-340");
    const later = await answer(await post(cookie, { intent: "test-score", test: "gmat_focus", score: "705", takenOn: "2031-01-01" }), 400);
    expect(JSON.stringify(later)).toContain("That date has not come yet");
    const unreal = await answer(await post(cookie, { intent: "test-score", test: "gmat_focus", score: "705", takenOn: "2026-02-30" }), 400);
    expect(JSON.stringify(unreal)).toContain("Enter a real date");
    await answer(await post(cookie, { intent: "test-score", test: "gmat_focus", score: "705", takenOn: "2026-10-12" }));
    await answer(await post(cookie, { intent: "test-score", test: "gmat_focus", score: "715", takenOn: "2026-11-02" }));
    expect(await db().select().from(testScores).where(eq(testScores.userId, userId)).all()).toMatchObject([
      { test: "gmat_focus", score: 715, takenOn: "2026-11-02" },
    ]);
    expect((await readChecklists(db(), userId)).scores).toEqual([{ test: "gmat_focus", score: 715, sections: null, takenOn: "2026-11-02" }]);
    await answer(await post(cookie, { intent: "remove-test-score", test: "gmat_focus" }));
    const gone = await post(cookie, { intent: "remove-test-score", test: "gmat_focus" });
    expect(gone.status).toBe(404);
    await gone.text();
  });

  it("keeps another user's schools and items out of reach (404), and refuses what is not a checklist move", async () => {
    const owner = await applicant();
    await db().insert(applicationItems).values({ userId: owner.userId, school: "My Own School", kind: "custom", label: "Mine" });
    const [item] = await db().select().from(applicationItems).where(eq(applicationItems.userId, owner.userId)).all();
    const other = await signUp();
    await createTrial(db(), other.userId);
    for (const fields of <Record<string, string>[]>[
      { intent: "custom-status", itemId: item!.id, status: "done" },
      { intent: "remove-item", itemId: item!.id },
      { intent: "item-status", school: "My Own School", kind: "fee", status: "done" },
      { intent: "add-item", school: "My Own School", label: "Sneaky" },
    ]) {
      const response = await post(other.cookie, fields);
      expect(response.status).toBe(404);
      await response.text();
    }
    expect((await db().select().from(applicationItems).where(eq(applicationItems.id, item!.id)).get())?.status).toBe("to_do");
    const bad = await post(owner.cookie, { intent: "item-status", school: "My Own School", kind: "essays", status: "done" });
    expect(bad.status).toBe(400);
    await bad.text();
    const signedOut = await postForm(`/app.data?index&_routes=${route}`, { intent: "remove-item", itemId: item!.id });
    // Signed out: sent to sign in (single fetch answers a redirect with 202), nothing removed.
    expect(signedOut.status).toBe(202);
    await signedOut.text();
    expect(await db().select().from(applicationItems).where(eq(applicationItems.id, item!.id)).get()).toBeDefined();
  });
});

async function signUpWithSchools() {
  const signed = await signUp();
  await createTrial(db(), signed.userId);
  await addSchool(db(), signed.userId, "My Own School", 1);
  return signed;
}
