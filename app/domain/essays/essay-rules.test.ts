import { describe, expect, it } from "vitest";
import { countWords, measureAgainstLimit, measureCounts, normaliseSchoolName, parseLimit, textCounts } from "./essay-rules";
import { essayContentSchema, essayTitleSchema } from "./essay-schemas";

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("essay content", () => {
  it("is required", () => {
    expect(message(essayContentSchema.safeParse("   "))).toBe("Content is required to save the essay.");
  });
  it("may be 50,000 characters and no more", () => {
    expect(essayContentSchema.safeParse("a".repeat(50_000)).success).toBe(true);
    expect(message(essayContentSchema.safeParse("a".repeat(50_001)))).toBe("Content must be less than 50,000 characters");
  });
  it("refuses a script tag or a javascript: scheme", () => {
    expect(message(essayContentSchema.safeParse("Hi <script>alert(1)</script>"))).toBe("Invalid content detected");
    expect(message(essayContentSchema.safeParse("see JavaScript: void"))).toBe("Invalid content detected");
    expect(essayContentSchema.safeParse("I wrote a Java script for work.").success).toBe(true);
  });
});

describe("essay titles", () => {
  it("are required and under 200 characters", () => {
    expect(message(essayTitleSchema.safeParse(" "))).toBe("Title is required");
    expect(message(essayTitleSchema.safeParse("t".repeat(200)))).toBe("Title must be less than 200 characters");
    expect(essayTitleSchema.safeParse("t".repeat(199)).success).toBe(true);
  });
});

describe("limits", () => {
  it("reads words and characters, and leaves minimums and videos uncounted", () => {
    expect(parseLimit("300 words")).toEqual({ kind: "words", max: 300 });
    expect(parseLimit("2,000 characters")).toEqual({ kind: "characters", max: 2000 });
    expect(parseLimit("250 words minimum (no maximum)")).toBeNull();
    expect(parseLimit("60 seconds (video)")).toBeNull();
    expect(parseLimit(null)).toBeNull();
  });
  it("counts words and says when the text is over", () => {
    expect(countWords("  one two\nthree  ")).toBe(3);
    expect(measureAgainstLimit("one two three", { kind: "words", max: 2 })).toMatchObject({ used: 3, max: 2, over: true });
    expect(measureAgainstLimit("abcd", { kind: "characters", max: 5 })).toMatchObject({ used: 4, over: false, unit: "characters" });
  });
});

describe("stored counts", () => {
  it("measure a text against any limit as its text does (what the workspace reads instead of the text)", () => {
    const texts = ["", "  \n ", "One two three.", "Tabs\tand\u00a0no-break\u3000spaces", "An emoji 🎓 counts two characters."];
    for (const text of texts)
      for (const limit of [null, parseLimit("3 words"), parseLimit("20 characters")])
        expect(measureCounts(textCounts(text), limit), text).toEqual(measureAgainstLimit(text, limit));
    expect(textCounts("An emoji 🎓")).toEqual({ words: 3, characters: 11 });
  });
});

describe("school-name normalisation", () => {
  it("drops the generic words and everything but letters", () => {
    expect(normaliseSchoolName("Harvard Business School")).toBe("harvard");
    expect(normaliseSchoolName("Stanford GSB")).toBe("stanford");
    expect(normaliseSchoolName("NYU Stern")).toBe("nyustern");
  });
});
