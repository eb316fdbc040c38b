import { describe, expect, it } from "vitest";
import { emptyGoals } from "../goals/goals";
import { assembleBrief, dropLetterText } from "./brief";

describe("the letter check", () => {
  it("drops paragraphs that read as a letter and keeps material", () => {
    const text = [
      "Dear Admissions Committee,",
      "Project Atlas: cut onboarding from 9 to 4 weeks (2024), led 6 engineers.",
      "I have had the pleasure of managing Sam for three years.",
      "Stanford asks how Sam compares with peers: the Atlas numbers answer that.",
      "Sincerely,\nJo",
    ].join("\n\n");
    const checked = dropLetterText(text);
    expect(checked.dropped).toBe(3);
    expect(checked.text).toBe(
      "Project Atlas: cut onboarding from 9 to 4 weeks (2024), led 6 engineers.\n\nStanford asks how Sam compares with peers: the Atlas numbers answer that.",
    );
  });
});

describe("the assembled brief", () => {
  it("says it was assembled, and says not found where a school's requirements are unknown", () => {
    const brief = assembleBrief({
      applicant: "Sam",
      recommender: { name: "Jo", relationship: "supervisor" },
      goals: { ...emptyGoals, longTermVision: "Run a climate fund" },
      resume: "Analyst, 2020-2024",
      stories: [{ title: "Leadership", school: "Tuck", text: "I led Atlas." }],
      schools: [{ school: "My School", deadline: null, requirements: null }],
    });
    expect(brief).toContain("without AI generation");
    expect(brief).toContain("Long-term vision: Run a climate fund");
    expect(brief).toContain("What My School asks recommenders: not found.");
    expect(dropLetterText(brief).dropped).toBe(0);
  });
});
