import { describe, expect, it } from "vitest";
import { disclosureDraft } from "./disclosure-draft";

describe("the AI disclosure drafted from the log", () => {
  it("says only what the log records, counted per essay", () => {
    const draft = disclosureDraft([
      { essayTitle: "Essay 1", kind: "feedback_run" },
      { essayTitle: "Essay 1", kind: "feedback_run" },
      { essayTitle: "Essay 1", kind: "accepted_suggestion" },
      { essayTitle: "Essay 2", kind: "chat_turn" },
    ]);
    expect(draft).toBe(
      [
        "I used Scout, an AI admissions coach, while preparing these essays:",
        "- Essay 1: AI feedback (2 times); a suggested fix I accepted (1 fix)",
        "- Essay 2: a chat answer about it (1 time)",
        "The experiences and ideas in them are my own.",
      ].join("\n"),
    );
  });

  it("is empty when Scout's AI did nothing with the school's essays", () => {
    expect(disclosureDraft([])).toBe("");
  });
});
