import { describe, expect, it } from "vitest";
import { contradictions, factsOf, numberValue } from "./facts";

describe("facts", () => {
  it("reads numbers in digits and in words", () => {
    expect(numberValue("eight")).toBe(8);
    expect(numberValue("twenty-five")).toBe(25);
    expect(numberValue("1,200")).toBe(1200);
    expect(numberValue("a dozen")).toBe(12);
    expect(numberValue("several")).toBeNull();
  });

  it("finds numbers with their nouns at exact offsets", () => {
    const text =
      "I led a team of eight. Later I managed 12 engineers with five years of experience, and we closed $4 million in revenue while cutting costs by 30%.";
    const facts = factsOf(text);
    expect(facts.map((fact) => [fact.kind, fact.subject, fact.value])).toEqual([
      ["team", "team", 8],
      ["team", "team", 12],
      ["experience", "experience", 5],
      ["money", "$ revenue", 4_000_000],
      ["percent", "cost", 30],
    ]);
    for (const fact of facts) expect(text.slice(fact.start, fact.end)).toBe(fact.text);
    // One fact where two patterns read the same words.
    expect(factsOf("Led a team of 12 engineers.").map((fact) => fact.text)).toEqual(["team of 12"]);
  });

  it("flags a team of eight in the essay against a team of twelve in the resume, not a matching one", () => {
    const essay = "At Acme I built a team of eight that shipped the payments platform.";
    expect(contradictions(essay, "Acme, Product Manager. Led 12 engineers across two countries.", "resume")).toEqual([
      expect.objectContaining({ fact: expect.objectContaining({ text: "team of eight", value: 8 }), where: "resume" }),
    ]);
    expect(contradictions(essay, "Acme. Built and led an 8-person team.", "resume")).toEqual([]);
    // A resume that lists two teams agrees with an essay naming either.
    expect(contradictions(essay, "Led a team of 8 at Acme; later managed 20 analysts.", "resume")).toEqual([]);
  });

  it("compares money only for the same thing measured, and says nothing when the source is silent", () => {
    expect(contradictions("We raised $2M in funding.", "Raised $2.5M of funding from angels.", "resume")).toHaveLength(1);
    expect(contradictions("We raised $2M in funding.", "Grew revenue to $3M in revenue.", "resume")).toEqual([]);
    expect(contradictions("Seven years of experience in energy.", "", "resume")).toEqual([]);
    expect(contradictions("Seven years of experience in energy.", "Summary: 6 years of experience in energy finance.", "goals")).toHaveLength(1);
  });
});
