import { describe, expect, it } from "vitest";
import { type Retest, editBetween, followFeedback, mapSpan } from "./feedback-follow";
import type { FeedbackItem } from "../feedback/feedback-items";
import { wordLimitItem } from "./word-limit";
import { ruleItems } from "./writing-rules";
import { spellersFor } from "./spellers";
import { spellingItemAt } from "./spelling";

const limit = { kind: "words" as const, max: 5 };
const withId = (item: FeedbackItem, id: string) => ({ ...item, id });

describe("followFeedback", () => {
  it("keeps the over-limit item open while the text is still over, marking what is over now", () => {
    const item = withId(wordLimitItem("one two three four five six", limit)!, "limit");
    const { items, addressed } = followFeedback("one two three four five sixty seven", [item], limit);
    expect(addressed.has("limit")).toBe(false);
    expect(items[0]?.textReference).toEqual({ highlightText: "sixty seven", startPos: 24, endPos: 35 });
    expect(items[0]?.comment).toContain("This essay has 7 words; the limit is 5.");
  });

  it("addresses the over-limit item once the text is within the limit", () => {
    const item = withId(wordLimitItem("one two three four five six", limit)!, "limit");
    const { items, addressed } = followFeedback("one two three four five", [item], limit);
    expect(addressed.has("limit")).toBe(true);
    expect(items[0]?.textReference).toBeUndefined();
  });

  it("knows an over-limit item stored before it was marked, by its words", () => {
    const { condition: _unmarked, ...older } = wordLimitItem("abcdefgh", { kind: "characters", max: 4 })!;
    const { addressed } = followFeedback("abcdXYZW", [withId(older, "old")], { kind: "characters", max: 4 });
    expect(addressed.has("old")).toBe(false);
  });

  it("addresses any other item whose passage was edited away, and only that one", () => {
    const spelling = withId(
      { type: "spelling", severity: "minor", paragraph: 1, comment: "c", textReference: { highlightText: "recieved", startPos: 2, endPos: 10 } },
      "s",
    );
    const general = withId({ type: "voice", severity: "minor", paragraph: 1, comment: "general" }, "g");
    const { addressed } = followFeedback("I received it", [spelling, general], null);
    expect([...addressed]).toEqual(["s"]);
  });
});

describe("an edited item of the checks, tested again by its rule", () => {
  const spellers = spellersFor("us");
  const retest: Retest = (rule, text, around) =>
    rule === "spelling"
      ? [...text.matchAll(/\p{L}+/gu)]
          .filter((match) => match.index! < around.end && match.index! + match[0].length >= around.start)
          .flatMap((match) => spellingItemAt(text, match.index!, match.index! + match[0].length, { spellers, variant: "us" }) ?? [])
      : ruleItems(text).filter((item) => item.condition === rule);
  /** The items the checks made on `before`, followed through the edit to `after`. */
  const follow = (before: string, after: string, items: (FeedbackItem & { id: string })[]) => {
    const edit = editBetween(before, after)!;
    const spans = new Map(items.map((item) => [item.id, mapSpan({ start: item.textReference!.startPos, end: item.textReference!.endPos }, edit)]));
    return followFeedback(after, items, null, { spans, retest });
  };
  const long = (count: number, word = "walked") => `We ${Array.from({ length: count - 2 }, () => word).join(" ")} home.`;

  it("keeps a long sentence open when one word inside it changes, re-anchored and recounted", () => {
    const before = `Short one. ${long(40)}`;
    const item = withId(
      ruleItems(before).find((entry) => entry.condition === "long_sentence")!,
      "long",
    );
    const after = before.replace("walked walked", "walked ran");
    const { items, addressed } = follow(before, after, [item]);
    expect(addressed.has("long")).toBe(false);
    expect(items[0]!.textReference!.highlightText).toBe(after.slice("Short one. ".length));
    expect(items[0]!.comment).toBe("This sentence has 40 words; consider splitting it.");
    const longer = before.replace("walked walked", "walked, then walked far and");
    expect(follow(before, longer, [item]).items[0]!.comment).toBe("This sentence has 43 words; consider splitting it.");
  });

  it("addresses a long sentence once it is split or cut within the limit", () => {
    const before = `Short one. ${long(40)}`;
    const item = withId(
      ruleItems(before).find((entry) => entry.condition === "long_sentence")!,
      "long",
    );
    const split = before.replace(/(walked ){20}/, (run) => `${run.trim()}. Then we `);
    expect(follow(before, split, [item]).addressed.has("long")).toBe(true);
  });

  it("keeps a misspelling open while the word is still misspelled, and addresses it once it is right", () => {
    const before = "I will recieve the award.";
    const item = withId(spellingItemAt(before, 7, 14, { spellers, variant: "us" })!, "s");
    const still = follow(before, "I will receve the award.", [item]);
    expect(still.addressed.has("s")).toBe(false);
    expect(still.items[0]!.textReference!.highlightText).toBe("receve");
    expect(still.items[0]!.replacement).toBe("receive");
    expect(follow(before, "I will receive the award.", [item]).addressed.has("s")).toBe(true);
  });

  it("addresses a repeated word once the repeat is gone, and keeps it while it is not", () => {
    const before = "It was the the hardest call.";
    const item = withId(
      ruleItems(before).find((entry) => entry.condition === "repeated_word")!,
      "r",
    );
    expect(follow(before, "It was the the hardest call!", [item]).addressed.has("r")).toBe(false);
    expect(follow(before, "It was the hardest call.", [item]).addressed.has("r")).toBe(true);
  });

  it("waits, open, while the rule cannot run yet; the model's items are addressed when edited", () => {
    const before = `Short one. ${long(40)}`;
    const item = withId(
      ruleItems(before).find((entry) => entry.condition === "long_sentence")!,
      "long",
    );
    const model = withId({ ...item, condition: undefined, comment: "Vague." }, "ai");
    const after = before.replace("walked walked", "walked ran");
    const edit = editBetween(before, after)!;
    const spans = new Map(["long", "ai"].map((id) => [id, mapSpan({ start: item.textReference!.startPos, end: item.textReference!.endPos }, edit)]));
    const { addressed, waiting } = followFeedback(after, [item, model], null, { spans, retest: () => null });
    expect([...addressed]).toEqual(["ai"]);
    expect([...waiting]).toEqual(["long_sentence"]);
  });
});

describe("following a passage through edits", () => {
  it("shifts a passage after an edit before it, and stretches one typed at its edge", () => {
    expect(mapSpan({ start: 10, end: 15 }, editBetween("0123456789abcdef", "0123XX456789abcdef")!)).toEqual({ start: 12, end: 17 });
    expect(mapSpan({ start: 2, end: 9 }, editBetween("I recieve it", "I receive it")!)).toEqual({ start: 2, end: 9 });
    expect(mapSpan({ start: 2, end: 9 }, editBetween("I recieve it", "I it")!)).toEqual({ start: 2, end: 2 });
    expect(mapSpan({ start: 2, end: 2 }, editBetween("I  it", "I receive it")!)).toEqual({ start: 2, end: 9 });
  });
});
