import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { catalogueRoundDates, catalogueSchools, schoolSubmissions } from "../../../db/schema";
import { addSchool } from "../../factories";
import { db, request, signUp } from "../helpers";

// The catalogue's interview-invitation and decision dates beside an application's standing: this
// cycle's date or "Scout does not have this year's date", and the dashboard's decision day.
// Edits the catalogue: in OPERATOR_DATA (vitest.integration.config.ts).

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const path = "/app/standing/Tuck";

async function applicant() {
  const signed = await signUp();
  await addSchool(db(), signed.userId, "Tuck", 1);
  await db()
    .insert(schoolSubmissions)
    .values({
      userId: signed.userId,
      school: "Tuck",
      cycle: "2026-2027",
      round: "R1",
      submittedOn: day(-40),
      snapshot: { essays: [], answers: [], disclosure: null },
    });
  return signed;
}

describe("the catalogue's dates beside the standing", () => {
  it("says Scout does not have this year's date, and names last year's with its third-party source", async () => {
    const { cookie } = await applicant();
    const html = await (await request(path, { headers: { cookie } })).text();
    expect(html).toContain("Scout does not have this year&#x27;s date");
    // Tuck's R1 decision in 2025-26 was read on My MBA Link, not Tuck's own page.
    expect(html).toContain("mymbalink.com");
    expect(html).toContain("not the school&#x27;s own page");
  });

  it("puts a decision day that has come first on the dashboard, from this cycle's date only", async () => {
    const { cookie, userId } = await applicant();
    await addSchool(db(), userId, "Booth", 2);
    await db()
      .insert(schoolSubmissions)
      .values({ userId, school: "Booth", cycle: "2026-2027", round: "R1", submittedOn: day(-40), snapshot: { essays: [], answers: [], disclosure: null } });
    const [tuck] = await db().select({ cycle: catalogueSchools.cycle }).from(catalogueSchools).where(eq(catalogueSchools.id, "tuck"));
    const [row] = await db()
      .insert(catalogueRoundDates)
      .values({ schoolId: "tuck", cycle: tuck!.cycle, round: "R1", kind: "decision", date: day(0), sources: ["https://www.tuck.dartmouth.edu/admissions"] })
      .returning();
    try {
      const html = await (await request("/app", { headers: { cookie } })).text();
      const tuckAt = html.indexOf("Decision day has come");
      expect(tuckAt).toBeGreaterThan(-1);
      expect(html.indexOf("Scout does not have this year&#x27;s date", tuckAt)).toBeGreaterThan(tuckAt);
    } finally {
      await db().delete(catalogueRoundDates).where(eq(catalogueRoundDates.id, row!.id));
    }
  });
});
