import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, catalogueApplicationItems, userRoles } from "../../../db/schema";
import { readChecklists, readSchoolFacts } from "../../../app/services/applications/checklist.server";
import { lettersBySchool } from "../../../app/services/recommenders/recommenders.server";
import { addSchool, createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// /admin/application-items: operators keep what each school asks; an edit applies at
// once to applicants' checklists and is audited with what it replaced.

const edit = (fields: Record<string, string> = {}) => ({
  intent: "save",
  kind: "video",
  asks: "yes",
  detail: "Two short video answers after you submit",
  source: "https://www.hbs.edu/mba/admissions/",
  cycle: "2026-2027",
  note: "",
  ...fields,
});

describe("application items in /admin", () => {
  it("are an admin's only: anyone else gets a 404 and changes nothing", async () => {
    const { cookie } = await signUp();
    expect((await request("/admin/application-items", { headers: { cookie } })).status).toBe(404);
    const refused = await postForm("/admin/application-items/harvard", edit(), { cookie });
    expect(refused.status).toBe(404);
    await refused.text();
  });

  it("needs a source for a yes or a no, applies at once and is audited", async () => {
    const admin = await signUp();
    await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
    const page = await (await request("/admin/application-items", { headers: { cookie: admin.cookie } })).text();
    expect(page).toContain("Harvard Business School");
    const unsourced = await postForm("/admin/application-items/harvard", edit({ source: "" }), { cookie: admin.cookie });
    expect(unsourced.status).toBe(400);
    expect(await unsourced.text()).toContain("a yes or a no needs its source");
    const scripted = await postForm("/admin/application-items/harvard", edit({ source: "javascript:alert(1)" }), { cookie: admin.cookie });
    expect(scripted.status).toBe(400);
    await scripted.text();
    // Scout's own pages link to it and its watch may fetch it: a public https page only.
    for (const source of ["https://169.254.169.254/latest/meta-data/", "https://2130706433/", "https://a:b@www.hbs.edu/", "http://www.hbs.edu/mba/"]) {
      const refused = await postForm("/admin/application-items/harvard", edit({ source }), { cookie: admin.cookie });
      expect(refused.status, source).toBe(400);
      expect(await refused.text(), source).toMatch(/not a public web page|user name or password|is not https/);
    }
    const missing = await postForm("/admin/application-items/no-such-school", edit(), { cookie: admin.cookie });
    expect(missing.status).toBe(404);
    await missing.text();
    const saved = await postForm("/admin/application-items/harvard", edit(), { cookie: admin.cookie });
    expect(saved.status).toBe(302);
    const row = await db()
      .select()
      .from(catalogueApplicationItems)
      .where(and(eq(catalogueApplicationItems.schoolId, "harvard"), eq(catalogueApplicationItems.kind, "video")))
      .get();
    expect(row).toMatchObject({ asks: true, detail: "Two short video answers after you submit", updatedBy: admin.userId });
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, "application-item:harvard:video")).all();
    expect(audit).toHaveLength(1);
    const { userId } = await signUp();
    await createTrial(db(), userId);
    await addSchool(db(), userId, "Harvard Business School", 1);
    const hbs = await readSchoolFacts(db(), userId, "Harvard Business School");
    expect(hbs?.facts.find((fact) => fact.kind === "video")?.detail).toBe("Two short video answers after you submit");
    expect((await readChecklists(db(), userId)).bySchool["Harvard Business School"]!.map((entry) => entry.kind)).toContain("video");
  });

  it("keeps what a school asks of recommenders: sourced, audited, and counted in applicants' letters", async () => {
    const admin = await signUp();
    await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
    const letters = (fields: Record<string, string> = {}) => ({
      intent: "save-letters",
      letters: "3",
      lettersNote: "Three letters this cycle",
      questions: "How does the applicant compare?\nDescribe a piece of feedback.",
      questionsCycle: "2026-2027",
      usesGmacCommonLor: "no",
      sources: "https://www.tuck.dartmouth.edu/admissions/recommendations",
      note: "",
      ...fields,
    });
    const unsourced = await postForm("/admin/application-items/tuck", letters({ sources: "" }), { cookie: admin.cookie });
    expect(unsourced.status).toBe(400);
    expect(await unsourced.text()).toContain("at least one source");
    const internal = await postForm("/admin/application-items/tuck", letters({ sources: "https://www.tuck.dartmouth.edu/\nhttps://[::1]/" }), {
      cookie: admin.cookie,
    });
    expect(internal.status).toBe(400);
    expect(await internal.text()).toContain("not a public web page");
    const tooMany = await postForm("/admin/application-items/tuck", letters({ letters: "9" }), { cookie: admin.cookie });
    expect(tooMany.status).toBe(400);
    await tooMany.text();
    const saved = await postForm("/admin/application-items/tuck", letters(), { cookie: admin.cookie });
    expect(saved.status).toBe(302);
    const audit = await db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, "recommendations:tuck")).all();
    expect(audit).toHaveLength(1);
    const { userId } = await signUp();
    await createTrial(db(), userId);
    await addSchool(db(), userId, "Tuck", 1);
    expect((await lettersBySchool(db(), userId)).Tuck).toHaveLength(3);
    const page = await (await request("/admin/application-items/tuck", { headers: { cookie: admin.cookie } })).text();
    expect(page).toContain("Three letters this cycle");
  });
});
