import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { essaySubmissions } from "../../../db/schema";
import { addSchool as addSchoolRow, createEssay, createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// A recorded video (Kira and the like) or a live, timed assessment on the school's platform is not an
// essay: adding the school makes no draft for it, it never counts as one, and the school's card names it.

async function applicant() {
  const account = await signUp();
  await createTrial(db(), account.userId);
  return account;
}

const titles = async (userId: string, school: string) =>
  (
    await db()
      .select({ title: essaySubmissions.essayTitle })
      .from(essaySubmissions)
      .where(and(eq(essaySubmissions.userId, userId), eq(essaySubmissions.school, school)))
  ).map((row) => row.title);

describe("what is not an essay", () => {
  it("makes no draft for INSEAD's video and live assessment, and the card names them with practice for the video", async () => {
    const { cookie, userId } = await applicant();
    const added = await postForm("/app/schools", { intent: "add", school: "INSEAD" }, { cookie });
    expect(added.status).toBeLessThan(400);
    await added.text();
    const made = await titles(userId, "INSEAD");
    expect(made.length).toBeGreaterThan(0);
    expect(made).not.toContain("Video assessment (Kira)");
    expect(made).not.toContain("Live written assessment");
    const html = await (await request("/app", { headers: { cookie } })).text();
    expect(html).toContain("Done on INSEAD&#x27;s own platform, not written in Scout:");
    expect(html).toContain("Video assessment (Kira) (recorded video)");
    expect(html).toContain("Live written assessment (live, timed assessment)");
    expect(html).toContain("Practice video answers");
    // Not offered as a question to add either.
    const refused = await postForm("/app/schools", { intent: "add-question", school: "INSEAD", title: "Live written assessment" }, { cookie });
    expect(refused.status).toBe(404);
    await refused.text();
  });

  it("counts only the essays to write in the dashboard's line, not optional questions not begun", async () => {
    const { cookie } = await applicant();
    await (await postForm("/app/schools", { intent: "add", school: "Wharton" }, { cookie })).text();
    const html = await (await request("/app", { headers: { cookie } })).text();
    // Wharton: three essays it asks of everyone; its optional and reapplicants-only questions are not counted.
    expect(html).toContain("1 school, 3 essays to write, 0 final or submitted; 2 optional not counted.");
  });

  it("removes the empty drafts once made for a video or an assessment, and keeps one with the applicant's words", async () => {
    const { userId } = await applicant();
    await addSchoolRow(db(), userId, "INSEAD", 1);
    await createEssay(db(), userId, { school: "INSEAD", essayTitle: "Video assessment (Kira)", essayContent: "" });
    await createEssay(db(), userId, {
      school: "INSEAD",
      essayTitle: "Live written assessment",
      essayContent: "My notes for the live part.",
      userWrittenAt: new Date(),
    });
    const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.includes("not_essays"))!;
    for (const query of migration.queries) await env.DB.prepare(query).run();
    expect(await titles(userId, "INSEAD")).toEqual(["Live written assessment"]);
  });
});
