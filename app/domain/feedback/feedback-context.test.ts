import { describe, expect, it } from "vitest";
import { BACKGROUND_LIMIT, essayFeedbackContextText } from "./feedback-context";

const base = {
  school: "Tuck",
  looksFor: [{ kind: "criteria", text: "smart, accomplished, aware, nice", source: "https://www.tuck.dartmouth.edu/admissions" }],
  prompt: "Why are you pursuing an MBA?",
  essayTitle: "Essay 1",
  limit: "300 words",
  deadline: "R2: Jan 6, 2027 at the school",
  goals: "Long-term vision: run a hospital network",
  resume: "Analyst, 2019-2024",
};

describe("what the feedback model is told", () => {
  it("gives the school's own words with their source, the question, limit, deadline, goals and resume", () => {
    const text = essayFeedbackContextText(base);
    expect(text).toContain(
      'What Tuck says it looks for, in its own published words:\n- "smart, accomplished, aware, nice" (https://www.tuck.dartmouth.edu/admissions)',
    );
    expect(text).toContain("Essay question: Why are you pursuing an MBA?");
    expect(text).toContain("Limit: 300 words");
    expect(text).toContain("Deadline the applicant plans by: R2: Jan 6, 2027 at the school");
    expect(text).toContain("run a hospital network");
    expect(text).toContain("Analyst, 2019-2024");
  });

  it("leaves out what is not known instead of guessing", () => {
    const text = essayFeedbackContextText({ ...base, looksFor: [], prompt: "", limit: null, deadline: null, goals: " ", resume: "" });
    expect(text).not.toContain("looks for");
    expect(text).toContain("Essay question: Essay 1 (the school's wording is not known)");
    expect(text).toContain("Limit: not stated");
    expect(text).not.toContain("Deadline");
    expect(text).not.toContain("goals");
    expect(text).not.toContain("resume");
  });

  it("cuts a very long resume", () => {
    const text = essayFeedbackContextText({ ...base, resume: "x".repeat(BACKGROUND_LIMIT + 500) });
    expect(text).toContain(`${"x".repeat(BACKGROUND_LIMIT)}…`);
    expect(text).not.toContain("x".repeat(BACKGROUND_LIMIT + 1));
  });
});
