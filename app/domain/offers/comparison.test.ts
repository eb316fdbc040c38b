import { describe, expect, it } from "vitest";
import { compareOffers, soleCurrency } from "./comparison";

describe("the currency offers are compared in", () => {
  it("is their one currency when the applicant chose none, and none when they differ", () => {
    expect(soleCurrency([{ currency: "USD" }, { currency: "USD" }])).toBe("USD");
    expect(soleCurrency([{ currency: "USD" }, { currency: "EUR" }])).toBeNull();
    expect(soleCurrency([])).toBeNull();
  });

  it("gives each net cost in that currency", () => {
    const rows = compareOffers(
      [
        { id: "a", school: "Tuck", currency: "USD", costMinor: 100_00, awardsMinor: [30_00], scores: {} },
        { id: "b", school: "Yale SOM", currency: "USD", costMinor: 90_00, awardsMinor: [], scores: {} },
      ],
      [],
      "USD",
      {},
    );
    expect(rows.map((row) => [row.school, row.netInBase])).toEqual(
      expect.arrayContaining([
        ["Tuck", 70_00],
        ["Yale SOM", 90_00],
      ]),
    );
  });
});
