import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, catalogueRoundDates, schoolSubmissions, userRoles } from "../../../db/schema";
import { addSchool } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// /admin/round-dates: operators keep each school's interview-invitation and decision dates; an
// added date is read by applicants at once, with whose page it is, and /admin/sources lists what
// is missing for the cycle. Edits the catalogue: in OPERATOR_DATA.

const added = (fields: Record<string, string> = {}) => ({
  intent: "add",
  cycle: "2026-2027",
  round: "R1",
  kind: "decision",
  date: "2026-12-11",
  approx: "",
  pageDate: "",
  sources: "https://www.tuck.dartmouth.edu/admissions/important-dates",
  note: "",
  ...fields,
});

describe("interview and decision dates in /admin", () => {
  it("are an admin's only: anyone else gets a 404 and changes nothing", async () => {
    const { cookie } = await signUp();
    expect((await request("/admin/round-dates/tuck", { headers: { cookie } })).status).toBe(404);
    const refused = await postForm("/admin/round-dates/tuck", added(), { cookie });
    expect(refused.status).toBe(404);
    await refused.text();
    expect(await db().select().from(catalogueRoundDates).where(eq(catalogueRoundDates.cycle, "2026-2027"))).toHaveLength(0);
  });

  it("needs a source and a date or the source's words, applies at once, is audited, and leaves /admin/sources' missing list", async () => {
    const admin = await signUp();
    await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
    const sources = await (await request("/admin/sources", { headers: { cookie: admin.cookie } })).text();
    expect(sources).toContain(
      "Missing (applicants read &quot;Scout does not have this year&#x27;s date&quot;): Interview invitations, 2026-27; Decisions, 2026-27",
    );
    // The seeded third-party dates are listed as facts without a school source.
    expect(sources).toContain("R1 decisions, 2025-26");

    const unsourced = await postForm("/admin/round-dates/tuck", added({ sources: "" }), { cookie: admin.cookie });
    expect(unsourced.status).toBe(400);
    const scripted = await postForm("/admin/round-dates/tuck", added({ sources: "javascript:alert(1)" }), { cookie: admin.cookie });
    expect(scripted.status).toBe(400);
    const undated = await postForm("/admin/round-dates/tuck", added({ date: "" }), { cookie: admin.cookie });
    expect(undated.status).toBe(400);
    expect(await undated.text()).toContain("Give the date, or the words the source uses");

    const saved = await postForm("/admin/round-dates/tuck", added(), { cookie: admin.cookie });
    expect(saved.status).toBe(302);
    const [row] = await db()
      .select()
      .from(catalogueRoundDates)
      .where(and(eq(catalogueRoundDates.schoolId, "tuck"), eq(catalogueRoundDates.cycle, "2026-2027")));
    expect(row).toMatchObject({ round: "R1", kind: "decision", date: "2026-12-11", updatedBy: admin.userId });
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, `round-date:tuck:${row!.id}`));
    expect(audit).toMatchObject({ action: "catalogue.round_date.add", actorId: admin.userId });

    // An applicant who submitted Tuck in R1 reads it as this year's, cited as the school's page.
    const applicant = await signUp();
    await addSchool(db(), applicant.userId, "Tuck", 1);
    await db()
      .insert(schoolSubmissions)
      .values({
        userId: applicant.userId,
        school: "Tuck",
        cycle: "2026-2027",
        round: "R1",
        submittedOn: "2026-09-20",
        snapshot: { essays: [], answers: [], disclosure: null },
      });
    const standing = await (await request("/app/standing/Tuck", { headers: { cookie: applicant.cookie } })).text();
    expect(standing).toContain("Dec 11, 2026 (2026-27)");
    expect(standing).toContain("Source: ");

    const removed = await postForm("/admin/round-dates/tuck", { intent: "remove", id: row!.id }, { cookie: admin.cookie });
    expect(removed.status).toBe(302);
    expect(await db().select().from(catalogueRoundDates).where(eq(catalogueRoundDates.id, row!.id))).toHaveLength(0);
  });
});
