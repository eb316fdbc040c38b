import { describe, expect, it } from "vitest";
import { isReady } from "./findings";
import { missingQuestionFindings } from "./missing-questions";

describe("a question the school asks that has no essay", () => {
  it("is a blocking finding that offers to add it as an essay", () => {
    const [found, ...rest] = missingQuestionFindings("Columbia", [{ title: "Short answer: summer after first year", group: null }], []);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      kind: "missing_question",
      where: "Short answer: summer after first year",
      blocking: true,
      add: { school: "Columbia", title: "Short answer: summer after first year" },
      fix: { href: "/app" },
    });
    expect(isReady([found!])).toBe(false);
  });

  it("is not asked when another question of its choose-one group is written, and is when that one is only a draft", () => {
    const missing = [{ title: "Option B", group: "choice" }];
    expect(missingQuestionFindings("Wharton", missing, [{ written: true, group: "choice" }])).toEqual([]);
    expect(missingQuestionFindings("Wharton", missing, [{ written: false, group: "choice" }])).toHaveLength(1);
    expect(missingQuestionFindings("Wharton", missing, [{ written: true, group: "other" }])).toHaveLength(1);
  });

  it("finds nothing when nothing is missing", () => {
    expect(missingQuestionFindings("Columbia", [], [{ written: false, group: null }])).toEqual([]);
  });
});
