import { describe, expect, it } from "vitest";
import { discussionPromptOf, speakerOf } from "./team-discussion";

describe("team-based discussion", () => {
  it("fixes one prompt of the bank per interview", () => {
    const bank = ["A", "B", "C"];
    const id = "6f1c2d3e-0000-4000-8000-000000000001";
    expect(discussionPromptOf(bank, id)).toBe(discussionPromptOf(bank, id));
    expect(bank).toContain(discussionPromptOf(bank, id));
    expect(discussionPromptOf([], id)).toBeNull();
  });

  it("names the participant who spoke, from the start of the turn", () => {
    expect(speakerOf("Priya: I would start with the budget.")).toEqual({ name: "Priya", text: "I would start with the budget." });
    expect(speakerOf("MARCUS : Agreed")).toEqual({ name: "Marcus", text: "Agreed" });
    expect(speakerOf("Let us begin.")).toEqual({ name: null, text: "Let us begin." });
  });
});
