import { describe, expect, it } from "vitest";
import { countFillers, countWords, deliveryFigures, ratesMeasurable, tooShortText } from "./filler-words-and-pace";
import type { TranscriptTurn } from "./transcript";

const turn = (speaker: TranscriptTurn["speaker"], text: string, startMs: number, endMs: number): TranscriptTurn => ({ speaker, text, startMs, endMs });

describe("delivery figures", () => {
  it("counts filler sounds and phrases, not words that only contain them", () => {
    expect(countFillers("Um, I led the team, uh, you know, basically alone.")).toBe(4);
    expect(countFillers("The umbrella budget was a hummus startup.")).toBe(0);
    expect(countFillers("I MEAN it: sort of   a pivot")).toBe(2);
    expect(countWords("I led — a team of 12.")).toBe(6);
  });

  it("computes pace and fillers per minute over the applicant's own speaking time", () => {
    const figures = deliveryFigures([
      turn("interviewer", "Walk me through your resume.", 0, 3_000),
      // 60 words over 30 s of speaking, then 30 words over 30 s: 90 words in one minute.
      turn("applicant", `um ${"word ".repeat(59)}`, 5_000, 35_000),
      turn("interviewer", "Why now?", 36_000, 37_000),
      turn("applicant", `uh ${"word ".repeat(29)}`, 45_000, 75_000),
    ]);
    expect(figures.applicantWords).toBe(90);
    expect(figures.speakingSeconds).toBe(60);
    expect(figures.wordsPerMinute).toBe(90);
    expect(figures.fillerCount).toBe(2);
    expect(figures.fillersPerMinute).toBe(2);
    // 37 s to 45 s: the longest silence before the applicant spoke.
    expect(figures.longestPauseSeconds).toBe(8);
    // 60 s of 64 s of talking.
    expect(figures.talkShare).toBe(0.94);
  });

  it("takes overlapping speech as no pause and sorts turns by their start", () => {
    const figures = deliveryFigures([turn("applicant", "Yes, and", 4_000, 6_000), turn("interviewer", "Tell me about a failure", 0, 5_000)]);
    expect(figures.longestPauseSeconds).toBe(0);
    expect(figures.talkShare).toBe(0.29);
  });

  it("has no figures where the applicant said nothing", () => {
    const figures = deliveryFigures([turn("interviewer", "Hello?", 0, 1_000)]);
    expect(figures).toMatchObject({ applicantWords: 0, wordsPerMinute: null, fillersPerMinute: null, longestPauseSeconds: null, talkShare: 0 });
  });

  it("gives no rate for an answer too short to measure, and says so", () => {
    // The walk's case: 20 words "in one second" read as 1176 words/min.
    const figures = deliveryFigures([turn("interviewer", "Why an MBA?", 0, 2_000), turn("applicant", "word ".repeat(20), 3_000, 4_020)]);
    expect(figures).toMatchObject({ applicantWords: 20, speakingSeconds: 1, wordsPerMinute: null, fillersPerMinute: null });
    expect(ratesMeasurable(figures)).toBe(false);
    expect(tooShortText(figures)).toBe("Too short to measure (1 s of your speech; a rate needs at least 20 s)");
    // A stored figure set from before the rule is read through the same check.
    expect(ratesMeasurable({ speakingSeconds: 1 })).toBe(false);
    expect(ratesMeasurable({ speakingSeconds: 20 })).toBe(true);
  });
});
