import { describe, expect, it } from "vitest";
import { schoolAiPolicy } from "../../../tests/support/application-builders";
import { type SchoolAiPolicy, checkedDate, coachingModeLine, coachingModeOf, policyHeadline, suggestionRefusal } from "./ai-policy";

const policy = (overrides: Partial<SchoolAiPolicy>) => schoolAiPolicy({ checkedOn: "2026-06", ...overrides });

describe("a school's AI policy, in words and in Scout's mode", () => {
  it("says honestly when no policy was found, with the date it was checked", () => {
    expect(policyHeadline(policy({ policy: "unknown" }))).toBe("No published policy found (checked June 2026)");
    expect(policyHeadline(policy({ policy: "no-published-policy", checkedOn: "2026-02-17" }))).toBe("No published policy found (checked February 17, 2026)");
    expect(policyHeadline(policy({ policy: "unknown", checkedOn: null }))).toBe("No published policy found (checked date not recorded)");
    expect(policyHeadline(null)).toBe("No published policy found (not checked yet)");
    expect(checkedDate("2026-13")).toBe("2026-13");
  });

  it("coaches critique-only only where the school prohibits AI-written content, and says why in one line", () => {
    expect(coachingModeOf(policy({}))).toBe("critique-only");
    for (const other of ["permits-with-limits", "requires-disclosure", "no-published-policy", "unknown"] as const) {
      expect(coachingModeOf(policy({ policy: other }))).toBe("standard");
      expect(suggestionRefusal("X", policy({ policy: other }))).toBeNull();
    }
    expect(coachingModeOf(null)).toBe("standard");
    expect(coachingModeLine("Stanford GSB", policy({}))).toMatch(/^Critique only: Stanford GSB prohibits AI-written content/);
    expect(coachingModeLine("HBS", policy({ policy: "requires-disclosure", disclosureRequired: true }))).toMatch(/asks you to disclose it/);
    expect(coachingModeLine("Wharton", policy({ policy: "unknown" }))).toMatch(/no published AI policy was found for Wharton/);
    expect(suggestionRefusal("Stanford GSB", policy({}))).toMatch(/^Not offered for Stanford GSB/);
  });
});
