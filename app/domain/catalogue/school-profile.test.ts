import { describe, expect, it } from "vitest";
import { newSchoolSchema, parseSchoolWords, schoolIdFor, schoolWordsText } from "./school-profile";

describe("a school's words", () => {
  it("reads one word a line with its marks, and writes them back the same", () => {
    const text = "Harvard Business School\nHBS [exact]\nHarvard [university]\nKWEST [exact, feature]";
    const { words, bad } = parseSchoolWords(text);
    expect(bad).toBeNull();
    expect(words).toEqual([
      { text: "Harvard Business School", exact: false, kind: "school" },
      { text: "HBS", exact: true, kind: "school" },
      { text: "Harvard", exact: false, kind: "university" },
      { text: "KWEST", exact: true, kind: "feature" },
    ]);
    expect(schoolWordsText(words)).toBe(text);
  });

  it("refuses a mark it does not know", () => {
    expect(parseSchoolWords("HBS [sometimes]").bad).toBe("HBS [sometimes]");
  });
});

describe("a new school", () => {
  const valid = {
    intent: "school-new",
    name: "Oxford Saïd",
    fullName: "Saïd Business School",
    shortName: "Oxford Saïd",
    country: "United Kingdom",
    region: "Europe",
    timeZone: "Europe/London",
    words: "Oxford Saïd",
    cycle: "2026-2027",
  };

  it("gets a stable id from its name", () => {
    expect(schoolIdFor("Oxford Saïd")).toBe("oxford-said");
    expect(schoolIdFor("London Business School")).toBe("london-business-school");
  });

  it("is checked at the field: zone, region, colour, cycle, words", () => {
    expect(newSchoolSchema.safeParse(valid).success).toBe(true);
    const bad = newSchoolSchema.safeParse({ ...valid, timeZone: "Mars/Olympus", region: "Atlantis", colour: "red", cycle: "2026", words: "" });
    expect(bad.success).toBe(false);
    const fields = new Set(bad.error!.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(["timeZone", "region", "colour", "cycle", "words"]));
  });
});
