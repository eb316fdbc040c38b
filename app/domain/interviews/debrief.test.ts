import { describe, expect, it } from "vitest";
import { groundedDebrief } from "./debrief";

describe("a grounded debrief", () => {
  it("keeps only the scores that quote the applicant's own words", () => {
    const transcript = [
      { speaker: "interviewer" as const, text: "Why HBS?", startMs: 0, endMs: 1_000 },
      { speaker: "applicant" as const, text: "I rebuilt the plant’s scheduling, and cut downtime by 30%.", startMs: 2_000, endMs: 6_000 },
    ];
    const debrief = groundedDebrief(
      {
        summary: "Specific.",
        scores: [
          { criterion: "Evidence", score: 4, quote: "cut downtime by 30%", comment: "A number." },
          { criterion: "Structure", score: 3, quote: "the plant's scheduling", comment: "Clear." },
          { criterion: "Fit", score: 2, quote: "Why HBS?", comment: "The interviewer's words." },
          { criterion: "Specificity", score: 5, quote: "I doubled revenue", comment: "Never said." },
        ],
      },
      transcript,
    );
    expect(debrief.scores.map((score) => score.criterion)).toEqual(["Evidence", "Structure"]);
    expect(debrief.dropped).toBe(2);
  });
});
