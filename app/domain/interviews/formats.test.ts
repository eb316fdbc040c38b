import { describe, expect, it } from "vitest";
import { type InterviewFormat, formatEditSchema, formatsForApplicant } from "./formats";

const format = (id: string): InterviewFormat => ({
  id,
  name: id,
  kind: "behavioural",
  summary: "",
  minutes: 30,
  rubric: [],
  questions: [],
  prepSeconds: null,
  answerSeconds: null,
  attempts: null,
  sources: [],
  checkedOn: null,
});

describe("formats for an applicant", () => {
  it("lists the applicant's schools in their order, each with every format it uses, and names the unmapped", () => {
    const mapping = [
      { school: "Wharton", formatId: "team", note: "", sources: [], checkedOn: null, ownDomains: [] },
      { school: "Wharton", formatId: "one", note: "", sources: [], checkedOn: null, ownDomains: [] },
      {
        school: "Booth",
        formatId: "one",
        note: "Blind",
        sources: ["https://www.chicagobooth.edu/x"],
        checkedOn: "2026-11-25",
        ownDomains: ["chicagobooth.edu"],
      },
    ];
    const view = formatsForApplicant([format("team"), format("one")], mapping, ["Booth", "Tuck", "Wharton"]);
    expect(view.mine.map((entry) => `${entry.school}:${entry.format.id}`)).toEqual(["Booth:one", "Wharton:team", "Wharton:one"]);
    expect(view.unmapped).toEqual(["Tuck"]);
    // A school's card carries its own mapping (its note and sources), not the format's.
    expect(view.mine[0]!.mapping).toMatchObject({ note: "Blind", sources: ["https://www.chicagobooth.edu/x"], ownDomains: ["chicagobooth.edu"] });
  });
});

describe("an operator's format edit", () => {
  it("takes lines as lists and refuses a source that is not an https address", () => {
    const base = {
      name: "N",
      summary: "S",
      minutes: "30",
      rubric: "A\n\n B ",
      questions: "",
      prepSeconds: "",
      answerSeconds: "60",
      attempts: "",
      checkedOn: "2026-11",
    };
    const parsed = formatEditSchema.parse({ ...base, sources: "https://example.com/a" });
    expect(parsed).toMatchObject({ rubric: ["A", "B"], questions: [], prepSeconds: null, answerSeconds: 60, minutes: 30 });
    expect(formatEditSchema.safeParse({ ...base, sources: "javascript:alert(1)" }).success).toBe(false);
  });
});
