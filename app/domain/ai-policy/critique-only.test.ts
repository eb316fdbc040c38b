import { describe, expect, it } from "vitest";
import { schoolAiPolicy } from "../../../tests/support/application-builders";
import type { SchoolAiPolicy } from "./ai-policy";
import { coachingModeLine, coachingModeOf, suggestionRefusal } from "./critique-only";

const policy = (overrides: Partial<SchoolAiPolicy>) => schoolAiPolicy({ checkedOn: "2026-06", ...overrides });

describe("Scout's mode from a school's AI policy", () => {
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
