import { describe, expect, it } from "vitest";
import { legacyInitialDraft } from "../../../app/domain/catalogue/catalogue";
import { listWorkspace } from "../../../app/services/schools/workspace.server";
import { applicationItems, recommenderLetters, recommenders, userSchools } from "../../../db/schema";
import { addSchool, catalogueSchool, createEssay, createUser } from "../../factories";
import { db, pagesChanged, request, signUp } from "../helpers";

// The /app home: the welcome cards until a school is added, then the dashboard of the applicant's
// own schools. The figures come from the workspace's one batched load.
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");
const WHARTON_2 = "Essay 2: Contribution to the Wharton community";
const WHARTON_1A = "Essay 1a: Immediate post-MBA goal";
const TUCK_1 = "Essay 1: Why MBA, why now, why Tuck";

async function applicantWithSchools() {
  const applicant = await signUp();
  const { userId } = applicant;
  await addSchool(db(), userId, "Wharton", 1);
  await addSchool(db(), userId, "Tuck", 2);
  // Version 1 is superseded by version 2: only the newest is counted.
  await createEssay(db(), userId, { school: "Wharton", essayTitle: WHARTON_2, essayContent: words(20), version: 1 });
  await createEssay(db(), userId, { school: "Wharton", essayTitle: WHARTON_2, essayContent: words(150), version: 2 });
  // An essay still holding the prompt it was once created with is not started.
  const prompt = (await catalogueSchool(db(), "Wharton")).essays.find((essay) => essay.title === WHARTON_1A)!;
  await createEssay(db(), userId, { school: "Wharton", essayTitle: WHARTON_1A, essayContent: legacyInitialDraft(prompt) });
  // Tuck counts characters.
  await createEssay(db(), userId, { school: "Tuck", essayTitle: TUCK_1, essayContent: "x".repeat(500) });
  return applicant;
}

describe("the /app home", () => {
  it("counts the applicant's own words against each limit, newest versions only", async () => {
    const { userId } = await applicantWithSchools();
    const schools = await listWorkspace(db(), userId, new Date("2025-10-15T12:00:00Z"));
    expect(schools.map((school) => school.school)).toEqual(["Wharton", "Tuck"]);
    const [wharton, tuck] = schools;
    // Wharton has published no 2026-27 date yet: no deadline, and last cycle's dates only as such.
    expect(wharton!.cycle).toBe("2026-2027");
    expect(wharton!.nextDeadline).toBeNull();
    expect(wharton!.undated).toEqual({ round: "R1", previousCycleDate: "2025-09-02" });
    const essay2 = wharton!.essays.find((essay) => essay.essayTitle === WHARTON_2)!;
    expect(essay2).toMatchObject({ version: 2, state: "draft", used: 150, max: 350, unit: "words", progress: 43, counts: true, requirement: "required" });
    expect(wharton!.essays.find((essay) => essay.essayTitle === WHARTON_1A)).toMatchObject({ state: "not_started", used: 0, max: 50, progress: 0 });
    expect(wharton!.essays).toHaveLength(2);
    // Two of Wharton's three required essays exist (43% and 0%), and its whole application counts
    //: its one letter has no recommender yet, and the test score, transcripts, form, fee and
    // interview are to do. (0.43 + 0 + 1 × 0 + 5 × 0) / 8.
    expect(wharton!.progress).toBe(5);
    expect(tuck!.essays[0]).toMatchObject({ state: "draft", used: 500, max: 2000, unit: "characters", progress: 25 });
  });

  it("shows the dashboard with only the applicant's own schools, never another's", async () => {
    const { cookie } = await applicantWithSchools();
    const other = await createUser(db());
    await addSchool(db(), other.id, "Kellogg", 1);
    await createEssay(db(), other.id, { school: "Kellogg", essayTitle: "Another applicant's private essay", essayContent: words(300) });
    const response = await request("/app", { headers: { cookie } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("Your applications");
    expect(html).not.toContain("Welcome to Scout");
    expect(html).toContain("What to do next");
    expect(html).toContain("150 / 350 words");
    expect(html).toContain("500 / 2,000 characters");
    expect(html).toContain("Not started");
    expect(html).toContain("How progress is counted");
    expect(html).not.toContain("Kellogg");
    expect(html).not.toContain("Another applicant");
  });

  it("leaves hidden schools off the dashboard, and keeps the welcome cards for no school", async () => {
    const { cookie, userId } = await signUp();
    const empty = await (await request("/app", { headers: { cookie } })).text();
    expect(empty).toContain("Welcome to Scout");
    expect(empty).not.toContain("What to do next");

    await addSchool(db(), userId, "Darden", 1);
    await createEssay(db(), userId, { school: "Darden", essayTitle: "Inclusive Impact", essayContent: words(30) });
    await db().insert(userSchools).values({ userId, school: "Yale SOM", position: 2, visible: false });
    await createEssay(db(), userId, { school: "Yale SOM", essayTitle: "Career interests (short answer)" });
    // Darden's letter, the test score and transcripts come before the essays: all arranged.
    for (const kind of ["test", "transcripts"] as const) await db().insert(applicationItems).values({ userId, school: "Darden", kind, status: "done" });
    const [person] = await db().insert(recommenders).values({ userId, name: "Jo", email: "jo@example.com", relationship: "client" }).returning();
    await db().insert(recommenderLetters).values({ userId, recommenderId: person!.id, school: "Darden", status: "agreed" });
    await pagesChanged(userId);
    const html = await (await request("/app", { headers: { cookie } })).text();
    expect(html).toContain("What to do next");
    expect(html).toContain("30 / 300 words");
    expect(html).toContain("Keep writing");
    expect(html).toContain("1 school, 1 essay to write, 0 final or submitted.");
  });
});
