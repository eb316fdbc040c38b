import { describe, expect, it } from "vitest";
import { anchorOf, applyReplacement, placeAnchor } from "./anchor";

const text = "I grew up in Lagos. My father ran a shop. I learned to count there.";
const at = (word: string, within = text) => [within.indexOf(word), within.indexOf(word) + word.length] as const;

describe("anchorOf", () => {
  it("keeps the words, their offsets and the context on each side", () => {
    const [start, end] = at("ran a shop");
    expect(anchorOf(text, start, end)).toEqual({
      quote: "ran a shop",
      start,
      end,
      before: "I grew up in Lagos. My father ",
      after: ". I learned to count there.",
    });
  });

  it("refuses an empty, reversed or out-of-range span", () => {
    expect(anchorOf(text, 3, 3)).toBeNull();
    expect(anchorOf(text, 5, 2)).toBeNull();
    expect(anchorOf(text, -1, 4)).toBeNull();
    expect(anchorOf(text, 0, text.length + 1)).toBeNull();
    expect(anchorOf(text, 0.5, 4)).toBeNull();
  });
});

describe("placeAnchor", () => {
  const anchor = anchorOf(text, ...at("ran a shop"))!;

  it("stays where it was when the text has not changed", () => {
    expect(placeAnchor(anchor, text)).toEqual({ state: "placed", start: anchor.start, end: anchor.end });
  });

  it("moves with its words when text is written before them", () => {
    const edited = `Before anything else: ${text}`;
    const [start, end] = at("ran a shop", edited);
    expect(placeAnchor(anchor, edited)).toEqual({ state: "placed", start, end });
  });

  it("is outdated when its words were changed, never placed on other words", () => {
    expect(placeAnchor(anchor, text.replace("ran a shop", "ran a small shop"))).toEqual({ state: "outdated" });
    expect(placeAnchor(anchor, "")).toEqual({ state: "outdated" });
  });

  it("picks the occurrence whose context the reader saw when the words repeat", () => {
    const repeated = "I was tired. Later I was tired of waiting, and I was happy.";
    const second = repeated.indexOf("I was tired", 5);
    const secondAnchor = anchorOf(repeated, second, second + "I was tired".length)!;
    const edited = `Intro. ${repeated}`;
    expect(placeAnchor(secondAnchor, edited)).toEqual({ state: "placed", start: second + 7, end: second + 7 + "I was tired".length });
  });

  it("takes the nearest occurrence when context cannot tell them apart", () => {
    const anchorNear = { quote: "x", start: 10, end: 11, before: "", after: "" };
    expect(placeAnchor(anchorNear, "x.........x.........x")).toEqual({ state: "placed", start: 10, end: 11 });
  });

  it("is outdated for an empty quote", () => {
    expect(placeAnchor({ quote: "", start: 0, end: 0, before: "", after: "" }, text)).toEqual({ state: "outdated" });
  });
});

describe("applyReplacement", () => {
  const anchor = anchorOf(text, ...at("ran a shop"))!;

  it("replaces the words where they now stand", () => {
    const edited = `Hello. ${text}`;
    const done = applyReplacement(anchor, "kept a store", edited)!;
    expect(done.text).toBe(`Hello. ${text.replace("ran a shop", "kept a store")}`);
    expect(done.text.slice(done.start, done.end)).toBe("kept a store");
  });

  it("does nothing when the words are gone", () => {
    expect(applyReplacement(anchor, "kept a store", "Something else entirely.")).toBeNull();
  });
});
