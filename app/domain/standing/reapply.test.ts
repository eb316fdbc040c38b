import { describe, expect, it } from "vitest";
import { carriedVersionNote, cycleAfter, mayReapplyAfter, questionsNote, reapplicantQuestionNote } from "./reapply";

describe("reapplying next cycle", () => {
  it("opens only after a denial or a withdrawal", () => {
    expect(mayReapplyAfter("denied")).toBe(true);
    expect(mayReapplyAfter("withdrawn")).toBe(true);
    for (const decision of ["admitted", "waitlisted", "deferred", null] as const) expect(mayReapplyAfter(decision)).toBe(false);
  });

  it("names the cycle after, and none for a cycle it cannot read", () => {
    expect(cycleAfter("2026-2027")).toBe("2027-2028");
    expect(cycleAfter("2099-2100")).toBe("2100-2101");
    expect(cycleAfter("unknown")).toBeNull();
    expect(cycleAfter("2026-2028")).toBeNull();
    expect(cycleAfter("2026-27")).toBeNull();
  });

  it("says when the next cycle's questions are not Scout's yet", () => {
    expect(questionsNote("Tuck", "2027-2028", "2026-2027")).toBe(
      "Scout does not have Tuck's 2027-28 questions yet: your essays are carried over against its 2026-27 questions, labeled as such, until the school publishes new ones.",
    );
    expect(questionsNote("Tuck", "2027-2028", "2027-2028")).toBe("Checked against Tuck's 2027-28 questions.");
  });

  it("keeps the version sent out of the new version's note, and names the reapplicant question or its absence", () => {
    expect(carriedVersionNote("Tuck", "2027-2028", 3)).toBe(
      "Carried over from version 3 for your 2027-28 reapplication to Tuck; the version you sent stays as it was",
    );
    expect(reapplicantQuestionNote("Tuck", "Reapplicant essay (reapplicants only)")).toContain("required of you at Tuck");
    expect(reapplicantQuestionNote("Kellogg", null)).toBe("Scout's catalogue has no question for reapplicants at Kellogg; check the school's page for one.");
  });
});
