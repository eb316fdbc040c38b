import { and, eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { recommenderBriefs, recommenderLetters, recommenders, resumeData } from "../../../db/schema";
import { applicationItemKinds } from "../../../app/domain/applications/checklist-items";
import { readReadyPage } from "../../../app/services/submissions/ready-page.server";
import { setItemStatus } from "../../../app/services/applications/checklist.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { addSchool, createEssay, createTrial, saveResume } from "../../factories";
import { db, request, signUpFromBefore } from "../helpers";

// Ready to submit for one school: every check over what it receives, each finding linked to where
// it is fixed, Ready once none is left, and the portal's fields to copy. No AI key is needed.

const HBS = "Harvard Business School";
const CAREER = "Career aspirations (application form)";
const story =
  "When the clinic in Lagos ran out of vaccines, I rebuilt the supply chain with a team of eight nurses and two drivers, and we reached every village before the rains closed the roads that spring.";

async function applicant(text = `${story} <b>Wharton</b> taught me nothing.`) {
  const signed = await signUpFromBefore();
  await createTrial(db(), signed.userId);
  await addSchool(db(), signed.userId, HBS, 1);
  const essay = await createEssay(db(), signed.userId, { essayContent: text, status: "final", userWrittenAt: new Date() });
  await saveResume(db(), signed.userId, "Operations lead. Led a team of twelve nurses.");
  // Two recommenders (HBS asks for two letters); the first one's brief is the essay itself.
  const letters = [];
  for (const [name, brief] of [
    ["Jo Rivera", `Please write about this: ${story}`],
    ["Sam Lee", "Ask me about the drivers and the district results."],
  ] as const) {
    const [person] = await db()
      .insert(recommenders)
      .values({ userId: signed.userId, name, email: `${crypto.randomUUID()}@example.com`, relationship: "supervisor" })
      .returning();
    const [letter] = await db()
      .insert(recommenderLetters)
      .values({ userId: signed.userId, recommenderId: person!.id, school: HBS, status: "agreed" })
      .returning();
    await db().insert(recommenderBriefs).values({ userId: signed.userId, recommenderId: person!.id, content: brief });
    letters.push(letter!);
  }
  return { ...signed, essay, letters };
}

const page = (userId: string) => readReadyPage(db(), userObjectClient(env.USER_OBJECT, userId), userId, HBS);

describe("Ready to submit", () => {
  it("finds every kind of problem in what the school receives, each linked to where it is fixed", async () => {
    const { userId, essay } = await applicant();
    const data = (await page(userId))!;
    const byKind = (kind: string) => data.findings.filter((finding) => finding.kind === kind);
    expect(data.ready).toBe(false);
    expect(byKind("wrong_school")[0]).toMatchObject({ passage: "Wharton", fix: { href: `/app/essays/${essay.id}` } });
    expect(byKind("fact")[0]!.message).toContain("team of twelve");
    expect(byKind("brief_echo")).toHaveLength(1);
    expect(byKind("brief_echo")[0]).toMatchObject({ where: "Brief for Jo Rivera", fix: { href: "/app/recommenders" } });
    expect(byKind("checklist").map((finding) => finding.where)).toContain("Test score");
    expect(byKind("letter")).toHaveLength(2);
    expect(data.fields.map((field) => field.label)).toEqual(["Business-Minded"]);
  });

  it("is Ready once every finding is fixed, with the portal's fields in its order", async () => {
    const { userId, cookie, letters } = await applicant(`${story} I want to build health systems.`);
    await db().update(resumeData).set({ content: "Operations lead. Led a team of eight nurses." }).where(eq(resumeData.userId, userId));
    await db().update(recommenderBriefs).set({ content: "Ask me about the drivers and the district results." }).where(eq(recommenderBriefs.userId, userId));
    for (const kind of applicationItemKinds) await setItemStatus(db(), userId, HBS, kind, "done", "2026-11-28");
    for (const letter of letters)
      await db()
        .update(recommenderLetters)
        .set({ status: "submitted" })
        .where(and(eq(recommenderLetters.id, letter.id), eq(recommenderLetters.userId, userId)));
    // HBS's other two essays and the form's career answer, asked of everyone: not Ready without them.
    expect((await page(userId))!.findings.filter((finding) => finding.kind === "missing_question").map((finding) => finding.where)).toEqual([
      "Leadership-Focused",
      "Growth-Oriented",
      CAREER,
    ]);
    for (const [essayTitle, essayContent] of [
      ["Leadership-Focused", "I asked the drivers first and planned second, and the routes held through the rains."],
      ["Growth-Oriented", "I learned to read a ledger as a diary of the families my grandmother fed on credit."],
      [CAREER, "Build health systems in West Africa."],
    ])
      await createEssay(db(), userId, { essayTitle, essayContent, userWrittenAt: new Date() });
    const data = (await page(userId))!;
    expect(data.findings).toEqual([]);
    expect(data.ready).toBe(true);
    expect(data.fields.map((field) => field.label)).toEqual(["Business-Minded", "Leadership-Focused", "Growth-Oriented", CAREER]);
    const html = await (await request(`/app/submit/${encodeURIComponent(HBS)}`, { headers: { cookie } })).text();
    expect(html).toContain("Ready");
    expect(html).toContain("Copy for the portal");
  });

  it("renders the applicant's words as text", async () => {
    const { cookie } = await applicant();
    const html = await (await request(`/app/submit/${encodeURIComponent(HBS)}`, { headers: { cookie } })).text();
    expect(html).not.toContain("<b>Wharton</b>");
    expect(html).toContain("To fix before submitting");
  });
});
