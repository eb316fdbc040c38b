import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profileCircumstances } from "../../../db/schema";
import { readReadyPage } from "../../../app/services/submissions/ready-page.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { addSchool, createEssay, createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// Questions for reapplicants or international applicants, on Ready to submit, as the applicant's
// profile says who they are: required of those who are, "not for you" for those who said they are
// not, optional (as the catalogue has them) while the profile does not say.

const CBS = "Columbia";
const INTERNATIONAL = "Short answer (international applicants only) — new for 2026-27";
const REAPPLICANT = "Reapplicant essay (reapplicants only)";
const EVERYONE = [
  "Short answer: immediate post-MBA goal",
  "Short answer: summer after first year",
  "Essay 1: Career goals and dream job",
  "Essay 2: Collaboration and community",
  "Essay 3: Co-create your CBS experience",
];

async function applicant() {
  const signed = await signUp();
  await createTrial(db(), signed.userId);
  await addSchool(db(), signed.userId, CBS, 1);
  for (const title of EVERYONE)
    await createEssay(db(), signed.userId, { school: CBS, essayTitle: title, essayContent: `Mine: ${title.slice(0, 12)}`, userWrittenAt: new Date() });
  return signed;
}

const say = (cookie: string, reapplicant: string, international: string) =>
  postForm("/app/profile", { intent: "circumstances", reapplicant, international }, { cookie });
const page = (userId: string) => readReadyPage(db(), userObjectClient(env.USER_OBJECT, userId), userId, CBS);
const missing = async (userId: string) =>
  (await page(userId))!.findings.filter((finding) => finding.kind === "missing_question").map((finding) => finding.where);

describe("Questions for reapplicants and international applicants", () => {
  it("are optional while the profile does not say, as the catalogue has them", async () => {
    const { userId, cookie } = await applicant();
    expect(await missing(userId)).toEqual([]);
    await createEssay(db(), userId, { school: CBS, essayTitle: INTERNATIONAL, essayContent: "", userWrittenAt: null });
    expect((await page(userId))!.findings.filter((finding) => finding.kind === "not_started")).toEqual([]);
    const html = await (await request(`/app/submit/${CBS}`, { headers: { cookie } })).text();
    expect(html).toContain("International applicants only: your profile does not say whether you are");
  });

  it("are required of an applicant whose profile says they are one: missing, the school is not Ready", async () => {
    const { userId, cookie } = await applicant();
    expect((await say(cookie, "yes", "yes")).status).toBe(200);
    expect(await missing(userId)).toEqual([INTERNATIONAL, REAPPLICANT]);
    await createEssay(db(), userId, { school: CBS, essayTitle: INTERNATIONAL, essayContent: "", userWrittenAt: null });
    const data = (await page(userId))!;
    expect(data.findings.find((finding) => finding.kind === "not_started")).toMatchObject({ where: INTERNATIONAL });
    expect(data.essays.find((essay) => essay.title === INTERNATIONAL)).toMatchObject({ required: true, fit: "yours" });
  });

  it("are not for an applicant whose profile says they are not, never asked and marked so", async () => {
    const { userId, cookie } = await applicant();
    expect((await say(cookie, "no", "no")).status).toBe(200);
    await createEssay(db(), userId, { school: CBS, essayTitle: INTERNATIONAL, essayContent: "", userWrittenAt: null });
    const data = (await page(userId))!;
    expect(data.findings.filter((finding) => finding.kind === "missing_question" || finding.kind === "not_started")).toEqual([]);
    const html = await (await request(`/app/submit/${CBS}`, { headers: { cookie } })).text();
    expect(html).toContain("Not for you: international applicants only, and your profile says you are not");
  });

  it("refuse an answer that is not yes, no or not saying, and keep to the signed-in applicant", async () => {
    const { userId, cookie } = await applicant();
    expect((await say(cookie, "maybe", "yes")).status).toBe(400);
    expect((await say(cookie, "yes", "")).status).toBe(400);
    expect(await db().select().from(profileCircumstances).where(eq(profileCircumstances.userId, userId))).toEqual([]);
    const other = await applicant();
    const sneaky = await postForm("/app/profile", { intent: "circumstances", reapplicant: "yes", international: "yes", userId: other.userId }, { cookie });
    expect(sneaky.status).toBe(200);
    expect(await db().select().from(profileCircumstances).where(eq(profileCircumstances.userId, other.userId))).toEqual([]);
    expect(await missing(other.userId)).toEqual([]);
    // Said again, kept whole: one row, the last answer.
    expect((await say(cookie, "not_said", "no")).status).toBe(200);
    expect(await db().select().from(profileCircumstances).where(eq(profileCircumstances.userId, userId))).toMatchObject([
      { reapplicant: null, international: false },
    ]);
    expect((await say("", "yes", "yes")).status).not.toBe(200);
  });
});
