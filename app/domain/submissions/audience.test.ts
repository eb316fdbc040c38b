import { describe, expect, it } from "vitest";
import { askedOfApplicant, circumstancesNotSaid, questionFit } from "./audience";

describe("who a question is for", () => {
  it("a question for everyone is as the catalogue says, whatever the profile says", () => {
    expect(questionFit("everyone", { reapplicant: true, international: false })).toBe("everyone");
    expect(askedOfApplicant(true, "everyone")).toBe(true);
    expect(askedOfApplicant(false, "everyone")).toBe(false);
  });

  it("a reapplicant question is required of a reapplicant, not for a first-time applicant, and left optional when the profile does not say", () => {
    expect(questionFit("reapplicants", { reapplicant: true, international: null })).toBe("yours");
    expect(askedOfApplicant(false, "yours")).toBe(true);
    expect(questionFit("reapplicants", { reapplicant: false, international: true })).toBe("not_yours");
    expect(askedOfApplicant(false, "not_yours")).toBe(false);
    expect(questionFit("reapplicants", circumstancesNotSaid)).toBe("not_said");
    expect(askedOfApplicant(false, "not_said")).toBe(false);
  });

  it("an international question reads the international answer only", () => {
    expect(questionFit("international", { reapplicant: true, international: null })).toBe("not_said");
    expect(questionFit("international", { reapplicant: false, international: true })).toBe("yours");
    expect(questionFit("international", { reapplicant: true, international: false })).toBe("not_yours");
  });

  it("a school recorded as a reapplication asks its reapplicant question of the applicant, whatever the profile says, and only that question", () => {
    for (const reapplicant of [true, false, null]) {
      expect(questionFit("reapplicants", { reapplicant, international: null, reapplyingHere: true })).toBe("reapplying_here");
    }
    expect(askedOfApplicant(false, "reapplying_here")).toBe(true);
    expect(questionFit("international", { reapplicant: null, international: false, reapplyingHere: true })).toBe("not_yours");
    expect(questionFit("reapplicants", { reapplicant: false, international: null, reapplyingHere: false })).toBe("not_yours");
  });
});
