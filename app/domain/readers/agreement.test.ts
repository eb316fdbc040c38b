import { describe, expect, it } from "vitest";
import { type ReaderNoteAt, type ScoutNoteAt, findingsByParagraph, scaleDifferences } from "./agreement";

const text = "I grew up in Lagos. My father ran a shop.\n\nI learned to count there. Numbers became my language.";
const span = (words: string) => ({ start: text.indexOf(words), end: text.indexOf(words) + words.length, quote: words });
const reader = (id: string, linkId: string, words: string, replacement: string | null = null): ReaderNoteAt => ({
  id,
  linkId,
  readerName: linkId === "a" ? "Ana" : linkId === "b" ? "Ben" : "Cy",
  replacement,
  ...span(words),
});
const scout = (words: string, fields: Partial<ScoutNoteAt> = {}): ScoutNoteAt => ({
  id: `s-${words}`,
  comment: "A note.",
  replacement: null,
  strength: false,
  ...span(words),
  ...fields,
});

describe("findingsByParagraph", () => {
  it("finds two readers on the same words agreeing, in the paragraph where the words are", () => {
    const found = findingsByParagraph(text, [reader("1", "a", "ran a shop"), reader("2", "b", "a shop")], []);
    expect(found).toEqual([{ paragraph: 1, findings: [expect.objectContaining({ kind: "agree", quote: "ran a shop", readers: ["Ana", "Ben"] })] }]);
  });

  it("finds two readers proposing different words for the same words contradicting each other; the same words agree", () => {
    const differ = findingsByParagraph(text, [reader("1", "a", "count there", "count"), reader("2", "b", "count there", "add up")], []);
    expect(differ[0]).toMatchObject({
      paragraph: 2,
      findings: [
        {
          kind: "readers_differ",
          proposals: [
            { reader: "Ana", words: "count" },
            { reader: "Ben", words: "add up" },
          ],
        },
      ],
    });
    const alike = findingsByParagraph(text, [reader("1", "a", "count there", "Count"), reader("2", "b", "count there", "count ")], []);
    expect(alike[0]!.findings[0]!.kind).toBe("agree");
  });

  it("never pairs a reader with themselves, nor notes on different words", () => {
    expect(findingsByParagraph(text, [reader("1", "a", "Lagos"), reader("2", "a", "Lagos"), reader("3", "b", "shop")], [])).toEqual([]);
  });

  it("finds a reader's words against Scout's on the same words, or against words Scout said to keep", () => {
    const found = findingsByParagraph(
      text,
      [reader("1", "a", "Numbers became my language", "I spoke in numbers"), reader("2", "b", "Lagos", "Lagos, Nigeria")],
      [scout("my language", { replacement: "my first language" }), scout("Lagos", { strength: true, comment: "A real place." })],
    );
    expect(found.map((paragraph) => [paragraph.paragraph, paragraph.findings.map((finding) => finding.kind)])).toEqual([
      [1, ["against_scout"]],
      [2, ["against_scout"]],
    ]);
    expect(found[0]!.findings[0]).toMatchObject({ reader: "Ben", scout: "Worth keeping: A real place." });
  });

  it("does not call a reader's words against Scout when Scout proposed the same or nothing", () => {
    const found = findingsByParagraph(text, [reader("1", "a", "ran a shop", "kept a store")], [scout("a shop", { replacement: "Kept a store" }), scout("ran")]);
    expect(found).toEqual([]);
  });
});

describe("scaleDifferences", () => {
  it("finds opposite answers on the same question, and nothing between neighbours", () => {
    const scales = [
      { linkId: "a", readerName: "Ana", answers: { voice: 5, clarity: 3 } },
      { linkId: "b", readerName: "Ben", answers: { voice: 2, clarity: 4 } },
    ];
    expect(scaleDifferences(scales)).toEqual([{ question: "voice", low: { reader: "Ben", answer: 2 }, high: { reader: "Ana", answer: 5 } }]);
  });
});
