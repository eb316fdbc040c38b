import { describe, expect, it } from "vitest";
import {
  type CatalogueEssay,
  articleFor,
  earlierDateLabel,
  roundChoice,
  isUnconfirmedWording,
  nextUndatedRound,
  isUntouchedDraft,
  legacyInitialDraft,
  shortCycle,
  wordingLabel,
} from "./catalogue";

const essay = (textCycle: string, cycle = "2026-2027", paraphrase = false) => ({
  textCycle,
  cycle,
  unconfirmed: isUnconfirmedWording(textCycle, cycle, paraphrase),
});

describe("the catalogue's honest labels", () => {
  it("shortens a cycle the way applicants write it", () => {
    expect(shortCycle("2026-2027")).toBe("2026-27");
    expect(shortCycle("2024-2025 (previous cycle)")).toBe("2024-25");
    expect(shortCycle("historic")).toBe("historic");
  });

  it("says a prompt carried from an earlier cycle is not yet confirmed, naming the cycle its wording is from", () => {
    expect(wordingLabel(essay("2025-2026"))).toBe("2025-26 wording; this year's not yet confirmed");
    expect(wordingLabel(essay("2024-2025 (previous cycle; not re-confirmed for 2025-26)"))).toBe("2024-25 wording; this year's not yet confirmed");
    expect(wordingLabel(essay("historic format (2018-19 P&Q; siaadmissions undated)"))).toBe("Earlier wording; this year's not yet confirmed");
  });

  it("labels nothing when the wording is this cycle's, and a paraphrase of it as such", () => {
    expect(wordingLabel(essay("2026-2027"))).toBeNull();
    expect(wordingLabel(essay("2026-2027", "2026-2027", true))).toBe("Paraphrased; this year's wording not yet confirmed");
    // A qualified label of this cycle ("… opening sentence from the 2025-2026 text") is not confirmed either.
    expect(wordingLabel({ ...essay("2026-2027"), unconfirmed: isUnconfirmedWording("2026-2027", "2026-2027", false, ""), prompt: "" })).toBe(
      "The question's wording has not been found yet; see the school's page",
    );
    expect(essay("2026-2027 (question sentence as quoted); opening sentence from the 2025-2026 text").unconfirmed).toBe(true);
  });
});

describe("untouched drafts", () => {
  it("reads an empty essay, or one still holding the prompt it was once created with, as untouched", () => {
    const prompt: Pick<CatalogueEssay, "prompt" | "limit"> = { prompt: "Please reflect on your choices.", limit: "300 words" };
    expect(legacyInitialDraft(prompt)).toBe("Please reflect on your choices.\n\nWord limit: 300 words");
    expect(isUntouchedDraft("", prompt)).toBe(true);
    expect(isUntouchedDraft("  \n ", null)).toBe(true);
    expect(isUntouchedDraft(`${legacyInitialDraft(prompt)}\n`, prompt)).toBe(true);
    expect(isUntouchedDraft(`${legacyInitialDraft(prompt)} I led a team.`, prompt)).toBe(false);
    expect(isUntouchedDraft("I led a team.", null)).toBe(false);
  });
});

describe("the round to mention when no date is published", () => {
  const hbs = [
    { round: "R1", date: null, previousCycleDate: "2025-09-03" },
    { round: "R2", date: null, previousCycleDate: "2026-01-05" },
  ];
  it("is the first whose date last cycle, a year on, is still ahead", () => {
    expect(nextUndatedRound(hbs, new Date("2026-11-22T12:00:00Z"))?.round).toBe("R2");
    expect(nextUndatedRound(hbs, new Date("2026-06-01T12:00:00Z"))?.round).toBe("R1");
    expect(nextUndatedRound(hbs, new Date("2027-02-01T12:00:00Z"))).toBeNull();
  });
  it("falls back to a round with no date last cycle either, and ignores published rounds", () => {
    expect(nextUndatedRound([{ round: "R1", date: null, previousCycleDate: null }], new Date())?.round).toBe("R1");
    expect(nextUndatedRound([{ round: "R1", date: "2026-09-09", previousCycleDate: null }], new Date())).toBeNull();
  });
});

describe("a round's article", () => {
  it("reads a round as it is said aloud: an R2, an EA round, a Round 2", () => {
    expect(articleFor("R2")).toBe("an");
    expect(articleFor("EA")).toBe("an");
    expect(articleFor("ED")).toBe("an");
    expect(articleFor("Round 2")).toBe("a");
    expect(articleFor("Early Action")).toBe("an");
    expect(articleFor("J-Term")).toBe("a");
  });
});

describe("schools worldwide", () => {
  it("names a round by its intake where it has one", () => {
    expect(roundChoice("January 2028 intake", "Round 1")).toBe("January 2028 intake · Round 1");
    expect(roundChoice(null, "R1")).toBe("R1");
  });

  it("calls a superseded date last year's only when it is from the cycle just before", () => {
    expect(earlierDateLabel("2026-01-05", "2026-2027")).toBe("last year");
    expect(earlierDateLabel("2025-09-16", "2026-2027")).toBe("last year");
    expect(earlierDateLabel("2024-09-02", "2026-2027")).toBe("last known");
    expect(earlierDateLabel("2025-03-03", "2026-2027")).toBe("last known");
    expect(earlierDateLabel("2025-03-03", null)).toBe("last known");
  });
});
