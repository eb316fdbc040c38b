import { describe, expect, it } from "vitest";
import { AUTH_DEBUG_LIMIT, appendAuthDebugEntry, maskEmail } from "./auth-debug-log";

describe("the auth debug log", () => {
  it("masks an e-mail to its first three characters", () => {
    expect(maskEmail("applicant@example.com")).toBe("app***");
  });
  it("never stores a whole e-mail", () => {
    const log = appendAuthDebugEntry([], { at: "t", event: "sign_in", email: "applicant@example.com" });
    expect(JSON.stringify(log)).not.toContain("applicant@");
  });
  it("keeps only the last 50 entries", () => {
    let log = [] as ReturnType<typeof appendAuthDebugEntry>;
    for (let i = 0; i < 60; i++) log = appendAuthDebugEntry(log, { at: String(i), event: "e" });
    expect(log).toHaveLength(AUTH_DEBUG_LIMIT);
    expect(log[0]?.at).toBe("10");
  });
});
