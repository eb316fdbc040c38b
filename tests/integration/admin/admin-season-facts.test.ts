import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAuditLog, applicationSteps, catalogueSeasonFacts, schoolSubmissions, userRoles } from "../../../db/schema";
import { addSchool } from "../../factories";
import { db, postForm, request, signUp } from "../helpers";

// /admin/season-facts: operators keep each school's waitlist rules and update cadence, deposits,
// cost of attendance and awards, each with its page, owner and cycle; an added fact is read by
// applicants at once, and the index lists what is missing, third-party or old. Edits the
// catalogue: in OPERATOR_DATA.

const added = (fields: Record<string, string> = {}) => ({
  intent: "add",
  topic: "waitlist",
  cycle: "2026-2027",
  value: "Booth reviews its waitlist every two weeks and takes one short update",
  sourceUrl: "https://www.chicagobooth.edu/programs/full-time-mba/admissions/waitlist",
  owner: "school",
  thirdParty: "",
  pageDate: "",
  note: "",
  acceptsUpdates: "yes",
  updatesWhen: "after the round's decisions",
  wordLimit: "250",
  cadenceDays: "14",
  amount: "",
  currency: "USD",
  refundable: "unknown",
  binding: "unknown",
  ...fields,
});

const boothFacts = () => db().select().from(catalogueSeasonFacts).where(eq(catalogueSeasonFacts.schoolId, "booth")).all();

async function operator() {
  const admin = await signUp();
  await db().insert(userRoles).values({ userId: admin.userId, role: "admin" });
  return admin;
}

describe("season facts in /admin", () => {
  it("are an admin's only: anyone else gets a 404 and changes nothing", async () => {
    const before = (await boothFacts()).length;
    const { cookie } = await signUp();
    for (const path of ["/admin/season-facts", "/admin/season-facts/booth"]) {
      const page = await request(path, { headers: { cookie } });
      expect(page.status).toBe(404);
      await page.text();
    }
    const refused = await postForm("/admin/season-facts/booth", added(), { cookie });
    expect(refused.status).toBe(404);
    await refused.text();
    const signedOut = await postForm("/admin/season-facts/booth", added());
    expect(signedOut.status).toBe(404);
    await signedOut.text();
    expect(await boothFacts()).toHaveLength(before);
  });

  it("refuse what no source says: bad addresses, a nameless third party, a cadence for a school that wants nothing, a negative figure", async () => {
    const admin = await operator();
    const cases: [Record<string, string>, string][] = [
      [{ sourceUrl: "javascript:alert(1)" }, "Give the page it was read on"],
      [{ owner: "third-party", thirdParty: "" }, "Name the third party whose page it is"],
      [{ acceptsUpdates: "no", wordLimit: "" }, "A school that wants nothing from its waitlist has no word limit or cadence"],
      [{ cadenceDays: "0" }, "Cadence: a whole number from 1 to 120"],
      [{ cadenceDays: "two weeks" }, "Cadence: a whole number from 1 to 120"],
      [{ topic: "deposit" }, "Updates, timing, a word limit and a cadence belong to a waitlist fact"],
      [{ topic: "cost", acceptsUpdates: "unknown", updatesWhen: "", wordLimit: "", cadenceDays: "", amount: "-5" }, "Enter an amount of zero or more"],
      [{ topic: "waitlist", amount: "100" }, "Only a deposit or a cost of attendance has an amount"],
      [{ cycle: "this year" }, "Enter the cycle, such as 2026-2027"],
      // A page called the school's own must be on one of its domains.
      [{ sourceUrl: "https://www.clearadmit.com/booth-waitlist" }, "This page is not on the school&#x27;s own domains (chicagobooth.edu)"],
    ];
    for (const [fields, message] of cases) {
      const response = await postForm("/admin/season-facts/booth", added(fields), { cookie: admin.cookie });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text()).toContain(message);
    }
    const unknownSchool = await postForm("/admin/season-facts/no-such-school", added(), { cookie: admin.cookie });
    expect(unknownSchool.status).toBe(404);
    await unknownSchool.text();
    const unknownIntent = await postForm("/admin/season-facts/booth", { intent: "edit" }, { cookie: admin.cookie });
    expect(unknownIntent.status).toBe(400);
    await unknownIntent.text();
    expect((await boothFacts()).filter((fact) => fact.topic === "waitlist")).toHaveLength(0);
  });

  it("are added and removed with an audit row, read by a waitlisted applicant at once with owner and cycle, and leave the missing list", async () => {
    const admin = await operator();
    const index = await (await request("/admin/season-facts", { headers: { cookie: admin.cookie } })).text();
    expect(index).toContain("Waitlist update cadence: missing");
    // Booth's costs are third parties' readings (Poets&amp;Quants), of an older cycle.
    expect(index).toMatch(/Cost of attendance: only third parties \([^)]*\)/);
    expect(index).toMatch(/Cost of attendance: only older cycles \(newest \d{4}-\d{4}/);

    const saved = await postForm("/admin/season-facts/booth", added(), { cookie: admin.cookie });
    expect(saved.status).toBe(302);
    const [row] = (await boothFacts()).filter((fact) => fact.topic === "waitlist");
    expect(row).toMatchObject({
      sourceOwner: "school",
      cycle: "2026-2027",
      acceptsUpdates: "yes",
      wordLimit: 250,
      cadenceDays: 14,
      updatesWhen: "after the round's decisions",
    });
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, `season-fact:booth:${row!.id}`));
    expect(audit).toMatchObject({ action: "catalogue.season_fact.add", actorId: admin.userId, before: null });
    expect(audit!.after).toMatchObject({ cadenceDays: 14, sourceOwner: "school" });

    const after = await (await request("/admin/season-facts", { headers: { cookie: admin.cookie } })).text();
    const boothRow = after.slice(after.indexOf(">Booth<"), after.indexOf("</section>", after.indexOf(">Booth<")));
    expect(boothRow).toContain("Cost of attendance: only third parties");
    expect(boothRow).not.toContain("Waitlist update cadence");
    expect(boothRow).not.toContain("Waitlist: missing");

    // A third party's deposit, named, with its figure.
    const deposit = await postForm(
      "/admin/season-facts/booth",
      added({
        topic: "deposit",
        value: "A $2,000 deposit, not refundable",
        owner: "third-party",
        thirdParty: "Clear Admit",
        sourceUrl: "https://www.clearadmit.com/x",
        acceptsUpdates: "unknown",
        updatesWhen: "",
        wordLimit: "",
        cadenceDays: "",
        amount: "2,000",
        refundable: "no",
      }),
      { cookie: admin.cookie },
    );
    expect(deposit.status).toBe(302);
    expect((await boothFacts()).find((fact) => fact.topic === "deposit")).toMatchObject({
      sourceOwner: "Clear Admit",
      amountMinor: 200_000,
      currency: "USD",
      refundable: false,
    });

    // An applicant waitlisted at Booth reads the rule with its owner and cycle.
    const applicant = await signUp();
    await addSchool(db(), applicant.userId, "Booth", 1);
    const [submission] = await db()
      .insert(schoolSubmissions)
      .values({
        userId: applicant.userId,
        school: "Booth",
        cycle: "2026-2027",
        round: "R1",
        submittedOn: "2026-09-20",
        snapshot: { essays: [], answers: [], disclosure: null },
      })
      .returning();
    await db().insert(applicationSteps).values({
      userId: applicant.userId,
      submissionId: submission!.id,
      school: "Booth",
      seq: 1,
      kind: "decision",
      decision: "waitlisted",
      happenedOn: "2026-12-10",
    });
    const waitlist = await (await request("/app/waitlist/Booth", { headers: { cookie: applicant.cookie } })).text();
    expect(waitlist).toContain("Booth reviews its waitlist every two weeks");
    expect(waitlist).toContain("Source: the school&#x27;s own page, for 2026-2027");
    expect(waitlist).toContain("Word limit: 250 words.");

    const removed = await postForm("/admin/season-facts/booth", { intent: "remove", id: row!.id }, { cookie: admin.cookie });
    expect(removed.status).toBe(302);
    expect(await db().select().from(catalogueSeasonFacts).where(eq(catalogueSeasonFacts.id, row!.id))).toHaveLength(0);
    const [removal] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, `season-fact:booth:${row!.id}`), eq(adminAuditLog.action, "catalogue.season_fact.remove")));
    expect(removal!.before).toMatchObject({ id: row!.id, cadenceDays: 14 });
    const again = await postForm("/admin/season-facts/booth", { intent: "remove", id: row!.id }, { cookie: admin.cookie });
    expect(again.status).toBe(404);
    await again.text();
  });
});
