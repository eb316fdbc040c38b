import { describe, expect, it } from "vitest";
import { anchorOf } from "./anchor";
import { groupReaderNotes, summaryMaterial } from "./reader-summary";

const text = "I grew up in Lagos. My father ran a shop.\n\nI learned to count there.";
const note = (readerName: string, words: string, body: string, replacement: string | null = null) => ({
  readerName,
  anchor: anchorOf(text, text.indexOf(words), text.indexOf(words) + words.length)!,
  body,
  replacement,
});

describe("groupReaderNotes", () => {
  it("groups each note under the paragraph its words are in now, in reading order, the words gone apart", () => {
    const edited = text.replace("ran a shop", "kept a store");
    const groups = groupReaderNotes(edited, [
      note("Ben", "count there", "Count what?"),
      note("Ana", "ran a shop", "Which shop?"),
      note("Ana", "Lagos", "Say more", "Lagos, Nigeria"),
    ]);
    expect(groups).toEqual([
      { paragraph: 1, notes: [{ reader: "Ana", quote: "Lagos", body: "Say more", replacement: "Lagos, Nigeria" }] },
      { paragraph: 2, notes: [{ reader: "Ben", quote: "count there", body: "Count what?", replacement: null }] },
      { paragraph: null, notes: [{ reader: "Ana", quote: "ran a shop", body: "Which shop?", replacement: null }] },
    ]);
    expect(summaryMaterial(groups)).toContain('- Ana on "Lagos": Say more (proposes other words: "Lagos, Nigeria")');
    expect(summaryMaterial(groups)).toContain("Words no longer in the essay:");
  });
});
