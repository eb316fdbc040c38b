import { describe, expect, it } from "vitest";
import { findPlan, schoolsBeyondLimitText } from "./plans";

describe("what a plan's school limit does to schools beyond it", () => {
  const essential = findPlan("essential")!;
  const pro = findPlan("pro")!;

  it("says nothing within the limit, or for a plan without one", () => {
    expect(schoolsBeyondLimitText(essential, 3)).toBeNull();
    expect(schoolsBeyondLimitText(essential, 0)).toBeNull();
    expect(schoolsBeyondLimitText(pro, 12)).toBeNull();
  });

  it("says the schools beyond it stay, and that adding one waits until fewer than the limit", () => {
    expect(schoolsBeyondLimitText(essential, 5)).toBe(
      "You have 5 schools; Essential includes 3. All 5 stay, with their essays and deadlines, and you can keep working on every one. You cannot add another school while you have 3 or more.",
    );
  });
});
