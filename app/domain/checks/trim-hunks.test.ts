import { describe, expect, it } from "vitest";
import { applyHunks, trimHunks } from "./trim-hunks";
import { verifyTrim } from "./trim";

const original = "When our largest client threatened to leave, I gathered the engineers. We spent three long nights on it. By Friday the client signed.";
const proposal = "Our largest client threatened to leave, so I gathered the engineers. By Friday the client signed.";

describe("trim hunks", () => {
  it("splits a proposal into cuts at exact offsets; all accepted give the proposal, none the original", () => {
    const hunks = trimHunks(original, proposal);
    expect(hunks.length).toBeGreaterThanOrEqual(3);
    for (const hunk of hunks) expect(original.slice(hunk.start, hunk.end)).toBe(hunk.removed);
    expect(applyHunks(original, hunks, new Set(hunks.map((hunk) => hunk.id)))).toBe(proposal);
    expect(applyHunks(original, hunks, new Set())).toBe(original);
  });

  it("accepting some cuts and rejecting others still leaves only the applicant's words", () => {
    const hunks = trimHunks(original, proposal);
    const some = new Set(hunks.filter((_, index) => index % 2 === 0).map((hunk) => hunk.id));
    const mixed = applyHunks(original, hunks, some);
    expect(mixed).not.toBe(original);
    expect(verifyTrim(original, mixed, { kind: "words", max: 1_000 }).ok).toBe(true);
  });
});
