import { describe, expect, it } from "vitest";
import { followFeedback } from "./feedback-follow";
import type { FeedbackItem } from "./feedback-items";
import { wordLimitItem } from "../essays/word-limit";

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
