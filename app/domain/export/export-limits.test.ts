import { describe, expect, it } from "vitest";
import { EXPORT_LIMITS, fitsInOneFile, tooLargeMessage, tooManyExportsMessage } from "./export-limits";

describe("what one export may build, and how often", () => {
  it("holds twelve essays at the editor's limit in one file, and not a character more", () => {
    expect(fitsInOneFile(12 * 50_000)).toBe(true);
    expect(fitsInOneFile(EXPORT_LIMITS.charactersPerFile + 1)).toBe(false);
  });

  it("says how long to wait in whole minutes, at least one", () => {
    expect(tooManyExportsMessage(600)).toBe("You've downloaded 20 files in the last 10 minutes. You can download more in 10 minutes.");
    expect(tooManyExportsMessage(61)).toContain("in 2 minutes.");
    expect(tooManyExportsMessage(1)).toContain("in 1 minute.");
  });

  it("names the size and what to do instead", () => {
    expect(tooLargeMessage(650_000)).toBe("These essays hold 650,000 characters, more than one file can hold (600,000). Download each essay on its own.");
  });
});
