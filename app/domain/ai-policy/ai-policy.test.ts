import { describe, expect, it } from "vitest";
import { schoolAiPolicy } from "../../../tests/support/application-builders";
import { type SchoolAiPolicy, checkedDate, policyHeadline } from "./ai-policy";

const policy = (overrides: Partial<SchoolAiPolicy>) => schoolAiPolicy({ checkedOn: "2026-06", ...overrides });

describe("a school's AI policy, in words", () => {
  it("says honestly when no policy was found, with the date it was checked", () => {
    expect(policyHeadline(policy({ policy: "unknown" }))).toBe("No published policy found (checked June 2026)");
    expect(policyHeadline(policy({ policy: "no-published-policy", checkedOn: "2026-02-17" }))).toBe("No published policy found (checked February 17, 2026)");
    expect(policyHeadline(policy({ policy: "unknown", checkedOn: null }))).toBe("No published policy found (checked date not recorded)");
    expect(policyHeadline(null)).toBe("No published policy found (not checked yet)");
    expect(checkedDate("2026-13")).toBe("2026-13");
  });
});
