import { describe, expect, it } from "vitest";
import { depositWarnings, isPastDay } from "./deposits";
import { compareOffers, currenciesNeedingRates, netCost } from "./comparison";

const deposit = (offerId: string, school: string, dueOn: string | null, binding = false) => ({
  id: `${offerId}-${dueOn}`,
  offerId,
  school,
  name: "Deposit",
  dueOn,
  binding,
});

describe("deposit warnings", () => {
  it("warns when two schools' deposits fall within a week, not when they are apart", () => {
    const warnings = depositWarnings([deposit("a", "Tuck", "2027-04-25"), deposit("b", "Yale SOM", "2027-04-28"), deposit("c", "INSEAD", "2027-06-01")]);
    expect(warnings).toEqual([{ kind: "clash", schools: ["Tuck", "Yale SOM"], days: 3, dueOn: ["2027-04-25", "2027-04-28"] }]);
  });

  it("does not count two instalments of one offer, and names a binding offer", () => {
    const warnings = depositWarnings([deposit("a", "IESE", "2027-01-10"), deposit("a", "IESE", "2027-01-12"), deposit("b", "Columbia", null, true)]);
    expect(warnings).toEqual([{ kind: "binding", school: "Columbia", name: "Deposit" }]);
  });

  it("knows a past day", () => {
    expect(isPastDay("2026-11-28", "2026-11-29")).toBe(true);
    expect(isPastDay("2026-11-29", "2026-11-29")).toBe(false);
  });
});

describe("comparing offers", () => {
  const criteria = [
    { id: "career", name: "Career", weight: 5 },
    { id: "place", name: "Place", weight: 1 },
  ];
  it("nets awards off the cost and ranks by the applicant's weights", () => {
    expect(netCost(11_911_000, [2_000_000, 500_000])).toBe(9_411_000);
    expect(netCost(null, [1])).toBeNull();
    const rows = compareOffers(
      [
        { id: "yale", school: "Yale SOM", currency: "USD", costMinor: 11_911_000, awardsMinor: [3_000_000], scores: { career: 6, place: 9 } },
        { id: "tuck", school: "Tuck", currency: "USD", costMinor: 12_000_000, awardsMinor: [], scores: { career: 8, place: 4 } },
      ],
      criteria,
      "USD",
      {},
    );
    expect(rows.map((row) => [row.school, row.points, row.outOf, row.netInBase])).toEqual([
      ["Tuck", 44, 60, 12_000_000],
      ["Yale SOM", 39, 60, 8_911_000],
    ]);
  });

  it("compares another currency only at the applicant's rate", () => {
    const insead = { id: "insead", school: "INSEAD", currency: "EUR", costMinor: 9_000_000, awardsMinor: [], scores: {} };
    expect(compareOffers([insead], criteria, "USD", {})[0]).toMatchObject({ netInBase: null, missingRate: true, netMinor: 9_000_000 });
    expect(compareOffers([insead], criteria, "USD", { EUR: 1_100_000 })[0]).toMatchObject({ netInBase: 9_900_000, missingRate: false });
    expect(currenciesNeedingRates([insead, { currency: "USD" }], "USD")).toEqual(["EUR"]);
  });
});
