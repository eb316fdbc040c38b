import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testScores } from "../../../db/schema";
import type { ChecklistActionData } from "../../../app/domain/applications/checklist";
import { isSchoolSource } from "../../../app/domain/catalogue/sources";
import { readChecklists, readSchoolFacts } from "../../../app/services/applications/checklist.server";
import { addSchool, createTrial } from "../../factories";
import { actionData, db, postForm, request, signUp } from "../helpers";

// Test scores on each test's own scale (GMAT Focus 205-805 beside the 10th Edition's 200-800, the
// English tests), the English test and INSEAD's exit language on the checklist, each cited by
// whose page it was read on.

const route = encodeURIComponent("routes/app._index");
const post = (cookie: string, fields: Record<string, string>) => postForm(`/app.data?index&_routes=${route}`, fields, { cookie });

async function applicant(...schools: string[]) {
  const signed = await signUp();
  await createTrial(db(), signed.userId);
  for (const [index, school] of schools.entries()) await addSchool(db(), signed.userId, school, index + 1);
  return signed;
}

async function saved(response: Response, status = 200) {
  expect(response.status).toBe(status);
  return JSON.stringify(await actionData<ChecklistActionData>(response));
}

const score = (test: string, value: string, extra: Record<string, string> = {}) => ({
  intent: "test-score",
  test,
  score: value,
  takenOn: "2026-05-04",
  ...extra,
});

describe("test scores, each on its own scale", () => {
  it("tells a 10th Edition GMAT from a Focus Edition one on the server", async () => {
    const { cookie, userId } = await applicant("Harvard Business School");
    expect(await saved(await post(cookie, score("gmat", "785")), 400)).toContain("A GMAT (10th Edition) total is 200-800, ends in 0");
    expect(await saved(await post(cookie, score("gmat_focus", "700")), 400)).toContain("A GMAT Focus Edition total is 205-805, ends in 5");
    await saved(await post(cookie, score("gmat", "780")));
    await saved(await post(cookie, score("gmat_focus", "205")));
    const rows = await db().select({ test: testScores.test, score: testScores.score }).from(testScores).where(eq(testScores.userId, userId)).all();
    expect(rows.sort((a, b) => a.test.localeCompare(b.test))).toEqual([
      { test: "gmat", score: 780 },
      { test: "gmat_focus", score: 205 },
    ]);
  });

  it("keeps the Focus Edition's section scores, optional and each 60-90", async () => {
    const { cookie, userId } = await applicant("Harvard Business School");
    const off = await saved(await post(cookie, score("gmat_focus", "655", { "sections.quant": "91" })), 400);
    expect(off).toContain("Quantitative Reasoning is scored 60-90");
    expect(await saved(await post(cookie, score("gre", "320", { "sections.dataInsights": "80" })), 400)).toContain("GRE has no section by that name");
    expect(await db().select().from(testScores).where(eq(testScores.userId, userId)).all()).toEqual([]);
    await saved(await post(cookie, score("gmat_focus", "655", { "sections.quant": "84", "sections.verbal": "", "sections.dataInsights": "80" })));
    expect((await readChecklists(db(), userId)).scores).toEqual([
      { test: "gmat_focus", score: 655, sections: { quant: 84, dataInsights: 80 }, takenOn: "2026-05-04" },
    ]);
  });

  it("takes the English tests on theirs: TOEFL 0-120, IELTS in half bands, PTE 10-90, Duolingo in fives", async () => {
    const { cookie, userId } = await applicant("Harvard Business School");
    expect(await saved(await post(cookie, score("toefl", "121")), 400)).toContain("A TOEFL iBT total is 0-120");
    expect(await saved(await post(cookie, score("ielts", "7.25")), 400)).toContain("An IELTS total is 0-9 in half bands");
    expect(await saved(await post(cookie, score("pte", "9")), 400)).toContain("A PTE Academic total is 10-90");
    expect(await saved(await post(cookie, score("duolingo", "133")), 400)).toContain("A Duolingo English Test total is 10-160 in steps of 5");
    for (const [test, value] of [
      ["toefl", "108"],
      ["ielts", "7.5"],
      ["pte", "76"],
      ["duolingo", "135"],
    ])
      await saved(await post(cookie, score(test!, value!)));
    const rows = await db().select({ test: testScores.test, score: testScores.score }).from(testScores).where(eq(testScores.userId, userId)).all();
    expect(Object.fromEntries(rows.map((row) => [row.test, row.score]))).toEqual({ toefl: 108, ielts: 7.5, pte: 76, duolingo: 135 });
  });
});

describe("the English test and the exit language on the checklist", () => {
  it("lists the English test where a source says the school asks, with the tests it lists, cited as a third party's reading", async () => {
    const { userId } = await applicant("Harvard Business School", "Wharton");
    const { bySchool } = await readChecklists(db(), userId);
    expect(bySchool["Harvard Business School"]!.map((entry) => entry.kind)).toContain("english");
    // No source for Wharton, and no English score yet: not listed.
    expect(bySchool["Wharton"]!.map((entry) => entry.kind)).not.toContain("english");
    const hbs = (await readSchoolFacts(db(), userId, "Harvard Business School"))!;
    const english = hbs.facts.find((fact) => fact.kind === "english")!;
    expect(english).toMatchObject({ asks: true, acceptedTests: ["toefl", "ielts", "pte", "duolingo"] });
    expect(hbs.ownDomains).toEqual(["hbs.edu"]);
    expect(isSchoolSource(english.source!, hbs.ownDomains)).toBe(false);
    // The fee was read on HBS's own page; the test item on a copy of it elsewhere.
    expect(isSchoolSource(hbs.facts.find((fact) => fact.kind === "fee")!.source!, hbs.ownDomains)).toBe(true);
    expect(isSchoolSource(hbs.facts.find((fact) => fact.kind === "test")!.source!, hbs.ownDomains)).toBe(false);
  });

  it("lists the English test at every school for an applicant with an English score, not verified where no source says", async () => {
    const { cookie, userId } = await applicant("Wharton");
    await saved(await post(cookie, score("duolingo", "130")));
    const wharton = (await readChecklists(db(), userId)).bySchool["Wharton"]!;
    expect(wharton.find((entry) => entry.kind === "english")?.fact?.asks).toBeNull();
  });

  it("lists INSEAD's exit language, read on INSEAD's own blog", async () => {
    const { userId } = await applicant("INSEAD", "Wharton");
    const { bySchool } = await readChecklists(db(), userId);
    expect(bySchool["INSEAD"]!.map((entry) => entry.kind)).toContain("exit_language");
    expect(bySchool["Wharton"]!.map((entry) => entry.kind)).not.toContain("exit_language");
    const insead = (await readSchoolFacts(db(), userId, "INSEAD"))!;
    const exit = insead.facts.find((fact) => fact.kind === "exit_language")!;
    expect(exit.detail).toContain("exit language at A2");
    expect(isSchoolSource(exit.source!, insead.ownDomains)).toBe(true);
  });

  it("sends the school's own domains with its facts, for its checklist only", async () => {
    const { cookie } = await applicant("INSEAD");
    const response = await request(`/app/checklist?school=INSEAD`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { facts: { kind: string }[]; ownDomains: string[] };
    expect(body.ownDomains).toEqual(["insead.edu"]);
    expect(body.facts.map((fact) => fact.kind)).toContain("exit_language");
  });
});
