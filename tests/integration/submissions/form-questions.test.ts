import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readReadyPage } from "../../../app/services/submissions/ready-page.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { addSchool, catalogueSchool, createEssay, createTrial } from "../../factories";
import { db, request, signUp } from "../helpers";

// The school's short answers and form questions as the catalogue holds them (where the portal asks
// each, who answers it, its limit, its sources and cycle), the applicant's answers on the school's
// Ready to submit page, and every check run on them as on an essay.

const CBS = "Columbia";
const GOAL = "Short answer: immediate post-MBA goal";
const SUMMER = "Short answer: summer after first year";
const INTERNATIONAL = "Short answer (international applicants only) — new for 2026-27";
const ESSAY = "Essay 2: Collaboration and community";

async function applicant(answers: Record<string, string>) {
  const signed = await signUp();
  await createTrial(db(), signed.userId);
  await addSchool(db(), signed.userId, CBS, 1);
  const ids: Record<string, string> = {};
  for (const [title, text] of Object.entries(answers)) {
    ids[title] = (await createEssay(db(), signed.userId, { school: CBS, essayTitle: title, essayContent: text, userWrittenAt: new Date() })).id;
  }
  return { ...signed, ids };
}

const page = (userId: string, school = CBS) => readReadyPage(db(), userObjectClient(env.USER_OBJECT, userId), userId, school);

describe("Form questions on Ready to submit", () => {
  it("come from the catalogue with their limits, sources and cycle, who they are for marked", async () => {
    const columbia = await catalogueSchool(db(), CBS);
    const goal = columbia.essays.find((essay) => essay.title === GOAL)!;
    expect(goal).toMatchObject({ kind: "short_answer", limit: "50 characters", audience: "everyone", required: true });
    expect(goal.sources.length).toBeGreaterThan(0);
    expect(columbia.essays.find((essay) => essay.title === INTERNATIONAL)).toMatchObject({ audience: "international", required: false });
    expect((await catalogueSchool(db(), "Harvard Business School")).essays.find((essay) => essay.title.startsWith("Career aspirations"))).toMatchObject({
      askedIn: "form",
      limit: "500 characters",
    });
    expect((await catalogueSchool(db(), "Oxford Saïd")).essays.find((essay) => essay.title === "Current role description")).toMatchObject({ askedIn: "form" });
  });

  it("shows the applicant's answers apart from the essays, each with who it is for and where its wording comes from", async () => {
    const { userId, cookie } = await applicant({ [GOAL]: "Product lead at a health startup", [INTERNATIONAL]: "", [ESSAY]: "I led a team." });
    const data = (await page(userId))!;
    const forms = data.essays.filter((essay) => essay.formQuestion).map((essay) => essay.title);
    expect(forms).toEqual([GOAL, INTERNATIONAL]);
    expect(data.essays.find((essay) => essay.title === INTERNATIONAL)).toMatchObject({ audience: "international", required: false, written: false });
    expect(data.essays.find((essay) => essay.title === GOAL)!.textCycle).toBe("2025-2026");
    expect(data.formNote.text).toBe("Scout has 2 of this school's short answers and form questions (above), not the rest of its form for 2026-27");
    const html = await (await request(`/app/submit/${CBS}`, { headers: { cookie } })).text();
    expect(html).toContain("Short answers and form questions");
    expect(html).toContain("International applicants only");
    expect(html).toContain("32 of 50 characters, spaces and line breaks counted");
  });

  it("checks an answer over its limit as the portal counts it, another school's name in it, and a fact it states otherwise", async () => {
    const sixty = "Lead product at a digital health company in West Africa now";
    const { userId, ids } = await applicant({
      [GOAL]: sixty,
      [SUMMER]: "An internship at Wharton's health care club",
      [ESSAY]: "At the clinic I led a team of eight nurses through the vaccine shortage, and we reached every village.",
      [INTERNATIONAL]: "In Lagos I led a team of five nurses through the vaccine shortage before I moved to London.",
    });
    const findings = (await page(userId))!.findings;
    const over = findings.find((finding) => finding.kind === "over_limit")!;
    expect(over).toMatchObject({ where: GOAL, blocking: true, fix: { href: `/app/essays/${ids[GOAL]}` } });
    expect(over.message).toBe(`${sixty.length} characters for a limit of 50: ${sixty.length - 50} characters to cut, counted as the portal counts.`);
    expect(findings.find((finding) => finding.kind === "wrong_school")).toMatchObject({ where: SUMMER, passage: "Wharton" });
    const facts = findings.filter((finding) => finding.kind === "fact");
    expect(facts.map((finding) => finding.passage)).toContain("team of eight");
    expect(facts.find((finding) => finding.passage === "team of eight")!.message).toContain(`In ${INTERNATIONAL}`);
  });

  it("an answer of exactly the limit, line breaks counted, is not over it", async () => {
    const fifty = `${"a".repeat(24)}\n${"b".repeat(25)}`;
    const { userId } = await applicant({ [GOAL]: fifty });
    expect((await page(userId))!.findings.filter((finding) => finding.kind === "over_limit")).toEqual([]);
    const { userId: other } = await applicant({ [GOAL]: `${fifty}c` });
    expect((await page(other))!.findings.filter((finding) => finding.kind === "over_limit")).toHaveLength(1);
  });

  it("another user's school is not found, nor its answers", async () => {
    const { ids } = await applicant({ [GOAL]: "Product lead at a health startup" });
    const stranger = await signUp();
    expect(await page(stranger.userId)).toBeNull();
    const response = await request(`/app/submit/${CBS}`, { headers: { cookie: stranger.cookie } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Product lead at a health startup");
    expect((await request(`/app/essays/${ids[GOAL]}`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
  });
});
