import { describe, expect, it } from "vitest";
import { checkLetter, letterWords, paragraphsOf } from "./letter-news";

const sent = "At Acme I led a team of 12 engineers through our first product launch in Brazil. I want an MBA to move into climate finance.";

describe("what is new since you applied", () => {
  it("splits paragraphs at blank lines", () => {
    expect(paragraphsOf("One.\nStill one.\n\nTwo.\n\n\n")).toEqual([
      { text: "One.\nStill one.", start: 0 },
      { text: "Two.", start: 17 },
    ]);
  });

  it("marks a paragraph that repeats a sent fact or phrase, and passes real news", () => {
    const letter = [
      "Since applying I was promoted to senior manager and now lead a team of 30 engineers.",
      "As you know, I led a team of 12 at Acme.",
      "I led a team of 12 engineers through our first product launch in Brazil, which taught me a lot.",
    ].join("\n\n");
    const [news, fact, phrase] = checkLetter(letter, sent);
    expect(news).toMatchObject({ news: true, repeatedFacts: [], repeatedPhrase: null });
    expect(fact).toMatchObject({ news: false, repeatedFacts: ["team of 12"] });
    expect(phrase!.news).toBe(false);
    expect(phrase!.repeatedPhrase).toContain("first product launch in Brazil");
    expect(letterWords(letter)).toBeGreaterThan(40);
  });
});
