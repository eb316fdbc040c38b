import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, catalogueSchools, userRoles } from "../../../db/schema";
import { addSchool, createEssay, createTrial } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// Each school carries a link to its own deadlines page: where a round has no date, the
// applicant is sent there to copy it; operators set the page; a question's source prefers it.
const STANFORD_DEADLINES = "https://www.gsb.stanford.edu/programs/mba/admission/deadlines";

async function applicant(...schools: string[]) {
  const account = await signUp();
  await createTrial(db(), account.userId);
  for (const [index, school] of schools.entries()) await addSchool(db(), account.userId, school, index + 1);
  return account;
}

const deadlinesPage = async (cookie: string) => (await request("/app/deadlines", { headers: { cookie } })).text();

describe("the school's own deadlines page", () => {
  it("is linked where a chosen round has no date, which reads as Scout not having it", async () => {
    const { cookie } = await applicant("Stanford GSB");
    await (await postForm("/app/deadlines", { intent: "round", school: "Stanford GSB", round: "R2" }, { cookie })).text();
    const html = await deadlinesPage(cookie);
    expect(html).toMatch(/Scout doesn&#x27;t have the R2 date: enter it below from the school&#x27;s own page\./);
    expect(html).toContain(`<a href="${STANFORD_DEADLINES}" target="_blank" rel="noopener noreferrer"`);
    expect(html).toMatch(/rel="noopener noreferrer"[^>]*>Stanford GSB&#x27;s deadlines page/);
    expect(html).not.toContain("has not published");
  });

  it("is set by an operator, audited, and linked for applicants at once", async () => {
    const admin = await signUp();
    await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
    const page = "https://mba.wharton.upenn.edu/admissions/deadlines";
    const route = encodeURIComponent("routes/admin.catalogue.$schoolId");
    const before = await db().select().from(catalogueSchools).where(eq(catalogueSchools.id, "wharton")).get();
    try {
      const refused = await postForm(
        `/admin/catalogue/wharton.data?_routes=${route}`,
        { intent: "school-cycle", cycle: before!.cycle, deadlinesUrl: "not a page" },
        { cookie: admin.cookie },
      );
      expect(refused.status).toBe(400);
      await refused.text();
      const saved = await postForm(
        `/admin/catalogue/wharton.data?_routes=${route}`,
        { intent: "school-cycle", cycle: before!.cycle, cycleNote: before!.cycleNote ?? "", deadlinesUrl: page },
        { cookie: admin.cookie },
      );
      expect(saved.status).toBe(200);
      await saved.text();
      const audit = await db()
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.actorId, admin.userId), eq(adminAuditLog.action, "catalogue.school.cycle")))
        .get();
      expect(JSON.stringify(audit?.after)).toContain(page);

      const { cookie } = await applicant("Wharton");
      await (await postForm("/app/deadlines", { intent: "round", school: "Wharton", round: "R1" }, { cookie })).text();
      expect(await deadlinesPage(cookie)).toContain(`href="${page}"`);
    } finally {
      await db().update(catalogueSchools).set({ deadlinesUrl: before!.deadlinesUrl }).where(eq(catalogueSchools.id, "wharton"));
    }
  });

  it("is cited first as a question's source, the school's own, and a consultant's copy is named as a third party's reading", async () => {
    const { cookie, userId } = await applicant("Cornell Johnson");
    const essay = await createEssay(db(), userId, { school: "Cornell Johnson", essayTitle: "Goals statement" });
    const html = await (await request(`/app/essays/${essay.id}`, { headers: { cookie } })).text();
    const school = html.indexOf('href="https://www.johnson.cornell.edu/programs/full-time-mba/admissions/mba-application-guide"');
    const consultant = html.indexOf('href="https://stratusadmissionscounseling.com/blog/4-keys-to-writing-the-cornell-johnson-essays"');
    expect(school).toBeGreaterThan(-1);
    expect(html).toMatch(/Source: (<!-- -->)?<a href="https:\/\/www\.johnson\.cornell\.edu\//);
    expect(consultant).toBeGreaterThan(school);
    expect(html).toContain("Third parties&#x27; reading (");
    expect(html).toContain("not the school&#x27;s own page.");
  });
});
