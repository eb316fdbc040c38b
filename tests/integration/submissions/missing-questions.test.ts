import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readReadyPage } from "../../../app/services/submissions/ready-page.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { addSchool, createEssay, createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// A question the school asks that has no essay of the applicant's (the catalogue added it after
// they added the school): named on Ready to submit, which is not Ready while it is missing, and
// added as an essay from the finding, after which it is the new essay's to write.

const CBS = "Columbia";
const GOAL = "Short answer: immediate post-MBA goal";
const SUMMER = "Short answer: summer after first year";
const ESSAYS = ["Essay 1: Career goals and dream job", "Essay 2: Collaboration and community", "Essay 3: Co-create your CBS experience"];

async function applicant() {
  const signed = await signUp();
  await createTrial(db(), signed.userId);
  await addSchool(db(), signed.userId, CBS, 1);
  // Every required question written but one: the summer short answer arrived after the school was added.
  for (const title of [GOAL, ...ESSAYS])
    await createEssay(db(), signed.userId, { school: CBS, essayTitle: title, essayContent: `My answer to ${title.slice(0, 20)}`, userWrittenAt: new Date() });
  return signed;
}

const page = (userId: string) => readReadyPage(db(), userObjectClient(env.USER_OBJECT, userId), userId, CBS);

describe("A question the school asks with no essay", () => {
  it("is a finding that keeps the school from Ready, and the page offers to add it", async () => {
    const { userId, cookie } = await applicant();
    const data = (await page(userId))!;
    const missing = data.findings.filter((finding) => finding.kind === "missing_question");
    expect(missing.map((finding) => finding.where)).toEqual([SUMMER]);
    expect(missing[0]).toMatchObject({ blocking: true, add: { school: CBS, title: SUMMER } });
    expect(data.ready).toBe(false);
    // Optional and audience-only questions are never asked for.
    expect(missing.map((finding) => finding.where)).not.toContain("Optional essay");
    const html = await (await request(`/app/submit/${CBS}`, { headers: { cookie } })).text();
    expect(html).toContain("Not among your essays");
    expect(html).toContain(`Add an essay for ${SUMMER}`);
  });

  it("once added from the finding, is the new essay's to write, then leaves the list of findings", async () => {
    const { userId, cookie } = await applicant();
    const added = await postForm("/app/schools", { intent: "add-question", school: CBS, title: SUMMER }, { cookie });
    expect(added.status).toBe(200);
    let findings = (await page(userId))!.findings;
    expect(findings.filter((finding) => finding.kind === "missing_question")).toEqual([]);
    const notStarted = findings.find((finding) => finding.kind === "not_started")!;
    expect(notStarted).toMatchObject({ where: SUMMER, fix: { label: `Open ${SUMMER}` } });
    expect(notStarted.fix.href).toMatch(/^\/app\/essays\/[0-9a-f-]+$/);
    // A second click does not make a second essay.
    expect((await postForm("/app/schools", { intent: "add-question", school: CBS, title: SUMMER }, { cookie })).status).toBe(409);
    findings = (await page(userId))!.findings;
    expect(findings.filter((finding) => finding.where === SUMMER)).toHaveLength(1);
  });

  it("cannot be added to another user's school, nor a question the school does not ask", async () => {
    await applicant();
    const stranger = await signUp();
    await createTrial(db(), stranger.userId);
    expect((await postForm("/app/schools", { intent: "add-question", school: CBS, title: SUMMER }, { cookie: stranger.cookie })).status).toBe(404);
    const { cookie } = await applicant();
    expect((await postForm("/app/schools", { intent: "add-question", school: CBS, title: "<b>Not a question</b>" }, { cookie })).status).toBe(404);
    expect((await postForm("/app/schools", { intent: "add-question", school: CBS, title: "" }, { cookie })).status).toBe(400);
  });
});
