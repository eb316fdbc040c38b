import { and, eq } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { profileEducation, profileLanguages, profilePositions, schoolSubmissions } from "../../../db/schema";
import type { ProfileActionData } from "../../../app/domain/profile/page-data";
import { readReadyPage } from "../../../app/services/submissions/ready-page.server";
import { userObjectClient } from "../../../workers/user-object/client";
import { addSchool, createEssay, createTrial } from "../../factories";
import { actionData, db, postForm, request, signUp } from "../helpers";
import { sentCopyOf } from "../work-rows";

// The structured profile, written once: checked at the boundary, scoped to its owner, shown on
// every school's Ready to submit page as the rest of the form, checked against the essays, and
// kept with what was sent.

const HBS = "Harvard Business School";
const post = (cookie: string, fields: Record<string, string>) => postForm("/app/profile.data?_routes=routes%2Fapp.profile", fields, { cookie });
const job = { intent: "add-position", employer: "Acme Health", title: "Associate", startMonth: "2021-07", endMonth: "", teamSize: "8" };

describe("the profile", () => {
  it("takes jobs, education and languages, and refuses what does not fit, by its field", async () => {
    const { cookie, userId } = await signUp();
    expect((await post(cookie, job)).status).toBe(200);
    expect(
      (await post(cookie, { intent: "add-education", institution: "State University", degree: "BA Economics", endMonth: "2021-06", gpa: "3.7", gpaScale: "4" }))
        .status,
    ).toBe(200);
    expect((await post(cookie, { intent: "add-language", language: "Spanish", level: "fluent" })).status).toBe(200);
    const refused = async (fields: Record<string, string>, field: string) => {
      const answer = await post(cookie, fields);
      expect(answer.status).toBe(400);
      expect(Object.keys((await actionData<ProfileActionData>(answer)).result?.error ?? {})).toContain(field);
    };
    await refused({ ...job, startMonth: "July 2021" }, "startMonth");
    await refused({ ...job, endMonth: "2020-01" }, "endMonth");
    await refused({ ...job, teamSize: "-3" }, "teamSize");
    await refused({ ...job, employer: "x".repeat(121) }, "employer");
    await refused({ intent: "add-education", institution: "State", degree: "BA", endMonth: "2021-06", gpa: "4.3", gpaScale: "4" }, "gpa");
    await refused({ intent: "add-education", institution: "State", degree: "BA", endMonth: "2021-06", gpa: "3.3", gpaScale: "" }, "gpaScale");
    await refused({ intent: "add-language", language: "Spanish", level: "superb" }, "level");
    const page = await request("/app/profile", { headers: { cookie } });
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Associate, Acme Health, 2021-07 to present, team of 8");
    expect(html).toContain("BA Economics, State University, 2021-06, GPA 3.7 of 4");
    expect(await db().select().from(profilePositions).where(eq(profilePositions.userId, userId))).toHaveLength(1);
  });

  it("edits each entry in place, by the same rules, and never another user's", async () => {
    const alice = await signUp();
    await post(alice.cookie, job);
    await post(alice.cookie, { intent: "add-education", institution: "State University", degree: "BA", endMonth: "2021-06", gpa: "", gpaScale: "" });
    await post(alice.cookie, { intent: "add-language", language: "Spanish", level: "fluent" });
    const [position] = await db().select().from(profilePositions).where(eq(profilePositions.userId, alice.userId));
    const [school] = await db().select().from(profileEducation).where(eq(profileEducation.userId, alice.userId));
    const [language] = await db().select().from(profileLanguages).where(eq(profileLanguages.userId, alice.userId));

    const edited = { ...job, intent: "edit-position", id: position!.id, title: "Senior Associate", endMonth: "2025-06", teamSize: "" };
    expect((await post(alice.cookie, edited)).status).toBe(200);
    expect(
      await post(alice.cookie, {
        intent: "edit-education",
        id: school!.id,
        institution: "State University",
        degree: "BA Economics",
        endMonth: "2021-06",
        gpa: "3.7",
        gpaScale: "4",
      }),
    ).toHaveProperty("status", 200);
    expect((await post(alice.cookie, { intent: "edit-language", id: language!.id, language: "Spanish", level: "native" })).status).toBe(200);
    const html = await (await request("/app/profile", { headers: { cookie: alice.cookie } })).text();
    expect(html).toContain("Senior Associate, Acme Health, 2021-07 to 2025-06");
    expect(html).toContain("BA Economics, State University, 2021-06, GPA 3.7 of 4");
    expect(await db().select().from(profilePositions).where(eq(profilePositions.userId, alice.userId))).toHaveLength(1);
    expect(await db().select().from(profileLanguages).where(eq(profileLanguages.userId, alice.userId))).toMatchObject([{ level: "native" }]);

    // The add form's rules hold for an edit; a refused edit changes nothing.
    const refused = await post(alice.cookie, { ...edited, endMonth: "2020-01" });
    expect(refused.status).toBe(400);
    expect(Object.keys((await actionData<ProfileActionData>(refused)).result?.error ?? {})).toContain("endMonth");
    expect((await post(alice.cookie, { ...edited, id: "" })).status).toBe(400);

    const bob = await signUp();
    expect((await post(bob.cookie, { ...edited, title: "Bob's title" })).status).toBe(404);
    expect((await post(bob.cookie, { intent: "edit-language", id: language!.id, language: "Klingon", level: "basic" })).status).toBe(404);
    expect(await db().select().from(profilePositions).where(eq(profilePositions.userId, alice.userId))).toMatchObject([
      { title: "Senior Associate", endMonth: "2025-06" },
    ]);
    expect(await db().select().from(profileLanguages).where(eq(profileLanguages.userId, alice.userId))).toMatchObject([{ language: "Spanish" }]);
  });

  it("is another user's entry: a 404, and it stays", async () => {
    const alice = await signUp();
    await post(alice.cookie, job);
    const [row] = await db().select().from(profilePositions).where(eq(profilePositions.userId, alice.userId));
    const bob = await signUp();
    expect((await post(bob.cookie, { intent: "remove", entry: "position", id: row!.id })).status).toBe(404);
    expect(await db().select().from(profilePositions).where(eq(profilePositions.userId, alice.userId))).toHaveLength(1);
    expect((await post(alice.cookie, { intent: "remove", entry: "position", id: row!.id })).status).toBe(200);
    expect(
      await db()
        .select()
        .from(profilePositions)
        .where(and(eq(profilePositions.userId, alice.userId))),
    ).toHaveLength(0);
  });

  it("is the rest of every school's form: copied as written, checked against the essays, kept with what was sent", async () => {
    const { cookie, userId } = await signUp();
    await createTrial(db(), userId);
    await addSchool(db(), userId, HBS, 1);
    await post(cookie, job);
    await createEssay(db(), userId, { essayContent: "As a Senior Manager at Acme Health I rebuilt our supply chain.", userWrittenAt: new Date() });
    // A form answer over its limit: HBS counts its career short answer in characters.
    await createEssay(db(), userId, {
      essayTitle: "Career aspirations (application form)",
      essayContent: "I want to run operations. ".repeat(24),
      userWrittenAt: new Date(),
    });
    const data = (await readReadyPage(db(), userObjectClient(env.USER_OBJECT, userId), userId, HBS))!;
    expect(data.fields.find((field) => field.label === "Work history")?.text).toBe("Associate, Acme Health, 2021-07 to present, team of 8");
    expect(data.formNote.text).toBe("Scout has one of this school's short answers and form questions (above), not the rest of its form for 2026-27");
    const facts = data.findings.filter((finding) => finding.kind === "fact");
    expect(facts.map((finding) => finding.passage)).toEqual(["Senior Manager at Acme Health"]);
    const over = data.findings.find((finding) => finding.kind === "over_limit");
    expect(over).toMatchObject({ where: "Career aspirations (application form)" });
    expect(over!.message).toContain("624 characters for a limit of 500");

    const sent = await postForm(
      `/app/submit/${encodeURIComponent(HBS)}.data?_routes=${encodeURIComponent("routes/app.submit.$school")}`,
      { intent: "submit", round: "R2", submittedOn: "2026-11-28", disclosure: "" },
      { cookie },
    );
    expect(sent.status).toBe(200);
    const [row] = await db().select().from(schoolSubmissions).where(eq(schoolSubmissions.userId, userId));
    expect((await sentCopyOf(userId, row!.id))!.answers).toEqual([{ label: "Work history", answer: "Associate, Acme Health, 2021-07 to present, team of 8" }]);
  });
});
