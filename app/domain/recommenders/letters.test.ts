import { describe, expect, it } from "vitest";
import { datesForStatus, lettersSummary } from "./letters";

describe("a letter's dates", () => {
  const none = { askedOn: null, agreedOn: null, submittedOn: null };
  it("sets the day a status is reached and keeps earlier days", () => {
    expect(datesForStatus("asked", "2026-11-01", none)).toEqual({ askedOn: "2026-11-01", agreedOn: null, submittedOn: null });
    const asked = { ...none, askedOn: "2026-11-01" };
    expect(datesForStatus("submitted", "2026-12-01", asked)).toEqual({ askedOn: "2026-11-01", agreedOn: null, submittedOn: "2026-12-01" });
  });
  it("clears the days of later statuses when a letter moves back", () => {
    const done = { askedOn: "2026-11-01", agreedOn: "2026-11-03", submittedOn: "2026-12-01" };
    expect(datesForStatus("agreed", "2026-12-02", done)).toEqual({ askedOn: "2026-11-01", agreedOn: "2026-11-03", submittedOn: null });
    expect(datesForStatus("not_asked", "2026-12-02", done)).toEqual(none);
  });
});

describe("the school card's letters line", () => {
  it("counts letters by status, furthest along first", () => {
    expect(lettersSummary([])).toBe("No recommenders yet");
    expect(lettersSummary([{ status: "asked" }, { status: "submitted" }])).toBe("2 letters: 1 submitted, 1 asked");
  });
});

describe("letters a school asks for that no recommender writes yet", () => {
  it("count as missing, not asked, in the summary and the risk", async () => {
    const { withMissingLetters, letterRisk } = await import("./letters");
    const letters = withMissingLetters([{ recommender: "Jo", status: "agreed" as const }], 2);
    expect(letters).toEqual([
      { recommender: "Jo", status: "agreed" },
      { recommender: "", status: "not_asked", missing: true },
    ]);
    expect(withMissingLetters(letters, 1)).toHaveLength(2);
    expect(withMissingLetters([], null)).toEqual([]);
    expect(lettersSummary(letters)).toBe("2 letters: 1 agreed, 1 without a recommender yet");
    const deadline = new Date("2027-01-05T17:00:00Z");
    expect(letterRisk(letters, deadline, new Date("2026-12-25T17:00:00Z"), "UTC").reasons).toEqual([
      "A letter the school asks for has no recommender yet with 11 days left",
    ]);
  });
});
