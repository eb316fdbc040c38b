import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { offerItems, offers } from "../../../db/schema";
import type { OffersPage, SeasonActionData } from "../../../app/domain/offers/page-data";
import { readOffersPage } from "../../../app/services/offers/offers.server";
import { createTrial } from "../../factories";
import { actionData, db, postForm, request, signUp } from "../helpers";
import { day, decided } from "./season-fixtures";

// /app/offers: admits' costs, awards and deposits in minor units, the deposit clash and the
// binding offer warned, the comparison at the applicant's rates, the negotiation critique; bad
// inputs refused at their field, and another user's school a 404.

const path = "/app/offers";
const dataPath = `${path}.data?_routes=${encodeURIComponent("routes/app.offers")}`;

const post = (cookie: string, fields: Record<string, string>) => postForm(dataPath, fields, { cookie });
const pageOf = (userId: string): Promise<OffersPage> => readOffersPage(db(), userId);
const fieldErrors = async (response: Response) => (await actionData<SeasonActionData>(response)).result?.error;

describe("offers", () => {
  it("takes the school's published cost, nets awards off it, and warns of a clash and a binding offer", async () => {
    const { cookie, userId } = await signUp();
    await decided(userId, "Yale SOM", "admitted");
    await decided(userId, "Columbia", "admitted");
    const shown = await request(path, { headers: { cookie } });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    const html = await shown.text();
    expect(html).toContain("Poets&amp;Quants");
    expect(html).toContain("Scout does not have this");

    const yale = (await pageOf(userId)).offers.find((offer) => offer.school === "Yale SOM")!;
    const budget = yale.facts.facts.find((fact) => fact.topic === "cost" && fact.sourceOwner === "school")!;
    expect(budget).toMatchObject({ amountMinor: 11_911_000, currency: "USD", cycle: "2024-2025" });
    expect((await post(cookie, { intent: "cost", school: "Yale SOM", source: "school", factId: budget.id })).status).toBe(200);
    expect((await post(cookie, { intent: "cost", school: "Columbia", source: "own", currency: "USD", amount: "127,058.10" })).status).toBe(200);
    expect((await post(cookie, { intent: "item", school: "Yale SOM", kind: "award", name: "Merit fellowship", amount: "30000.10" })).status).toBe(200);
    expect(
      (await post(cookie, { intent: "item", school: "Yale SOM", kind: "deposit", name: "Deposit", amount: "2000", dueOn: day(20), refundable: "no" })).status,
    ).toBe(200);
    const binding = {
      intent: "item",
      school: "Columbia",
      kind: "deposit",
      name: "ED deposit",
      amount: "6000",
      dueOn: day(23),
      refundable: "no",
      binding: "on",
    };
    expect((await post(cookie, binding)).status).toBe(200);

    const after = await pageOf(userId);
    const yaleAfter = after.offers.find((offer) => offer.school === "Yale SOM")!;
    expect(yaleAfter.netMinor).toBe(11_911_000 - 3_000_010);
    expect(after.warnings.map((warning) => warning.kind).sort()).toEqual(["binding", "clash"]);
    const [row] = await db().select().from(offers).where(eq(offers.school, "Columbia"));
    expect(row).toMatchObject({ userId, costMinor: 12_705_810, currency: "USD", costSource: "own" });
  });

  it("compares an offer in another currency only at the applicant's rate", async () => {
    const { cookie, userId } = await signUp();
    await decided(userId, "INSEAD", "admitted");
    await decided(userId, "Tuck", "admitted");
    await post(cookie, { intent: "cost", school: "INSEAD", source: "own", currency: "EUR", amount: "100000" });
    await post(cookie, { intent: "cost", school: "Tuck", source: "own", currency: "USD", amount: "120000" });
    expect((await post(cookie, { intent: "rates", baseCurrency: "USD" })).status).toBe(200);
    let insead = (await pageOf(userId)).comparison.find((row) => row.school === "INSEAD")!;
    expect(insead).toMatchObject({ missingRate: true, netInBase: null });
    const badRate = await post(cookie, { intent: "rates", baseCurrency: "USD", "currencies[0]": "EUR", "rates[0]": "-1" });
    expect(badRate.status).toBe(400);
    expect(Object.keys((await fieldErrors(badRate)) ?? {})).toEqual(["rates[0]"]);
    await post(cookie, { intent: "rates", baseCurrency: "USD", "currencies[0]": "EUR", "rates[0]": "1.1" });
    insead = (await pageOf(userId)).comparison.find((row) => row.school === "INSEAD")!;
    expect(insead).toMatchObject({ missingRate: false, netInBase: 11_000_000 });

    await post(cookie, { intent: "criteria", "names[0]": "Career", "weights[0]": "5", "names[1]": "Place", "weights[1]": "2" });
    const { criteria } = await pageOf(userId);
    await post(cookie, {
      intent: "scores",
      school: "Tuck",
      "criterionIds[0]": criteria[0]!.id,
      "scores[0]": "9",
      "criterionIds[1]": criteria[1]!.id,
      "scores[1]": "3",
    });
    const tuck = (await pageOf(userId)).comparison.find((row) => row.school === "Tuck")!;
    expect(tuck).toMatchObject({ points: 51, outOf: 70 });
  });

  it("refuses a past deadline, a negative amount and an offer from a school that did not admit", async () => {
    const { cookie, userId } = await signUp();
    await decided(userId, "Tuck", "admitted");
    await decided(userId, "Wharton", "denied");
    await post(cookie, { intent: "cost", school: "Tuck", source: "own", currency: "USD", amount: "120000" });
    const past = await post(cookie, { intent: "item", school: "Tuck", kind: "deposit", name: "Deposit", amount: "2500", dueOn: day(-5) });
    expect(past.status).toBe(409);
    expect(await fieldErrors(past)).toEqual({ dueOn: [expect.stringContaining("already passed")] });
    const negative = await post(cookie, { intent: "item", school: "Tuck", kind: "award", name: "Award", amount: "-100" });
    expect(await fieldErrors(negative)).toEqual({ amount: ["Enter an amount of zero or more"] });
    const negativeCost = await post(cookie, { intent: "cost", school: "Tuck", source: "own", currency: "USD", amount: "-1" });
    expect(negativeCost.status).toBe(400);
    expect(await fieldErrors(negativeCost)).toEqual({ amount: ["Enter an amount of zero or more"] });
    const denied = await post(cookie, { intent: "cost", school: "Wharton", source: "own", currency: "USD", amount: "1" });
    expect(denied.status).toBe(409);
    expect(await fieldErrors(denied)).toEqual({ school: [expect.stringContaining("has not admitted you (its latest decision is Denied)")] });
    expect(await db().select().from(offerItems).where(eq(offerItems.userId, userId))).toHaveLength(0);
  });

  it("is a 404 for another user's school and item", async () => {
    const alice = await signUp();
    await decided(alice.userId, "Tuck", "admitted");
    await post(alice.cookie, { intent: "cost", school: "Tuck", source: "own", currency: "USD", amount: "120000" });
    await post(alice.cookie, { intent: "item", school: "Tuck", kind: "award", name: "Award", amount: "100" });
    const [item] = await db().select().from(offerItems).where(eq(offerItems.userId, alice.userId));
    const bob = await signUp();
    expect((await post(bob.cookie, { intent: "cost", school: "Tuck", source: "own", currency: "USD", amount: "1" })).status).toBe(404);
    expect((await post(bob.cookie, { intent: "remove-item", itemId: item!.id })).status).toBe(404);
    expect((await pageOf(bob.userId)).offers).toEqual([]);
  });

  it("critiques the applicant's e-mail with the model, keeping only quotes of their words, and fails closed without a plan", async () => {
    const { cookie, userId } = await signUp();
    await decided(userId, "Tuck", "admitted");
    await post(cookie, { intent: "cost", school: "Tuck", source: "own", currency: "USD", amount: "120000" });
    const draft = "Thank you for admitting me. Kellogg offered me $40,000; could Tuck reconsider my award?";
    const refused = await post(cookie, { intent: "negotiation-critique", school: "Tuck", draft });
    expect(refused.status).toBe(403);
    const [kept] = await db().select().from(offers).where(eq(offers.userId, userId));
    expect(kept!.negotiationDraft).toBe(draft);
    await createTrial(db(), userId);
    const critiqued = await post(cookie, { intent: "negotiation-critique", school: "Tuck", draft });
    expect(critiqued.status).toBe(200);
    const { critique } = await actionData<SeasonActionData>(critiqued);
    expect(critique!.items).toEqual([{ quote: "Thank you for admitting me.", comment: expect.any(String) }]);
  });
});
