import { describe, expect, it } from "vitest";
import { verifyTrim } from "./trim";

const essay =
  "When our largest client threatened to leave, I gathered the eight engineers who had built their platform. We spent three nights rebuilding the reporting pipeline, and by Friday the client signed a renewal.";
const words = (max: number) => ({ kind: "words" as const, max });

describe("trim verifier", () => {
  it("accepts cuts with a changed joining word and a new capital letter", () => {
    const good = "Our largest client threatened to leave, so I gathered the engineers who had built their platform. By Friday the client signed a renewal.";
    expect(verifyTrim(essay, good, words(25))).toEqual({ ok: true, count: 23 });
  });

  it("rejects an added word, a changed content word and a reordered sentence", () => {
    expect(verifyTrim(essay, "Our biggest client threatened to leave. By Friday the client signed a renewal.", words(30))).toEqual({
      ok: false,
      reason: "added_word",
      word: "biggest",
    });
    expect(verifyTrim(essay, "Our largest client threatened to leave. By Friday the customer signed a renewal.", words(30))).toMatchObject({
      reason: "added_word",
      word: "customer",
    });
    expect(verifyTrim(essay, "By Friday the client signed a renewal. Our largest client threatened to leave.", words(30))).toEqual({
      ok: false,
      reason: "reordered",
      word: "our",
    });
  });

  it("rejects a result over the target, and a proposal that changed nothing", () => {
    expect(verifyTrim(essay, essay.replace("three nights ", ""), words(20))).toMatchObject({ ok: false, reason: "over_target" });
    expect(verifyTrim(essay, `${essay}  `, words(200))).toEqual({ ok: false, reason: "unchanged" });
  });

  it("counts characters where the school does", () => {
    const cut = "Our largest client threatened to leave. By Friday the client signed a renewal.";
    expect(verifyTrim(essay, cut, { kind: "characters", max: cut.length })).toEqual({ ok: true, count: cut.length });
    expect(verifyTrim(essay, cut, { kind: "characters", max: cut.length - 1 })).toMatchObject({ reason: "over_target" });
  });
});
