import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, interviewFormats, userRoles } from "../../../db/schema";
import { addSchool, createPaidPlan } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// /admin/interview-formats: operators keep the formats; an edit applies at once and is
// audited with what it replaced. Edits shared operator data: listed in OPERATOR_DATA.

const edit = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  name: "Behavioural / blind alumni interview (Booth, Kellogg, Yale style)",
  summary: "A conversation with an alumnus who has read only your resume.",
  minutes: "25",
  rubric: "Structure\nSpecificity",
  questions: "Walk me through your resume.\nWhy now?",
  prepSeconds: "",
  answerSeconds: "",
  attempts: "",
  sources: "https://www.clearadmit.com/mba-admissions-tips/understanding-mba-admissions-interview-part-ii/",
  checkedOn: "2026-11-25",
  ...overrides,
});

describe("interview formats in /admin", () => {
  it("are an admin's only: anyone else gets a 404 and changes nothing", async () => {
    const { cookie } = await signUp();
    expect((await request("/admin/interview-formats", { headers: { cookie } })).status).toBe(404);
    expect((await postForm("/admin/interview-formats/behavioural", edit({ minutes: "1" }), { cookie })).status).toBe(404);
    expect((await db().select().from(interviewFormats).where(eq(interviewFormats.id, "behavioural")).get())!.minutes).not.toBe(1);
  });

  it("take an audited edit, refuse a source that is not an https address, and show applicants the change", async () => {
    const admin = await signUp();
    await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
    const page = await (await request("/admin/interview-formats", { headers: { cookie: admin.cookie } })).text();
    expect(page).toContain("Team-based discussion (Wharton style)");

    const refused = await postForm("/admin/interview-formats/behavioural", edit({ sources: "javascript:alert(1)" }), { cookie: admin.cookie });
    expect(refused.status).toBe(400);
    const internal = await postForm("/admin/interview-formats/behavioural", edit({ sources: "https://10.1.2.3/interviews" }), { cookie: admin.cookie });
    expect(internal.status).toBe(400);
    expect(await internal.text()).toContain("not a public web page");

    const saved = await postForm("/admin/interview-formats/behavioural", edit(), { cookie: admin.cookie });
    expect(saved.status).toBe(302);
    const row = (await db().select().from(interviewFormats).where(eq(interviewFormats.id, "behavioural")).get())!;
    expect(row).toMatchObject({
      minutes: 25,
      rubric: ["Structure", "Specificity"],
      questions: ["Walk me through your resume.", "Why now?"],
      updatedBy: admin.userId,
    });
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.actorId, admin.userId), eq(adminAuditLog.action, "catalogue.interview_format.update")))
      .get();
    expect(audit).toMatchObject({ targetType: "catalogue", targetId: "interview-format:behavioural" });
    expect(audit!.before).toMatchObject({ id: "behavioural", minutes: 30 });

    // A paying applicant (a format longer than the voice time left says so instead of offering it).
    const applicant = await signUp();
    await createPaidPlan(db(), applicant.userId, "pro");
    const formats = await (await request("/app/interviews", { headers: { cookie: applicant.cookie } })).text();
    expect(formats).toContain("Practice (25 min)");
    expect((await postForm("/admin/interview-formats/no-such-format", edit(), { cookie: admin.cookie })).status).toBe(404);
  });

  it("map a school to a format and take it off again, audited, and applicants see it among their schools", async () => {
    const admin = await signUp();
    await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
    const mapping = {
      intent: "map-school",
      school: "Tuck",
      note: "Tuck interviews every applicant who applies by the interview-guaranteed date.",
      checkedOn: "2026-11-25",
    };
    expect((await postForm("/admin/interview-formats/behavioural", { ...mapping, sources: "ftp://nope" }, { cookie: admin.cookie })).status).toBe(400);
    for (const sources of ["https://localhost/", "https://metadata.google.internal/", "https://0x7f000001/"]) {
      const refused = await postForm("/admin/interview-formats/behavioural", { ...mapping, sources }, { cookie: admin.cookie });
      expect(refused.status, sources).toBe(400);
      expect(await refused.text(), sources).toContain("not a public web page");
    }
    expect(
      (await postForm("/admin/interview-formats/behavioural", { ...mapping, sources: "https://www.tuck.dartmouth.edu/" }, { cookie: admin.cookie })).status,
    ).toBe(302);
    const applicant = await signUp();
    await addSchool(db(), applicant.userId, "Tuck", 1);
    expect(await (await request("/app/interviews", { headers: { cookie: applicant.cookie } })).text()).toContain("Tuck: Behavioural");

    expect((await postForm("/admin/interview-formats/behavioural", { intent: "unmap-school", school: "Tuck" }, { cookie: admin.cookie })).status).toBe(302);
    expect(await (await request("/app/interviews", { headers: { cookie: applicant.cookie } })).text()).toContain("No interview format recorded yet for Tuck");
    expect((await postForm("/admin/interview-formats/behavioural", { intent: "unmap-school", school: "Tuck" }, { cookie: admin.cookie })).status).toBe(404);
    const actions = await db().select({ action: adminAuditLog.action }).from(adminAuditLog).where(eq(adminAuditLog.actorId, admin.userId));
    expect(actions.map((row) => row.action).sort()).toEqual(["catalogue.interview_school.map", "catalogue.interview_school.unmap"]);
  });
});
