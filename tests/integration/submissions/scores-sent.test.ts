import { eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { testScores } from "../../../db/schema";
import { readReadyPage } from "../../../app/services/submissions/ready-page.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { addSchool, createEssay, createTrial } from "../../factories";
import { db, postForm, signUp } from "../helpers";

// Test scores with their sections on a school's form: only the tests a source says the school
// accepts where one says so, every score where none does; a score or section off its scale is
// refused on the server, by its field.

const GSB = "Stanford GSB";
const SLOAN = "MIT Sloan";

async function applicant() {
  const signed = await signUp();
  await createTrial(db(), signed.userId);
  await addSchool(db(), signed.userId, GSB, 1);
  await addSchool(db(), signed.userId, SLOAN, 2);
  await createEssay(db(), signed.userId, {
    school: GSB,
    essayTitle: "Essay A",
    essayContent: "What matters most to me is my family.",
    userWrittenAt: new Date(),
  });
  return signed;
}

const fieldsOf = async (userId: string, school: string) => {
  const page = (await readReadyPage(db(), userObjectClient(env.USER_OBJECT, userId), userId, school))!;
  return { scores: page.fields.find((field) => field.label === "Test scores")?.text ?? "", leftOut: page.scoresLeftOut };
};

describe("test scores on a school's form", () => {
  it("keeps each test's sections, and sends only the tests a school's source lists", async () => {
    const { userId, cookie } = await applicant();
    const post = (fields: Record<string, string>) => postForm("/app?index", { intent: "test-score", takenOn: "2026-09-01", ...fields }, { cookie });
    expect((await post({ test: "gre", score: "325", "sections.verbal": "160", "sections.quant": "165", "sections.writing": "4.5" })).status).toBe(200);
    expect((await post({ test: "toefl", score: "110", "sections.reading": "29", "sections.speaking": "25" })).status).toBe(200);
    expect((await post({ test: "duolingo", score: "130", "sections.listening": "125" })).status).toBe(200);

    const gsb = await fieldsOf(userId, GSB);
    expect(gsb.scores).toContain("GRE 325 (Verbal Reasoning 160, Quantitative Reasoning 165, Analytical Writing 4.5), taken 2026-09-01");
    expect(gsb.scores).toContain("TOEFL iBT 110 (Reading 29, Speaking 25)");
    expect(gsb.scores).not.toContain("Duolingo");
    expect(gsb.leftOut).toEqual(["Duolingo English Test"]);

    const sloan = await fieldsOf(userId, SLOAN);
    expect(sloan.scores).toContain("Duolingo English Test 130 (Listening 125)");
    expect(sloan.leftOut).toEqual([]);
  });

  it("refuses a total or a section off its scale, and stores nothing", async () => {
    const { userId, cookie } = await applicant();
    const post = (fields: Record<string, string>) => postForm("/app?index", { intent: "test-score", takenOn: "2026-09-01", ...fields }, { cookie });
    for (const [fields, message] of [
      [{ test: "gre", score: "341" }, "A GRE total is 260-340"],
      [{ test: "gre", score: "325", "sections.quant": "171" }, "Quantitative Reasoning is scored 130-170"],
      [{ test: "ea", score: "150", "sections.verbal": "0" }, "Verbal Reasoning is scored 1-20"],
      [{ test: "ielts", score: "7", "sections.writing": "6.3" }, "Writing is scored 0-9 in half points"],
      [{ test: "pte", score: "70", "sections.quant": "70" }, "PTE Academic has no section by that name"],
    ] as const) {
      const response = await post(fields);
      expect(response.status, message).toBe(400);
      expect(await response.text()).toContain(message);
    }
    expect(await db().select().from(testScores).where(eq(testScores.userId, userId))).toEqual([]);
  });
});
