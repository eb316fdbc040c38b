import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { matriculationItems, profileCircumstances } from "../../../db/schema";
import type { SeasonActionData } from "../../../app/domain/offers/page-data";
import { readMatriculationPage } from "../../../app/services/offers/matriculation.server";
import { actionData, db, postForm, request, signUp } from "../helpers";
import { day, decided } from "./season-fixtures";

// /app/before-you-start: a chosen admit's checklist, the visa steps of the school's country for
// an international admit (each with its page and owner), the applicant's own items and dates;
// a school not admitted or not chosen refused at its field, bad dates at theirs, and another
// user's school or item the one 404.

const path = "/app/before-you-start";
const dataPath = `${path}.data?_routes=${encodeURIComponent("routes/app.before-you-start")}`;

const post = (cookie: string, fields: Record<string, string>) => postForm(dataPath, fields, { cookie });
const fieldErrors = async (response: Response) => (await actionData<SeasonActionData>(response)).result?.error;
const schoolOf = async (userId: string, school: string) => (await readMatriculationPage(db(), userId)).schools.find((entry) => entry.school === school)!;

describe("before you start", () => {
  it("opens a chosen admit's checklist with the visa steps of its country, each sourced, for an international admit", async () => {
    const { cookie, userId } = await signUp();
    await decided(userId, "Yale SOM", "admitted");
    await db().insert(profileCircumstances).values({ userId, international: true });
    expect((await schoolOf(userId, "Yale SOM")).entries).toEqual([]);

    expect((await post(cookie, { intent: "choose", school: "Yale SOM", visa: "profile" })).status).toBe(200);
    const yale = await schoolOf(userId, "Yale SOM");
    expect(yale).toMatchObject({ country: "United States", needsVisa: true });
    const kinds = yale.entries.map((entry) => entry.kind);
    expect(kinds).toEqual(["deposit", "accept", "financial_aid", "transcripts", "pre_mba", "housing", "us_i20", "us_sevis_fee", "us_visa"]);
    const fee = yale.entries.find((entry) => entry.kind === "us_sevis_fee")!;
    expect(fee.notes[0]).toMatchObject({ url: "https://www.ice.gov/sevis/i901", owner: expect.stringContaining("Immigration and Customs Enforcement") });
    expect(yale.entries.find((entry) => entry.kind === "housing")!.hint).toContain("Scout does not have Yale SOM's forms or dates");

    const page = await request(path, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("SEVIS I-901 fee");
    expect(html).toContain("the page carries no date");

    // Their answer for this school wins over the profile's: no visa, no visa steps.
    await post(cookie, { intent: "choose", school: "Yale SOM", visa: "no" });
    expect((await schoolOf(userId, "Yale SOM")).entries.map((entry) => entry.kind)).not.toContain("us_sevis_fee");
    const offList = await post(cookie, { intent: "item-status", school: "Yale SOM", kind: "us_sevis_fee", status: "done" });
    expect(offList.status).toBe(409);
  });

  it("says Scout does not have the steps for a country it has none for, and gives INSEAD both campuses' steps", async () => {
    const { cookie, userId } = await signUp();
    await decided(userId, "INSEAD", "admitted");
    await post(cookie, { intent: "choose", school: "INSEAD", visa: "yes" });
    const kinds = (await schoolOf(userId, "INSEAD")).entries.map((entry) => entry.kind);
    expect(kinds).toContain("fr_vls_ts");
    expect(kinds).toContain("sg_students_pass");

    await decided(userId, "IESE", "admitted");
    await post(cookie, { intent: "choose", school: "IESE", visa: "yes" });
    const iese = await schoolOf(userId, "IESE");
    const visa = iese.entries.find((entry) => entry.kind === "visa")!;
    expect(visa.hint).toContain("Scout does not have the student-visa steps for Spain");
    expect(visa.notes).toEqual([]);
  });

  it("ticks items, keeps the first day done, adds the applicant's own with dates, and refuses bad dates", async () => {
    const { cookie, userId } = await signUp();
    await decided(userId, "Tuck", "admitted");
    await post(cookie, { intent: "choose", school: "Tuck" });
    expect((await post(cookie, { intent: "item-status", school: "Tuck", kind: "deposit", status: "done" })).status).toBe(200);
    expect((await post(cookie, { intent: "item-date", school: "Tuck", kind: "housing", dueOn: "2027-05-01" })).status).toBe(200);
    const badDate = await post(cookie, { intent: "item-date", school: "Tuck", kind: "housing", dueOn: "2027-02-30" });
    expect(badDate.status).toBe(400);
    expect((await fieldErrors(badDate))?.dueOn).toEqual(["Enter a real date"]);
    const badShape = await post(cookie, { intent: "add-item", school: "Tuck", label: "Laptop", dueOn: "next week" });
    expect(badShape.status).toBe(400);
    expect((await fieldErrors(badShape))?.dueOn).toEqual(["Enter a date such as 2027-06-01"]);
    expect((await post(cookie, { intent: "add-item", school: "Tuck", label: "", dueOn: "" })).status).toBe(400);
    expect((await post(cookie, { intent: "add-item", school: "Tuck", label: "Buy a winter coat", dueOn: "2027-08-01" })).status).toBe(200);

    let tuck = await schoolOf(userId, "Tuck");
    expect(tuck.entries.find((entry) => entry.kind === "deposit")).toMatchObject({ status: "done", doneOn: day(0) });
    expect(tuck.entries.find((entry) => entry.kind === "housing")).toMatchObject({ dueOn: "2027-05-01", status: "to_do" });
    const own = tuck.entries.find((entry) => entry.kind === "custom")!;
    expect(own).toMatchObject({ label: "Buy a winter coat", dueOn: "2027-08-01" });
    expect((await post(cookie, { intent: "own-status", itemId: own.itemId!, status: "done" })).status).toBe(200);
    expect((await post(cookie, { intent: "own-date", itemId: own.itemId!, dueOn: "" })).status).toBe(200);
    tuck = await schoolOf(userId, "Tuck");
    expect(tuck.entries.find((entry) => entry.kind === "custom")).toMatchObject({ status: "done", dueOn: null });
    expect((await post(cookie, { intent: "remove-item", itemId: own.itemId! })).status).toBe(200);

    // Closing the checklist takes its rows with it.
    expect((await post(cookie, { intent: "unchoose", school: "Tuck" })).status).toBe(200);
    expect(await db().select().from(matriculationItems).where(eq(matriculationItems.userId, userId))).toEqual([]);
  });

  it("refuses a school not admitted or not chosen, and another user's school or item is a 404", async () => {
    const alice = await signUp();
    const bob = await signUp();
    await decided(alice.userId, "Wharton", "admitted");
    await post(alice.cookie, { intent: "choose", school: "Wharton" });
    await post(alice.cookie, { intent: "add-item", school: "Wharton", label: "Visa photos" });
    const [item] = await db()
      .select()
      .from(matriculationItems)
      .where(and(eq(matriculationItems.userId, alice.userId), eq(matriculationItems.kind, "custom")));

    await decided(bob.userId, "Kellogg", "denied");
    const denied = await post(bob.cookie, { intent: "choose", school: "Kellogg" });
    expect(denied.status).toBe(409);
    expect((await fieldErrors(denied))?.school?.[0]).toContain("Kellogg has not admitted you");
    await decided(bob.userId, "Booth", "admitted");
    const notChosen = await post(bob.cookie, { intent: "item-status", school: "Booth", kind: "housing", status: "done" });
    expect(notChosen.status).toBe(409);
    expect((await fieldErrors(notChosen))?.school?.[0]).toContain("Mark Booth as your choice first");

    expect((await post(bob.cookie, { intent: "choose", school: "Wharton" })).status).toBe(404);
    expect((await post(bob.cookie, { intent: "item-status", school: "Wharton", kind: "deposit", status: "done" })).status).toBe(404);
    for (const intent of ["own-status", "own-date", "remove-item"]) {
      expect((await post(bob.cookie, { intent, itemId: item!.id, status: "done", dueOn: "" })).status).toBe(404);
    }
    const [still] = await db().select().from(matriculationItems).where(eq(matriculationItems.id, item!.id));
    expect(still).toMatchObject({ status: "to_do", label: "Visa photos" });
    expect((await post(bob.cookie, { intent: "nonsense", school: "Booth" })).status).toBe(400);
  });
});
